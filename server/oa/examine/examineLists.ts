/**
 * The office approval lists (contract 9.2), newest first, as Pages (or every row with pageType 0):
 *   OaExamine/myInitiate   {categoryId?, checkStatus?, startTime?, endTime?}  我发起的: mine;
 *   OaExamine/myOaExamine  {status: 1 待我审批 | 2 我已审批, categoryId?, startTime?, endTime?}:
 *     1 = a pending row of mine in the current round of an approval under review (the same rule
 *     the counter OaBackLog/num examineNum counts), 2 = approvals I approved or rejected in any round;
 *   OaExamine/queryExamineRelation  {customerIds|contactsIds|businessIds|contractIds: id}: the CRM
 *     detail's 审批 tab, the approvals linking that record which the caller may see (who may read
 *     the CRM record, and only those approvals: examineAccess.ts).
 * Each starts from the index that answers it (migration 0023): my rows by (create_user_id,
 * create_time), my log rows by (examine_user, examine_status), a relation's GIN index.
 */
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isSuperAdminUser } from '../../examine/approval.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalChoice, optionalInt, optionalText, type Paging, type Params, readPaging, toPage } from '../../http/params.ts';
import { accessibleRecord } from '../../records/recordAccess.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { CHECK_STATUS } from '../../records/checkStatus.ts';
import { visibleExamines } from './examineAccess.ts';
import { wireTime } from './examineLines.ts';
import { intArray, RELATION_KINDS } from './examineRelations.ts';
import { examineRows } from './examineRows.ts';

type ExamineQuery = SelectQueryBuilder<Database, 'oa_examine', object>;

const IN_REVIEW = [CHECK_STATUS.pending, CHECK_STATUS.inProgress];

/** Pending rows of the user in an approval's current round (待我审批, examineNum). */
export function waitingFor(userId: number) {
  return (eb: ExpressionBuilder<Database, 'oa_examine'>) => eb.and([
    eb('oa_examine.check_status', 'in', IN_REVIEW),
    eb('oa_examine.examine_record_id', 'in', eb.selectFrom('oa_examine_log').select('oa_examine_log.record_id')
      .where('oa_examine_log.examine_user', '=', userId).where('oa_examine_log.examine_status', '=', 0).where('oa_examine_log.is_recheck', '=', 0)),
  ]);
}

function decidedBy(userId: number) {
  return (eb: ExpressionBuilder<Database, 'oa_examine'>) => eb('oa_examine.examine_record_id', 'in', eb.selectFrom('oa_examine_log').select('oa_examine_log.record_id')
    .where('oa_examine_log.examine_user', '=', userId).where('oa_examine_log.examine_status', 'in', [1, 2]));
}

/** A day (`yyyy-MM-dd`: all of it) or a time, as a bound of the create-time range: [start, end). */
function timeBound(params: Params, key: string, label: string, end: boolean): Date | undefined {
  const text = optionalText(params, key, label);
  if (!text) return undefined;
  const time = wireTime(text);
  if (!time) throw new BusinessError(`${label}格式不正确`);
  const [y, mo, d, h, mi, s] = time.split(/[- :]/).map(Number) as [number, number, number, number, number, number];
  // the end day is included: up to the next midnight; an end time is included: up to its next second
  if (end) return text.length <= 10 ? new Date(y, mo - 1, d + 1) : new Date(y, mo - 1, d, h, mi, s + 1);
  return new Date(y, mo - 1, d, h, mi, s);
}

/** categoryId and the create-time range, shared by the lists. */
function filtered(query: ExamineQuery, params: Params): ExamineQuery {
  const categoryId = optionalInt(params, 'categoryId', '审批类型');
  const start = timeBound(params, 'startTime', '开始时间', false);
  const end = timeBound(params, 'endTime', '结束时间', true);
  if (start && end && end <= start) throw new BusinessError('结束时间不能早于开始时间');
  let narrowed = query;
  if (categoryId !== undefined) narrowed = narrowed.where('oa_examine.category_id', '=', categoryId);
  if (start) narrowed = narrowed.where('oa_examine.create_time', '>=', start);
  if (end) narrowed = narrowed.where('oa_examine.create_time', '<', end);
  return narrowed;
}

async function page(db: Kysely<Database>, userId: number, query: ExamineQuery, paging: Paging) {
  const ordered = query.selectAll('oa_examine').orderBy('oa_examine.create_time', 'desc').orderBy('oa_examine.examine_id', 'desc');
  if (paging.pageType === 0) return examineRows(db, userId, await ordered.execute());
  const [rows, total] = await Promise.all([
    ordered.limit(paging.limit).offset((paging.page - 1) * paging.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(await examineRows(db, userId, rows), Number(total.n), paging);
}

export async function myInitiate(db: Kysely<Database>, userId: number, params: Params) {
  const paging = readPaging(params);
  const checkStatus = optionalChoice(params, 'checkStatus', '审核状态', [0, 1, 2, 3, 4]);
  let query = filtered(db.selectFrom('oa_examine').where('oa_examine.create_user_id', '=', userId), params);
  if (checkStatus !== undefined) query = query.where('oa_examine.check_status', '=', checkStatus);
  return page(db, userId, query, paging);
}

export async function myOaExamine(db: Kysely<Database>, userId: number, params: Params) {
  const paging = readPaging(params);
  const status = optionalChoice(params, 'status', '审批状态', [1, 2]) ?? 1;
  const base = db.selectFrom('oa_examine').where(status === 1 ? waitingFor(userId) : decidedBy(userId));
  return page(db, userId, filtered(base, params), paging);
}

export async function examineRelationList(db: Kysely<Database>, userId: number, params: Params) {
  const paging = readPaging(params);
  const asked = RELATION_KINDS.flatMap((kind) => {
    const id = optionalInt(params, kind.key, kind.label);
    return id === undefined ? [] : [{ kind, id }];
  });
  if (asked.length !== 1) throw new BusinessError('关联业务不能为空');
  const [{ kind, id }] = asked as [(typeof asked)[number]];
  await accessibleRecord(db, userId, RECORD_MODULES[kind.module], id, 'read');
  const superAdmin = await isSuperAdminUser(db, userId);
  const query = db.selectFrom('oa_examine')
    .where('oa_examine.examine_id', 'in', (eb) => eb.selectFrom('oa_examine_relation').select('oa_examine_relation.examine_id')
      .where(sql<boolean>`${sql.ref(`oa_examine_relation.${kind.column}`)} @> ${intArray([id])}::integer[]`))
    .where(visibleExamines(userId, superAdmin));
  return page(db, userId, query, paging);
}
