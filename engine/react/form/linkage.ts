// Form linkage (forms.md 4) on the store: the engine's applyLinkage works on a whole formData and
// returns the next values, disabled set and picker scopes; these helpers feed it a snapshot only
// when the changed field is a linkage source (so ordinary keystrokes stay O(1)) and write back
// only what changed, so only the affected fields re-render.
import { applyLinkage, linkageRules, type CompiledForm, type CrmType, type LinkageResult } from '../../fields/index.ts';
import type { FormStore, FormValues } from './formStore.ts';

/** Writes an applyLinkage (or applyFetchResult) outcome into the store. */
export function applyLinkageResult(store: FormStore, result: Pick<LinkageResult, 'formData' | 'disabled' | 'scopes'>): void {
  const changed: FormValues = {};
  for (const key of store.keys) {
    if (Object.hasOwn(result.formData, key) && !Object.is(result.formData[key], store.get(key))) changed[key] = result.formData[key];
  }
  store.setMany(changed);
  // A message about a value linkage has just replaced (a cleared business, a filled amount) is stale.
  for (const key of Object.keys(changed)) store.setError(key, null);
  store.setDisabledKeys(result.disabled);
  store.setScopes(result.scopes);
}

/** Whether a change of `key` can trigger a linkage rule of this CRM form. */
export function isLinkageSource(compiled: CompiledForm, crmType: CrmType, key: string): boolean {
  return (linkageRules[crmType] ?? []).some((rule) => (compiled.keyByFieldName[rule.source] ?? rule.source) === key);
}

export interface LinkFieldOptions {
  /** Locked in relative mode: linkage never enables these. */
  locked?: ReadonlySet<string>;
  /** The change is the form's initial load (nothing is cleared or filled). */
  initial?: boolean;
  /**
   * The value before the change (onFieldChange's `previous`). The store already holds the new one
   * when onFieldChange runs, so without it every change looked like picking the same record again,
   * and another customer never cleared the business or signer chosen for the first.
   */
  previous?: unknown;
}

/**
 * Call from onFieldChange: runs the CRM form's linkage for a change of `key` and applies it.
 * Returns the result (its `fetches` are the host's to perform), or null when `key` is no source.
 */
export function linkFieldChange(
  store: FormStore,
  compiled: CompiledForm,
  crmType: CrmType,
  key: string,
  value: unknown,
  options: LinkFieldOptions = {},
): LinkageResult | null {
  if (!isLinkageSource(compiled, crmType, key)) return null;
  const formData = store.snapshot();
  if ('previous' in options) formData[key] = options.previous;
  const result = applyLinkage(crmType, { field: key, value, initial: options.initial }, formData, {
    disabled: store.disabledKeys(),
    scopes: store.scopes(),
    locked: options.locked,
    form: compiled,
    mode: compiled.context.mode,
  });
  applyLinkageResult(store, result);
  return result;
}
