// The advanced filter (高级筛选) as data: which conditions a field offers by its formType, what kind
// of input its value needs, and the `data` object of queryPageList / a scene (server-contract 6.3)
// built from the rows the user filled in. Pure functions: the dialog and the tests share them.

import {
  CHOICE_FILTER, formTypeModule, isFormType, needsValue, TEXT_FILTER,
  type FilterCondition, type FilterConditionObject, type FilterFacet, type FilterInput, type FilterRow,
} from '../fields/index.ts';

// The operators, inputs, rows and condition objects are the form types' (engine/fields/formTypes):
// each form type module names its filter facet. Re-exported here, where the dialog finds them.
export type { FilterCondition, FilterConditionObject, FilterInput, FilterRow } from '../fields/index.ts';
export { needsValue } from '../fields/index.ts';

export const CONDITION_LABELS: Readonly<Record<FilterCondition, string>> = {
  is: '等于', isNot: '不等于', contains: '包含', notContains: '不包含', isNull: '为空', isNotNull: '不为空',
  gt: '大于', egt: '大于等于', lt: '小于', elt: '小于等于',
};

/** A field the dialog offers: an entry of `scene/queryField`. */
export interface FilterField {
  /** snake_case column (`customer_name`, `owner_user_id`) or the Chinese label of a custom field. */
  fieldName: string;
  name: string;
  formType: string;
  /** Options: strings, or `{name, value}`; business types carry `statusList`. */
  setting?: unknown[] | null;
  fieldId?: number | null;
  [key: string]: unknown;
}

export type FilterData = Record<string, FilterConditionObject>;

/** The list's own status columns filter as choices; they are no form type. */
const LIST_COLUMN_FILTERS: ReadonlyMap<string, FilterFacet> = new Map([
  ['dealStatus', CHOICE_FILTER],
  ['checkStatus', CHOICE_FILTER],
]);

/** A field's filter facet: its form type's, a list column's, or plain text for anything else. */
function facetFor(formType: string): FilterFacet {
  if (isFormType(formType)) return formTypeModule(formType).filter;
  return LIST_COLUMN_FILTERS.get(formType) ?? TEXT_FILTER;
}

export function inputFor(formType: string): FilterInput {
  return facetFor(formType).input;
}

/** The conditions a field offers; a date range and a business stage have none to choose. */
export function conditionsFor(formType: string): FilterCondition[] {
  return [...facetFor(formType).conditions];
}

export interface FilterOption {
  label: string;
  value: string;
}

/** A select's options: `["A","B"]` or `[{name, value}]` (成交状态, 审核状态). */
export function optionsOf(field: Pick<FilterField, 'setting'>): FilterOption[] {
  const setting = Array.isArray(field.setting) ? field.setting : [];
  return setting.flatMap((item): FilterOption[] => {
    if (typeof item === 'string' || typeof item === 'number') return [{ label: String(item), value: String(item) }];
    if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      const label = record.name ?? record.label ?? record.value;
      const value = record.value ?? record.name;
      if (label !== undefined && value !== undefined) return [{ label: String(label), value: String(value) }];
    }
    return [];
  });
}

/** A new row for a field, with its first condition. */
export function newRow(field: Pick<FilterField, 'fieldName' | 'formType'>): FilterRow {
  return { fieldName: field.fieldName, formType: field.formType, condition: conditionsFor(field.formType)[0]!, value: '' };
}

/** Why a row cannot be used yet, or null when it is complete. */
export function rowProblem(row: FilterRow): 'field' | 'value' | 'range' | null {
  if (!row.fieldName) return 'field';
  return facetFor(row.formType).problem(row);
}

/** One row as the server reads it. */
export function conditionObject(row: FilterRow): FilterConditionObject {
  return facetFor(row.formType).toCondition(row);
}

/**
 * The `data` object of the complete rows, keyed by field name (the key is ignored by the server;
 * a second condition on the same field gets `name#2`).
 */
export function buildFilterData(rows: readonly FilterRow[]): FilterData {
  const data: FilterData = {};
  for (const row of rows) {
    if (rowProblem(row) !== null) continue;
    let key = row.fieldName;
    for (let n = 2; key in data; n += 1) key = `${row.fieldName}#${n}`;
    data[key] = conditionObject(row);
  }
  return data;
}

/** A saved scene's `data` (a JSON string or an object) back into rows, for editing. */
export function rowsFromData(data: unknown): FilterRow[] {
  let parsed: unknown = data;
  if (typeof data === 'string') {
    if (!data.trim()) return [];
    try {
      parsed = JSON.parse(data);
    } catch {
      return [];
    }
  }
  if (!parsed || typeof parsed !== 'object') return [];
  return Object.values(parsed as Record<string, unknown>).flatMap((entry): FilterRow[] => {
    if (!entry || typeof entry !== 'object') return [];
    const object = entry as Partial<FilterConditionObject>;
    if (!object.name) return [];
    const formType = object.formType ?? 'text';
    const condition = (Object.hasOwn(CONDITION_LABELS, object.condition ?? '') ? object.condition : 'is') as FilterCondition;
    const row: FilterRow = { fieldName: object.name, formType, condition, value: needsValue(condition) ? String(object.value ?? '') : '' };
    facetFor(formType).readBack(object, row);
    if (object.display) row.display = object.display;
    return [row];
  });
}
