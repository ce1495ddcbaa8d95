/**
 * What a feed row shows of its target (contract 10.4, as the original merges it over the row):
 *   日志  the full log row of 10.1 (logRows.ts logRow: author, recipients, links, files, comments);
 *   日程  `title` and the event row of 10.3 with its relation lists (eventRows.ts eventRow), without
 *         the event's own `type` (its repetition), which would hide the feed's;
 *   公告  `title`, `annContent` (its content: the row's `content` stays 添加了公告);
 *   任务  `title` (the task's name);
 *   审批  `title` (the approval's content).
 * The page's statement read each target with what it shows as JSON (feedStatement.ts); this builds
 * the rows with the modules' own builders, so a feed row and the module's list row cannot drift.
 */
import { parseLocalTimestamp } from '../../db/localTime.ts';
import { fileAnswer } from '../../files/fileStore.ts';
import type { UserBrief } from '../../examine/people.ts';
import { type CommentRow, treesOf } from '../comment/commentTree.ts';
import { type EventDecoration, type EventRelation, eventRow } from '../event/eventRows.ts';
import type { EventRow } from '../event/eventAccess.ts';
import type { LogRow } from '../log/logAccess.ts';
import { type Author, type LogDecoration, logRow } from '../log/logRows.ts';
import { FEED_TYPES, type FeedViewer } from './feedAccess.ts';

export type TargetInfo = Record<string, unknown>;

type Json = Record<string, unknown>;
type RelationJson = { customer_ids: number[]; contacts_ids: number[]; business_ids: number[]; contract_ids: number[] } & Json;

/** A table row read through JSON, its timestamps Dates again (as the driver gives them). */
function revived<T>(row: Json, timestamps: readonly string[]): T {
  const out: Json = { ...row };
  for (const key of timestamps) if (typeof out[key] === 'string') out[key] = parseLocalTimestamp(out[key] as string);
  return out as T;
}

const byUserId = (users: UserBrief[]) => new Map(users.map((user) => [user.userId, user]));
const single = <V>(id: number, value: V | null | undefined) => new Map(value ? [[id, value]] : []);

const BUILDERS: Record<number, (target: Json, viewer: FeedViewer) => TargetInfo> = {
  [FEED_TYPES.log](target, viewer) {
    const log = revived<LogRow>(target.row as Json, ['create_time', 'update_time']);
    const users = byUserId(target.users as UserBrief[]);
    const comments = (target.comments as Json[]).map((c) => revived<CommentRow>(c, ['create_time']));
    const relation = target.relation as (RelationJson & { r_id: number }) | null;
    const decoration: LogDecoration = {
      authors: single(Number(log.create_user_id), target.author as Author | null),
      users,
      depts: new Map((target.depts as Array<{ id: number; name: string }>).map((d) => [d.id, d])),
      relations: single(log.log_id, relation),
      lists: single(log.log_id, target.lists as Record<string, unknown[]> | null),
      files: (target.files as Json[]).map((f) => fileAnswer(revived<{ size: number } & Json>(f, ['create_time']))) as LogDecoration['files'],
      replies: treesOf([log.log_id], comments, users),
    };
    return logRow(log, viewer.log, decoration);
  },
  [FEED_TYPES.event](target, viewer) {
    const event = revived<EventRow>(target.row as Json, ['start_time', 'end_time', 'create_time', 'update_time']);
    const decoration: EventDecoration = {
      users: byUserId(target.users as UserBrief[]),
      relations: single(event.event_id, target.relation as EventRelation | null),
      lists: single(event.event_id, target.lists as Record<string, unknown[]> | null),
    };
    const { type: _repetition, ...row } = eventRow(event, viewer.task.userId, decoration);
    return row;
  },
};

/** What the row of `type` shows of its target, from the statement's JSON (announcements, tasks, approvals: as read). */
export function targetInfo(type: number, target: Json | null, viewer: FeedViewer): TargetInfo | undefined {
  if (!target) return undefined;
  const build = BUILDERS[type];
  return build ? build(target, viewer) : target;
}
