// The advanced filter (高级筛选) as data: which conditions a field offers by its formType, what kind
// of input its value needs, and the `data` object of queryPageList / a scene (server-contract 6.3)
// built from the rows the user filled in. Pure functions: the dialog and the tests share them.

/** The operators of contract 6.3 that a user can pick (labels 等于 ... 小于等于 in i18n `list.condition`). */
export type FilterCondition = 'is' | 'isNot' | 'contains' | 'notContains' | 'isNull' | 'isNotNull' | 'gt' | 'egt' | 'lt' | 'elt';

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

/** How the value is entered. */
export type FilterInput = 'text' | 'number' | 'select' | 'date' | 'datetime' | 'user' | 'dept' | 'businessType';

/** One line of the dialog. */
export interface FilterRow {
  fieldName: string;
  formType: string;
  condition: FilterCondition;
  value: string;
  /** Date ranges: yyyy-MM-dd. */
  start?: string;
  end?: string;
  /** business_type: the type and the stage (a status id, or win / lose / invalid). */
  typeId?: string;
  statusId?: string;
  /** What the value looks like to a person (a user's real name), kept for showing a saved scene. */
  display?: string;
}

/** One entry of the `data` object (server-contract 6.3). */
export interface FilterConditionObject {
  name: string;
  condition: string;
  value: string;
  formType: string;
  start?: string;
  end?: string;
  startDate?: string;
  endDate?: string;
  typeId?: string;
  statusId?: string;
  display?: string;
}

export type FilterData = Record<string, FilterConditionObject>;

const TEXT_CONDITIONS: FilterCondition[] = ['is', 'isNot', 'contains', 'notContains', 'isNull', 'isNotNull'];
const NUMBER_CONDITIONS: FilterCondition[] = ['is', 'isNot', 'gt', 'egt', 'lt', 'elt', 'isNull', 'isNotNull'];
const CHOICE_CONDITIONS: FilterCondition[] = ['is', 'isNot', 'isNull', 'isNotNull'];
const PERSON_CONDITIONS: FilterCondition[] = ['is', 'isNot'];

export function inputFor(formType: string): FilterInput {
  switch (formType) {
    case 'number':
    case 'floatnumber':
      return 'number';
    case 'select':
    case 'checkbox':
    case 'dealStatus':
    case 'checkStatus':
      return 'select';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'user':
      return 'user';
    case 'structure':
      return 'dept';
    case 'business_type':
      return 'businessType';
    default:
      return 'text';
  }
}

/** The conditions a field offers; a date range and a business stage have none to choose. */
export function conditionsFor(formType: string): FilterCondition[] {
  switch (inputFor(formType)) {
    case 'number':
      return NUMBER_CONDITIONS;
    case 'select':
      return CHOICE_CONDITIONS;
    case 'user':
    case 'dept':
      return PERSON_CONDITIONS;
    case 'date':
    case 'datetime':
    case 'businessType':
      return ['is'];
    default:
      return TEXT_CONDITIONS;
  }
}

/** 为空 / 不为空 take no value. */
export function needsValue(condition: FilterCondition): boolean {
  return condition !== 'isNull' && condition !== 'isNotNull';
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
  const input = inputFor(row.formType);
  if (input === 'date' || input === 'datetime') {
    if (!row.start && !row.end) return 'value';
    if (row.start && row.end && row.start > row.end) return 'range';
    return null;
  }
  if (input === 'businessType') return row.typeId ? null : 'value';
  if (!needsValue(row.condition)) return null;
  return row.value.trim() === '' ? 'value' : null;
}

// A range's open end: the original data has no dates before 1970 or after 2099.
const EARLIEST = '1970-01-01';
const LATEST = '2099-12-31';

/** One row as the server reads it. */
export function conditionObject(row: FilterRow): FilterConditionObject {
  const base = { name: row.fieldName, formType: row.formType };
  const input = inputFor(row.formType);
  if (input === 'datetime') {
    return { ...base, condition: 'is', value: '', start: `${row.start || EARLIEST} 00:00:00`, end: `${row.end || LATEST} 23:59:59` };
  }
  if (input === 'date') {
    // The original client sent start/end, its server read startDate/endDate (contract 17): send both.
    const start = row.start || EARLIEST;
    const end = row.end || LATEST;
    return { ...base, condition: 'is', value: '', start, end, startDate: start, endDate: end };
  }
  if (input === 'businessType') {
    return { ...base, condition: 'is', value: row.typeId ?? '', typeId: row.typeId ?? '', ...(row.statusId ? { statusId: row.statusId } : {}) };
  }
  // The original server skips a condition whose value is empty (contract 6.3): 为空/不为空 carry a
  // placeholder value, as the original client's UI forced one.
  const value = needsValue(row.condition) ? row.value.trim() : row.condition;
  return { ...base, condition: row.condition, value, ...(row.display ? { display: row.display } : {}) };
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
    const input = inputFor(formType);
    const condition = (Object.hasOwn(CONDITION_LABELS, object.condition ?? '') ? object.condition : 'is') as FilterCondition;
    const row: FilterRow = { fieldName: object.name, formType, condition, value: needsValue(condition) ? String(object.value ?? '') : '' };
    if (input === 'date' || input === 'datetime') {
      row.start = String(object.start ?? object.startDate ?? '').slice(0, 10);
      row.end = String(object.end ?? object.endDate ?? '').slice(0, 10);
      if (row.start === EARLIEST) row.start = '';
      if (row.end === LATEST) row.end = '';
    }
    if (input === 'businessType') {
      row.typeId = String(object.typeId ?? object.value ?? '');
      if (object.statusId) row.statusId = String(object.statusId);
    }
    if (object.display) row.display = object.display;
    return [row];
  });
}
