// What the related-record picker knows per CRM type: the list's columns (shell-and-calls.md 3,
// "Related-record list columns by CRM type"; headers are the seeded field names of
// server-contract 5.3 and the list extras of 5.6), the row id `{type}Id`, the name a row is called
// by, and the record a form keeps once picked.
import { RELATION_ID_KEYS, type PickedRecord } from '../../engine/fields/index.ts';
import type { RelatedCrmType, RelatedRecord } from '../form/dataSources.ts';

export interface RelatedColumn {
  /** The row keys tried in turn (the contract list says `name`, some answers `contractName`). */
  keys: readonly string[];
  header: string;
}

export const RELATED_COLUMNS: Readonly<Record<RelatedCrmType, readonly RelatedColumn[]>> = {
  customer: [
    { keys: ['customerName'], header: '客户名称' },
    { keys: ['nextTime'], header: '下次联系时间' },
    { keys: ['updateTime'], header: '更新时间' },
    { keys: ['createTime'], header: '创建时间' },
  ],
  contacts: [
    { keys: ['name'], header: '姓名' },
    { keys: ['mobile'], header: '手机' },
    { keys: ['telephone'], header: '电话' },
    // A custom field of the contacts module: list rows carry it under its Chinese name.
    { keys: ['是否关键决策人'], header: '是否关键决策人' },
    { keys: ['post'], header: '职务' },
  ],
  business: [
    { keys: ['businessName'], header: '商机名称' },
    { keys: ['money'], header: '商机金额' },
    { keys: ['customerName'], header: '客户名称' },
    { keys: ['typeName'], header: '商机状态组' },
    { keys: ['statusName'], header: '商机阶段' },
  ],
  contract: [
    { keys: ['num', 'contractNum'], header: '合同编号' },
    { keys: ['name', 'contractName'], header: '合同名称' },
    { keys: ['customerName'], header: '客户名称' },
    { keys: ['money'], header: '合同金额' },
    { keys: ['startTime'], header: '合同开始时间' },
    { keys: ['endTime'], header: '合同结束时间' },
  ],
};

/** The keys a record's name may be under, in order (edit-mode values use other spellings: contract 5.4). */
const NAME_KEYS: Readonly<Record<RelatedCrmType, readonly string[]>> = {
  customer: ['customerName', 'name'],
  contacts: ['name', 'contactsName'],
  business: ['businessName', 'name'],
  contract: ['num', 'contractNum', 'name', 'contractName'],
};

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export function firstText(record: RelatedRecord, keys: readonly string[]): string {
  for (const key of keys) {
    const value = text(record[key]);
    if (value !== '') return value;
  }
  return '';
}

/** `customerId`, `contactsId`, `businessId`, `contractId`. */
export const relatedIdKey = (type: RelatedCrmType): string => RELATION_ID_KEYS[type];

/** The row's id as text ('' when it has none). */
export const relatedId = (type: RelatedCrmType, record: RelatedRecord): string => text(record[relatedIdKey(type)]);

/** What a record is called: the customer's name, the contact's name, the contract's number... */
export function relatedLabel(type: RelatedCrmType, record: RelatedRecord): string {
  return firstText(record, NAME_KEYS[type]) || relatedId(type, record);
}

/**
 * The record a form keeps: its id, its name under every spelling the edit form uses (so the value
 * reads the same as a saved one), and the customer it belongs to when the row says (linkage and
 * hosts may want it). Not the whole row: a list row carries dozens of columns.
 */
export function pickedRelated(type: RelatedCrmType, record: RelatedRecord): PickedRecord {
  const idKey = relatedIdKey(type);
  const picked: PickedRecord = { [idKey]: record[idKey] };
  for (const key of NAME_KEYS[type]) if (text(record[key]) !== '') picked[key] = record[key];
  if (type !== 'customer') {
    if (record.customerId !== undefined) picked.customerId = record.customerId;
    if (text(record.customerName) !== '') picked.customerName = record.customerName;
  }
  return picked;
}
