/**
 * The office approval lists (contract 9.2), newest first, as Pages (or every row with pageType 0):
 *   OaExamine/myInitiate   {categoryId?, checkStatus?, startTime?, endTime?}  我发起的: mine;
 *   OaExamine/myOaExamine  {status: 1 待我审批 | 2 我已审批, categoryId?, startTime?, endTime?}:
 *     1 = a pending row of mine in the current round of an approval under review (the same rule
 *     the counter OaBackLog/num examineNum counts), 2 = approvals I approved or rejected in any round;
 *   OaExamine/queryExamineRelation  {customerIds|contactsIds|businessIds|contractIds: id}: the CRM
 *     detail's 审批 tab, the approvals linking that record which the caller may see (who may read
 *     the CRM record, and only those approvals: examineAccess.ts).
 * Each starts from the index that answers it: my rows by (create_user_id, create_time) (migration
 * 0023); 待我审批 the approvals under review newest first, each probed for an open row of mine, and
 * its count the open rows alone (migration 0025: the audit closes what no longer waits, so an open
 * row is one approval waiting for me now); my decided log rows by (examine_user, examine_status); a
 * relation's GIN index. A page and its rows are one statement (examineRows.ts listRows) beside the count.
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { countCarrying, type VersionRider } from '../../permissions/versionRider.ts';
import type { Database } from '../../db/schema.ts';
import { isSuperAdminUser } from '../../examine/approval.ts';
import { BusinessError } from '../../http/errors.ts';
import { isSerialId, optionalChoice, optionalInt, optionalText, type Paging, type Params, readPaging, toPage } from '../../http/params.ts';
import { CHECK_STATUS } from '../../records/checkStatus.ts';
import { visibleExamines } from './examineAccess.ts';
import { wireTime } from './examineLines.ts';
import { askedLinkedRecord } from './examineRelations.ts';
import { type ExamineQuery, listRows } from './examineRows.ts';

/** Literals, not parameters: the planner matches them to the partial index oa_examine_in_review. */
const IN_REVIEW = sql.raw([CHECK_STATUS.pending, CHECK_STATUS.inProgress].join(', '));

/** Approvals with an open row of the user (待我审批): asked now, in the current round and level. */
export function waitingFor(userId: number) {
  return (eb: ExpressionBuilder<Database, 'oa_examine'>) => eb.and([
    sql<boolean>`oa_examine.check_status in (${IN_REVIEW})`,
    eb.exists(eb.selectFrom('oa_examine_log').select('oa_examine_log.log_id').where(openRowOf(userId))
      .whereRef('oa_examine_log.record_id', '=', 'oa_examine.examine_record_id')),
  ]);
}

/** The user's open rows: the predicate of the partial index oa_examine_log_open, in literals so the planner matches it. */
function openRowOf(userId: number) {
  return sql<boolean>`oa_examine_log.examine_user = ${userId} and oa_examine_log.examine_status = 0
    and oa_examine_log.is_recheck = 0 and oa_examine_log.is_closed = 0`;
}

/**
 * How many approvals wait for the user (examineNum, 待我审批's totalRow): their open rows, one per
 * approval under review (the audit keeps it so), counted from the index alone.
 */
/** `rider`: the count also carries the guard's version read (permissions/versionRider.ts). */
export async function waitingCount(db: Kysely<Database>, userId: number, rider?: VersionRider): Promise<number> {
  return countCarrying(db.selectFrom('oa_examine_log').where(openRowOf(userId)), rider);
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
  // an id past int4 names no category: nothing listed (sent to the database it would fail the statement)
  if (categoryId !== undefined) narrowed = isSerialId(categoryId) ? narrowed.where('oa_examine.category_id', '=', categoryId) : narrowed.where(sql<boolean>`false`);
  if (start) narrowed = narrowed.where('oa_examine.create_time', '>=', start);
  if (end) narrowed = narrowed.where('oa_examine.create_time', '<', end);
  return narrowed;
}

interface ListCall {
  db: Kysely<Database>; userId: number; params: Params;
  /** the permission version the guard read (requestVersion), and its rider for the count (claimRider) */
  version?: string; rider?: VersionRider;
}

async function page({ db, userId, version, rider }: ListCall, query: ExamineQuery, paging: Paging, count = () => countCarrying(query, rider)) {
  const ordered = query.orderBy('oa_examine.create_time', 'desc').orderBy('oa_examine.examine_id', 'desc');
  if (paging.pageType === 0) return listRows(db, userId, ordered, version);
  const [rows, total] = await Promise.all([listRows(db, userId, ordered.limit(paging.limit).offset((paging.page - 1) * paging.limit), version), count()]);
  return toPage(rows, total, paging);
}

export async function myInitiate(call: ListCall) {
  const { db, userId, params } = call;
  const paging = readPaging(params);
  const checkStatus = optionalChoice(params, 'checkStatus', '审核状态', [0, 1, 2, 3, 4]);
  let query = filtered(db.selectFrom('oa_examine').where('oa_examine.create_user_id', '=', userId), params);
  if (checkStatus !== undefined) query = query.where('oa_examine.check_status', '=', checkStatus);
  return page(call, query, paging);
}

export async function myOaExamine(call: ListCall) {
  const { db, userId, params } = call;
  const paging = readPaging(params);
  const status = optionalChoice(params, 'status', '审批状态', [1, 2]) ?? 1;
  const base = db.selectFrom('oa_examine').where(status === 1 ? waitingFor(userId) : decidedBy(userId));
  const query = filtered(base, params);
  // unfiltered 待我审批: its count is the open rows' (examineNum's); a filter needs the approvals
  const unfiltered = status === 1 && ['categoryId', 'startTime', 'endTime'].every((key) => params[key] === undefined || params[key] === null || params[key] === '');
  return page(call, query, paging, unfiltered ? () => waitingCount(db, userId, call.rider) : undefined);
}

export async function examineRelationList(call: ListCall) {
  const { db, userId, params } = call;
  const paging = readPaging(params);
  const asked = await askedLinkedRecord(db, userId, params);
  const superAdmin = await isSuperAdminUser(db, userId);
  const query = db.selectFrom('oa_examine')
    .where('oa_examine.examine_id', 'in', (eb) => eb.selectFrom('oa_examine_relation').select('oa_examine_relation.examine_id')
      .where(asked.links('oa_examine_relation')))
    .where(visibleExamines(userId, superAdmin));
  return page(call, query, paging);
}
