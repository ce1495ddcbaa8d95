// When an admin changes a module's fields while someone is filling in its form, the form is
// recompiled from the new definitions. What the user typed must survive: every value whose field
// still exists (same key) and still holds the same kind of value (same formType) is copied from the
// old store into the new one. A field that changed type starts from its new initial value, since a
// text typed into a former text field is no valid value of, say, a date.
import type { CompiledForm } from '../../fields/index.ts';
import type { FormStore, FormValues } from '../form/index.ts';

/** The values of `from` that fit `to`, by key. */
export function valuesToCarryOver(from: FormStore, fromCompiled: CompiledForm, toCompiled: CompiledForm): FormValues {
  const carried: FormValues = {};
  for (const key of toCompiled.order) {
    if (!from.has(key)) continue;
    const before = fromCompiled.fieldByKey(key)?.definition.formType;
    const after = toCompiled.fieldByKey(key)?.definition.formType;
    if (before !== undefined && before === after) carried[key] = from.get(key);
  }
  return carried;
}

/** Copies the fitting values (and the touched marks, so messages keep showing where they did). */
export function carryOverValues(from: FormStore, fromCompiled: CompiledForm, to: FormStore, toCompiled: CompiledForm): void {
  const carried = valuesToCarryOver(from, fromCompiled, toCompiled);
  to.setMany(carried);
  for (const key of Object.keys(carried)) if (from.isTouched(key)) to.touch(key);
}
