/**
 * The workbench feed's page in ONE statement: the viewer's rows (feedAccess.ts) with their writer
 * and, per row, everything its target shows (feedInfo.ts turns it into the contract's row through
 * the modules' own row builders). Reading the targets and their people, links, files and comments
 * afterwards took three more waves of statements (2 ms of a 16 ms page at 1,000,000 feed rows,
 * docs/benchmarks.md bench:office); here PostgreSQL gathers them while it has the 15 rows at hand.
 *
 * Each target comes back as JSON of the same rows the modules read themselves (`to_jsonb` of the
 * table row, users as {userId, realname, img}, files as filesOfBatches reads them, comments as
 * task_comment rows), so the row builders, not this file, decide what the answer looks like:
 *   日志  log: the log, its author (with department and superior), the users and departments it is
 *         sent to, its relation and the linked records' names, its files, its comments and their people;
 *   日程  event: the event, its creator and participants, its relation and the linked records' names;
 *   公告  announcement: title and content; 任务, 审批: the task's name, the approval's content.
 * JSON carries a timestamp as text: feedInfo.ts turns the known timestamp columns back into Dates.
 */
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RiderRow, VersionRider } from '../../permissions/versionRider.ts';
import { FEED_TYPES } from './feedAccess.ts';

/** The ids of a ",1,2," column, in order (what `idsOf` reads in JavaScript). */
const idsOfCsv = (column: string) => sql.raw(`array(select x::bigint from unnest(string_to_array(${column}, ',')) x where x ~ '^[0-9]+$')`);

/** {userId, realname, img} of every user whose id passes `where` (alias u): `u.user_id = any(…)`, which the key answers (an OR scans every user). */
const usersWhere = (where: RawBuilder<unknown>) => sql`(select coalesce(jsonb_agg(jsonb_build_object('userId', u.user_id, 'realname', coalesce(u.realname, ''), 'img', u.img)), '[]')
  from admin_user u where ${where})`;

/** The named records of one kind a relation row links, in its order (as linkedRecordLists answers them). */
const linkedOf = (rel: string, column: string, table: string, idColumn: string, fields: Record<string, string>) => sql.raw(`(select coalesce(jsonb_agg(jsonb_build_object(${
  Object.entries(fields).map(([key, expr]) => `'${key}', k.${expr}`).join(', ')}) order by x.n), '[]')
  from unnest(${rel}.${column}) with ordinality as x(id, n) join ${table} k on k.${idColumn} = x.id)`);

/** customerList, contactsList, businessList, contractList of a relation row (null: none). */
const linkedLists = (rel: string) => sql`case when ${sql.raw(`${rel}.customer_ids`)} is null then null else jsonb_build_object(
  'customerList', ${linkedOf(rel, 'customer_ids', 'crm_customer', 'customer_id', { customer_id: 'customer_id', customer_name: 'customer_name' })},
  'contactsList', ${linkedOf(rel, 'contacts_ids', 'crm_contacts', 'contacts_id', { contacts_id: 'contacts_id', name: 'name' })},
  'businessList', ${linkedOf(rel, 'business_ids', 'crm_business', 'business_id', { business_id: 'business_id', business_name: 'business_name' })},
  'contractList', ${linkedOf(rel, 'contract_ids', 'crm_contract', 'contract_id', { contract_id: 'contract_id', contract_name: 'name', num: 'num' })}) end`;

/** A log's comments (oldest first) and the people they name (writers and replied-to users). */
const logComments = sql`(select coalesce(jsonb_agg(to_jsonb(c) order by c.comment_id), '[]') from task_comment c where c.type = 2 and c.type_id = l.log_id)`;

const logTarget = sql`(select jsonb_build_object(
    'row', to_jsonb(l),
    'author', (select jsonb_build_object('userId', a.user_id, 'username', a.username, 'realname', coalesce(a.realname, ''), 'img', a.img, 'post', a.post,
        'deptId', a.dept_id, 'deptName', coalesce(d.name, ''), 'parentId', a.parent_id, 'parentName', coalesce(p.realname, ''))
      from admin_user a left join admin_dept d on d.dept_id = a.dept_id left join admin_user p on p.user_id = a.parent_id where a.user_id = l.create_user_id),
    'users', ${usersWhere(sql`u.user_id = any(${idsOfCsv('l.send_user_ids')}
      || array(select c.user_id::bigint from task_comment c where c.type = 2 and c.type_id = l.log_id)
      || array(select c.pid::bigint from task_comment c where c.type = 2 and c.type_id = l.log_id and c.pid > 0))`)},
    'depts', (select coalesce(jsonb_agg(jsonb_build_object('id', d.dept_id, 'name', d.name)), '[]') from admin_dept d where d.dept_id = any(${idsOfCsv('l.send_dept_ids')})),
    'relation', to_jsonb(rel),
    'lists', ${linkedLists('rel')},
    'files', (select coalesce(jsonb_agg(jsonb_build_object('file_id', f.file_id, 'name', f.name, 'size', f.size, 'create_user_id', f.create_user_id,
        'createUserName', fu.realname, 'create_time', f.create_time, 'file_path', f.file_path, 'file_type', f.file_type, 'batch_id', f.batch_id) order by f.file_id), '[]')
      from admin_file f left join admin_user fu on fu.user_id = f.create_user_id where f.batch_id = l.batch_id),
    'comments', ${logComments})
  from oa_log l left join oa_log_relation rel on rel.log_id = l.log_id where l.log_id = r.action_id)`;

const eventTarget = sql`(select jsonb_build_object(
    'row', to_jsonb(e),
    'users', ${usersWhere(sql`u.user_id = any(array_prepend(e.create_user_id::bigint, e.owner_user_ids::bigint[]))`)},
    'relation', to_jsonb(rel),
    'lists', ${linkedLists('rel')})
  from oa_event e left join oa_event_relation rel on rel.event_id = e.event_id where e.event_id = r.action_id)`;

/** A feed row as the statement reads it: the row, its writer, and its target's JSON (null when gone). */
export interface FeedStatementRow {
  log_id: number; type: number; action_id: number; user_id: number; create_time: Date; join_user_ids: string; dept_ids: string; content: string;
  writer_realname: string | null; writer_img: string | null; target: Record<string, unknown> | null;
  [column: string]: unknown;
}

/**
 * The page (`rows`: the viewer's feed rows, ordered and limited) with writers and targets, in its
 * order; each row also carrying the guard's version read when given its `rider` (permissions/versionRider.ts).
 */
export function feedPageWithTargets(rows: SelectQueryBuilder<Database, 'oa_action_record', object>, rider?: VersionRider) {
  return sql<FeedStatementRow & RiderRow>`select r.*, w.realname as writer_realname, w.img as writer_img,${rider ? sql` ${rider.columns},` : sql``}
      case r.type
        when ${FEED_TYPES.log} then ${logTarget}
        when ${FEED_TYPES.event} then ${eventTarget}
        when ${FEED_TYPES.announcement} then (select jsonb_build_object('title', a.title, 'annContent', coalesce(a.content, '')) from oa_announcement a where a.announcement_id = r.action_id)
        when ${FEED_TYPES.task} then (select jsonb_build_object('title', k.name) from task k where k.task_id = r.action_id)
        when ${FEED_TYPES.examine} then (select jsonb_build_object('title', x.content) from oa_examine x where x.examine_id = r.action_id)
      end as target
    from (${rows}) r
    left join admin_user w on w.user_id = r.user_id
    order by r.create_time desc, r.log_id desc`;
}
