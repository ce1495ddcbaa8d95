// Project management's calls (contract 11), as the admin, so the generated security checks
// (tests/security) send the same ids as another user. The cases make, once per run (memoised per
// app), the admin's PRIVATE project with 张伟 (管理) and 刘洋 (编辑) as members: 李娜 is no member
// and no project admin, so the record-level pass sends its ids as her and must be refused. In it:
// a labelled task due in March 2031 with a file, a completed task archived, a task in the trash;
// and a second project, archived. Writes make what they destroy.
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import type { Fixture } from '../fixture.ts';
import { ok, page } from '../shape.ts';
import { TASK_ROW, USER_BRIEF } from './oaTask.ts';

const WORK = {
  workId: 'int', name: 'string', status: 'int', createTime: 'datetime', createUserId: 'int', description: 'string?', color: 'string?',
  isOpen: 'int', ownerUserId: 'string', archiveTime: 'datetime?', deleteTime: 'datetime?', batchId: 'string?',
};
const MEMBER = { ...USER_BRIEF, roleId: 'int', roleName: 'string', isCreator: 'int' };
const BOARD_ROW = { ...TASK_ROW, className: 'string', classOrder: 'int' };
const NAMED_ROW = { ...TASK_ROW, workName: 'string?' };
const FIGURES = { allCount: 'int', complete: 'int', undone: 'int', overdue: 'int', archive: 'int', completionRate: 'number', overdueRate: 'number' };
const FILE = {
  fileId: 'int', name: 'string', size: 'string', bytes: 'int', createUserId: 'int', createUserName: 'string', createTime: 'datetime',
  filePath: 'string', fileType: 'string', batchId: 'string',
};

interface Made { workId: number; classIds: number[]; taskId: number; archivedTaskId: number; trashedTaskId: number }
const made = new WeakMap<TestApp, Promise<Made>>();

async function call(t: TestApp, path: string, params: Record<string, unknown>, token: string) {
  const answer = await t.call(path, params, token);
  if (answer.code !== 0) throw new Error(`${path} refused: ${answer.msg}`);
  return answer;
}

async function make(fx: Fixture, t: TestApp): Promise<Made> {
  const token = fx.tokens.admin!;
  const saved = await call(t, 'work/setWork', { name: '合同项目', description: '签约流程改进', isOpen: 0, ownerUserId: `${fx.users.manager},${fx.users.sales2}` }, token);
  const workId = saved.work.workId as number;
  const classes = await t.db.selectFrom('work_task_class').select('class_id').where('work_id', '=', workId).orderBy('order_num').execute();
  const classIds = classes.map((row) => row.class_id);
  await call(t, 'taskLabel/setLabel', { name: '项目标签', color: '#53D397' }, token);
  const { label_id: labelId } = await t.db.selectFrom('task_label').select('label_id').orderBy('label_id', 'desc').limit(1).executeTakeFirstOrThrow();
  const task = async (name: string, extra: Record<string, unknown> = {}) =>
    (await call(t, 'task/setTask', { workId, classId: classIds[0], name, ...extra }, token)).data.taskId as number;
  const taskId = await task('起草合同模板', { labelId: String(labelId), stopTime: '2031-03-15', mainUserId: fx.users.admin, ownerUserId: String(fx.users.sales2) });
  const { batch_id: batchId } = await t.db.selectFrom('task').select('batch_id').where('task_id', '=', taskId).executeTakeFirstOrThrow();
  await t.db.insertInto('admin_file').values({
    name: '合同模板.docx', size: 4096, create_user_id: fx.users.admin, create_time: new Date(), path: 'contract/合同模板.docx',
    file_path: '/api/uploads/contract/合同模板.docx', file_type: 'file', batch_id: batchId!,
  }).execute();
  await task('审阅条款');
  const archivedTaskId = await task('已完成的调研');
  await call(t, 'task/setTask', { taskId: archivedTaskId, status: 5 }, token);
  await call(t, 'task/archiveByTaskId', { taskId: archivedTaskId }, token);
  const trashedTaskId = await task('作废的任务');
  await call(t, 'task/deleteTask', { taskId: trashedTaskId }, token);
  const old = await call(t, 'work/setWork', { name: '去年的项目' }, token);
  await call(t, 'work/setWork', { workId: old.work.workId, status: 3 }, token);
  return { workId, classIds, taskId, archivedTaskId, trashedTaskId };
}

const project = (fx: Fixture, t: TestApp) => {
  if (!made.has(t)) made.set(t, make(fx, t));
  return made.get(t)!;
};

/** A project of the admin's of its own, for a write that removes or changes something whole. */
async function spareProject(fx: Fixture, t: TestApp, form: Record<string, unknown> = {}) {
  const saved = await call(t, 'work/setWork', { name: '临时项目', ...form }, fx.tokens.admin!);
  const workId = saved.work.workId as number;
  const classes = await t.db.selectFrom('work_task_class').select('class_id').where('work_id', '=', workId).orderBy('order_num').execute();
  return { workId, classIds: classes.map((row) => row.class_id) };
}

async function spareTask(fx: Fixture, t: TestApp, name: string) {
  const { workId, classIds } = await project(fx, t);
  return (await call(t, 'task/setTask', { workId, classId: classIds[1], name }, fx.tokens.admin!)).data.taskId as number;
}

export const workCases: ContractCase[] = [
  { url: 'work/queryWorkNameList', see: '11', params: async (fx, t) => (await project(fx, t), {}), answer: ok([WORK]) },
  {
    url: 'work/getWorkById', see: '11', params: async (fx, t) => ({ workId: (await project(fx, t)).workId }),
    answer: ok({
      ...WORK, ownerUserList: [MEMBER], permission: { isUpdate: 'int' },
      authList: { work: { task: { save: 'boolean' }, taskClass: { save: 'boolean', update: 'boolean', delete: 'boolean' }, work: { update: 'boolean' } } },
    }),
  },
  {
    url: 'work/queryTaskByWorkId', see: '11', params: async (fx, t) => ({ workId: (await project(fx, t)).workId }),
    answer: ok([{ classId: 'int', className: 'string', count: 'int', list: [BOARD_ROW] }]),
  },
  {
    url: 'work/queryTaskFileByWorkId', see: '11', params: async (fx, t) => ({ workId: (await project(fx, t)).workId }),
    answer: ok(page(FILE)), paged: { all: ok([FILE]) },
  },
  {
    url: 'work/queryArchiveWorkList', see: '11', params: async (fx, t) => (await project(fx, t), {}),
    answer: ok(page(WORK)), paged: { all: ok([WORK]) },
  },
  {
    url: 'work/workStatistics', see: '11', params: async (fx, t) => ({ workId: (await project(fx, t)).workId }),
    answer: ok({
      workId: 'int', workName: 'string', ...FIGURES,
      memberTaskStatistics: [{ userId: 'int?', realname: 'string?', img: 'string?', ...FIGURES }],
      classStatistics: [{ classId: 'int', className: 'string', ...FIGURES }],
      labelStatistics: [{ labelId: 'int', name: 'string', color: 'string?', ...FIGURES }],
      ownerList: [MEMBER],
    }),
  },
  { url: 'work/queryOwnerRoleList', see: '11', params: async (fx, t) => ({ workId: (await project(fx, t)).workId }), answer: ok([MEMBER]) },
  { url: 'work/queryRoleList', see: '11', answer: ok([{ roleId: 'int', roleName: 'string', remark: 'string?', label: 'int?' }]) },
  {
    url: 'work/archList', see: '11', params: async (fx, t) => ({ workId: (await project(fx, t)).workId }),
    answer: ok([{ ...TASK_ROW, workName: 'string' }]),
  },
  {
    url: 'workbench/myTask', see: '11', params: async (fx, t) => (await project(fx, t), {}),
    answer: ok([{ title: 'string', isTop: 'int', count: 'int', list: [NAMED_ROW] }]),
  },
  {
    url: 'workbench/dateList', see: '11', params: async (fx, t) => (await project(fx, t), { startTime: '2031-03-01', endTime: '2031-03-31' }),
    answer: ok([NAMED_ROW]),
  },
  { url: 'workTrash/queryList', see: '11', params: async (fx, t) => (await project(fx, t), {}), answer: ok([NAMED_ROW]) },

  // writes
  {
    url: 'work/setWork', see: '11', write: true,
    params: async (fx, t) => ({ workId: (await project(fx, t)).workId, name: '合同项目（二期）', color: '#3E84E9' }),
    answer: { code: 'int', data: [MEMBER], work: WORK },
  },
  {
    url: 'work/setOwnerRole', see: '11', write: true,
    params: async (fx, t) => ({ workId: (await project(fx, t)).workId, list: [{ userId: fx.users.sales2, roleId: 14 }] }),
    answer: ok([MEMBER]),
  },
  {
    url: 'task/setTaskClass', see: '11', write: true,
    params: async (fx, t) => ({ workId: (await project(fx, t)).workId, name: '待验收' }), answer: ok(),
  },
  {
    url: 'work/updateOrder', see: '11', write: true,
    params: async (fx, t) => {
      const { classIds, taskId } = await project(fx, t);
      return { toId: classIds[1], toList: [taskId], fromId: classIds[0], fromList: [] };
    },
    answer: ok(),
  },
  {
    url: 'work/updateClassOrder', see: '11', write: true,
    params: async (fx, t) => {
      const { workId, classIds } = await project(fx, t);
      return { workId, classIds: [classIds[1], classIds[0], classIds[2]] };
    },
    answer: ok(),
  },
  { url: 'work/archiveTask', see: '11', write: true, params: async (fx, t) => ({ classId: (await project(fx, t)).classIds[2] }), answer: ok() },
  { url: 'work/activation', see: '11', write: true, params: async (fx, t) => ({ taskId: (await project(fx, t)).archivedTaskId }), answer: ok() },
  { url: 'task/archiveByTaskId', see: '11', write: true, params: async (fx, t) => ({ taskId: await spareTask(fx, t, '归档一个') }), answer: ok() },
  {
    url: 'workbench/updateTop', see: '11', write: true,
    params: async (fx, t) => ({ fromTopId: 0, fromList: [], toTopId: 1, toList: [(await project(fx, t)).taskId] }), answer: ok(),
  },
  { url: 'workTrash/restore', see: '11', write: true, params: async (fx, t) => ({ taskId: (await project(fx, t)).trashedTaskId }), answer: ok() },
  {
    url: 'workTrash/deleteTask', see: '11', write: true,
    params: async (fx, t) => {
      const taskId = await spareTask(fx, t, '彻底删除');
      await call(t, 'task/deleteTask', { taskId }, fx.tokens.admin!);
      return { taskId };
    },
    answer: ok(),
  },
  {
    url: 'work/deleteTaskList', see: '11', write: true,
    params: async (fx, t) => {
      const { workId, classIds } = await spareProject(fx, t);
      return { workId, classId: classIds[2] };
    },
    answer: ok(),
  },
  {
    url: 'work/removeWorkOwnerUser', see: '11', write: true,
    params: async (fx, t) => ({ workId: (await spareProject(fx, t, { ownerUserId: String(fx.users.finance) })).workId, ownerUserId: fx.users.finance }),
    answer: ok(),
  },
  {
    url: 'work/leave', see: '11', write: true,
    params: async (fx, t) => {
      // a project of 张伟's with the admin as a member: the admin leaves it
      const saved = await call(t, 'work/setWork', { name: '张伟的项目', ownerUserId: String(fx.users.admin) }, fx.tokens.manager!);
      return { workId: saved.work.workId as number };
    },
    answer: ok(),
  },
  { url: 'work/deleteWork', see: '11', write: true, params: async (fx, t) => ({ workId: (await spareProject(fx, t)).workId }), answer: ok() },
];
