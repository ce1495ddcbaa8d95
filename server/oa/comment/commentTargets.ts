/**
 * What a comment may be written on, by `type` (contract 10.6): each entry says whether the caller
 * may read the target (then they may read its comments and comment on it) and how a target outside
 * their view is answered (as a missing one, so ids cannot be probed).
 *   2 日志评论: the log's visibility (oa/log/logAccess.ts).
 *   1 任务评论: the task's (task/taskAccess.ts: whoever sees the task), refused `任务不存在！`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { LOG_GONE, userMayReadLog } from '../log/logAccess.ts';
import { userMayReadTask, TASK_GONE } from '../../task/taskAccess.ts';
import { COMMENT_TYPE } from './commentTree.ts';

export interface CommentTarget {
  /** Whether the user may read target `typeId` (and so its comments). */
  mayRead(db: Kysely<Database>, userId: number, typeId: number): Promise<boolean>;
  /** The refusal for a target the user may not read, the same as for a missing one. */
  gone: string;
}

const TARGETS: ReadonlyMap<number, CommentTarget> = new Map<number, CommentTarget>([
  [COMMENT_TYPE.log, { mayRead: userMayReadLog, gone: LOG_GONE }],
  [COMMENT_TYPE.task, { mayRead: userMayReadTask, gone: TASK_GONE }],
]);

/** The registered target of `type`; any other type is refused. */
export function commentTarget(type: number): CommentTarget {
  const target = TARGETS.get(type);
  if (target) return target;
  throw new BusinessError('评论类型格式不正确');
}

/** Refuses (the target's `gone`) unless the user may read target `typeId` of `type`. */
export async function requireReadableTarget(db: Kysely<Database>, userId: number, type: number, typeId: number): Promise<void> {
  const target = commentTarget(type);
  if (!(await target.mayRead(db, userId, typeId))) throw new BusinessError(target.gone);
}
