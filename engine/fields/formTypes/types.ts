// What one form type knows about itself (issue 14, "one module per formType"): its value's JSON
// Schema and widget facts, how a value is read, judged empty, put on the wire, checked, filtered and
// shown. The entry functions elsewhere in engine/fields (normalizeValue, isEmptyValue, encodeScalar,
// rulesForField, fieldUiSchema, splitPayload...) look the module up instead of switching on the
// formType. Widgets are not here: they are React, registered in widgets/registry.ts.

import type { FormMode } from '../definition.ts';
import type { JsonSchema } from '../fieldSchema.ts';
import type { FormType } from '../formTypes.ts';
import type { SavePayload } from '../payload.ts';
import type { RuleName } from '../rules.ts';
import type { DisplayValue } from './displayText.ts';
import type { FilterFacet } from './filterFacets.ts';

/** One payload cell: an entity column or a custom field's `value`. */
export type WireScalar = string | number;

/** Choices have no blur worth waiting for: they check uniqueness on change. */
export type UniqueCheckTrigger = 'blur' | 'change';

/** A value that fits one payload cell, stored under the field's own key. */
export interface ScalarWire {
  readonly kind: 'scalar';
  /** Form value → the cell (server-contract 5.4 "Value normalisation"). */
  encode(value: unknown): WireScalar;
  /** The cell a save carried → the form value, for the server's validation (joinPayload). */
  decode(wire: unknown): unknown;
}

/** A value the payload spreads over parts of its own (the product grid, the address, the detail items). */
export interface PayloadPartWire {
  readonly kind: 'payloadPart';
  /** Writes the value into the payload being built. */
  split(value: unknown, payload: SavePayload): void;
  /** Reads the value back out of a received payload. */
  join(payload: Partial<SavePayload>): unknown;
}

/** What the UI schema says about a field of this type beyond its definition. */
export interface UiFacts {
  /** Object values also name an rjsf custom field (ObjectField ignores ui:widget). */
  readonly customField: boolean;
  /** Drawn across the whole row in the original layout. */
  readonly fullRow: boolean;
  /** The options come from the admin's `setting` (or raw `options`), split into a list. */
  readonly choices: boolean;
  readonly uniqueCheckOn: UniqueCheckTrigger;
  /** ui:options every field of this type carries (a text area's 200 characters...). */
  readonly options?: Readonly<Record<string, unknown>>;
}

export interface FormTypeModule {
  readonly formType: FormType;
  /** The value's JSON Schema, nullable; a fresh object per call (the compiler adds the title). */
  valueSchema(): JsonSchema;
  readonly ui: UiFacts;
  /** Whatever the server sent (create default, record value, payload cell) → the one shape the form holds. */
  normalize(raw: unknown): unknown;
  /** "Not filled in", for any input (null included): required fails on it, format rules and uniqueness skip it. */
  isEmpty(value: unknown): boolean;
  readonly wire: ScalarWire | PayloadPartWire;
  /** The format rules beyond `required`, in the order they are checked. */
  formatRules(mode: FormMode): readonly RuleName[];
  readonly filter: FilterFacet;
  /** A list cell's text when the type decides it; undefined leaves it to the column's rules. */
  listCell?(value: unknown): string | undefined;
  /** A 基本信息 row's value, stored shape (comma text, objects) or form shape alike. */
  detail(value: unknown): DisplayValue;
  /** Record pickers (people, departments, CRM records): the key that identifies a picked record. */
  readonly recordIdKey?: string;
}
