// Interprets linkageRules: a field changed → the new form values, which fields are disabled, which
// record pickers are scoped to what, and what the React layer should fetch. Pure: the caller keeps
// the state, performs the fetches and hands the answers to applyFetchResult.

import type { CrmType, FormData, FormMode, PickedRecord } from '../definition.ts';
import type { FormType } from '../formTypes.ts';
import { normalizeValue } from '../normalizeValue.ts';
import { linkageRules, type FetchKind, type LinkageAction, type LinkageParam, type LinkageRule } from './linkageRules.ts';

/** Filters a record picker applies, e.g. {customerId: 7, checkStatus: 1}. */
export type PickerScope = Record<string, string | number>;

export interface FetchHint {
  kind: FetchKind;
  /** Compiled key of the field the answer is for, when there is one. */
  target?: string;
  params: Record<string, string | number>;
}

/** What linkage needs from the compiled form; a CompiledForm fits. Without it keys = fieldNames. */
export interface LinkageForm {
  keyByFieldName: Readonly<Record<string, string>>;
  fieldByKey?(key: string): { definition: { fieldName: string; formType: FormType } } | undefined;
}

export interface LinkageUiState {
  disabled: ReadonlySet<string>;
  scopes?: Readonly<Record<string, PickerScope>>;
  /** Locked by relative mode: linkage never enables these. */
  locked?: ReadonlySet<string>;
  form?: LinkageForm;
  /** The form's mode; decides which loads an initial change may request. */
  mode?: FormMode;
}

export interface FieldChange {
  /** fieldName or compiled key of the field that changed. */
  field: string;
  value: unknown;
  /** The value was set while the form loaded (edit mode, pre-fill): nothing is cleared or filled. */
  initial?: boolean;
}

export interface LinkageResult {
  formData: FormData;
  disabled: Set<string>;
  scopes: Record<string, PickerScope>;
  fetches: FetchHint[];
}

interface Run {
  type: CrmType;
  mode: FormMode | null;
  initial: boolean;
  form: LinkageForm | undefined;
  locked: ReadonlySet<string>;
  result: LinkageResult;
}

function keyFor(form: LinkageForm | undefined, fieldName: string): string {
  return form?.keyByFieldName[fieldName] ?? fieldName;
}

function fieldNameFor(form: LinkageForm | undefined, field: string): string {
  return form?.fieldByKey?.(field)?.definition.fieldName ?? field;
}

function formTypeOf(form: LinkageForm | undefined, key: string): FormType | undefined {
  return form?.fieldByKey?.(key)?.definition.formType;
}

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function pickedRecord(value: unknown): PickedRecord | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'object' && first !== null ? (first as PickedRecord) : null;
}

function sourceId(rule: LinkageRule, value: unknown): string | number | null {
  const raw = rule.idKey ? pickedRecord(value)?.[rule.idKey] : Array.isArray(value) ? value[0] : value;
  return typeof raw === 'number' || (typeof raw === 'string' && raw !== '') ? raw : null;
}

function resolveParams(params: Readonly<Record<string, LinkageParam>>, id: string | number | null): Record<string, string | number> {
  const resolved: Record<string, string | number> = {};
  for (const [name, param] of Object.entries(params)) {
    if ('value' in param) resolved[name] = param.value;
    else if (id !== null) resolved[name] = id;
  }
  return resolved;
}

function emptyValueFor(run: Run, key: string, previous: unknown): unknown {
  const formType = formTypeOf(run.form, key);
  if (formType) return normalizeValue(formType, '');
  if (Array.isArray(previous)) return [];
  return typeof previous === 'number' ? null : '';
}

/** Without a known mode, only loads wanted in every mode may run at initial load. */
function initialFetchAllowed(modes: readonly FormMode[], mode: FormMode | null): boolean {
  if (mode !== null) return modes.includes(mode);
  return (['save', 'update', 'relative'] as const).every((m) => modes.includes(m));
}

function rulesOf(type: CrmType, fieldName: string): LinkageRule[] {
  return (linkageRules[type] ?? []).filter((rule) => rule.source === fieldName);
}

function runAction(run: Run, rule: LinkageRule, action: LinkageAction, id: string | number | null, sameRecord: boolean): void {
  const { result } = run;
  switch (action.action) {
    case 'enable': {
      const key = keyFor(run.form, action.target);
      if (!run.locked.has(key)) result.disabled.delete(key);
      if (action.scope) result.scopes[key] = resolveParams(action.scope, id);
      break;
    }
    case 'disable': {
      const key = keyFor(run.form, action.target);
      result.disabled.add(key);
      delete result.scopes[key];
      break;
    }
    case 'clear': {
      if (run.initial || sameRecord) break;
      const key = keyFor(run.form, action.target);
      const previous = result.formData[key];
      if (!isFilled(previous)) break;
      result.formData[key] = emptyValueFor(run, key, previous);
      // The cleared field may be a source itself: receivables' contract → plan.
      applyRules(run, action.target, previous, result.formData[key]);
      break;
    }
    case 'fetch': {
      if (run.initial && !initialFetchAllowed(action.initialLoadModes, run.mode)) break;
      const hint: FetchHint = { kind: action.fetch, params: resolveParams(action.params, id) };
      if (action.target) hint.target = keyFor(run.form, action.target);
      result.fetches.push(hint);
      break;
    }
    case 'fillFromPicked': {
      if (run.initial) break;
      const record = pickedRecord(result.formData[keyFor(run.form, rule.source)]);
      if (!record) break;
      for (const [target, recordKey] of Object.entries(action.fills)) {
        const key = keyFor(run.form, target);
        // A form without the target (no 回款方式 field configured) simply has nothing to fill.
        if (!(key in result.formData)) continue;
        const formType = formTypeOf(run.form, key);
        result.formData[key] = formType ? normalizeValue(formType, record[recordKey]) : record[recordKey];
      }
      break;
    }
  }
}

function applyRules(run: Run, fieldName: string, previous: unknown, next: unknown): void {
  for (const rule of rulesOf(run.type, fieldName)) {
    const id = sourceId(rule, next);
    const previousId = sourceId(rule, previous);
    const filled = isFilled(next);
    const sameRecord = filled && id !== null && id === previousId;
    const actions = [...(rule.whenChanged ?? []), ...((filled ? rule.whenFilled : rule.whenCleared) ?? [])];
    for (const action of actions) runAction(run, rule, action, id, sameRecord);
  }
}

/** One field changed: the form after every rule (and every cascade) it triggers. */
export function applyLinkage(type: CrmType, change: FieldChange, formData: FormData, uiState: LinkageUiState): LinkageResult {
  const form = uiState.form;
  const fieldName = fieldNameFor(form, change.field);
  const key = keyFor(form, fieldName);
  const previous = formData[key];
  const run: Run = {
    type,
    mode: uiState.mode ?? null,
    initial: change.initial === true,
    form,
    locked: uiState.locked ?? new Set(),
    result: {
      formData: { ...formData, [key]: change.value },
      disabled: new Set(uiState.disabled),
      scopes: { ...(uiState.scopes ?? {}) },
      fetches: [],
    },
  };
  applyRules(run, fieldName, change.initial ? undefined : previous, change.value);
  return run.result;
}

/**
 * The state a form opens in. Update mode locks nothing (forms.md 4); save and relative modes start
 * a dependent field disabled until its source has a value (contract's business, receivables'
 * contract and plan). Pickers of filled sources get their scope, and loads marked for the mode are
 * requested (business stages always; a business's products when creating from that business).
 */
export function initialLinkageState(type: CrmType, mode: FormMode, formData: FormData, form?: LinkageForm) {
  const run: Run = {
    type,
    mode,
    initial: true,
    form,
    locked: new Set(),
    result: { formData: { ...formData }, disabled: new Set(), scopes: {}, fetches: [] },
  };
  for (const rule of linkageRules[type] ?? []) {
    const key = keyFor(form, rule.source);
    if (!(key in formData)) continue;
    const value = formData[key];
    const actions = (isFilled(value) ? rule.whenFilled : rule.whenCleared) ?? [];
    for (const action of actions) {
      if (action.action === 'disable' && mode === 'update') continue;
      runAction(run, rule, action, sourceId(rule, value), true);
    }
  }
  const { disabled, scopes, fetches } = run.result;
  return { disabled, scopes, fetches };
}
