// Form values ↔ the save payload (server-contract 7.1, forms.md 3.5 and 3.10):
//   entity   system fields by column, plus the product totals and the map address parts
//   field    custom fields: the definition object with its encoded `value` (stored by fieldId)
//   product  the product lines (business, contract)
//   travelList  the OA detail items (sent as `oaExamineTravelList`, with `entity` as `oaExamine`)
// splitPayload is the browser's way out; joinPayload is the server's way back in, so it can
// validate a save with the same compiled form the browser used.

import type { CompiledForm } from './compileFields.ts';
import type { DetailItem, FieldDefinition, FormData, ProductLine } from './definition.ts';
import { formTypeModule, type WireScalar } from './formTypes/index.ts';

/**
 * A custom field as a save sends it: its id (what the server binds the value by), its name (read
 * in the contract's messages and logs) and its value; not the definition back, which the server
 * has.
 */
export type CustomFieldPayload = Pick<FieldDefinition, 'fieldId' | 'name'> & { value: WireScalar };

export interface SavePayload {
  entity: Record<string, unknown>;
  field: CustomFieldPayload[];
  product?: ProductLine[];
  travelList?: DetailItem[];
}

export interface SplitOptions {
  /** Merged into `entity`: the record id and batchId on update, `checkStatus: 5` for a draft... */
  entityExtras?: Record<string, unknown>;
}

/**
 * A scalar value goes under its key: an entity column for a system field, a `field[]` item for a
 * custom one. The product grid, the map address and the detail items write their own parts.
 */
export function splitPayload(formData: FormData, compiled: CompiledForm, options: SplitOptions = {}): SavePayload {
  const payload: SavePayload = { entity: {}, field: [] };
  for (const { key, definition, system } of compiled.fields) {
    const value = formData[key];
    const { wire } = formTypeModule(definition.formType);
    if (wire.kind === 'payloadPart') {
      wire.split(value, payload);
      continue;
    }
    if (system) payload.entity[key] = wire.encode(value);
    else payload.field.push({ fieldId: definition.fieldId, name: definition.name, value: wire.encode(value) });
  }
  Object.assign(payload.entity, options.entityExtras ?? {});
  return payload;
}

/** The server binds entity keys in snake_case or camelCase (server-contract 7.1); so do we. */
function camelCase(column: string): string {
  return column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

function entityValue(entity: Record<string, unknown>, column: string): unknown {
  if (Object.prototype.hasOwnProperty.call(entity, column)) return entity[column];
  return entity[camelCase(column)];
}

export function joinPayload(payload: Partial<SavePayload>, compiled: CompiledForm): FormData {
  const entity = payload.entity ?? {};
  const customById = new Map((payload.field ?? []).map((field) => [String(field.fieldId), field]));
  const formData: FormData = {};
  for (const { key, definition, system } of compiled.fields) {
    const { wire } = formTypeModule(definition.formType);
    if (wire.kind === 'payloadPart') {
      formData[key] = wire.join(payload);
      continue;
    }
    const cell = system ? entityValue(entity, key) : customById.get(String(definition.fieldId))?.value;
    formData[key] = wire.decode(cell);
  }
  return formData;
}
