// Pieces several form type modules share word for word: the text value most types hold, the
// emptiness of lists, the widget facts of an ordinary field. A module spreads what fits and says
// the rest itself.

import type { RuleName } from '../rules.ts';
import { isBlank, toText } from '../valueText.ts';
import type { FormTypeModule, ScalarWire, UiFacts } from './types.ts';

/** An ordinary field: drawn by its widget in a half row, uniqueness checked on blur. */
export const PLAIN_UI: UiFacts = { customField: false, fullRow: false, choices: false, uniqueCheckOn: 'blur' };

/** Choices (select, checkbox): options from the admin's setting, uniqueness checked on change. */
export const CHOICE_UI: UiFacts = { customField: false, fullRow: false, choices: true, uniqueCheckOn: 'change' };

export const NO_FORMAT_RULES = (): readonly RuleName[] => [];

/** A scalar cell that is read back the way the value is normalised. */
export function scalarWire(encode: (value: unknown) => string | number, decode: (wire: unknown) => unknown): ScalarWire {
  return { kind: 'scalar', encode, decode };
}

/**
 * Values held as text while the form is open (texts, numbers as exact decimal text, choices,
 * dates once canonical): `read` turns whatever arrived into that text, and the wire carries it.
 */
export function textValue(read: (raw: unknown) => string): Pick<FormTypeModule, 'valueSchema' | 'normalize' | 'isEmpty' | 'wire'> {
  return {
    // Nullable everywhere: a cleared input or a server null must reach our rules (and their Chinese
    // messages), not fail ajv's type check with an English one. rjsf reads [T, 'null'] as T.
    valueSchema: () => ({ type: ['string', 'null'] }),
    normalize: read,
    isEmpty: isBlank,
    wire: scalarWire(read, read),
  };
}

export const TEXT_VALUE = textValue(toText);

/** A list value is empty without items; a stray scalar is judged as text. */
export function isEmptyList(value: unknown): boolean {
  return Array.isArray(value) ? value.length === 0 : isBlank(value);
}
