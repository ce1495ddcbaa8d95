/**
 * Follow-ups (跟进记录, admin_record; contract 7.2 addRecord/getRecord/deleteFollowRecord).
 *
 * Who may add one: whoever may write the record, and its read-only team members too (calling a
 * customer is their job; a follow-up adds a note, it does not edit the record's data). A pool
 * customer takes follow-ups only from users who may write it (an unrestricted scope): anyone
 * else could otherwise reset its pool clock without owning it. Reading needs read access.
 *
 * Adding one sets, where the module has the column: followup = 1, last_content, next_time (only
 * when a next time is given). A customer's follow-up also pushes its next time to the contacts
 * and business it names, which must belong to that customer.
 */
import type { Kysely } from 'kysely';
import type { AdminRecord, Database } from '../../db/schema.ts';
import { requireClaimableBatch } from '../../files/fileAccess.ts';
import { removeStoredFile } from '../../files/fileStore.ts';
import { BusinessError } from '../../http/errors.ts';
import { CRM_MODULES, type CrmModule, type CrmModuleKey } from '../crmModules.ts';
import { teamMembers, wrapIds } from '../../records/idParams.ts';
import { accessibleRecord, accessWithScope, scopeOf } from '../../records/recordAccess.ts';
import { insertFollowUpEvent } from '../../oa/event/eventSave.ts';
import { goneMessage } from '../../records/recordModules.ts';
import { findRecord, loose as anyDb, newBatchId } from '../../records/recordStore.ts';
import { attachmentsOf } from './attachments.ts';

export type FollowUpModuleKey = 'leads' | 'customer' | 'contacts' | 'business' | 'contract';
export const FOLLOW_UP_MODULES: readonly FollowUpModuleKey[] = ['leads', 'customer', 'contacts', 'business', 'contract'];

/** Which of the record's columns a follow-up updates (contract 7.3-7.7 columns). */
const EFFECTS: Record<FollowUpModuleKey, { followup: boolean; lastContent: boolean; nextTime: boolean }> = {
  leads: { followup: true, lastContent: true, nextTime: true },
  customer: { followup: true, lastContent: true, nextTime: true },
  contacts: { followup: false, lastContent: false, nextTime: true },
  business: { followup: false, lastContent: false, nextTime: true },
  contract: { followup: false, lastContent: false, nextTime: false },
};

export interface NewFollowUp {
  typesId: number;
  content: string;
  category: string;
  nextTime: Date | null;
  batchId?: string;
  businessIds: number[];
  contactsIds: number[];
  /** 添加到日程 (`isEvent`): the next contact time goes on the author's schedule, with the follow-up. */
  toSchedule?: boolean;
}

export async function addFollowUp(db: Kysely<Database>, userId: number, key: FollowUpModuleKey, input: NewFollowUp): Promise<AdminRecord> {
  const module = CRM_MODULES[key];
  return db.transaction().execute(async (trx) => {
    const record = await accessibleRecord(trx, userId, module, input.typesId, 'read', { forUpdate: true });
    const scope = await scopeOf(trx, userId, module);
    if (record.owner_user_id === null && accessWithScope(scope, userId, module, record) !== 'write') throw new BusinessError('没有权限');

    const linked = key === 'customer' ? input : { ...input, businessIds: [], contactsIds: [] };
    if (key === 'customer') {
      await requireChildrenOf(trx, CRM_MODULES.contacts, linked.contactsIds, input.typesId, '联系人');
      await requireChildrenOf(trx, CRM_MODULES.business, linked.businessIds, input.typesId, '商机');
    }
    // Attachments uploaded for this follow-up: a batch nothing else holds, of the author's own files.
    if (input.batchId !== undefined) await requireClaimableBatch(trx, userId, input.batchId);
    const now = new Date();
    const inserted = await trx.insertInto('admin_record').values({
      types: module.recordTypes, types_id: input.typesId, content: input.content, category: input.category,
      next_time: input.nextTime, batch_id: input.batchId ?? newBatchId(),
      business_ids: wrapIds(linked.businessIds), contacts_ids: wrapIds(linked.contactsIds),
      create_user_id: userId, create_time: now, update_time: now,
    }).returningAll().executeTakeFirstOrThrow();

    const effects = EFFECTS[key];
    const set: Record<string, unknown> = {};
    if (effects.followup) set.followup = 1;
    if (effects.lastContent) set.last_content = input.content;
    if (effects.nextTime && input.nextTime) set.next_time = input.nextTime;
    if (Object.keys(set).length) await anyDb(trx).updateTable(module.table).set(set).where(module.idColumn, '=', input.typesId).execute();
    if (key === 'customer' && input.nextTime) {
      for (const child of [CRM_MODULES.contacts, CRM_MODULES.business]) {
        const ids = child.key === 'contacts' ? linked.contactsIds : linked.businessIds;
        if (ids.length) await anyDb(trx).updateTable(child.table).set({ next_time: input.nextTime }).where(child.idColumn, 'in', ids).execute();
      }
    }
    if (input.toSchedule && input.nextTime) {
      await insertFollowUpEvent(trx, userId, {
        module: key, title: module.title, recordId: input.typesId, recordName: String((record as Record<string, unknown>)[module.nameColumn] ?? ''),
        content: input.content, nextTime: input.nextTime,
      });
    }
    return inserted;
  });
}

async function requireChildrenOf(trx: Kysely<Database>, child: CrmModule, ids: number[], customerId: number, label: string) {
  if (!ids.length) return;
  const rows = await anyDb(trx).selectFrom(child.table).select(child.idColumn).where(child.idColumn, 'in', ids)
    .where('customer_id', '=', customerId).execute();
  if (rows.length !== ids.length) throw new BusinessError(`${label}不属于该客户`);
}

/** admin_record rows (alias `r`) with their author's name and avatar: what shapeFollowUps reads. */
export function followUpQuery(db: Kysely<Database>) {
  return db.selectFrom('admin_record as r')
    .leftJoin('admin_user as u', 'u.user_id', 'r.create_user_id')
    .selectAll('r').select(['u.realname', 'u.img as user_img']);
}

type FollowUpRow = AdminRecord & { realname: string | null; user_img: string | null };

/**
 * Follow-up rows as getRecord answers them: files and images of their batch, and with `links`
 * the business and contacts they name (`businessList`, `contactsList`). Three queries for a page.
 */
export async function shapeFollowUps(db: Kysely<Database>, rows: FollowUpRow[], links: boolean) {
  const files = await attachmentsOf(db, rows.map((r) => r.batch_id));
  const business = links ? await namedRecords(db, CRM_MODULES.business, rows.flatMap((r) => teamMembers(r.business_ids))) : new Map();
  const contacts = links ? await namedRecords(db, CRM_MODULES.contacts, rows.flatMap((r) => teamMembers(r.contacts_ids))) : new Map();

  return rows.map((row) => {
    const base = {
      recordId: row.record_id, types: row.types, typesId: row.types_id, userImg: row.user_img, realname: row.realname,
      createUserId: row.create_user_id, createTime: row.create_time, updateTime: row.update_time,
      content: row.content, category: row.category, nextTime: row.next_time, batchId: row.batch_id,
      img: files.get(row.batch_id)?.img ?? [], file: files.get(row.batch_id)?.file ?? [],
    };
    if (!links) return base;
    return {
      ...base, businessIds: row.business_ids, contactsIds: row.contacts_ids,
      businessList: teamMembers(row.business_ids).flatMap((id) => business.get(id) ?? []),
      contactsList: teamMembers(row.contacts_ids).flatMap((id) => contacts.get(id) ?? []),
    };
  });
}

/**
 * A record's follow-ups, newest first, as getRecord answers them. Contacts and business also list
 * their customer's follow-ups that name them.
 */
export async function followUpsOf(db: Kysely<Database>, userId: number, key: FollowUpModuleKey, recordId: number) {
  const module = CRM_MODULES[key];
  const record = await accessibleRecord(db, userId, module, recordId, 'read');
  const query = followUpQuery(db)
    .where((eb) => {
      const own = eb.and([eb('r.types', '=', module.recordTypes), eb('r.types_id', '=', recordId)]);
      if ((key !== 'contacts' && key !== 'business') || record.customer_id == null) return own;
      const column = key === 'contacts' ? 'r.contacts_ids' : 'r.business_ids';
      return eb.or([own, eb.and([
        eb('r.types', '=', CRM_MODULES.customer.recordTypes), eb('r.types_id', '=', record.customer_id as number), eb(column, 'like', `%,${recordId},%`),
      ])]);
    })
    .orderBy('r.create_time', 'desc').orderBy('r.record_id', 'desc');
  return shapeFollowUps(db, await query.execute(), key === 'customer' || key === 'contacts' || key === 'business');
}

/** Linked rows by id, without the bulky custom values. */
async function namedRecords(db: Kysely<Database>, module: CrmModule, ids: number[]): Promise<Map<number, RecordRowOut>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await anyDb(db).selectFrom(module.table).selectAll().where(module.idColumn, 'in', unique).execute();
  return new Map(rows.map((row: Record<string, unknown>) => {
    const { custom: _custom, ...columns } = row;
    return [row[module.idColumn] as number, columns];
  }));
}
type RecordRowOut = Record<string, unknown>;

/**
 * Deletes a follow-up and its attachments. Its author may, and whoever may write the record.
 * The files go after the commit: a failed delete leaves them linked, not dangling.
 */
export async function deleteFollowUp(db: Kysely<Database>, dataDir: string, userId: number, recordId: number): Promise<void> {
  const removed = await db.transaction().execute(async (trx) => {
    const followUp = await trx.selectFrom('admin_record').selectAll().where('record_id', '=', recordId).forUpdate().executeTakeFirst();
    if (!followUp) throw new BusinessError('该跟进记录不存在或已被删除');
    const key = FOLLOW_UP_MODULES.find((k) => CRM_MODULES[k].recordTypes === followUp.types);
    if (followUp.create_user_id !== userId) {
      if (!key) throw new BusinessError('没有权限');
      const module = CRM_MODULES[key];
      const record = await findRecord(trx, module, followUp.types_id);
      if (!record) throw new BusinessError(goneMessage(module));
      if (accessWithScope(await scopeOf(trx, userId, module), userId, module, record) !== 'write') throw new BusinessError('没有权限');
    }
    await trx.deleteFrom('admin_record').where('record_id', '=', recordId).execute();
    // A batch another follow-up still uses (a copied lead follow-up) keeps its files.
    const shared = await trx.selectFrom('admin_record').select('record_id').where('batch_id', '=', followUp.batch_id).executeTakeFirst();
    return shared ? [] : trx.selectFrom('admin_file').selectAll().where('batch_id', '=', followUp.batch_id).execute();
  });
  for (const file of removed) await removeStoredFile(db, dataDir, file);
}

export function isFollowUpModule(key: CrmModuleKey): key is FollowUpModuleKey {
  return (FOLLOW_UP_MODULES as readonly string[]).includes(key);
}
