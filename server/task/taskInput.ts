/**
 * task/setTask's form (contract 10.5), read and checked whole before anything is written. A new
 * task needs its name (`任务名称不能为空`); an edit changes only the keys it sends (the client sends
 * `{taskId, status: 5}` to complete one, `{taskId, name}` to rename it), each checked as on create:
 *   名称 ≤ 100 characters; 负责人 and 参与人 existing users who are not disabled; 状态 1/2/3/5;
 *   优先级 0-3; 标签 existing labels; 开始时间 / 结束时间 `yyyy-MM-dd[ HH:mm[:ss]]` (a bare day as
 *   结束时间 is the end of that day), the start not after the stop (`开始时间不能大于结束时间`, with
 *   the stored value of the one not sent); 项目 fixed once the task has one (the caller's right in
 *   it and its 任务列表 are checked by taskSave.ts);
 *   附件批次 fixed once the task has one; linked CRM records the caller may read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { parseLocalTimestamp } from '../db/localTime.ts';
import { requireClaimableBatch } from '../files/fileAccess.ts';
import { BusinessError } from '../http/errors.ts';
import { readIdList } from '../http/idList.ts';
import { optionalChoice, optionalInt, optionalText, type Params, readNamedChoice } from '../http/params.ts';
import { readRelations, RELATION_KINDS, type RelationIds } from '../oa/examine/examineRelations.ts';
import { wireTime } from '../oa/examine/examineLines.ts';
import { OA_WORK_ID, type TaskRow } from './taskAccess.ts';

export const TASK_STATUS = { open: 1, delayed: 2, archived: 3, done: 5 } as const;
export const PRIORITY_NAMES: Record<number, string> = { 0: '无', 1: '低', 2: '中', 3: '高' };
/** The same, 0 first: the form's options. */
export const PRIORITY_CHOICES = [0, 1, 2, 3].map((n) => PRIORITY_NAMES[n]!);
export const START_AFTER_STOP = '开始时间不能大于结束时间';
export const NAME_MAX = 100;
/** The most members one task takes. */
export const MAX_MEMBERS = 500;
const BATCH_ID = /^[\w-]{1,50}$/;

/** The columns an edit may change; absent = unchanged. */
export interface TaskChanges {
  name?: string;
  main_user_id?: number | null;
  owner_user_id?: number[];
  status?: number;
  class_id?: number;
  label_id?: number[];
  description?: string | null;
  start_time?: Date | null;
  stop_time?: Date | null;
  priority?: number;
  is_top?: number;
  is_open?: number;
  batch_id?: string;
}

export interface TaskInput { changes: TaskChanges; relations: RelationIds | undefined; pid: number; workId: number }

const sent = (params: Params, key: string) => params[key] !== undefined;

/** An optional time; blank = none. A bare day as a stop time is the end of that day. */
function readTime(params: Params, key: string, label: string, endOfDay: boolean): Date | null | undefined {
  const text = optionalText(params, key, label, 30);
  if (text === undefined) return undefined;
  if (text === '') return null;
  const time = wireTime(text);
  if (!time) throw new BusinessError(`${label}格式不正确`);
  const date = parseLocalTimestamp(time) as Date;
  return endOfDay && !text.includes(' ') ? new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59) : date;
}

/** Users named by the form: each must exist and not be disabled. */
export async function requireActiveUsers(db: Kysely<Database>, ids: readonly number[], label: string): Promise<void> {
  if (!ids.length) return;
  const found = await db.selectFrom('admin_user').select(['user_id', 'status']).where('user_id', 'in', [...ids]).execute();
  const active = new Set(found.filter((user) => user.status !== 0).map((user) => Number(user.user_id)));
  if (ids.some((id) => !active.has(id))) throw new BusinessError(`${label}不存在或已停用`);
}

async function requireLabels(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const found = await db.selectFrom('task_label').select('label_id').where('label_id', 'in', [...ids]).forShare().execute();
  if (found.length !== ids.length) throw new BusinessError('标签不存在');
}

export async function readTaskInput(db: Kysely<Database>, userId: number, params: Params, existing?: TaskRow): Promise<TaskInput> {
  const changes: TaskChanges = {};
  if (!existing || sent(params, 'name')) {
    const name = optionalText(params, 'name', '任务名称', NAME_MAX);
    if (!name) throw new BusinessError('任务名称不能为空');
    changes.name = name;
  }
  const workId = optionalInt(params, 'workId', '项目') ?? existing?.work_id ?? OA_WORK_ID;
  if (existing && workId !== existing.work_id) throw new BusinessError('任务所属项目不能修改');
  if (workId < 0) throw new BusinessError('项目格式不正确');
  const pid = optionalInt(params, 'pid', '上级任务') ?? 0;
  if (existing && sent(params, 'pid') && pid !== existing.pid) throw new BusinessError('上级任务不能修改');
  if (pid < 0) throw new BusinessError('上级任务格式不正确');

  if (sent(params, 'mainUserId')) {
    const mainUserId = optionalInt(params, 'mainUserId', '负责人');
    if (mainUserId !== undefined) await requireActiveUsers(db, [mainUserId], '负责人');
    changes.main_user_id = mainUserId ?? null;
  }
  if (sent(params, 'ownerUserId')) {
    changes.owner_user_id = readIdList(params.ownerUserId, '参与人', { max: MAX_MEMBERS });
    await requireActiveUsers(db, changes.owner_user_id, '参与人');
  }
  if (sent(params, 'labelId')) {
    changes.label_id = readIdList(params.labelId, '标签', { max: 50 });
    await requireLabels(db, changes.label_id);
  }
  const status = optionalChoice(params, 'status', '任务状态', Object.values(TASK_STATUS));
  if (status !== undefined) changes.status = status;
  // by number, or by name from the form's select (taskForm.ts)
  const priority = readNamedChoice(params, 'priority', '优先级', PRIORITY_CHOICES);
  if (priority !== undefined) changes.priority = priority;
  const isTop = optionalChoice(params, 'isTop', '工作台分组', [0, 1, 2, 3]);
  if (isTop !== undefined) changes.is_top = isTop;
  const isOpen = optionalChoice(params, 'isOpen', '是否公开', [0, 1]);
  if (isOpen !== undefined) changes.is_open = isOpen;
  const classId = optionalInt(params, 'classId', '任务列表');
  if (classId !== undefined) {
    if (classId < 0) throw new BusinessError('任务列表格式不正确');
    changes.class_id = classId;
  }
  if (sent(params, 'description')) changes.description = optionalText(params, 'description', '任务描述', 10_000) || null;

  const start = readTime(params, 'startTime', '开始时间', false);
  const stop = readTime(params, 'stopTime', '结束时间', true);
  if (start !== undefined) changes.start_time = start;
  if (stop !== undefined) changes.stop_time = stop;
  const startTime = start === undefined ? existing?.start_time ?? null : start;
  const stopTime = stop === undefined ? existing?.stop_time ?? null : stop;
  if (startTime && stopTime && new Date(startTime).getTime() > new Date(stopTime).getTime()) throw new BusinessError(START_AFTER_STOP);

  const batchId = optionalText(params, 'batchId', '附件批次', 50);
  if (batchId) {
    if (!BATCH_ID.test(batchId)) throw new BusinessError('附件批次格式不正确');
    if (existing?.batch_id && batchId !== existing.batch_id) throw new BusinessError('附件批次不能修改');
    if (batchId !== existing?.batch_id) {
      await requireClaimableBatch(db, userId, batchId, existing ? { table: 'task', id: existing.task_id } : undefined);
      changes.batch_id = batchId;
    }
  }

  // Linked records are replaced only when the form names them (an edit of the name keeps them).
  const relations = RELATION_KINDS.some((kind) => sent(params, kind.key)) ? await readRelations(db, userId, params) : undefined;
  return { changes, relations, pid, workId };
}
