// The advanced filter (高级筛选, server-contract 6.3) as a form type sees it: how its value is
// entered, which operators it offers, and how a row of the dialog becomes the condition object the
// server reads (and back, for editing a saved scene). Each form type module names one facet; the
// list's pseudo types (dealStatus, checkStatus) pick theirs in engine/pages/filterConditions.ts.

/** The operators of contract 6.3 that a user can pick (labels 等于 ... 小于等于 in i18n `list.condition`). */
export type FilterCondition = 'is' | 'isNot' | 'contains' | 'notContains' | 'isNull' | 'isNotNull' | 'gt' | 'egt' | 'lt' | 'elt';

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

export interface FilterFacet {
  readonly input: FilterInput;
  /** The operators offered, the first one preselected; a date range and a business stage have none to choose. */
  readonly conditions: readonly FilterCondition[];
  /** Why a row (its field chosen) cannot be used yet, or null when it is complete. */
  problem(row: FilterRow): 'value' | 'range' | null;
  /** The row as the server reads it. */
  toCondition(row: FilterRow): FilterConditionObject;
  /** A saved condition's own parts (range ends, type and stage) back onto its row. */
  readBack(saved: Partial<FilterConditionObject>, row: FilterRow): void;
}

/** 为空 / 不为空 take no value. */
export function needsValue(condition: FilterCondition): boolean {
  return condition !== 'isNull' && condition !== 'isNotNull';
}

// A range's open end: the original data has no dates before 1970 or after 2099.
export const EARLIEST = '1970-01-01';
export const LATEST = '2099-12-31';

const TEXT_CONDITIONS: readonly FilterCondition[] = ['is', 'isNot', 'contains', 'notContains', 'isNull', 'isNotNull'];
const NUMBER_CONDITIONS: readonly FilterCondition[] = ['is', 'isNot', 'gt', 'egt', 'lt', 'elt', 'isNull', 'isNotNull'];
const CHOICE_CONDITIONS: readonly FilterCondition[] = ['is', 'isNot', 'isNull', 'isNotNull'];
const PERSON_CONDITIONS: readonly FilterCondition[] = ['is', 'isNot'];

/** A typed value compared with an operator: every facet but the ranges and the business stage. */
function valueFacet(input: FilterInput, conditions: readonly FilterCondition[]): FilterFacet {
  return {
    input,
    conditions,
    problem: (row) => (needsValue(row.condition) && row.value.trim() === '' ? 'value' : null),
    toCondition: (row) => {
      // The original server skips a condition whose value is empty (contract 6.3): 为空/不为空 carry a
      // placeholder value, as the original client's UI forced one.
      const value = needsValue(row.condition) ? row.value.trim() : row.condition;
      return { name: row.fieldName, formType: row.formType, condition: row.condition, value, ...(row.display ? { display: row.display } : {}) };
    },
    readBack: () => {},
  };
}

/** A date or datetime range: either end may stay open. */
function rangeFacet(input: 'date' | 'datetime', ends: (start: string, end: string) => Partial<FilterConditionObject>): FilterFacet {
  return {
    input,
    conditions: ['is'],
    problem: (row) => {
      if (!row.start && !row.end) return 'value';
      if (row.start && row.end && row.start > row.end) return 'range';
      return null;
    },
    toCondition: (row) => ({ name: row.fieldName, formType: row.formType, condition: 'is', value: '', ...ends(row.start || EARLIEST, row.end || LATEST) }),
    readBack: (saved, row) => {
      row.start = String(saved.start ?? saved.startDate ?? '').slice(0, 10);
      row.end = String(saved.end ?? saved.endDate ?? '').slice(0, 10);
      if (row.start === EARLIEST) row.start = '';
      if (row.end === LATEST) row.end = '';
    },
  };
}

export const TEXT_FILTER = valueFacet('text', TEXT_CONDITIONS);
export const NUMBER_FILTER = valueFacet('number', NUMBER_CONDITIONS);
export const CHOICE_FILTER = valueFacet('select', CHOICE_CONDITIONS);
export const USER_FILTER = valueFacet('user', PERSON_CONDITIONS);
export const DEPT_FILTER = valueFacet('dept', PERSON_CONDITIONS);

// The original client sent start/end, its server read startDate/endDate (contract 17): send both.
export const DATE_FILTER = rangeFacet('date', (start, end) => ({ start, end, startDate: start, endDate: end }));
export const DATETIME_FILTER = rangeFacet('datetime', (start, end) => ({ start: `${start} 00:00:00`, end: `${end} 23:59:59` }));

/** A business's type, and optionally its stage (a status id, or win / lose / invalid). */
export const BUSINESS_TYPE_FILTER: FilterFacet = {
  input: 'businessType',
  conditions: ['is'],
  problem: (row) => (row.typeId ? null : 'value'),
  toCondition: (row) => ({
    name: row.fieldName, formType: row.formType, condition: 'is', value: row.typeId ?? '', typeId: row.typeId ?? '',
    ...(row.statusId ? { statusId: row.statusId } : {}),
  }),
  readBack: (saved, row) => {
    row.typeId = String(saved.typeId ?? saved.value ?? '');
    if (saved.statusId) row.statusId = String(saved.statusId);
  },
};
