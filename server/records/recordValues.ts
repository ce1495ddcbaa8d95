/**
 * A validated form → what is written: column values of the fixed fields, the extra entity parts
 * (the product grid's totals; a module's own, e.g. the customer's map address: records/recordParts.ts),
 * the custom values by field id, the product lines.
 * The engine's own splitPayload re-encodes the normalised form data, so what is stored is canonical
 * (dates `yyyy-MM-dd HH:mm:ss`, checkbox items comma-joined, user ids comma-joined...) whatever
 * spelling the request used. Empty values become NULL columns / absent custom keys.
 */
import { type CompiledForm, type FormData, type ProductLine, splitPayload } from '../../engine/fields/index.ts';
import type { CustomValues } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { isIntegerColumn, isRecordFormColumn, type RecordTable } from './recordColumns.ts';

export interface RecordValues {
  /** Column → value to write (text, integer or null). */
  columns: Record<string, string | number | null>;
  custom: CustomValues;
  /** Ids of every custom field of the form, filled in or not (an update replaces exactly these). */
  customFieldIds: string[];
  /** Product grid lines as sent (business, contract); priced by productLines.ts. */
  product: ProductLine[];
}

/**
 * Entity key outside the form columns → [column, max characters, the field a refusal names]: the
 * product totals below, and a module's own parts (records/recordParts.ts).
 */
export type EntityParts = Readonly<Record<string, readonly [column: string, max: number, name: string]>>;

const PRODUCT_TOTALS: EntityParts = { totalPrice: ['total_price', 30, '产品总金额'], discountRate: ['discount_rate', 30, '整单折扣'] };

/** The tables whose forms carry the product grid. */
const PRODUCT_GRID_PARTS: Partial<Record<RecordTable, EntityParts>> = { crm_business: PRODUCT_TOTALS, crm_contract: PRODUCT_TOTALS };

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** `ownParts`: the module's own entity parts (records/recordParts.ts). */
export function recordValues(table: RecordTable, compiled: CompiledForm, formData: FormData, ownParts: EntityParts = {}): RecordValues {
  const payload = splitPayload(formData, compiled);
  const names = new Map(compiled.fields.map((f) => [f.definition.fieldName, f.definition.name]));
  const values: RecordValues = { columns: {}, custom: {}, customFieldIds: [], product: payload.product ?? [] };
  const extras: EntityParts = { ...PRODUCT_GRID_PARTS[table], ...ownParts };
  for (const [key, value] of Object.entries(payload.entity)) {
    const valueText = text(value);
    const extra = extras[key];
    if (extra) {
      const [column, max, name] = extra;
      if (Array.from(valueText).length > max) throw new BusinessError(`${name}不能超过${max}个字符`);
      values.columns[column] = valueText === '' ? null : valueText;
      continue;
    }
    // admin_field names this column; one we do not know would be written unchecked.
    if (!isRecordFormColumn(table, key)) throw new Error(`${table} field ${key} has no column`);
    values.columns[key] = columnValue(table, key, valueText, names.get(key) ?? key);
  }
  for (const field of payload.field) {
    const id = String(field.fieldId);
    values.customFieldIds.push(id);
    if (text(field.value) !== '') values.custom[id] = text(field.value);
  }
  return values;
}

/** Relations, categories, stages and the user of 公司签约人 are single ids in integer columns. */
function columnValue(table: RecordTable, column: string, valueText: string, name: string): string | number | null {
  if (valueText === '') return null;
  if (!isIntegerColumn(table, column)) return valueText;
  if (valueText.includes(',')) throw new BusinessError(`${name}只能选择一个`);
  if (!/^\d{1,15}$/.test(valueText.trim())) throw new BusinessError(`${name}格式有误`);
  return Number(valueText.trim());
}
