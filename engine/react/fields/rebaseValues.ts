// An edit refused because a colleague saved the record after the form loaded it need not be thrown
// away: the form can be rebased onto the record as it is now. Every value the user changed (it
// differs from what the form loaded) is kept; every other field takes the record's current value,
// so the next save keeps the colleague's work too. The outcome names the fields the colleague
// changed, and among them those both changed (the user's value was kept there: theirs is lost
// unless the user looks), so the form can say so before the user saves again.
import { isEmptyValue, type CompiledForm } from '../../fields/index.ts';
import type { FormStore, FormValues } from '../form/index.ts';
import { sameKind } from './carryOverValues.ts';

export interface RebaseOutcome {
  /** Labels of the fields the colleague changed and the user did not: now the colleague's values. */
  theirs: string[];
  /** Labels of the fields both changed: the user's values were kept. */
  both: string[];
}

function sameValue(compiled: CompiledForm, key: string, a: unknown, b: unknown): boolean {
  const formType = compiled.fieldByKey(key)?.definition.formType;
  if (formType && isEmptyValue(formType, a) && isEmptyValue(formType, b)) return true;
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Writes into `fresh` (a store built from the record as it is now) the values of `user` that the
 * user changed from `loaded` (what that form was loaded with).
 */
export function rebaseValues(
  user: { store: FormStore; compiled: CompiledForm; loaded: FormValues },
  fresh: { store: FormStore; compiled: CompiledForm },
): RebaseOutcome {
  const outcome: RebaseOutcome = { theirs: [], both: [] };
  const kept: FormValues = {};
  for (const key of fresh.compiled.order) {
    const label = fresh.compiled.fieldByKey(key)?.definition.name ?? key;
    const loaded = user.loaded[key];
    const theyChanged = key in user.loaded && !sameValue(fresh.compiled, key, loaded, fresh.compiled.formData[key]);
    const userChanged = user.store.has(key) && sameKind(user.compiled, fresh.compiled, key)
      && !sameValue(user.compiled, key, user.store.get(key), loaded);
    if (userChanged) kept[key] = user.store.get(key);
    // Both made the same change: nothing to look at.
    const agreed = userChanged && theyChanged && sameValue(fresh.compiled, key, user.store.get(key), fresh.compiled.formData[key]);
    if (theyChanged && !agreed) (userChanged ? outcome.both : outcome.theirs).push(label);
  }
  fresh.store.setMany(kept);
  for (const key of Object.keys(kept)) if (user.store.isTouched(key)) fresh.store.touch(key);
  return outcome;
}
