/**
 * The JSON body of CrmCustomer/addOrUpdate (contract 7.1): `entity` with the fixed fields (snake or
 * camel case), the record id and batchId on update; `field` with the custom field objects.
 * Only the shape is checked here; the values are the form engine's business.
 */
import { BusinessError } from '../http/errors.ts';
import { type Params, optionalInt, optionalText } from '../http/params.ts';

export interface CustomerSavePayload {
  entity: Record<string, unknown>;
  field: { fieldId?: number | string; value?: unknown; [key: string]: unknown }[];
  /** Set on update. */
  customerId?: number;
  /** Attachments uploaded before the first save. */
  batchId?: string;
}

const BATCH_ID = /^[\w-]{1,50}$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readCustomerSavePayload(params: Params): CustomerSavePayload {
  const entity = params.entity;
  if (!isPlainObject(entity)) throw new BusinessError('客户信息不能为空');
  const field = params.field ?? [];
  if (!Array.isArray(field) || !field.every(isPlainObject)) throw new BusinessError('自定义字段格式不正确');
  const customerId = optionalInt(entity, 'customer_id', '客户') ?? optionalInt(entity, 'customerId', '客户');
  const batchId = optionalText(entity, 'batch_id', '附件批次', 50) || optionalText(entity, 'batchId', '附件批次', 50) || undefined;
  if (batchId !== undefined && !BATCH_ID.test(batchId)) throw new BusinessError('附件批次格式不正确');
  return { entity, field, customerId, batchId };
}
