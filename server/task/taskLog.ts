/**
 * A task's activity (动态, work_task_log; contract 10.5 task/queryWorkTaskLog): one Chinese line per
 * change, written in the change's own transaction, answered newest first without the deleted
 * (status 4) as `[{logId, content, createTime, img, realname}]`. The lines follow the original's:
 * `添加了新任务 X`, `将任务名称修改为：X`, `完成了任务`, `添加了标签 X`, `添加 X 参与任务`, ...
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { formatLocalDateTime } from '../db/localTime.ts';
import type { TaskRow } from './taskAccess.ts';
import { PRIORITY_NAMES, TASK_STATUS, type TaskChanges } from './taskInput.ts';

export const LOG_DELETED = 4;

export const taskLines = {
  created: (name: string) => `添加了新任务 ${name}`,
  subtaskAdded: (name: string) => `添加了子任务 ${name}`,
  subtaskDeleted: (name: string) => `删除了子任务 ${name}`,
  relationsChanged: () => '修改了关联业务',
  movedTo: (list: string) => `将任务移动到：${list}`,
  archived: () => '归档了任务',
  unarchived: () => '恢复了归档任务',
  restored: () => '从回收站恢复了任务',
};

const STATUS_LINES: Record<number, string> = {
  [TASK_STATUS.open]: '重新打开了任务',
  [TASK_STATUS.delayed]: '将任务标记为延期',
  [TASK_STATUS.archived]: '归档了任务',
  [TASK_STATUS.done]: '完成了任务',
};

const timeText = (value: Date | string | null) => (value === null ? '空' : formatLocalDateTime(new Date(value)));
const sameTime = (a: Date | string | null, b: Date | string | null) => (a === null ? null : new Date(a).getTime()) === (b === null ? null : new Date(b).getTime());

/** The lines an edit writes: what changed from `before`, in the form's order. */
export async function changeLines(db: Kysely<Database>, before: TaskRow, changes: TaskChanges): Promise<string[]> {
  const lines: string[] = [];
  if (changes.name !== undefined && changes.name !== before.name) lines.push(`将任务名称修改为：${changes.name}`);
  if (changes.description !== undefined && (changes.description ?? '') !== (before.description ?? '')) lines.push(`将任务描述修改为：${changes.description ?? '空'}`);
  if (changes.start_time !== undefined && !sameTime(changes.start_time, before.start_time)) lines.push(`将开始时间修改为：${timeText(changes.start_time)}`);
  if (changes.stop_time !== undefined && !sameTime(changes.stop_time, before.stop_time)) lines.push(`将结束时间修改为：${timeText(changes.stop_time)}`);
  if (changes.priority !== undefined && changes.priority !== before.priority) lines.push(`将优先级修改为：${PRIORITY_NAMES[changes.priority]}`);
  if (changes.status !== undefined && changes.status !== before.status) lines.push(STATUS_LINES[changes.status]!);

  const beforeMain = before.main_user_id === null ? null : Number(before.main_user_id);
  const addedMembers = changes.owner_user_id?.filter((id) => !before.owner_user_id.includes(id)) ?? [];
  const removedMembers = changes.owner_user_id ? before.owner_user_id.filter((id) => !changes.owner_user_id!.includes(id)) : [];
  const mainChanged = changes.main_user_id !== undefined && changes.main_user_id !== beforeMain;
  const userIds = [...addedMembers, ...removedMembers, ...(mainChanged && changes.main_user_id !== null ? [changes.main_user_id!] : [])];
  const names = userIds.length
    ? new Map((await db.selectFrom('admin_user').select(['user_id', 'realname']).where('user_id', 'in', userIds).execute()).map((u) => [Number(u.user_id), u.realname ?? '']))
    : new Map<number, string>();
  if (mainChanged) lines.push(`将负责人修改为：${changes.main_user_id === null ? '空' : names.get(changes.main_user_id!) ?? ''}`);

  const addedLabels = changes.label_id?.filter((id) => !before.label_id.includes(id)) ?? [];
  const removedLabels = changes.label_id ? before.label_id.filter((id) => !changes.label_id!.includes(id)) : [];
  const labelIds = [...addedLabels, ...removedLabels];
  const labels = labelIds.length
    ? new Map((await db.selectFrom('task_label').select(['label_id', 'name']).where('label_id', 'in', labelIds).execute()).map((l) => [l.label_id, l.name]))
    : new Map<number, string>();
  for (const id of addedLabels) lines.push(`添加了标签 ${labels.get(id) ?? ''}`);
  for (const id of removedLabels) lines.push(`删除了标签 ${labels.get(id) ?? ''}`);
  for (const id of addedMembers) lines.push(`添加 ${names.get(id) ?? ''} 参与任务`);
  for (const id of removedMembers) lines.push(`将 ${names.get(id) ?? ''} 从任务中移除`);
  return lines;
}

export async function writeTaskLog(trx: Kysely<Database>, userId: number, task: Pick<TaskRow, 'task_id' | 'work_id'>, lines: readonly string[], now: Date): Promise<void> {
  if (!lines.length) return;
  await trx.insertInto('work_task_log').values(lines.map((content) => ({
    user_id: userId, task_id: task.task_id, work_id: task.work_id, content, create_time: now, status: 1,
  }))).execute();
}

/** The same line on each of these tasks (a list's tasks archived, cards moved to a list), in one statement. */
export async function writeTaskLine(trx: Kysely<Database>, userId: number, tasks: ReadonlyArray<Pick<TaskRow, 'task_id' | 'work_id'>>, content: string, now: Date): Promise<void> {
  if (!tasks.length) return;
  await trx.insertInto('work_task_log').values(tasks.map((task) => ({
    user_id: userId, task_id: task.task_id, work_id: task.work_id, content, create_time: now, status: 1,
  }))).execute();
}

export async function taskLogList(db: Kysely<Database>, taskId: number) {
  return db.selectFrom('work_task_log as l').leftJoin('admin_user as u', 'u.user_id', 'l.user_id')
    .select(['l.log_id', 'l.content', 'l.create_time', 'l.user_id', 'u.img', 'u.realname'])
    .where('l.task_id', '=', taskId).where('l.status', '<>', LOG_DELETED)
    .orderBy('l.log_id', 'desc').execute();
}
