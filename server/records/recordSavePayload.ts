/**
 * The JSON body of every record save (contract 7.1): `entity` with the fixed fields (snake or camel
 * case), the record id and batchId on update; `field` with the custom field objects; `product` the
 * product lines (business, contract); `contactsId` / `businessId` to link a new business to a
 * contact or the reverse. Our own addition, optional: `expectedUpdateTime`, the record's updateTime
 * when the edit form loaded it, so that an edit saved over someone else's newer one is refused
 * instead of silently undoing it (savePipeline.ts). Only the shape is checked here; the values are
 * the form engine's business.
 */
import { BusinessError } from '../http/errors.ts';
import { type Params, optionalInt, optionalText } from '../http/params.ts';
import type { RecordModule } from './recordModules.ts';

export interface RecordSavePayload {
  entity: Record<string, unknown>;
  field: { fieldId?: number | string; value?: unknown; [key: string]: unknown }[];
  product: Record<string, unknown>[];
  /** Set on update. */
  recordId?: number;
  /** Attachments uploaded before the first save. */
  batchId?: string;
  /** Business created from a contact / contact created from a business. */
  contactsId?: number;
  businessId?: number;
  /** Update: the record's updateTime (`yyyy-MM-dd HH:mm:ss`) the edit started from. */
  expectedUpdateTime?: string;
}

const BATCH_ID = /^[\w-]{1,50}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase());
}

export function readRecordSavePayload(params: Params, module: RecordModule): RecordSavePayload {
  const entity = params.entity;
  if (!isPlainObject(entity)) throw new BusinessError(`${module.title}信息不能为空`);
  const field = params.field ?? [];
  if (!Array.isArray(field) || !field.every(isPlainObject)) throw new BusinessError('自定义字段格式不正确');
  const product = params.product ?? [];
  if (!Array.isArray(product) || !product.every(isPlainObject)) throw new BusinessError('产品格式不正确');
  const recordId = optionalInt(entity, module.idColumn, module.title) ?? optionalInt(entity, module.idKey, module.title);
  const batchKey = module.hasCustom ? 'batch_id' : 'file_batch';
  const batchId = optionalText(entity, batchKey, '附件批次', 50) || optionalText(entity, camel(batchKey), '附件批次', 50) || undefined;
  if (batchId !== undefined && !BATCH_ID.test(batchId)) throw new BusinessError('附件批次格式不正确');
  const expectedUpdateTime = optionalText(params, 'expectedUpdateTime', '更新时间', 19) || undefined;
  if (expectedUpdateTime !== undefined && !DATE_TIME.test(expectedUpdateTime)) throw new BusinessError('更新时间格式不正确');
  return {
    entity, field, product, recordId, batchId,
    contactsId: optionalInt(params, 'contactsId', '联系人'),
    businessId: optionalInt(params, 'businessId', '商机'),
    ...(expectedUpdateTime !== undefined ? { expectedUpdateTime } : {}),
  };
}
