/**
 * Task labels 标签 (contract 10.5 taskLabel/*): one list shared by every user (as in the original,
 * where everyone picks from the same labels). Anyone adds one (`标签名称不能为空`, a colour
 * `#rgb`/`#rrggbb` or a colour name); its creator or the super admin renames or deletes it
 * (`没有权限` for others: a shared label is not anyone's to take away); a label a task still
 * carries is not deleted (`使用中的标签不能删除`, the original's rule). taskLabel/getTaskList: the
 * tasks carrying a label that the caller may see, grouped by project (office tasks: workId 0,
 * `办公任务`).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalInt, optionalText, type Params, requireInt, requireText } from '../http/params.ts';
import { type TaskViewer, visibleTasks } from './taskAccess.ts';
import { taskRows } from './taskRows.ts';

export const LABEL_GONE = '标签不存在';
export const OA_WORK_NAME = '办公任务';
/** `#rgb` / `#rrggbb` or a CSS colour name: what the colour picker sends, never markup. */
const COLOR = /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{1,20})$/;

/** The task carries the label (the GIN index on label_id answers it). */
const carries = (labelId: number) => sql<boolean>`task.label_id @> ${`{${Math.trunc(labelId)}}`}::integer[]`;

export async function labelList(db: Kysely<Database>) {
  return db.selectFrom('task_label').select(['label_id', 'name', 'create_time', 'create_user_id', 'status', 'color']).orderBy('label_id').execute();
}

async function findLabel(db: Kysely<Database>, labelId: number) {
  const label = await db.selectFrom('task_label').select(['label_id', 'name', 'create_time', 'create_user_id', 'status', 'color'])
    .where('label_id', '=', labelId).executeTakeFirst();
  if (!label) throw new BusinessError(LABEL_GONE);
  return { ...label, create_user_id: Number(label.create_user_id) };
}

export async function labelById(db: Kysely<Database>, params: Params) {
  return findLabel(db, requireInt(params, 'labelId', '标签'));
}

/** The label, when the viewer may change it (its creator, the super admin). */
async function ownLabel(db: Kysely<Database>, viewer: TaskViewer, labelId: number) {
  const label = await findLabel(db, labelId);
  if (!viewer.superAdmin && label.create_user_id !== viewer.userId) throw new BusinessError('没有权限');
  return label;
}

export async function setLabel(db: Kysely<Database>, viewer: TaskViewer, params: Params): Promise<void> {
  const labelId = optionalInt(params, 'labelId', '标签');
  if (labelId !== undefined) await ownLabel(db, viewer, labelId);
  const name = requireText(params, 'name', '标签名称', 50);
  const color = optionalText(params, 'color', '颜色', 20) || null;
  if (color && !COLOR.test(color)) throw new BusinessError('颜色格式不正确');
  if (labelId === undefined) {
    await db.insertInto('task_label').values({ name, color, create_user_id: viewer.userId, create_time: new Date(), status: 1 }).execute();
  } else {
    await db.updateTable('task_label').set({ name, color }).where('label_id', '=', labelId).execute();
  }
}

export async function deleteLabel(db: Kysely<Database>, viewer: TaskViewer, params: Params): Promise<void> {
  const labelId = requireInt(params, 'labelId', '标签');
  await db.transaction().execute(async (trx) => {
    await ownLabel(trx, viewer, labelId);
    // the label row locked (a save naming it holds it FOR SHARE): no task takes it between the check and the delete
    await trx.selectFrom('task_label').select('label_id').where('label_id', '=', labelId).forUpdate().execute();
    const used = await trx.selectFrom('task').select('task_id').where(carries(labelId)).limit(1).executeTakeFirst();
    if (used) throw new BusinessError('使用中的标签不能删除');
    await trx.deleteFrom('task_label').where('label_id', '=', labelId).execute();
  });
}

export async function labelTasks(db: Kysely<Database>, viewer: TaskViewer, params: Params) {
  const label = await findLabel(db, requireInt(params, 'labelId', '标签'));
  const rows = await db.selectFrom('task').selectAll('task').where(visibleTasks(viewer))
    .where(carries(label.label_id))
    .where('task.is_archive', '=', 0)
    .orderBy('task.create_time', 'desc').orderBy('task.task_id', 'desc').execute();
  if (!rows.length) return [];
  const workIds = [...new Set(rows.map((row) => row.work_id).filter((id) => id !== 0))];
  const works = workIds.length ? await db.selectFrom('work').select(['work_id', 'name']).where('work_id', 'in', workIds).execute() : [];
  const names = new Map<number, string>([[0, OA_WORK_NAME], ...works.map((work) => [work.work_id, work.name] as [number, string])]);
  const list = await taskRows(db, rows);
  // Grouped by project, office tasks first, then projects in the order they were made.
  return [...new Set(rows.map((row) => row.work_id))].sort((a, b) => a - b)
    .map((workId) => ({ workId, workName: names.get(workId) ?? '', list: list.filter((row) => row.work_id === workId) }));
}
