// The loads linkage asks for (applyLinkage → fetches) and what their answers do to the form.
//   businessStatusOptions: nothing to do here. The business-stage widget loads the types and their
//     stages itself from the data sources and follows the chosen type; linkage already cleared the
//     stage when the type changed.
//   businessProducts: a contract's business fills its product grid and money
//     (CrmBusiness/queryProduct, forms.md 7.9). Quiet on failure: the user can still fill them in.
import { applyFetchResult, type CompiledForm, type FetchHint } from '../../../engine/fields/index.ts';
import { applyLinkageResult, type FormStore } from '../../../engine/react/form/index.ts';
import { requestData } from '../../../server-adapter/request.ts';

export async function runLinkageFetch(hint: FetchHint, store: FormStore, compiled: CompiledForm, isCurrent: () => boolean): Promise<void> {
  if (hint.kind !== 'businessProducts') return;
  let answer: unknown;
  try {
    answer = await requestData('CrmBusiness/queryProduct', { ...hint.params }, { silent: true });
  } catch {
    return;
  }
  // The user may have picked another business, or the form was recompiled, meanwhile.
  if (!isCurrent()) return;
  const effect = applyFetchResult(hint, answer, store.snapshot(), compiled);
  applyLinkageResult(store, { formData: effect.formData, disabled: store.disabledKeys(), scopes: store.scopes() });
}
