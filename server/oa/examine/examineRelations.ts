/**
 * The CRM records an approval links (关联业务: customers, contacts, businesses, contracts;
 * oa_examine_relation). A submitter may link only records they may read (`没有权限`, or
 * `该客户不存在或已被删除`), checked before anything is written. The answers show each linked
 * record's id and name, as the detail's related-record lists need them to open its CRM detail.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { readIdList } from '../../http/idList.ts';
import { optionalInt, type Params } from '../../http/params.ts';
import { accessibleRecord, recordsWithAccess } from '../../records/recordAccess.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { loose } from '../../records/recordStore.ts';

/** Each kind: the request key, its column, the CRM module, the answer's list and its row. */
export const RELATION_KINDS = [
  { key: 'customerIds', column: 'customer_ids', module: 'customer', list: 'customerList', label: '客户' },
  { key: 'contactsIds', column: 'contacts_ids', module: 'contacts', list: 'contactsList', label: '联系人' },
  { key: 'businessIds', column: 'business_ids', module: 'business', list: 'businessList', label: '商机' },
  { key: 'contractIds', column: 'contract_ids', module: 'contract', list: 'contractList', label: '合同' },
] as const;

export type RelationKind = (typeof RELATION_KINDS)[number];
export type RelationIds = Record<RelationKind['column'], number[]>;

export function noRelations(): RelationIds {
  return { customer_ids: [], contacts_ids: [], business_ids: [], contract_ids: [] };
}

/** `oaExamineRelation` → ids per kind, each readable by the user. */
export async function readRelations(db: Kysely<Database>, userId: number, value: unknown): Promise<RelationIds> {
  const ids = noRelations();
  if (value === undefined || value === null || value === '') return ids;
  if (typeof value !== 'object' || Array.isArray(value)) throw new BusinessError('关联业务格式不正确');
  const params = value as Params;
  for (const kind of RELATION_KINDS) {
    ids[kind.column] = readIdList(params[kind.key], `关联${kind.label}`);
    if (ids[kind.column].length) await recordsWithAccess(db, userId, RECORD_MODULES[kind.module], ids[kind.column], 'read');
  }
  return ids;
}

/** An int[] parameter: `{1,2}` cast in SQL (the same on PGlite and PostgreSQL). */
/**
 * A CRM detail's tab of linked office rows (审批, 日程): the one record it asks about, by its key
 * (`customerIds`: 12), which the caller must be able to read; and the condition that finds the rows
 * of `table` whose relation row links it.
 */
export async function askedLinkedRecord(db: Kysely<Database>, userId: number, params: Params) {
  const asked = RELATION_KINDS.flatMap((kind) => {
    const id = optionalInt(params, kind.key, kind.label);
    return id === undefined ? [] : [{ kind, id }];
  });
  if (asked.length !== 1) throw new BusinessError('关联业务不能为空');
  const [{ kind, id }] = asked as [(typeof asked)[number]];
  await accessibleRecord(db, userId, RECORD_MODULES[kind.module], id, 'read');
  /** `relation` rows (its `column` per kind) linking the record: `<relation>.<kind column> @> {id}`. */
  return { kind, id, links: (relation: string) => sql<boolean>`${sql.ref(`${relation}.${kind.column}`)} @> ${intArray([id])}::integer[]` };
}

export function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/** The office records' relation tables: one row per record holding the ids it links (contract 10.1-10.5). */
export const RELATION_TABLES = {
  examine: { table: 'oa_examine_relation', owner: 'examine_id' },
  event: { table: 'oa_event_relation', owner: 'event_id' },
  log: { table: 'oa_log_relation', owner: 'log_id' },
  task: { table: 'task_relation', owner: 'task_id' },
} as const;

/** Replaces a record's links (none: no row), inside the caller's transaction. */
export async function saveRelations(trx: Kysely<Database>, of: keyof typeof RELATION_TABLES, ownerId: number, ids: RelationIds, now: Date): Promise<void> {
  const { table, owner } = RELATION_TABLES[of];
  const db = loose(trx); // one statement shape for four tables of the same columns
  await db.deleteFrom(table).where(owner, '=', ownerId).execute();
  if (RELATION_KINDS.every((kind) => ids[kind.column].length === 0)) return;
  await db.insertInto(table).values({
    [owner]: ownerId, customer_ids: intArray(ids.customer_ids), contacts_ids: intArray(ids.contacts_ids),
    business_ids: intArray(ids.business_ids), contract_ids: intArray(ids.contract_ids), status: 1, create_time: now,
  }).execute();
}

type Named = Record<string, unknown>;

/** The linked records of these approvals, by examine id: `{customerList: [{customerId, customerName}], ...}` (keys camelCased on the way out). */
export async function relationListsOf(db: Kysely<Database>, examineIds: readonly number[]): Promise<Map<number, Record<string, Named[]>>> {
  if (!examineIds.length) return new Map();
  const rows = await db.selectFrom('oa_examine_relation').selectAll().where('examine_id', 'in', [...examineIds]).execute();
  return linkedRecordLists(db, examineIds, rows.map((row) => ({ ...row, owner: row.examine_id })));
}

/**
 * The named records of relation rows (an approval's, an event's: `owner` is its id), by owner id;
 * every owner in `ownerIds` gets its four lists, empty when it links nothing.
 */
export async function linkedRecordLists(db: Kysely<Database>, ownerIds: readonly number[], rows: ReadonlyArray<RelationIds & { owner: number }>): Promise<Map<number, Record<string, Named[]>>> {
  const lists = new Map<number, Record<string, Named[]>>(ownerIds.map((id) => [id, { customerList: [], contactsList: [], businessList: [], contractList: [] }]));
  const wanted = (column: RelationKind['column']) => [...new Set(rows.flatMap((row) => row[column]))];
  const [customers, contacts, businesses, contracts] = await Promise.all([
    byId(db, 'crm_customer', 'customer_id', ['customer_id', 'customer_name'], wanted('customer_ids')),
    byId(db, 'crm_contacts', 'contacts_id', ['contacts_id', 'name'], wanted('contacts_ids')),
    byId(db, 'crm_business', 'business_id', ['business_id', 'business_name'], wanted('business_ids')),
    byId(db, 'crm_contract', 'contract_id', ['contract_id', 'name as contract_name', 'num'], wanted('contract_ids')),
  ]);
  for (const row of rows) {
    const pick = (ids: number[], found: Map<number, Named>) => ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
    lists.set(row.owner, {
      customerList: pick(row.customer_ids, customers), contactsList: pick(row.contacts_ids, contacts),
      businessList: pick(row.business_ids, businesses), contractList: pick(row.contract_ids, contracts),
    });
  }
  return lists;
}

async function byId(db: Kysely<Database>, table: string, idColumn: string, columns: string[], ids: number[]): Promise<Map<number, Named>> {
  if (!ids.length) return new Map();
  const rows = await sql<Named & { id: number }>`select ${sql.ref(idColumn)} as id, ${sql.join(columns.map((c) => sql.raw(c)))}
    from ${sql.table(table)} where ${sql.ref(idColumn)} = any(${intArray(ids)}::integer[])`.execute(db);
  return new Map(rows.rows.map(({ id, ...rest }) => [Number(id), rest]));
}
