// Office tasks' calls (contract 10.5) and OaRecord/queryTask (10.4), as the admin, so the generated
// security checks (tests/security) send the same ids as another user. The cases make, once per run
// (memoised per app) through task/setTask itself, the admin's task with a label, a subtask, 张伟
// as main user, 刘洋 as member and the fixture's customer linked, whatever the demo data holds (李娜 has no part
// in it and is nobody's superior: the record-level security pass sends its ids as her).
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import type { Fixture } from '../fixture.ts';
import { ok, page } from '../shape.ts';

export const USER_BRIEF = { userId: 'int', realname: 'string', img: 'string?' };
const LABEL = { labelId: 'int', name: 'string', createTime: 'datetime', createUserId: 'int', status: 'int', color: 'string?' };

/** task/queryTaskList's row: the task's columns + the contract's extra keys (also work/* rows, work.ts). */
export const TASK_ROW = {
  taskId: 'int', name: 'string', createUserId: 'int', mainUserId: 'int?', ownerUserId: 'string', createTime: 'datetime', updateTime: 'datetime',
  status: 'int', classId: 'int', labelId: 'string', description: 'string?', pid: 'int', startTime: 'datetime?', stopTime: 'datetime?', priority: 'int',
  workId: 'int', isTop: 'int', isOpen: 'int', orderNum: 'int', topOrderNum: 'int', archiveTime: 'datetime?', ishidden: 'int', hiddenTime: 'datetime?',
  batchId: 'string?', isArchive: 'int',
  commentCount: 'int', childWCCount: 'int', childAllCount: 'int', fileCount: 'int', relationCount: 'int', isEnd: 'int',
  mainUser: USER_BRIEF, createUser: USER_BRIEF, ownerUserList: [USER_BRIEF], labelList: [{ labelId: 'int', labelName: 'string', color: 'string?' }],
};

/** task/queryTaskInfo: the row, its stop time as a day, linked records, files, subtasks. */
const DETAIL_BASE = {
  ...TASK_ROW, stopTime: 'date?', workName: 'string?',
  customerList: [{ customerId: 'int', customerName: 'string' }], contactsList: [{ contactsId: 'int', name: 'string' }],
  businessList: [{ businessId: 'int', businessName: 'string' }], contractList: [{ contractId: 'int', contractName: 'string', num: 'string' }],
  img: ['any'], file: ['any'], permission: { isUpdate: 'int', isDelete: 'int' },
};

interface Made { taskId: number; labelId: number }
const made = new WeakMap<TestApp, Promise<Made>>();

async function make(fx: Fixture, t: TestApp): Promise<Made> {
  const token = fx.tokens.admin!;
  const labelled = await t.call('taskLabel/setLabel', { name: '合同任务标签', color: '#3a7bd5' }, token);
  if (labelled.code !== 0) throw new Error(`taskLabel/setLabel refused: ${labelled.msg}`);
  const { label_id: labelId } = await t.db.selectFrom('task_label').select('label_id').orderBy('label_id', 'desc').limit(1).executeTakeFirstOrThrow();
  const saved = await t.call('task/setTask', {
    name: '整理客户合同', description: '季度末前完成', mainUserId: fx.users.manager, ownerUserId: String(fx.users.sales2), labelId: String(labelId),
    startTime: '2026-03-01 09:00:00', stopTime: '2026-03-31', priority: 2, customerIds: String(fx.customerId),
  }, token);
  if (saved.code !== 0) throw new Error(`task/setTask refused: ${saved.msg}`);
  const taskId = saved.data.taskId as number;
  const child = await t.call('task/setTask', { name: '核对合同金额', pid: taskId, mainUserId: fx.users.admin }, token);
  if (child.code !== 0) throw new Error(`task/setTask (subtask) refused: ${child.msg}`);
  return { taskId, labelId };
}

const task = (fx: Fixture, t: TestApp) => {
  if (!made.has(t)) made.set(t, make(fx, t));
  return made.get(t)!;
};

export const oaTaskCases: ContractCase[] = [
  {
    url: 'task/queryTaskList', see: '10.5', params: async (fx, t) => (await task(fx, t), {}),
    answer: ok(page(TASK_ROW)), paged: { all: ok([TASK_ROW]) },
  },
  {
    url: 'task/queryTaskInfo', see: '10.5', params: async (fx, t) => ({ taskId: (await task(fx, t)).taskId }),
    answer: ok({ ...DETAIL_BASE, childTask: [DETAIL_BASE] }),
  },
  {
    url: 'task/queryWorkTaskLog', see: '10.5', params: async (fx, t) => ({ taskId: (await task(fx, t)).taskId }),
    answer: ok([{ logId: 'int', content: 'string', createTime: 'datetime', img: 'string?', realname: 'string' }]),
  },
  {
    url: 'task/queryTaskRelation', see: '10.5', params: async (fx, t) => (await task(fx, t), { customerIds: fx.customerId }),
    answer: ok(page(TASK_ROW)), paged: { all: ok([TASK_ROW]) },
  },
  { url: 'taskLabel/getLabelList', see: '10.5', params: async (fx, t) => (await task(fx, t), {}), answer: ok([LABEL]) },
  { url: 'taskLabel/queryById', see: '10.5', params: async (fx, t) => ({ labelId: (await task(fx, t)).labelId }), answer: ok(LABEL) },
  {
    url: 'taskLabel/getTaskList', see: '10.5', params: async (fx, t) => ({ labelId: (await task(fx, t)).labelId }),
    answer: ok([{ workId: 'int', workName: 'string', list: [TASK_ROW] }]),
  },
  {
    url: 'OaRecord/queryTask', see: '10.4', as: 'manager', params: async (fx, t) => (await task(fx, t), {}),
    answer: ok([{ taskId: 'int', name: 'string', createTime: 'datetime', stopTime: 'datetime?', priority: 'int' }]),
  },

  // writes
  {
    url: 'task/setTask', see: '10.5', write: true,
    params: async (fx, t) => ({ taskId: (await task(fx, t)).taskId, name: '整理客户合同（加急）', priority: 3 }),
    answer: ok(),
  },
  {
    url: 'task/saveTaskRelation', see: '10.5', write: true,
    params: async (fx, t) => ({ taskId: (await task(fx, t)).taskId, customerIds: String(fx.customerId), businessIds: String(fx.businessId) }),
    answer: ok(),
  },
  {
    url: 'task/deleteTask', see: '10.5', write: true,
    params: async (fx, t) => {
      const saved = await t.call('task/setTask', { name: '待删除的任务' }, fx.tokens.admin!);
      return { taskId: saved.data.taskId as number };
    },
    answer: ok(),
  },
  {
    url: 'taskLabel/setLabel', see: '10.5', write: true,
    params: async (fx, t) => ({ labelId: (await task(fx, t)).labelId, name: '合同任务标签', color: '#8e6fd8' }),
    answer: ok(),
  },
  {
    url: 'taskLabel/deleteLabel', see: '10.5', write: true,
    params: async (fx, t) => {
      await t.call('taskLabel/setLabel', { name: '待删除的标签', color: 'red' }, fx.tokens.admin!);
      return { labelId: (await t.db.selectFrom('task_label').select('label_id').orderBy('label_id', 'desc').limit(1).executeTakeFirstOrThrow()).label_id };
    },
    answer: ok(),
  },
];
