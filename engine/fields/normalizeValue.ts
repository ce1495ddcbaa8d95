// Turns whatever the server sent as a field's value (create mode: "" or a default; edit mode: the
// record's value, pre-shaped for relations; a save payload's encoded string on the server) into the
// one shape the form works with for that form type. Widgets, rules and the payload encoder can then
// trust the shape instead of re-checking it. Each form type's reading is in its module (formTypes/).

import { formTypeModule } from './formTypes/index.ts';
import type { FormType } from './formTypes.ts';

// The shared readers, where their callers have always imported them from.
export { normalizeDate, normalizeDateTime, toId, toText } from './valueText.ts';

/** The key that identifies a picked record of this form type. */
export function recordIdKey(formType: FormType): string {
  const idKey = formTypeModule(formType).recordIdKey;
  if (idKey === undefined) throw new Error(`formType ${formType} has no record id`);
  return idKey;
}

export function normalizeValue(formType: FormType, raw: unknown): unknown {
  return formTypeModule(formType).normalize(raw);
}

/** Create mode sends value "" and the admin default in defaultValue; edit mode sends the value. */
export function hasMeaningfulRaw(raw: unknown): boolean {
  if (raw === null || raw === undefined || raw === '') return false;
  if (Array.isArray(raw)) return raw.length > 0;
  return true;
}
