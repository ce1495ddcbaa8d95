/**
 * What a feed row shows of its target (contract 10.4, as the original merges it over the row):
 *   日志  the full log row of 10.1 (logRows.ts logRow: author, recipients, links, files, comments);
 *   日程  `title` and the event row of 10.3 with its relation lists (eventRows.ts eventRow), without
 *         the event's own `type` (its repetition), which would hide the feed's;
 *   公告  `title`, `annContent` (its content: the row's `content` stays 添加了公告);
 *   任务  `title` (the task's name);
 *   审批  `title` (the approval's content).
 * Read for a page at once: one statement per type (plus the fixed few a log or event row's
 * builder makes for the whole page), never one per row.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { decorationOf as eventDecorationOf, eventRow } from '../event/eventRows.ts';
import { decorationOf as logDecorationOf, logRow } from '../log/logRows.ts';
import { FEED_TYPES, type FeedViewer } from './feedAccess.ts';

export type TargetInfo = Record<string, unknown>;

/** A page's targets: `${type}:${actionId}` → what its row shows. */
export type TargetInfos = Map<string, TargetInfo>;

export const targetKey = (type: number, actionId: number) => `${type}:${actionId}`;

type Reader = (db: Kysely<Database>, viewer: FeedViewer, ids: number[]) => Promise<Array<[number, TargetInfo]>>;

const READERS: Record<number, Reader> = {
  async [FEED_TYPES.log](db, viewer, ids) {
    const logs = await db.selectFrom('oa_log').selectAll().where('log_id', 'in', ids).execute();
    const decoration = await logDecorationOf(db, logs);
    return logs.map((log) => [log.log_id, logRow(log, viewer.log, decoration)]);
  },
  async [FEED_TYPES.event](db, viewer, ids) {
    const events = await db.selectFrom('oa_event').selectAll().where('event_id', 'in', ids).execute();
    const decoration = await eventDecorationOf(db, events);
    return events.map((event) => {
      const { type: _repetition, ...row } = eventRow(event, viewer.task.userId, decoration);
      return [event.event_id, row];
    });
  },
  async [FEED_TYPES.announcement](db, _viewer, ids) {
    const rows = await db.selectFrom('oa_announcement').select(['announcement_id', 'title', 'content']).where('announcement_id', 'in', ids).execute();
    return rows.map((row) => [row.announcement_id, { title: row.title, annContent: row.content ?? '' }]);
  },
  async [FEED_TYPES.task](db, _viewer, ids) {
    const rows = await db.selectFrom('task').select(['task_id', 'name']).where('task_id', 'in', ids).execute();
    return rows.map((row) => [row.task_id, { title: row.name }]);
  },
  async [FEED_TYPES.examine](db, _viewer, ids) {
    const rows = await db.selectFrom('oa_examine').select(['examine_id', 'content']).where('examine_id', 'in', ids).execute();
    return rows.map((row) => [row.examine_id, { title: row.content }]);
  },
};

/** The targets of a page's feed rows, one reading per type present. */
export async function targetInfos(db: Kysely<Database>, viewer: FeedViewer, rows: ReadonlyArray<{ type: number; action_id: number }>): Promise<TargetInfos> {
  const idsByType = new Map<number, number[]>();
  for (const row of rows) idsByType.set(row.type, [...(idsByType.get(row.type) ?? []), Number(row.action_id)]);
  const read = await Promise.all([...idsByType].map(async ([type, ids]) => {
    const reader = READERS[type];
    const found = reader ? await reader(db, viewer, [...new Set(ids)]) : [];
    return found.map(([id, info]) => [targetKey(type, id), info] as const);
  }));
  return new Map(read.flat());
}
