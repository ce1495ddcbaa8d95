/**
 * Reading field/save's `data` list (contract 5.7) before anything is written: every row must have
 * a name, a known form type, and options when it is a select or checkbox; names are unique.
 */
import { FORM_TYPE_CODES, type FormType, formTypeOfCode, isFormType } from '../../engine/fields/index.ts';
import { BusinessError } from '../http/errors.ts';
import { splitOptions } from './fieldRows.ts';

export interface DesignerField {
  /** Absent for a new field. */
  fieldId?: number;
  name: string;
  formType: FormType;
  type: number;
  isNull: 0 | 1;
  isUnique: 0 | 1;
  inputTips: string | null;
  maxLength: number | null;
  defaultValue: string;
  /** Normalised comma list; null for types without options. */
  options: string | null;
  remark: string | null;
}

/** What an admin may give a new field (the designer's palette); the rest belong to system fields. */
export const CUSTOM_FIELD_TYPES: readonly FormType[] = [
  'text', 'textarea', 'select', 'checkbox', 'number', 'floatnumber', 'mobile', 'email', 'date', 'datetime',
  'user', 'structure', 'file',
];

export const MAX_FIELD_NAME_CHARS = 30;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(text).filter((item) => item !== '').join(',');
  return '';
}

function flag(value: unknown): 0 | 1 {
  return value === 1 || value === true || value === '1' || value === 'true' ? 1 : 0;
}

function limited(value: unknown, max: number, message: string): string | null {
  const result = text(value);
  if (Array.from(result).length > max) throw new BusinessError(message);
  return result === '' ? null : result;
}

function optionalId(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return undefined;
  const id = typeof value === 'number' ? value : Number(text(value));
  if (!Number.isSafeInteger(id) || id <= 0) throw new BusinessError(`字段「${name}」格式不正确`);
  return id;
}

function formTypeOfRow(row: Record<string, unknown>, name: string): FormType {
  const code = row.type === undefined || row.type === null || row.type === '' ? undefined : Number(row.type);
  const named = isFormType(row.formType) ? row.formType : undefined;
  const formType = named ?? (code === undefined ? null : formTypeOfCode(code));
  // A form type without a stored code (business_type, product...) is a pseudo field, not a field.
  if (formType === null || FORM_TYPE_CODES[formType] === undefined) throw new BusinessError(`字段「${name}」的类型不正确`);
  if (code !== undefined && code !== FORM_TYPE_CODES[formType]) throw new BusinessError(`字段「${name}」的类型不正确`);
  return formType;
}

function readRow(raw: unknown): DesignerField {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BusinessError('字段格式不正确');
  const row = raw as Record<string, unknown>;
  const name = text(row.name);
  if (name === '') throw new BusinessError('字段名称不能为空');
  if (Array.from(name).length > MAX_FIELD_NAME_CHARS) throw new BusinessError(`字段名称不能超过${MAX_FIELD_NAME_CHARS}个字符`);
  const formType = formTypeOfRow(row, name);
  const hasOptions = formType === 'select' || formType === 'checkbox';
  const options = hasOptions ? splitOptions(text(row.options)).join(',') : '';
  if (hasOptions && options === '') throw new BusinessError('请填写选项');
  const maxLength = row.maxLength === undefined || row.maxLength === null || row.maxLength === '' ? null : Number(row.maxLength);
  if (maxLength !== null && (!Number.isSafeInteger(maxLength) || maxLength < 0)) throw new BusinessError(`字段「${name}」的长度格式不正确`);
  return {
    fieldId: optionalId(row.fieldId, name),
    name,
    formType,
    type: FORM_TYPE_CODES[formType]!,
    isNull: flag(row.isNull),
    isUnique: flag(row.isUnique),
    inputTips: limited(row.inputTips, 255, `字段「${name}」的提示文字不能超过255个字符`),
    maxLength,
    defaultValue: limited(row.defaultValue, 255, `字段「${name}」的默认值不能超过255个字符`) ?? '',
    options: hasOptions ? options : null,
    remark: limited(row.remark, 60, `字段「${name}」的说明不能超过60个字符`),
  };
}

export function readDesignerFields(data: unknown): DesignerField[] {
  if (!Array.isArray(data)) throw new BusinessError('字段格式不正确');
  const fields = data.map(readRow);
  const names = new Set<string>();
  const ids = new Set<number>();
  for (const field of fields) {
    if (names.has(field.name)) throw new BusinessError('自定义表单名称不能重复！');
    names.add(field.name);
    if (field.fieldId !== undefined) {
      if (ids.has(field.fieldId)) throw new BusinessError(`字段「${field.name}」格式不正确`);
      ids.add(field.fieldId);
    }
  }
  return fields;
}
