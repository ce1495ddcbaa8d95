/**
 * A validated customer form → what is written: the fixed fields' columns, the map address columns,
 * and the custom values by field id. The engine's own splitPayload re-encodes the normalised form
 * data, so what is stored is canonical (dates `yyyy-MM-dd HH:mm:ss`, checkbox items trimmed and
 * comma-joined, user ids comma-joined...) whatever spelling the request used. Empty custom values
 * are left out, so `custom->>'<id>' is null` means "not filled in".
 */
import { type CompiledForm, type FormData, splitPayload } from '../../engine/fields/index.ts';
import type { CustomValues } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { type CustomerFormColumn, isCustomerFormColumn } from './customerStore.ts';

export interface CustomerValues {
  columns: Partial<Record<CustomerFormColumn, string | null>>;
  map: { address: string | null; detail_address: string | null; location: string | null; lng: string | null; lat: string | null };
  custom: CustomValues;
  /** Ids of every custom field of the form, filled in or not (an update replaces exactly these). */
  customFieldIds: string[];
}

/** entity key of the map address part → [column, max characters] */
const MAP_PARTS = {
  address: ['address', 255], detailAddress: ['detail_address', 255], location: ['location', 255], lng: ['lng', 50], lat: ['lat', 50],
} as const;

const MAP_FIELD_NAME = '地区定位';

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function customerValues(compiled: CompiledForm, formData: FormData): CustomerValues {
  const payload = splitPayload(formData, compiled);
  const values: CustomerValues = {
    columns: {}, map: { address: null, detail_address: null, location: null, lng: null, lat: null }, custom: {}, customFieldIds: [],
  };
  for (const [key, value] of Object.entries(payload.entity)) {
    const part = MAP_PARTS[key as keyof typeof MAP_PARTS];
    if (part) {
      const [column, max] = part;
      const partText = text(value);
      if (Array.from(partText).length > max) throw new BusinessError(`${MAP_FIELD_NAME}不能超过${max}个字符`);
      values.map[column] = partText === '' ? null : partText;
      continue;
    }
    // admin_field names this column; one we do not know would be written unchecked.
    if (!isCustomerFormColumn(key)) throw new Error(`customer field ${key} has no column`);
    values.columns[key] = text(value) === '' ? null : text(value);
  }
  for (const field of payload.field) {
    const id = String(field.fieldId);
    values.customFieldIds.push(id);
    if (text(field.value) !== '') values.custom[id] = text(field.value);
  }
  return values;
}
