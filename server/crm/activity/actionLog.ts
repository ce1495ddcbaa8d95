/**
 * The operation log of CRM records (crm_action_record, contract 7.1/7.2): one row per action,
 * its lines in `content` (a JSON array). Every function takes the caller's transaction, so a log
 * line exists exactly when the change it describes was committed.
 *
 *   await recordCreated(trx, CRM_MODULES.customer, id, userId);           // 新建了客户
 *   await recordChanged(trx, module, id, userId, before, after, labels);  // 将<字段> 由<old>修改为<new>。
 *
 * User id 0 means the system (the pool job); queryRecordList names it 系统.
 */
import type { Kysely } from 'kysely';
import { formatLocalDateTime } from '../../db/localTime.ts';
import type { Database } from '../../db/schema.ts';
import type { CrmModule } from '../crmModules.ts';

/** What the log needs of a module (the record pipeline's RecordModule fits too). */
export type LoggedModule = Pick<CrmModule, 'type' | 'title'>;

export const SYSTEM_USER_ID = 0;

export async function writeActionLog(
  trx: Kysely<Database>, module: LoggedModule, recordIds: number | number[], userId: number, lines: string[], at = new Date(),
): Promise<void> {
  const ids = Array.isArray(recordIds) ? recordIds : [recordIds];
  await insertActionRows(trx, module, userId, ids.map((recordId) => ({ recordId, lines })), at);
}

/** One log row per record with its own lines (a record without lines gets none), in one insert. */
async function insertActionRows(
  trx: Kysely<Database>, module: LoggedModule, userId: number, entries: readonly { recordId: number; lines: string[] }[], at: Date,
): Promise<void> {
  const rows = entries.filter((entry) => entry.lines.length).map((entry) => ({
    create_user_id: userId, create_time: at, types: String(module.type), action_id: entry.recordId, content: JSON.stringify(entry.lines),
  }));
  if (rows.length) await trx.insertInto('crm_action_record').values(rows).execute();
}

export function recordCreated(trx: Kysely<Database>, module: LoggedModule, recordId: number | number[], userId: number): Promise<void> {
  return writeActionLog(trx, module, recordId, userId, [`新建了${module.title}`]);
}

/** How a value reads in a change line: `空` for nothing, datetimes `yyyy-MM-dd HH:mm:ss`. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '空';
  if (value instanceof Date) return formatLocalDateTime(value);
  if (Array.isArray(value)) return value.length ? value.map(displayValue).join(',') : '空';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The change lines for `labels` (key → field name), in the order of `labels`. */
export function changeLines(before: Record<string, unknown>, after: Record<string, unknown>, labels: Record<string, string>): string[] {
  const lines: string[] = [];
  for (const [key, label] of Object.entries(labels)) {
    const old = displayValue(before[key]);
    const now = displayValue(after[key]);
    if (old !== now) lines.push(`将${label} 由${old}修改为${now}。`);
  }
  return lines;
}

/** Writes the change lines of one update (nothing when nothing changed). */
export function recordChanged(
  trx: Kysely<Database>, module: LoggedModule, recordId: number, userId: number,
  before: Record<string, unknown>, after: Record<string, unknown>, labels: Record<string, string>,
): Promise<void> {
  return writeActionLog(trx, module, recordId, userId, changeLines(before, after, labels));
}

/** A field definition as the save pipeline has it (engine FieldDefinition). */
export interface LoggedField { fieldType?: number; fieldName: string; fieldId?: number | string; name: string }

/**
 * recordChanged for rows that keep fixed fields in columns and custom values in `custom` (by
 * field id), given the form's field definitions: what a save pipeline has at hand.
 */
export function recordChangedByFields(
  trx: Kysely<Database>, module: LoggedModule, recordId: number, userId: number,
  before: Record<string, any>, after: Record<string, any>, fields: readonly LoggedField[],
): Promise<void> {
  return writeActionLog(trx, module, recordId, userId, changeLinesByFields(before, after, fields));
}

/** recordChangedByFields of many updates at once (records/batchSave.ts): their lines, one insert. */
export async function recordsChangedByFields(
  trx: Kysely<Database>, module: LoggedModule, userId: number,
  changes: readonly { recordId: number; before: Record<string, any>; after: Record<string, any> }[], fields: readonly LoggedField[],
): Promise<void> {
  const entries = changes.map((change) => ({ recordId: change.recordId, lines: changeLinesByFields(change.before, change.after, fields) }));
  await insertActionRows(trx, module, userId, entries, new Date());
}

function changeLinesByFields(before: Record<string, any>, after: Record<string, any>, fields: readonly LoggedField[]): string[] {
  const flat = (row: Record<string, any>) => {
    const out: Record<string, unknown> = {};
    for (const field of fields) out[keyOfField(field)] = valueOfField(row, field);
    return out;
  };
  const labels = Object.fromEntries(fields.map((field) => [keyOfField(field), field.name]));
  return changeLines(flat(before), flat(after), labels);
}

function keyOfField(field: LoggedField): string {
  return field.fieldType === 0 ? `custom:${field.fieldId}` : field.fieldName;
}

function valueOfField(row: Record<string, any>, field: LoggedField): unknown {
  if (field.fieldType === 0) return row.custom?.[String(field.fieldId)];
  // The customer's map pseudo-field is four columns; the region and the street are what people read.
  if (field.fieldName === 'map_address') return [row.address, row.detail_address].filter((part) => part).join(' ');
  return row[field.fieldName];
}

// Lines of the actions this folder and its neighbours perform (team, owners, pool).
export const actionLines = {
  transferred: (module: LoggedModule, newOwner: string) => `将${module.title}转移给：${newOwner}`,
  locked: (isLock: boolean) => (isLock ? '将客户锁定' : '将客户解锁'),
  dealStatus: (dealt: boolean) => `将客户成交状态修改为：${dealt ? '已成交' : '未成交'}`,
  putInPool: () => '将客户放入公海',
  received: () => '领取了客户',
  distributed: (to: string) => `将客户分配给：${to}`,
  membersAdded: (names: string[], power: 1 | 2) => `将${names.join('、')}添加为团队成员（${power === 2 ? '读写' : '只读'}）`,
  membersRemoved: (names: string[]) => `将${names.join('、')}移出团队`,
  memberLeft: () => '退出了团队',
  leadsTransformed: () => '将线索转化为客户',
  createdFromLeads: () => '由线索转化而来',
} as const;
