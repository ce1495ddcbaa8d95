/**
 * One approval as the audit and progress calls see it: the examine record, its flow (which says
 * whether it is a contract's or a receivable's) and the entity pointing at it. Who may look at it:
 * whoever may read the entity, and everyone taking part (the submitter, any approver, the super
 * admin), because an approver outside the owner's data scope still has to decide.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { isSuperAdmin, rolesOfUser, SUPER_ADMIN_USER_ID } from '../../permissions/userRoles.ts';
import { recordAccess } from '../../records/recordAccess.ts';
import { loose, type RecordRow } from '../../records/recordStore.ts';
import { type CategoryType, entityOf, examineEntity } from './examineFlows.ts';

export async function loadExamine(db: Kysely<Database>, recordId: number, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('admin_examine_record').selectAll().where('record_id', '=', recordId);
  if (options.forUpdate) query = query.forUpdate();
  const record = await query.executeTakeFirst();
  const flow = record && await db.selectFrom('admin_examine').selectAll().where('examine_id', '=', record.examine_id).executeTakeFirst();
  const categoryType = flow?.category_type as CategoryType | undefined;
  const target = categoryType === undefined ? undefined : examineEntity(categoryType);
  if (!record || !flow || categoryType === undefined || !target) throw new BusinessError('审批记录不存在');
  let entityQuery = loose(db).selectFrom(target.table).selectAll().where('examine_record_id', '=', recordId);
  if (options.forUpdate) entityQuery = entityQuery.forUpdate();
  const entity = await entityQuery.executeTakeFirst() as RecordRow | undefined;
  if (!entity) throw new BusinessError(`该${target.title}不存在或已被删除`);
  return { record, flow, categoryType, entity, entityId: entity[target.idColumn] as number };
}

export type LoadedExamine = Awaited<ReturnType<typeof loadExamine>>;

export async function isSuperAdminUser(db: Kysely<Database>, userId: number): Promise<boolean> {
  return userId === SUPER_ADMIN_USER_ID || isSuperAdmin(await rolesOfUser(db, userId));
}

export async function requireExamineViewer(db: Kysely<Database>, userId: number, examine: LoadedExamine): Promise<void> {
  if (examine.record.create_user === userId || await isSuperAdminUser(db, userId)) return;
  const approver = await db.selectFrom('admin_examine_log').select('log_id')
    .where('record_id', '=', examine.record.record_id).where('examine_user', '=', userId).executeTakeFirst();
  if (approver) return;
  const module = entityOf(examine.categoryType).module;
  if ((await recordAccess(db, userId, module, examine.entity)) === 'none') throw new BusinessError('没有权限');
}
