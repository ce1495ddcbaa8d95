// Office tasks 任务 (contract 10.5, 10.4 OaRecord/queryTask, 8.3 taskNum): every call; who sees a
// task (its creator, main user and members, their superiors up the reporting line, the super admin)
// and who changes it (its people and the super admin: anyone else is answered `任务不存在！` as for a
// missing task, nothing written); the list's filters and the subordinate rule; subtasks; the trash;
// labels; the activity lines; the feed row; the overdue job run directly with a fixed clock.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/database.ts';
import { claimJobRun } from '../../server/db/clusterJobs.ts';
import { runTaskOverdueJob, TASK_OVERDUE_JOB_NAME } from '../../server/task/taskOverdueJob.ts';
import { taskRows } from '../../server/task/taskRows.ts';
import { toClientJson } from '../../server/http/serialize.ts';
import { type ApiBody, createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';
import { createCustomer } from './crmActivityHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let sales2: string;
let finance: string;
let salesCustomer: number;
let managerCustomer: number;

const { admin: ADMIN, manager: MANAGER, sales: SALES, sales2: SALES2, finance: FINANCE } = SEED_USER;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, sales2, finance] = await Promise.all(['admin', 'manager', 'sales', 'sales2', 'finance'].map((u) => t.login(u)));
  const customer = (token: string, name: string) => createCustomer(t, token, name);
  salesCustomer = await customer(sales, '李娜的任务客户');
  managerCustomer = await customer(manager, '张伟的任务客户');
});
afterAll(async () => { await t?.close(); });

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const inDays = (n: number) => { const d = new Date(); return dayOf(new Date(d.getFullYear(), d.getMonth(), d.getDate() + n)); };

async function add(token: string, form: Record<string, unknown>): Promise<number> {
  const answer = await t.call('task/setTask', form, token);
  if (answer.code !== 0) throw new Error(`task/setTask: ${answer.msg}`);
  return answer.data.taskId as number;
}

const info = (token: string, taskId: number) => t.call('task/queryTaskInfo', { taskId }, token);
const list = (token: string, form: Record<string, unknown> = {}) => t.call('task/queryTaskList', { limit: 100, ...form }, token);
const listedIds = async (token: string, form: Record<string, unknown> = {}) => {
  const answer = await list(token, form);
  expect(answer.code, answer.msg).toBe(0);
  return (answer.data.list as Array<{ taskId: number }>).map((row) => row.taskId);
};
const logLines = async (token: string, taskId: number) => ((await t.call('task/queryWorkTaskLog', { taskId }, token)).data as Array<{ content: string }>).map((l) => l.content);

async function counts() {
  const tables = ['task', 'task_relation', 'task_label', 'work_task_log', 'oa_action_record'] as const;
  const values = await Promise.all(tables.map((table) => t.db.selectFrom(table as 'task').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n))));
  return Object.fromEntries(tables.map((table, i) => [table, values[i]]));
}

async function label(token: string, name: string, color = '#e5534b'): Promise<number> {
  const answer = await t.call('taskLabel/setLabel', { name, color }, token);
  expect(answer.code, answer.msg).toBe(0);
  const row = await t.db.selectFrom('task_label').select('label_id').where('name', '=', name).orderBy('label_id', 'desc').executeTakeFirstOrThrow();
  return row.label_id;
}

describe('the create/edit form (field/queryField label 14)', () => {
  it('offers 标签 as the shared labels, each shown by name and held by id (names may repeat or hold commas)', async () => {
    const first = await label(manager, '客户A,B');
    const second = await label(sales, '客户A,B', '#3E84E9');
    const form = await t.call('field/queryField', { label: 14 }, sales);
    expect(form.code, form.msg).toBe(0);
    const fields = form.data as Array<{ fieldName: string; formType: string; setting: Array<{ name: string; value: string }>; value: unknown }>;
    const labels = fields.find((f) => f.fieldName === 'labelId')!;
    expect(labels).toMatchObject({ name: '标签', formType: 'checkbox' });
    expect(labels.setting).toEqual(expect.arrayContaining([
      { name: '客户A,B', value: String(first), color: '#e5534b' }, { name: '客户A,B', value: String(second), color: '#3E84E9' },
    ]));
    const taskId = await add(sales, { name: '带两个标签的任务', labelId: `${first},${second}` });
    const edit = await t.call('field/queryField', { label: 14, id: taskId }, sales);
    const values = Object.fromEntries((edit.data as typeof fields).map((f) => [f.fieldName, f.value]));
    expect(values.labelId).toEqual([String(first), String(second)]);
    expect((await info(sales, taskId)).data.labelList.map((l: { labelId: number }) => l.labelId)).toEqual([first, second]);
  });
});

describe('a new task', () => {
  it('is saved with its people, labels, links, activity line and feed row, and answered in the contract\'s shape', async () => {
    const labelId = await label(manager, '重要');
    const answer = await t.call('task/setTask', {
      name: '准备季度报价', description: '汇总三家供应商报价', mainUserId: SALES, ownerUserId: `${SALES2}`, labelId: String(labelId),
      startTime: '2026-03-01 09:00:00', stopTime: '2026-03-20', priority: 3, customerIds: String(managerCustomer),
    }, manager);
    expect(answer.code, answer.msg).toBe(0);
    const taskId = answer.data.taskId as number;
    expect(answer.data).toMatchObject({ name: '准备季度报价', status: 1, workId: 0, pid: 0, mainUserId: SALES, createUserId: MANAGER, stopTime: '2026-03-20 23:59:59' });

    const detail = await info(manager, taskId);
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({
      taskId, name: '准备季度报价', description: '汇总三家供应商报价', status: 1, priority: 3, workId: 0, workName: null,
      ownerUserId: `,${SALES2},${MANAGER},`, labelId: `,${labelId},`, stopTime: '2026-03-20', startTime: '2026-03-01 09:00:00',
      mainUser: { userId: SALES, realname: '李娜' }, createUser: { userId: MANAGER, realname: '张伟' },
      ownerUserList: [{ userId: SALES2, realname: '刘洋' }, { userId: MANAGER, realname: '张伟' }],
      labelList: [{ labelId, labelName: '重要', color: '#e5534b' }],
      customerList: [{ customerId: managerCustomer, customerName: '张伟的任务客户' }], contactsList: [], businessList: [], contractList: [],
      img: [], file: [], childTask: [], commentCount: 0, childWCCount: 0, childAllCount: 0, fileCount: 0, relationCount: 1, isEnd: 1,
      permission: { isUpdate: 1, isDelete: 1 },
    });
    expect(typeof detail.data.batchId).toBe('string');
    expect(await logLines(manager, taskId)).toEqual(['添加了新任务 准备季度报价']);
    const feed = await t.db.selectFrom('oa_action_record').selectAll().where('type', '=', 4).where('action_id', '=', taskId).executeTakeFirstOrThrow();
    expect(feed).toMatchObject({ user_id: MANAGER, content: '添加了任务', join_user_ids: `,${SALES},${SALES2},${MANAGER},` });
  });

  it('is refused with a message naming the field, nothing written', async () => {
    const before = await counts();
    const refused = async (form: Record<string, unknown>, msg: string, token = manager) => {
      const answer = await t.call('task/setTask', { name: '例行任务', ...form }, token);
      expect(answer, JSON.stringify(form)).toMatchObject({ code: 500, msg });
    };
    await refused({ name: '' }, '任务名称不能为空');
    await refused({ name: '   ' }, '任务名称不能为空');
    await refused({ name: '长'.repeat(101) }, '任务名称不能超过100个字符');
    await refused({ startTime: '2026-03-05 10:00:00', stopTime: '2026-03-04 10:00:00' }, '开始时间不能大于结束时间');
    await refused({ stopTime: '2026-02-30' }, '结束时间格式不正确');
    await refused({ startTime: '明天' }, '开始时间格式不正确');
    await refused({ mainUserId: 99999 }, '负责人不存在或已停用');
    await refused({ ownerUserId: '99999' }, '参与人不存在或已停用');
    await refused({ ownerUserId: 'abc' }, '参与人格式不正确');
    await refused({ labelId: '99999' }, '标签不存在');
    await refused({ status: 4 }, '任务状态格式不正确');
    await refused({ priority: 7 }, '优先级格式不正确');
    await refused({ workId: 3 }, '项目不存在！');
    await refused({ pid: 999999 }, '任务不存在！');
    await refused({ taskId: 999999 }, '任务不存在！');
    // a linked record must be readable by the creator: finance (本人) does not read 张伟's customer
    const linked = await t.call('task/setTask', { name: '例行任务', customerIds: managerCustomer }, finance);
    expect(linked.code).toBe(500);
    expect(linked.msg).toMatch(/没有权限|无权|不存在/);
    expect(await counts()).toEqual(before);
  });
});

describe('who sees and who changes a task', () => {
  let taskId: number;
  beforeAll(async () => {
    // 刘洋 (reports to 张伟, who reports to admin) creates a task for himself with nobody else
    taskId = await add(sales2, { name: '刘洋的私事', stopTime: inDays(10) });
  });

  it('shows it to its people and their superiors, to nobody else', async () => {
    expect((await info(sales2, taskId)).data.permission).toEqual({ isUpdate: 1, isDelete: 1 });
    // 张伟 (his superior) reads it, without the right to change it; the super admin does both
    expect((await info(manager, taskId)).data.permission).toEqual({ isUpdate: 0, isDelete: 0 });
    expect((await info(admin, taskId)).data.permission).toEqual({ isUpdate: 1, isDelete: 1 });
    // a colleague and another department: as if it did not exist
    for (const token of [sales, finance]) {
      expect(await info(token, taskId)).toMatchObject({ code: 500, msg: '任务不存在！' });
      expect(await t.call('task/queryWorkTaskLog', { taskId }, token)).toMatchObject({ code: 500, msg: '任务不存在！' });
    }
  });

  it('refuses every change from anyone but its people and the super admin, nothing written', async () => {
    const before = await counts();
    for (const token of [manager, sales, finance]) {
      expect(await t.call('task/setTask', { taskId, name: '改名' }, token)).toMatchObject({ code: 500, msg: '任务不存在！' });
      expect(await t.call('task/setTask', { taskId, status: 5 }, token)).toMatchObject({ code: 500, msg: '任务不存在！' });
      expect(await t.call('task/deleteTask', { taskId }, token)).toMatchObject({ code: 500, msg: '任务不存在！' });
      expect(await t.call('task/saveTaskRelation', { taskId, customerIds: '' }, token)).toMatchObject({ code: 500, msg: '任务不存在！' });
      expect(await t.call('task/setTask', { pid: taskId, name: '子任务' }, token)).toMatchObject({ code: 500, msg: '任务不存在！' });
    }
    expect(await counts()).toEqual(before);
    expect((await t.db.selectFrom('task').select('name').where('task_id', '=', taskId).executeTakeFirstOrThrow()).name).toBe('刘洋的私事');
  });

  it('lets a member change it once added, and the super admin', async () => {
    await t.call('task/setTask', { taskId, ownerUserId: `${SALES2},${SALES}` }, sales2);
    expect((await t.call('task/setTask', { taskId, description: '李娜帮忙' }, sales)).code).toBe(0);
    expect((await t.call('task/setTask', { taskId, priority: 2 }, admin)).code).toBe(0);
    expect(await logLines(sales2, taskId)).toEqual(['将优先级修改为：中', '将任务描述修改为：李娜帮忙', '添加 李娜 参与任务', '添加了新任务 刘洋的私事']);
  });
});

describe('editing, completing and reopening', () => {
  it('changes only what the form sends, one activity line per change', async () => {
    const [a, b] = [await label(sales, '客户'), await label(sales, '内部')];
    const taskId = await add(sales, { name: '整理合同', labelId: String(a), mainUserId: SALES, ownerUserId: String(FINANCE), customerIds: String(salesCustomer) });
    expect((await t.call('task/setTask', { taskId, name: '整理并归档合同' }, sales)).code).toBe(0);
    const renamed = (await info(sales, taskId)).data;
    expect(renamed).toMatchObject({ name: '整理并归档合同', mainUserId: SALES, labelId: `,${a},`, relationCount: 1, customerList: [{ customerId: salesCustomer }] });
    expect((await t.call('task/setTask', {
      taskId, mainUserId: SALES2, labelId: String(b), ownerUserId: String(SALES), startTime: '2026-05-01', stopTime: '2026-05-08 18:00',
    }, sales)).code).toBe(0);
    expect((await t.call('task/setTask', { taskId, status: 5 }, sales)).code).toBe(0);
    expect((await info(sales, taskId)).data).toMatchObject({ status: 5, isEnd: 0, mainUserId: SALES2, ownerUserId: `,${SALES},` });
    expect((await t.call('task/setTask', { taskId, status: 1 }, sales)).code).toBe(0);
    expect(await logLines(sales, taskId)).toEqual([
      '重新打开了任务',
      '完成了任务',
      `将 王芳 从任务中移除`,
      '删除了标签 客户',
      '添加了标签 内部',
      '将负责人修改为：刘洋',
      '将结束时间修改为：2026-05-08 18:00:00',
      '将开始时间修改为：2026-05-01 00:00:00',
      '将任务名称修改为：整理并归档合同',
      '添加了新任务 整理合同',
    ]);
    // the feed row follows its audience
    const feed = await t.db.selectFrom('oa_action_record').select('join_user_ids').where('type', '=', 4).where('action_id', '=', taskId).executeTakeFirstOrThrow();
    expect(feed.join_user_ids).toBe(`,${SALES2},${SALES},`);
    // an edit's stop before the stored start is refused, nothing written
    expect(await t.call('task/setTask', { taskId, stopTime: '2026-04-01' }, sales)).toMatchObject({ code: 500, msg: '开始时间不能大于结束时间' });
    // the linked records are replaced by saveTaskRelation
    expect((await t.call('task/saveTaskRelation', { taskId, customerIds: '' }, sales)).code).toBe(0);
    expect((await info(sales, taskId)).data).toMatchObject({ relationCount: 0, customerList: [] });
    expect((await logLines(sales, taskId))[0]).toBe('修改了关联业务');
  });
});

describe('subtasks and the trash', () => {
  it('adds, completes and deletes subtasks under a task, and trashes the task', async () => {
    const parent = await add(sales, { name: '筹备展会' });
    const child1 = await add(sales, { name: '订展位', pid: parent, mainUserId: SALES2 });
    const child2 = await add(sales, { name: '印资料', pid: parent });
    expect(await t.call('task/setTask', { name: '孙任务', pid: child1 }, sales)).toMatchObject({ code: 500, msg: '子任务不能再添加子任务' });
    // the subtask's main user may change it (its own people), and 刘洋 sees the parent through it? no: a subtask's people do not open the parent
    expect((await t.call('task/setTask', { taskId: child1, status: 5 }, sales2)).code).toBe(0);
    expect(await info(sales2, parent)).toMatchObject({ code: 500, msg: '任务不存在！' });
    const detail = (await info(sales, parent)).data;
    expect(detail).toMatchObject({ childWCCount: 1, childAllCount: 2 });
    expect(detail.childTask.map((c: { taskId: number; status: number }) => [c.taskId, c.status])).toEqual([[child1, 5], [child2, 1]]);
    expect(await logLines(sales, parent)).toEqual(['添加了子任务 印资料', '添加了子任务 订展位', '添加了新任务 筹备展会']);
    // only top-level tasks are listed
    const ids = await listedIds(sales);
    expect(ids).toContain(parent);
    expect(ids).not.toContain(child1);
    // a subtask is deleted for good
    expect((await t.call('task/deleteTask', { taskId: child2 }, sales)).code).toBe(0);
    expect(await t.db.selectFrom('task').select('task_id').where('task_id', '=', child2).executeTakeFirst()).toBeUndefined();
    expect((await logLines(sales, parent))[0]).toBe('删除了子任务 印资料');
    // a top-level one goes to the trash, out of every list and call, its feed row gone
    expect((await t.call('task/deleteTask', { taskId: parent }, sales)).code).toBe(0);
    const trashed = await t.db.selectFrom('task').select(['ishidden', 'hidden_time']).where('task_id', '=', parent).executeTakeFirstOrThrow();
    expect(trashed.ishidden).toBe(1);
    expect(trashed.hidden_time).not.toBeNull();
    expect(await listedIds(sales)).not.toContain(parent);
    expect(await info(sales, parent)).toMatchObject({ code: 500, msg: '任务不存在！' });
    expect(await info(sales, child1)).toMatchObject({ code: 500, msg: '任务不存在！' });
    expect(await t.call('task/deleteTask', { taskId: parent }, sales)).toMatchObject({ code: 500, msg: '任务不存在！' });
    expect(await t.db.selectFrom('oa_action_record').select('log_id').where('type', '=', 4).where('action_id', '=', parent).executeTakeFirst()).toBeUndefined();
  });
});

describe('task/queryTaskList', () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.mine = await add(finance, { name: '报销审核', priority: 1, stopTime: inDays(0) });
    made.tomorrow = await add(finance, { name: '对账', priority: 2, stopTime: inDays(1) });
    made.week = await add(finance, { name: '月结准备', priority: 3, stopTime: inDays(5) });
    made.month = await add(finance, { name: '季度审计资料', stopTime: inDays(20) });
    made.forAdmin = await add(finance, { name: '给领导的报表', mainUserId: ADMIN });
    made.fromAdmin = await add(admin, { name: '预算编制', mainUserId: FINANCE });
    made.memberOf = await add(admin, { name: '年会筹备', mainUserId: ADMIN, ownerUserId: String(FINANCE) });
    await t.call('task/setTask', { taskId: made.tomorrow, status: 5 }, finance);
  });

  it('filters by type, status, priority, stop date and name', async () => {
    const all = await listedIds(finance);
    for (const id of Object.values(made)) expect(all).toContain(id);
    const charged = await listedIds(finance, { type: 1 });
    expect(charged).toContain(made.fromAdmin);
    expect(charged).not.toContain(made.forAdmin);
    const created = await listedIds(finance, { type: 2 });
    expect(created).toContain(made.forAdmin);
    expect(created).not.toContain(made.fromAdmin);
    const member = await listedIds(finance, { type: 3 });
    expect(member).toContain(made.memberOf);
    expect(member).toContain(made.mine); // the creator joins the members, as in the original
    expect(member).not.toContain(made.fromAdmin);
    expect(await listedIds(finance, { status: 5 })).toEqual([made.tomorrow]);
    expect(await listedIds(finance, { priority: 3 })).toEqual([made.week]);
    expect(await listedIds(finance, { date: 1 })).toEqual([made.mine]);
    expect(await listedIds(finance, { date: 2 })).toEqual([made.tomorrow]);
    expect((await listedIds(finance, { date: 3 })).sort()).toEqual([made.mine, made.tomorrow, made.week].sort());
    expect((await listedIds(finance, { date: 4 })).sort()).toEqual([made.mine, made.tomorrow, made.week, made.month].sort());
    expect(await listedIds(finance, { search: '审计' })).toEqual([made.month]);
    expect(await listedIds(finance, { search: '%' })).toEqual([]);
    // the list's statement is kept as text with its values written in: a quote stays a quote
    expect(await listedIds(finance, { search: "审计' or '1'='1" })).toEqual([]);
    expect(await listedIds(finance, { search: '审计', status: 1, priority: 0, type: 2, date: 4 })).toEqual([made.month]);
    const page = await list(finance, { limit: 2, page: 1 });
    expect(page.data).toMatchObject({ pageNumber: 1, pageSize: 2, firstPage: true });
    expect(page.data.list).toHaveLength(2);
    expect(page.data.totalRow).toBe(all.length);
    const second = await listedIds(finance, { limit: 2, page: 2 });
    expect(second).toEqual(all.slice(2, 4));
    const row = page.data.list[0];
    for (const key of ['mainUser', 'labelList', 'ownerUserList', 'childWCCount', 'childAllCount', 'fileCount', 'relationCount', 'commentCount', 'isEnd']) expect(row).toHaveProperty(key);
    expect(Array.isArray((await list(finance, { pageType: 0 })).data)).toBe(true);
    for (const [form, msg] of [[{ type: 9 }, '任务类型格式不正确'], [{ status: 4 }, '任务状态格式不正确'], [{ date: 5 }, '截止日期格式不正确'], [{ priority: 'x' }, '优先级格式不正确']] as const) {
      expect(await list(finance, form)).toMatchObject({ code: 500, msg });
    }
  });

  it('lists a subordinate\'s tasks (mold 1), refusing anyone who is not one', async () => {
    // admin's direct reports are 张伟 and 王芳; 李娜 reports to 张伟
    const subordinates = await listedIds(admin, { mold: 1 });
    expect(subordinates).toContain(made.mine);
    const ofFinance = await listedIds(admin, { mold: 1, userId: FINANCE });
    expect(ofFinance).toContain(made.month);
    expect(ofFinance).toContain(made.fromAdmin); // 王芳 is its main user
    expect(await listedIds(manager, { mold: 1, userId: SALES })).not.toContain(made.mine);
    for (const [token, userId] of [[manager, FINANCE], [sales, SALES2], [sales, MANAGER], [manager, MANAGER]] as const) {
      expect(await list(token, { mold: 1, userId })).toMatchObject({ code: 500, msg: '所选员工不是你的下属' });
    }
    expect(await listedIds(sales, { mold: 1 })).toEqual([]);
  });

  it('offers 下属的任务\'s one-subordinate choice: the caller\'s direct reports only', async () => {
    const names = async (token: string) => {
      const answer = await t.call('system/user/querySubordinateList', {}, token);
      expect(answer.code, answer.msg).toBe(0);
      return (answer.data as Array<{ userId: number; realname: string; deptName: string }>).map((u) => [u.userId, u.realname]);
    };
    expect(await names(admin)).toEqual(expect.arrayContaining([[MANAGER, '张伟'], [FINANCE, '王芳']]));
    expect((await names(admin)).map(([id]) => id)).not.toContain(SALES);
    expect((await names(manager)).map(([id]) => id).sort()).toEqual([SALES, SALES2].sort());
    expect(await names(sales)).toEqual([]);
  });
});

describe('labels', () => {
  it('adds, renames, lists, groups and deletes labels, each by its creator or the super admin', async () => {
    expect(await t.call('taskLabel/setLabel', { name: '' }, sales)).toMatchObject({ code: 500, msg: '标签名称不能为空' });
    expect(await t.call('taskLabel/setLabel', { name: '坏颜色', color: '<b>' }, sales)).toMatchObject({ code: 500, msg: '颜色格式不正确' });
    const labelId = await label(sales, '待跟进', '#3a7bd5');
    expect((await t.call('taskLabel/queryById', { labelId }, finance)).data).toMatchObject({ labelId, name: '待跟进', color: '#3a7bd5', createUserId: SALES, status: 1 });
    expect((await t.call('taskLabel/getLabelList', {}, finance)).data.some((l: { labelId: number }) => l.labelId === labelId)).toBe(true);
    expect(await t.call('taskLabel/setLabel', { labelId, name: '改名' }, finance)).toMatchObject({ code: 500, msg: '没有权限' });
    expect(await t.call('taskLabel/deleteLabel', { labelId }, finance)).toMatchObject({ code: 500, msg: '没有权限' });
    expect((await t.call('taskLabel/setLabel', { labelId, name: '待跟进客户', color: 'orange' }, sales)).code).toBe(0);
    expect(await t.call('taskLabel/queryById', { labelId: 999999 }, sales)).toMatchObject({ code: 500, msg: '标签不存在' });

    const taskId = await add(sales, { name: '回访老客户', labelId: String(labelId) });
    const hidden = await add(sales2, { name: '刘洋的标签任务', labelId: String(labelId) });
    const groups = (await t.call('taskLabel/getTaskList', { labelId }, sales)).data;
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ workId: 0, workName: '办公任务' });
    const listed = groups[0].list.map((row: { taskId: number }) => row.taskId);
    expect(listed).toContain(taskId);
    expect(listed).not.toContain(hidden); // 刘洋's task is not 李娜's to see
    expect((await t.call('taskLabel/getTaskList', { labelId }, manager)).data[0].list.map((row: { taskId: number }) => row.taskId)).toEqual(expect.arrayContaining([taskId, hidden]));

    expect(await t.call('taskLabel/deleteLabel', { labelId }, sales)).toMatchObject({ code: 500, msg: '使用中的标签不能删除' });
    await t.call('task/setTask', { taskId, labelId: '' }, sales);
    await t.call('task/setTask', { taskId: hidden, labelId: '' }, sales2);
    expect((await t.call('taskLabel/deleteLabel', { labelId }, admin)).code).toBe(0);
    expect(await t.call('taskLabel/queryById', { labelId }, sales)).toMatchObject({ code: 500, msg: '标签不存在' });
  });
});

describe('a CRM record\'s 任务 tab', () => {
  it('lists the tasks linking the record that the caller may see', async () => {
    const taskId = await add(sales, { name: '给客户寄样品', customerIds: String(salesCustomer) });
    const other = await add(admin, { name: '管理员关联的任务', customerIds: String(salesCustomer) });
    const tab = await t.call('task/queryTaskRelation', { customerIds: salesCustomer }, sales);
    expect(tab.code, tab.msg).toBe(0);
    const ids = tab.data.list.map((row: { taskId: number }) => row.taskId);
    expect(ids).toContain(taskId);
    expect(ids).not.toContain(other);
    expect(tab.data.list.find((row: { taskId: number }) => row.taskId === taskId)).toMatchObject({
      createUser: { userId: SALES }, mainUser: { userId: SALES }, ownerUserList: [{ userId: SALES }],
    });
    expect((await t.call('task/queryTaskRelation', { customerIds: salesCustomer }, admin)).data.list.map((row: { taskId: number }) => row.taskId)).toEqual(expect.arrayContaining([taskId, other]));
    // a record the caller does not read is refused
    expect((await t.call('task/queryTaskRelation', { customerIds: managerCustomer }, finance)).code).toBe(500);
    expect(await t.call('task/queryTaskRelation', {}, sales)).toMatchObject({ code: 500, msg: '关联业务不能为空' });
  });
});

describe('my open tasks: OaRecord/queryTask and taskNum', () => {
  it('count and list the open top-level tasks I lead or take part in', async () => {
    const fresh = await t.login('sales2');
    const before = (await t.call('OaBackLog/num', {}, fresh)).data.taskNum as number;
    const open = await add(manager, { name: '给刘洋的任务', mainUserId: SALES2, stopTime: '2026-12-31', priority: 2 });
    const done = await add(manager, { name: '刘洋已完成的任务', ownerUserId: String(SALES2) });
    await t.call('task/setTask', { taskId: done, status: 5 }, manager);
    await add(manager, { name: '刘洋的子任务', pid: open, mainUserId: SALES2 });
    const num = (await t.call('OaBackLog/num', {}, fresh)).data;
    expect(num.taskNum).toBe(before + 1);
    const mine = (await t.call('OaRecord/queryTask', {}, fresh)).data as Array<Record<string, unknown>>;
    expect(mine).toHaveLength(num.taskNum);
    expect(mine[0]).toEqual({ taskId: open, name: '给刘洋的任务', createTime: expect.any(String), stopTime: '2026-12-31 23:59:59', priority: 2 });
  });
});

describe('a task\'s files', () => {
  async function upload(token: string, fileName: string, fields: Record<string, string> = {}): Promise<ApiBody> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob(['bytes']), fileName);
    const response = await t.app.inject({ method: 'POST', url: '/api/file/upload', headers: { 'admin-token': token }, payload: form });
    return response.json() as ApiBody;
  }

  it('are counted and shown with the task, and follow its rules', async () => {
    // uploaded before the save (the form's own batch), then named by the new task
    const first = await upload(sales2, '方案.pdf');
    expect(first.code, first.msg).toBe(0);
    const taskId = await add(sales2, { name: '带附件的任务', batchId: first.batchId });
    const image = await upload(sales2, '现场.png', { batchId: first.batchId, type: 'img' });
    expect(image.code, image.msg).toBe(0);
    const detail = (await info(sales2, taskId)).data;
    expect(detail).toMatchObject({ batchId: first.batchId, fileCount: 2, file: [{ name: '方案.pdf' }], img: [{ name: '现场.png' }] });
    expect((await list(sales2)).data.list.find((row: { taskId: number }) => row.taskId === taskId).fileCount).toBe(2);
    // 张伟 (his superior) reads them; 李娜 neither reads nor adds
    expect((await t.call('file/queryByBatchId', { batchId: first.batchId }, manager)).data).toHaveLength(2);
    expect(await t.call('file/queryByBatchId', { batchId: first.batchId }, sales)).toEqual({ code: 500, msg: '没有权限' });
    expect(await upload(sales, '夹带.txt', { batchId: first.batchId })).toEqual({ code: 500, msg: '没有权限' });
    expect(await upload(manager, '上级补充.txt', { batchId: first.batchId })).toEqual({ code: 500, msg: '没有权限' });
    // the batch is the task's: another task cannot take it, nor can this one change it
    expect(await t.call('task/setTask', { name: '抢批次', batchId: first.batchId }, sales2)).toMatchObject({ code: 500, msg: '附件批次已被其他任务使用' });
    expect(await t.call('task/setTask', { taskId, batchId: 'another-batch' }, sales2)).toMatchObject({ code: 500, msg: '附件批次不能修改' });
  });
});

describe('the overdue job', () => {
  it('marks open tasks past their stop time 延期, once, leaving done ones alone', async () => {
    const late = await add(sales, { name: '过期的任务', stopTime: '2026-01-10' });
    const doneLate = await add(sales, { name: '过期但已完成', stopTime: '2026-01-10' });
    await t.call('task/setTask', { taskId: doneLate, status: 5 }, sales);
    const future = await add(sales, { name: '未到期的任务', stopTime: '2099-01-01' });
    expect((await info(sales, late)).data.isEnd).toBe(1);
    const result = await runTaskOverdueJob(t.db, { now: new Date(2026, 0, 11) });
    expect(result.ran).toBe(true);
    expect(result.delayedIds).toContain(late);
    expect(result.delayedIds).not.toContain(doneLate);
    expect(result.delayedIds).not.toContain(future);
    const statuses = await t.db.selectFrom('task').select(['task_id', 'status']).where('task_id', 'in', [late, doneLate, future]).execute();
    expect(Object.fromEntries(statuses.map((s) => [s.task_id, s.status]))).toEqual({ [late]: 2, [doneLate]: 5, [future]: 1 });
    expect((await info(sales, late)).data.isEnd).toBe(0);
    expect((await runTaskOverdueJob(t.db, { now: new Date(2026, 0, 11) })).delayedIds).not.toContain(late);
  });

  it('delays each task once when two processes run at once; one claims each interval', async () => {
    // A second "process": its own connection pool on PostgreSQL; on PGlite the one instance there is.
    let second = t.db;
    let closeSecond = async () => {};
    if (t.engine === 'postgres') {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      const handle = await createDatabase({ databaseUrl: url.toString() });
      second = handle.db;
      closeSecond = handle.close;
    }
    try {
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) ids.push(await add(finance, { name: `批量过期任务${i}`, stopTime: '2026-02-01' }));
      const now = new Date(2026, 1, 2);
      const runs = await Promise.all([runTaskOverdueJob(t.db, { now }), runTaskOverdueJob(second, { now }), runTaskOverdueJob(t.db, { now }), runTaskOverdueJob(second, { now })]);
      const delayed = runs.flatMap((run) => run.delayedIds).filter((id) => ids.includes(id)).sort((a, b) => a - b);
      expect(delayed).toEqual([...ids].sort((a, b) => a - b));
      const later = new Date(2030, 0, 1);
      const claims = await Promise.all([claimJobRun(t.db, TASK_OVERDUE_JOB_NAME, later, 300_000), claimJobRun(second, TASK_OVERDUE_JOB_NAME, later, 300_000)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimJobRun(t.db, TASK_OVERDUE_JOB_NAME, new Date(later.getTime() + 60_000), 300_000)).toBe(false);
      expect(await claimJobRun(t.db, TASK_OVERDUE_JOB_NAME, new Date(later.getTime() + 300_000), 300_000)).toBe(true);
    } finally {
      await closeSecond();
    }
  });
});

describe('a list page read in one statement', () => {
  it('shows every row exactly as the tasks read one by one show it (people, labels, comments, subtasks, files, links)', async () => {
    const tag = await label(sales, '一条语句', '#22863a');
    const taskId = await add(sales, { name: '装饰齐全的任务', labelId: String(tag), mainUserId: SALES, ownerUserId: `${SALES2},${FINANCE}`, customerIds: String(salesCustomer) });
    await add(sales, { name: '已完成的子任务', pid: taskId });
    const open = await add(sales, { name: '未完成的子任务', pid: taskId });
    await t.call('task/setTask', { taskId: open - 1, status: 5 }, sales);
    expect((await t.call('comment/setComment', { type: 1, typeId: taskId, content: '看一下' }, sales2)).code).toBe(0);
    await add(sales, { name: '另一件事' });
    await add(sales, { name: '第三件事', mainUserId: SALES2 });
    const rowsOf = async (answer: ApiBody) => (Array.isArray(answer.data) ? answer.data : answer.data.list) as Array<Record<string, unknown>>;
    for (const [token, form] of [[sales, { pageType: 0 }], [sales, { page: 1, limit: 2 }], [sales, { page: 2, limit: 2 }], [manager, { mold: 1, pageType: 0 }], [sales2, { type: 3, page: 1, limit: 15 }]] as const) {
      const listed = await rowsOf(await list(token, form));
      expect(listed.length).toBeGreaterThan(0);
      const stored = await t.db.selectFrom('task').selectAll().where('task_id', 'in', listed.map((row) => Number(row.taskId))).execute();
      const oneByOne = new Map((await taskRows(t.db, stored)).map((row) => [Number(row.task_id), row]));
      for (const row of listed) {
        expect(row).toEqual(JSON.parse(JSON.stringify(toClientJson(oneByOne.get(Number(row.taskId))))));
      }
    }
    const decorated = (await rowsOf(await list(sales, { pageType: 0 }))).find((row) => row.taskId === taskId);
    expect(decorated).toMatchObject({
      childAllCount: 2, childWCCount: 1, commentCount: 1, relationCount: 1, labelList: [{ labelId: tag, labelName: '一条语句', color: '#22863a' }],
      ownerUserList: [{ userId: SALES2 }, { userId: FINANCE }, { userId: SALES }], mainUser: { userId: SALES },
    });
  });
});
