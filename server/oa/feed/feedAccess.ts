/**
 * Which office feed rows (oa_action_record, contract 10.4) a user sees: a row is listed only when
 * the user may see its TARGET by that target's own rule, so the feed never tells more than the
 * module would (a row whose target is gone is never listed either):
 *   1 日志  logAccess.ts visibleLogs (author, recipients and their departments' members, the
 *           author's superiors, the super admin);
 *   2 日程  eventAccess.ts visibleEvents (creator, participants);
 *   3 公告  announcementAudience.ts visibleTo (creator, everyone when it names nobody, the people
 *           and departments it names, sub-departments included);
 *   4 任务  taskAccess.ts visibleTopLevelTasks (its people, their superiors, the super admin; not
 *           trashed): taskSave writes a feed row for a top-level task only, so a subtask is never a target;
 *   5 审批  examineAccess.ts visibleExamines (submitter, everyone asked in any round, the super admin).
 * Each is an EXISTS on the target's table, so a page is one statement walking the feed's
 * (create_time desc, log_id desc) index and probing each row's target by its primary key.
 */
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { visibleTo } from '../announcement/announcementAudience.ts';
import { FEED_TYPE_ANNOUNCEMENT } from '../announcement/announcementCalls.ts';
import { visibleEvents } from '../event/eventAccess.ts';
import { FEED_TYPE_EVENT } from '../event/eventSave.ts';
import { visibleExamines } from '../examine/examineAccess.ts';
import { FEED_TYPE_EXAMINE } from '../examine/examineSave.ts';
import { type LogViewer, logViewerOf, visibleLogs } from '../log/logAccess.ts';
import { FEED_TYPE_LOG } from '../log/logSave.ts';
import { type TaskViewer, visibleTopLevelTasks } from '../../task/taskAccess.ts';
import { FEED_TYPE_TASK } from '../../task/taskSave.ts';

export const FEED_TYPES = { log: FEED_TYPE_LOG, event: FEED_TYPE_EVENT, announcement: FEED_TYPE_ANNOUNCEMENT, task: FEED_TYPE_TASK, examine: FEED_TYPE_EXAMINE } as const;

/** The contract's `typeName` of each feed type. */
export const TYPE_NAMES: Record<number, string> = {
  [FEED_TYPE_LOG]: '日志', [FEED_TYPE_EVENT]: '日程', [FEED_TYPE_ANNOUNCEMENT]: '公告', [FEED_TYPE_TASK]: '任务', [FEED_TYPE_EXAMINE]: '审批',
};

/**
 * The reader as every module's rule needs them, from one look-up: their department with those above
 * it (announcements, logs), their subordinates (logs, tasks), whether they are the super admin.
 */
export interface FeedViewer { log: LogViewer; task: TaskViewer }

export async function feedViewerOf(db: Kysely<Database>, userId: number, knownVersion?: string): Promise<FeedViewer> {
  const log = await logViewerOf(db, userId, knownVersion);
  // projectAdmin is not read: the feed's task rows are office tasks only (visibleTopLevelTasks).
  return { log, task: { userId, superAdmin: log.superAdmin, projectAdmin: false, readsOf: [userId, ...log.subordinateIds] } };
}

type FeedBuilder = ExpressionBuilder<Database, 'oa_action_record'>;

/** The feed rows of `type` whose target passes its module's rule. */
function targetSeen(eb: FeedBuilder, type: number, target: Expression<SqlBool>): Expression<SqlBool> {
  return eb.and([eb('oa_action_record.type', '=', type), target]);
}

/**
 * The rows the viewer sees, of one type or (0) all five. `page`: the condition of a page (which
 * stops after `limit` rows) rather than a count. Under an OR, PostgreSQL may check an EXISTS by
 * hashing every target the rule lets through, costed for the whole feed (0.4 s hashing 560,000 log
 * ids for the super admin's 15-row page). A page therefore probes each candidate's target by key:
 * `offset 0` keeps PostgreSQL from turning the subquery into a hash (a subquery with an OFFSET is
 * not simplified); and for anyone but the super admin the candidates are first narrowed by the
 * row's own audience (feedAudienceMayShow), so few targets are probed at all. Counts keep their
 * semi-joins and the rules alone.
 */
export function visibleFeed(viewer: FeedViewer, type: number, page = false) {
  const { userId } = viewer.task;
  const narrowed = page && !viewer.log.superAdmin;
  const probe = <Q extends { offset(n: number): Q }>(query: Q): Q => (page ? query.offset(0) : query);
  return (eb: FeedBuilder): Expression<SqlBool> => {
    const byType: Record<number, () => Expression<SqlBool>> = {
      [FEED_TYPE_LOG]: () => eb.exists(probe(eb.selectFrom('oa_log').select('oa_log.log_id')
        .whereRef('oa_log.log_id', '=', 'oa_action_record.action_id').where(visibleLogs(viewer.log)))),
      [FEED_TYPE_EVENT]: () => eb.exists(probe(eb.selectFrom('oa_event').select('oa_event.event_id')
        .whereRef('oa_event.event_id', '=', 'oa_action_record.action_id').where(visibleEvents(userId)))),
      [FEED_TYPE_ANNOUNCEMENT]: () => eb.exists(probe(eb.selectFrom('oa_announcement').select('oa_announcement.announcement_id')
        .whereRef('oa_announcement.announcement_id', '=', 'oa_action_record.action_id')
        .where(visibleTo({ userId, deptIds: viewer.log.deptIds })))),
      [FEED_TYPE_TASK]: () => eb.exists(probe(eb.selectFrom('task').select('task.task_id')
        .whereRef('task.task_id', '=', 'oa_action_record.action_id').where(visibleTopLevelTasks(viewer.task)))),
      [FEED_TYPE_EXAMINE]: () => eb.exists(probe(eb.selectFrom('oa_examine').select('oa_examine.examine_id')
        .whereRef('oa_examine.examine_id', '=', 'oa_action_record.action_id')
        .where(visibleExamines(userId, viewer.log.superAdmin)))),
    };
    const types = type === 0 ? Object.keys(byType).map(Number) : [type];
    return eb.or(types.map((t) => {
      const audience = narrowed ? feedAudienceMayShow(t, viewer) : undefined;
      return targetSeen(eb, t, audience ? eb.and([audience, byType[t]!()]) : byType[t]!());
    }));
  };
}

const textIds = (ids: readonly number[]) => sql.val(ids.map((id) => String(Math.trunc(id))));

/**
 * A necessary condition on the feed row's own columns for the viewer to see its target, for the
 * types whose writers keep the row's audience in step with the target (logSave, eventSave,
 * taskSave): the writer (user_id: author, creator) is the viewer or a subordinate, or the row's
 * audience (join_user_ids: a log's recipients, an event's participants, a task's main user and
 * members) names them, or (logs) its departments (dept_ids) are the viewer's or above. It decides
 * nothing alone; it only spares the target look-up for rows that cannot pass it: a salesperson
 * sees about one feed row in 135, and probing each target was most of the page (bench:office).
 * Announcements (everyone when they name nobody) and approvals (approvers of later rounds are not
 * the row's audience) have none: their rows are always probed. tests/api/oa-feed.test.ts checks
 * that it never hides a row the rules show.
 */
function feedAudienceMayShow(type: number, viewer: FeedViewer): Expression<SqlBool> | undefined {
  const { userId, readsOf } = viewer.task;
  const audience = sql`string_to_array(oa_action_record.join_user_ids, ',')`;
  const writtenBy = (users: readonly number[]) => sql<SqlBool>`oa_action_record.user_id = any(${sql.val(users.map(Math.trunc))}::bigint[])`;
  switch (type) {
    case FEED_TYPE_LOG: return sql<SqlBool>`(${writtenBy(readsOf)} or ${audience} @> ${textIds([userId])}::text[]
      or string_to_array(oa_action_record.dept_ids, ',') && ${textIds(viewer.log.deptIds)}::text[])`;
    case FEED_TYPE_EVENT: return sql<SqlBool>`(${writtenBy([userId])} or ${audience} @> ${textIds([userId])}::text[])`;
    case FEED_TYPE_TASK: return sql<SqlBool>`(${writtenBy(readsOf)} or ${audience} && ${textIds(readsOf)}::text[])`;
    default: return undefined;
  }
}
