// Custom-field calls (server-contract 5.4-5.7, shell-and-calls.md "Fields"): the create/edit form's
// definitions, the uniqueness check, the detail block, list heads, the admin designer, and the
// per-label version numbers behind the change stream (fieldEvents.ts).
import type { FieldDefinition, UniqueCheckRequest } from '../engine/fields/index.ts';
import { request, requestData, type RequestOptions } from './request.ts';

/**
 * `field/queryField` (form): label 1..8 or 10, `id` for edit mode (for label 10 the category id);
 * `categoryId` the create form's category for a module with categories.
 */
export function queryField(label: number, id?: number, options?: RequestOptions, categoryId?: number): Promise<FieldDefinition[]> {
  return requestData<FieldDefinition[]>('field/queryField', categoryId === undefined ? { label, id } : { label, id, categoryId }, options);
}

/**
 * `field/verify` (form): resolves when the value is free, rejects with the server's
 * `<name>已存在` otherwise. Silent unless told: the form shows the message under the field.
 */
export async function fieldVerify(check: UniqueCheckRequest, options?: RequestOptions): Promise<void> {
  await request('field/verify', { fieldId: check.fieldId, value: check.value, batchId: check.batchId }, { silent: true, ...options });
}

/** One module row of `field/queryFields` (the designer's module list). */
export interface FieldModuleRow {
  /** '1'..'7' (a string on the wire). */
  label: string;
  /** 线索管理, 客户管理... */
  name: string;
  /** crm_leads, crm_customer...: the first segment of the designer's route. */
  types: string;
  /** yyyy-MM-dd HH:mm:ss; 2000-01-01 00:00:00 when the module was never edited. */
  updateTime: string | null;
}

export function queryFields(options?: RequestOptions): Promise<FieldModuleRow[]> {
  return requestData<FieldModuleRow[]>('field/queryFields', undefined, options);
}

/** One admin_field row of `field/list`, camelCased, plus formType and setting. */
export interface FieldListRow {
  fieldId: number;
  fieldName: string;
  name: string;
  type: number;
  label?: number;
  remark?: string | null;
  inputTips?: string | null;
  maxLength?: number | null;
  /** An array for checkbox/user/structure, a string otherwise. */
  defaultValue?: unknown;
  isUnique?: number;
  isNull?: number;
  sorting?: number | null;
  options?: string | null;
  operating?: number | null;
  fieldType?: number;
  relevant?: number | null;
  formType: string | null;
  setting?: unknown[];
  [key: string]: unknown;
}

/** `field/list` (JSON): the module's field rows in designer order; label 10 takes the approval category. */
export function fieldList(label: number, options?: RequestOptions & { categoryId?: number }): Promise<FieldListRow[]> {
  const { categoryId, ...rest } = options ?? {};
  const body = categoryId === undefined ? { label } : { label, categoryId };
  return requestData<FieldListRow[]>('field/list', body, { ...rest, encoding: 'json' });
}

/** One element of field/save's `data` (booleans as 0/1, options comma-joined). */
export interface FieldSaveRow {
  fieldId?: number;
  fieldName: string;
  name: string;
  type: number;
  formType: string;
  fieldType: number;
  label: number;
  operating: number;
  isNull: 0 | 1;
  isUnique: 0 | 1;
  inputTips: string;
  defaultValue: string;
  options: string;
  maxLength: number | null;
  remark: string | null;
  relevant: number | null;
  sorting: number;
}

export interface FieldSaveBody {
  label: number;
  data: readonly FieldSaveRow[];
  /** The label's field version the list was built from (our addition): a newer save refuses this one. */
  expectedVersion?: number;
  /** Label 10: the office approval category whose fields these are (sent to `field/examineFieldSave`). */
  categoryId?: number;
}

/**
 * `field/save` (JSON): the whole field list of a module; rows left out are deleted. An office
 * approval category's list goes to `field/examineFieldSave` with its categoryId (contract 5.7).
 */
export function fieldSave(body: FieldSaveBody, options?: RequestOptions): Promise<unknown> {
  const { label, data, expectedVersion, categoryId } = body;
  const path = categoryId === undefined ? 'field/save' : 'field/examineFieldSave';
  const sent = { label, data, ...(categoryId === undefined ? {} : { categoryId }), ...(expectedVersion === undefined ? {} : { expectedVersion }) };
  return requestData<unknown>(path, sent, { ...options, encoding: 'json' });
}

/** A visible list column of `field/queryListHead`. */
export interface ListHeadColumn {
  fieldName: string;
  name: string;
  type?: number;
  fieldId?: number | null;
  formType?: string | null;
  setting?: unknown[];
  /** Saved width in px, else 100. */
  width?: number;
  [key: string]: unknown;
}

/** `field/queryListHead` (form): label 1-7, 9 (pool) or 10 (approvals). */
export function queryListHead(label: number, options?: RequestOptions): Promise<ListHeadColumn[]> {
  return requestData<ListHeadColumn[]>('field/queryListHead', { label }, options);
}

/** A row of the detail page's 基本信息 block. */
export interface InformationRow {
  name: string;
  value: unknown;
  formType: string;
  [key: string]: unknown;
}

/** `field/information` (form): `types` 1..7, the record `id`. */
export function fieldInformation(types: number, id: number, options?: RequestOptions): Promise<InformationRow[]> {
  return requestData<InformationRow[]>('field/information', { types, id }, options);
}

/** `field/queryVersions`: `{label: version}`; a label that was never saved is absent (version 0). */
export function queryFieldVersions(options?: RequestOptions): Promise<Record<string, number>> {
  return requestData<Record<string, number>>('field/queryVersions', undefined, options);
}
