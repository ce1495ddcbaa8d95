// The designer's working copy of one field, and the two conversions around it: a `field/list` row
// in, a `field/save` row out (contract 5.7: numeric type from formType, options and checkbox
// defaults comma-joined, flags 0/1, sorting = position). Pure: the reducer and the tests use it.
import { FORM_TYPE_CODES, formTypeOfCode, isFormType, type FormType } from '../../../engine/fields/index.ts';
import type { FieldListRow, FieldSaveRow } from '../../../server-adapter/fields.ts';

export const MAX_NAME_CHARS = 30;

export interface DesignField {
  /** Stable client id: `f<fieldId>` for stored fields, `new<n>` for added ones (React keys, selection). */
  uid: string;
  /** Absent until the server stores the field. */
  fieldId?: number;
  /** Entity column for system fields; the server sets it to `name` for custom ones. */
  fieldName: string;
  name: string;
  formType: FormType;
  /** The stored type code; kept for rows whose formType the client does not know. */
  type: number;
  /** 1 = system (entity column), 0 = custom. */
  fieldType: number;
  /** 0 edit+delete, 1 edit only, 2 delete only, 3 neither. */
  operating: number;
  isNull: boolean;
  isUnique: boolean;
  inputTips: string;
  /** checkbox: the chosen options; other types: text. */
  defaultValue: string | string[];
  /** select/checkbox choices as typed, one per line (blank lines dropped on save). */
  options: string[];
  // Kept as loaded so a save does not erase what the designer does not show.
  maxLength: number | null;
  remark: string | null;
  relevant: number | null;
}

export function hasOptions(formType: FormType): boolean {
  return formType === 'select' || formType === 'checkbox';
}

/** Types whose default the designer lets an admin type or pick (pickers and files have none). */
export function hasEditableDefault(formType: FormType): boolean {
  return ['text', 'textarea', 'select', 'checkbox', 'number', 'floatnumber', 'mobile', 'email', 'date', 'datetime'].includes(formType);
}

/** Uniqueness means something for single values the server can compare (field/verify). */
export function canBeUnique(formType: FormType): boolean {
  return ['text', 'textarea', 'select', 'number', 'floatnumber', 'mobile', 'email', 'date', 'datetime'].includes(formType);
}

export const isSystem = (field: DesignField) => field.fieldType === 1;
/** Name, tips, default, options, flags: operating 0 and 1 (server fieldSave.ts canEdit). */
export const canEdit = (field: DesignField) => field.operating === 0 || field.operating === 1;
/** Only custom fields with operating 0 or 2 may go (the server deletes only those; the brief keeps system fields). */
export const canDelete = (field: DesignField) => !isSystem(field) && (field.operating === 0 || field.operating === 2);
/** A system field's name is its identity on the server (fieldSave.ts refuses a rename). */
export const canRename = (field: DesignField) => canEdit(field) && !isSystem(field);

/** The options as they will be stored: trimmed, blank lines dropped. */
export function cleanOptions(options: readonly string[]): string[] {
  return options.map((option) => option.trim()).filter((option) => option !== '');
}

function splitList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => String(item).trim()).filter((item) => item !== '');
  if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter((item) => item !== '');
  return [];
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return splitList(value).join(',');
  return String(value);
}

export function fromListRow(row: FieldListRow): DesignField {
  const formType: FormType = isFormType(row.formType) ? row.formType : (formTypeOfCode(row.type) ?? 'text');
  const options = hasOptions(formType) ? (Array.isArray(row.setting) && row.setting.length ? splitList(row.setting) : splitList(row.options)) : [];
  return {
    uid: `f${row.fieldId}`,
    fieldId: row.fieldId,
    fieldName: row.fieldName,
    name: row.name,
    formType,
    type: row.type,
    fieldType: row.fieldType === 1 ? 1 : 0,
    operating: typeof row.operating === 'number' ? row.operating : 3,
    isNull: row.isNull === 1,
    isUnique: row.isUnique === 1,
    inputTips: textOf(row.inputTips),
    defaultValue: formType === 'checkbox' ? splitList(row.defaultValue) : textOf(row.defaultValue),
    options,
    maxLength: row.maxLength ?? null,
    remark: row.remark ?? null,
    relevant: row.relevant ?? null,
  };
}

/** A field an admin just added: custom, fully editable, not stored yet. */
export function newDesignField(uid: string, formType: FormType, name: string, options: string[]): DesignField {
  return {
    uid,
    fieldName: name,
    name,
    formType,
    type: FORM_TYPE_CODES[formType] ?? 0,
    fieldType: 0,
    operating: 0,
    isNull: false,
    isUnique: false,
    inputTips: '',
    defaultValue: formType === 'checkbox' ? [] : '',
    options: hasOptions(formType) ? options : [],
    maxLength: null,
    remark: null,
    relevant: null,
  };
}

/** `base`, or `base2`, `base3`... whichever is free among `names`. */
export function uniqueName(base: string, names: Iterable<string>): string {
  const taken = new Set(Array.from(names, (name) => name.trim()));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

export function toSaveRow(field: DesignField, sorting: number, label: number): FieldSaveRow {
  const name = field.name.trim();
  const choices = hasOptions(field.formType) ? cleanOptions(field.options) : [];
  // A default must be one of the choices: an option the admin removed takes its default with it.
  let defaultValue = Array.isArray(field.defaultValue)
    ? field.defaultValue.filter((choice) => choices.includes(choice)).join(',')
    : field.defaultValue.trim();
  if (field.formType === 'select' && !choices.includes(defaultValue)) defaultValue = '';
  const row: FieldSaveRow = {
    fieldName: field.fieldId === undefined || !isSystem(field) ? name : field.fieldName,
    name,
    type: FORM_TYPE_CODES[field.formType] ?? field.type,
    formType: field.formType,
    fieldType: field.fieldType,
    label,
    operating: field.operating,
    isNull: field.isNull ? 1 : 0,
    isUnique: field.isUnique ? 1 : 0,
    inputTips: field.inputTips.trim(),
    defaultValue,
    options: choices.join(','),
    maxLength: field.maxLength,
    remark: field.remark,
    relevant: field.relevant,
    sorting,
  };
  return field.fieldId === undefined ? row : { fieldId: field.fieldId, ...row };
}

/** The whole `data` list of field/save, in display order. */
export function toSaveRows(fields: readonly DesignField[], label: number): FieldSaveRow[] {
  return fields.map((field, index) => toSaveRow(field, index, label));
}
