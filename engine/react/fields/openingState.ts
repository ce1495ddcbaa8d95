// The disabled fields and picker scopes a CRM form opens with (forms.md 4), written into its store:
// the parent record's fields locked in relative mode, plus the linkage dependents whose source is
// still empty (a contract's business until a customer is chosen). Run on the values the store
// actually holds, so a form recompiled with carried-over values opens in the state those values imply.
import { initialLinkageState, type CompiledForm, type CrmType, type FetchHint } from '../../fields/index.ts';
import type { FormStore } from '../form/index.ts';

export function applyOpeningState(store: FormStore, compiled: CompiledForm, crmType: CrmType | undefined, lockedKeys: ReadonlySet<string>): FetchHint[] {
  if (!crmType) {
    store.setDisabledKeys(lockedKeys);
    return [];
  }
  const opening = initialLinkageState(crmType, compiled.context.mode, store.snapshot(), compiled);
  store.setDisabledKeys([...lockedKeys, ...opening.disabled]);
  store.setScopes(opening.scopes);
  return opening.fetches;
}
