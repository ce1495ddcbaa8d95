// When an admin changes a module's fields while someone is filling in its form, the form is
// recompiled from the new definitions. What the user typed must survive: every value whose field
// still exists (same key) and still holds the same kind of value (same formType) is copied from the
// old store into the new one. A field that changed type starts from its new initial value, since a
// text typed into a former text field is no valid value of, say, a date.
import type { CompiledForm } from '../../fields/index.ts';
import type { FormStore, FormValues } from '../form/index.ts';

/** Whether `key` holds the same kind of value (formType) in both forms. */
export function sameKind(from: CompiledForm, to: CompiledForm, key: string): boolean {
  const before = from.fieldByKey(key)?.definition.formType;
  return before !== undefined && before === to.fieldByKey(key)?.definition.formType;
}

/** The values of `from` that fit `to`, by key. */
export function valuesToCarryOver(from: FormStore, fromCompiled: CompiledForm, toCompiled: CompiledForm): FormValues {
  const carried: FormValues = {};
  for (const key of toCompiled.order) {
    if (from.has(key) && sameKind(fromCompiled, toCompiled, key)) carried[key] = from.get(key);
  }
  return carried;
}

/** Copies the fitting values (and the touched marks, so messages keep showing where they did). */
export function carryOverValues(from: FormStore, fromCompiled: CompiledForm, to: FormStore, toCompiled: CompiledForm): void {
  const carried = valuesToCarryOver(from, fromCompiled, toCompiled);
  to.setMany(carried);
  for (const key of Object.keys(carried)) if (from.isTouched(key)) to.touch(key);
}

/**
 * What a recompiled form counts as loaded (rebaseValues' baseline): the first load's value where the
 * field kept its kind, since that is what the carried-over values were loaded as; the new load's
 * value for a new or changed field.
 */
export function loadedValuesToCarryOver(fromLoaded: FormValues, fromCompiled: CompiledForm, toCompiled: CompiledForm): FormValues {
  const loaded: FormValues = {};
  for (const key of toCompiled.order) {
    loaded[key] = key in fromLoaded && sameKind(fromCompiled, toCompiled, key) ? fromLoaded[key] : toCompiled.formData[key];
  }
  return loaded;
}
