// Project management 项目 (contract 11): every call of work/*, workbench/*, workTrash/*,
// task/setTaskClass and task/archiveByTaskId; who sees a private or a public project; each key of
// the per-project permission object (authList) refused by the server when the member lacks it; the
// board's order after two members' interleaved moves; archive, trash and their restores; tag lists
// grouped by project; statistics against a hand-counted fixture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type ApiBody, type TestApp } from '../support/testApp.ts';
import { toClientJson } from '../../server/http/serialize.ts';
import { taskRows } from '../../server/task/taskRows.ts';
import { statementBytes } from '../../server/db/statementBytes.ts';
import { boardStatement } from '../../server/work/boardJson.ts';
import { createCustomer } from './crmActivityHelpers.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let sales2: string;
let finance: string;

const { manager: MANAGER, sales: SALES, sales2: SALES2, finance: FINANCE } = SEED_USER;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, sales2, finance] = await Promise.all(['admin', 'manager', 'sales', 'sales2', 'finance'].map((u) => t.login(u)));
});
afterAll(async () => { await t?.close(); });

const ok = (answer: ApiBody) => {
  expect(answer.code, answer.msg).toBe(0);
  return answer;
};

async function newWork(token: string, form: Record<string, unknown>): Promise<number> {
  const answer = ok(await t.call('work/setWork', form, token));
  return answer.work.workId as number;
}

type Column = { classId: number; className: string; count: number; list: Array<{ taskId: number; orderNum: number; classId: number; name: string }> };
const board = async (token: string, workId: number, filter: Record<string, unknown> = {}) =>
  ok(await postJson(t, 'work/queryTaskByWorkId', { workId, ...filter }, token)).data as Column[];
const columnIds = (columns: Column[]) => Object.fromEntries(columns.map((c) => [c.className, c.list.map((task) => task.taskId)]));

async function addTask(token: string, workId: number, classId: number, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const answer = ok(await t.call('task/setTask', { workId, classId, name, ...extra }, token));
  return answer.data.taskId as number;
}

describe('a project', () => {
  it('is created with its members, lists and roles; only holders of projectManage.save create or edit', async () => {
    expect(await t.call('work/setWork', { name: '' }, manager)).toMatchObject({ code: 500, msg: '项目名称不能为空！' });
    expect((await t.call('work/setWork', { name: '李娜的项目' }, sales)).code).not.toBe(0); // 无权访问: no projectManage.save
    const answer = ok(await t.call('work/setWork', { name: '官网改版', description: '十二月上线', color: '#3E84E9', isOpen: 0, ownerUserId: `${SALES}` }, manager));
    expect(answer.work).toMatchObject({ name: '官网改版', description: '十二月上线', color: '#3E84E9', isOpen: 0, status: 1, createUserId: MANAGER, ownerUserId: `,${MANAGER},${SALES},` });
    expect(answer.data).toEqual([
      expect.objectContaining({ userId: MANAGER, roleId: 13, roleName: '管理', isCreator: 1 }),
      expect.objectContaining({ userId: SALES, roleId: 14, roleName: '编辑', isCreator: 0 }),
    ]);
    const workId = answer.work.workId as number;
    expect((await board(manager, workId)).map((c) => [c.className, c.count])).toEqual([['要做', 0], ['在做', 0], ['待定', 0]]);
    const defaulted = ok(await t.call('work/setWork', { name: '默认颜色' }, manager)).work;
    expect(defaulted).toMatchObject({ color: '#53D397', isOpen: 0, ownerUserId: `,${MANAGER},` });
    expect(await t.call('work/setWork', { name: '坏颜色', color: 'red;' }, manager)).toMatchObject({ code: 500, msg: '项目颜色格式不正确' });
  });

  it('private: only its members (and the super admin) see it, its tasks and its files; public: everyone', async () => {
    const privateId = await newWork(manager, { name: '私有项目', isOpen: 0, ownerUserId: `${SALES}` });
    const publicId = await newWork(manager, { name: '公开项目', isOpen: 1 });
    const taskId = await addTask(manager, privateId, (await board(manager, privateId))[0]!.classId, '私有任务');
    const names = async (token: string) => (ok(await t.call('work/queryWorkNameList', {}, token)).data as Array<{ workId: number }>).map((w) => w.workId);
    expect(await names(sales)).toEqual(expect.arrayContaining([privateId, publicId]));
    expect(await names(finance)).toContain(publicId);
    expect(await names(finance)).not.toContain(privateId);
    expect(await names(admin)).toEqual(expect.arrayContaining([privateId, publicId]));
    for (const call of ['work/getWorkById', 'work/queryOwnerRoleList', 'work/queryTaskFileByWorkId', 'work/archList', 'work/workStatistics']) {
      expect(await t.call(call, { workId: privateId }, finance), call).toMatchObject({ code: 500, msg: '项目不存在！' });
    }
    expect(await postJson(t, 'work/queryTaskByWorkId', { workId: privateId }, finance)).toMatchObject({ code: 500, msg: '项目不存在！' });
    expect(await t.call('task/queryTaskInfo', { taskId }, finance)).toMatchObject({ code: 500, msg: '任务不存在！' });
    expect(ok(await t.call('task/queryTaskInfo', { taskId }, sales)).data).toMatchObject({ name: '私有任务', workId: privateId });
    expect(await t.call('work/getWorkById', { workId: 999999 }, admin)).toMatchObject({ code: 500, msg: '项目不存在！' });

    const seen = ok(await t.call('work/getWorkById', { workId: publicId }, finance)).data;
    expect(seen.authList).toEqual({ work: { task: { save: true }, taskClass: { save: true, update: true, delete: true }, work: { update: false } } });
    expect(seen.permission).toEqual({ isUpdate: 0 });
    // a public project lists every enabled user as a possible member
    const everyone = ok(await t.call('work/queryOwnerRoleList', { workId: publicId }, finance)).data as Array<{ userId: number }>;
    expect(everyone.map((u) => u.userId)).toEqual(expect.arrayContaining([MANAGER, SALES, SALES2, FINANCE]));
    expect(await t.call('work/setWork', { workId: publicId, name: '改名' }, finance)).not.toMatchObject({ code: 0 });
  });

  it('follows each key of the member role: 管理 all, 编辑 tasks and lists, 只读 none, each refused by the server', async () => {
    const workId = await newWork(manager, { name: '权限项目', ownerUserId: `${SALES},${SALES2}` });
    const [todo, doing] = await board(manager, workId);
    const auth = async (token: string) => ok(await t.call('work/getWorkById', { workId }, token)).data.authList;
    expect(await auth(manager)).toEqual({ work: { task: { save: true }, taskClass: { save: true, update: true, delete: true }, work: { update: true } } });
    expect(await auth(sales)).toEqual({ work: { task: { save: true }, taskClass: { save: true, update: true, delete: true }, work: { update: false } } });
    const roles = ok(await t.call('work/queryRoleList', {}, sales)).data as Array<{ roleId: number; roleName: string }>;
    expect(roles.map((r) => r.roleName)).toEqual(expect.arrayContaining(['管理', '编辑', '只读']));
    expect(await postJson(t, 'work/setOwnerRole', { workId, list: [{ userId: SALES2, roleId: 15 }] }, sales)).toMatchObject({ code: 500, msg: '没有权限' });
    const after = ok(await postJson(t, 'work/setOwnerRole', { workId, list: [{ userId: SALES2, roleId: 15 }] }, manager)).data;
    expect(after).toEqual(expect.arrayContaining([expect.objectContaining({ userId: SALES2, roleId: 15, roleName: '只读' })]));
    expect(await postJson(t, 'work/setOwnerRole', { workId, list: [{ userId: MANAGER, roleId: 15 }] }, manager)).toMatchObject({ code: 500, msg: '项目创建人的角色不能修改' });
    expect(await postJson(t, 'work/setOwnerRole', { workId, list: [{ userId: FINANCE, roleId: 14 }] }, manager)).toMatchObject({ code: 500, msg: '成员不在项目中' });
    expect(await postJson(t, 'work/setOwnerRole', { workId, list: [{ userId: SALES2, roleId: 8 }] }, manager)).toMatchObject({ code: 500, msg: '项目角色不存在' });
    expect(await auth(sales2)).toEqual({ work: { task: { save: false }, taskClass: { save: false, update: false, delete: false }, work: { update: false } } });

    const taskId = await addTask(sales, workId, todo!.classId, '编辑能加任务');
    const refusals: Array<[string, Record<string, unknown>, boolean?]> = [
      ['task/setTask', { workId, classId: todo!.classId, name: '只读不能加' }],
      ['task/setTask', { taskId, name: '只读不能改' }],
      ['task/setTaskClass', { workId, name: '只读不能加列表' }],
      ['task/setTaskClass', { classId: todo!.classId, name: '只读不能改名' }],
      ['work/deleteTaskList', { workId, classId: doing!.classId }],
      ['work/updateOrder', { toId: doing!.classId, toList: [taskId], fromId: todo!.classId, fromList: [] }, true],
      ['work/updateClassOrder', { workId, classIds: [doing!.classId, todo!.classId] }, true],
      ['work/archiveTask', { classId: todo!.classId }],
      ['work/removeWorkOwnerUser', { workId, ownerUserId: SALES }],
      ['work/deleteWork', { workId }],
    ];
    for (const [call, form, json] of refusals) {
      const answer = json ? await postJson(t, call, form, sales2) : await t.call(call, form, sales2);
      expect(answer.code, call).toBe(500);
      expect(['没有权限', '任务不存在！'], `${call}: ${answer.msg}`).toContain(answer.msg);
    }
    expect(columnIds(await board(manager, workId))).toMatchObject({ 要做: [taskId], 在做: [] });
    expect((await t.call('work/deleteWork', { workId }, sales)).msg).toBe('没有权限');
  });

  it('keeps task people to the members of a private project and a task to its own project', async () => {
    const workId = await newWork(manager, { name: '成员项目', ownerUserId: `${SALES}` });
    const classId = (await board(manager, workId))[0]!.classId;
    expect(await t.call('task/setTask', { workId, classId, name: 'x', mainUserId: FINANCE }, manager)).toMatchObject({ code: 500, msg: '负责人和参与人须是项目成员' });
    const other = await newWork(manager, { name: '别的项目' });
    const otherClass = (await board(manager, other))[0]!.classId;
    expect(await t.call('task/setTask', { workId, classId: otherClass, name: 'x' }, manager)).toMatchObject({ code: 500, msg: '任务列表不存在' });
    const taskId = await addTask(manager, workId, classId, '成员任务', { mainUserId: SALES });
    expect(await t.call('task/setTask', { taskId, workId: other }, manager)).toMatchObject({ code: 500, msg: '任务所属项目不能修改' });
    expect(await t.call('task/setTask', { workId: 999999, name: 'x' }, manager)).toMatchObject({ code: 500, msg: '项目不存在！' });
  });
});

describe('the board', () => {
  it('answers its lists in order with their cards, counts and filters; lists are added, renamed, reordered and deleted', async () => {
    const label = ok(await t.call('taskLabel/setLabel', { name: '看板标签', color: '#3E84E9' }, manager));
    void label;
    const labelId = (ok(await t.call('taskLabel/getLabelList', {}, manager)).data as Array<{ labelId: number; name: string }>).find((l) => l.name === '看板标签')!.labelId;
    const workId = await newWork(manager, { name: '看板项目', ownerUserId: `${SALES}` });
    const [todo, doing] = await board(manager, workId);
    const a = await addTask(manager, workId, todo!.classId, '甲', { labelId: String(labelId) });
    const b = await addTask(manager, workId, todo!.classId, '乙', { mainUserId: SALES });
    const c = await addTask(manager, workId, doing!.classId, '丙', { stopTime: '2020-01-01' });
    const columns = await board(sales, workId);
    expect(columns.map((col) => [col.className, col.count])).toEqual([['要做', 2], ['在做', 1], ['待定', 0]]);
    expect(columns[0]!.list.map((task) => [task.name, task.orderNum, task.classId])).toEqual([['甲', 1, todo!.classId], ['乙', 2, todo!.classId]]);
    expect(columns[0]!.list[0]).toMatchObject({ className: '要做', labelList: [expect.objectContaining({ labelId })], mainUser: expect.objectContaining({ userId: MANAGER }) });
    expect(columns[1]!.list[0]).toMatchObject({ name: '丙', isEnd: 1 });
    expect(columnIds(await board(sales, workId, { mainUserId: [SALES] }))).toMatchObject({ 要做: [b], 在做: [] });
    expect(columnIds(await board(sales, workId, { labelId: [labelId] }))).toMatchObject({ 要做: [a], 在做: [] });
    expect(columnIds(await board(sales, workId, { stopTimeType: 5 }))).toMatchObject({ 要做: [], 在做: [c] });

    ok(await t.call('task/setTaskClass', { workId, name: '已上线' }, sales));
    expect(await t.call('task/setTaskClass', { workId, name: '' }, sales)).toMatchObject({ code: 500 });
    ok(await t.call('task/setTaskClass', { classId: doing!.classId, name: '进行中' }, sales));
    let lists = await board(sales, workId);
    expect(lists.map((col) => col.className)).toEqual(['要做', '进行中', '待定', '已上线']);
    ok(await postJson(t, 'work/updateClassOrder', { workId, classIds: [lists[3]!.classId, lists[0]!.classId] }, sales));
    lists = await board(sales, workId);
    expect(lists.map((col) => col.className)).toEqual(['已上线', '要做', '进行中', '待定']);

    // deleting a list sends its tasks to the trash; restored, they come back in 未分组
    ok(await t.call('work/deleteTaskList', { workId, classId: doing!.classId }, manager));
    lists = await board(sales, workId);
    expect(lists.map((col) => col.className)).toEqual(['已上线', '要做', '待定']);
    expect((ok(await t.call('workTrash/queryList', {}, manager)).data as Array<{ taskId: number }>).map((x) => x.taskId)).toContain(c);
    ok(await t.call('workTrash/restore', { taskId: c }, manager));
    lists = await board(sales, workId);
    expect(lists[0]).toMatchObject({ classId: -1, className: '(未分组)', count: 1 });
    expect(lists[0]!.list[0]!.taskId).toBe(c);
  });

  it('answers each card in the task answer\'s shape (the statement that builds the board against taskRows), 未分组 first', async () => {
    ok(await t.call('taskLabel/setLabel', { name: '形状标签', color: '#9B59B6' }, manager));
    const labelId = (ok(await t.call('taskLabel/getLabelList', {}, manager)).data as Array<{ labelId: number; name: string }>).find((l) => l.name === '形状标签')!.labelId;
    const customerId = await createCustomer(t, manager, '看板形状客户');
    const workId = await newWork(manager, { name: '形状项目', ownerUserId: `${SALES},${SALES2}` });
    const [todo, doing, later] = await board(manager, workId);
    const full = await addTask(manager, workId, todo!.classId, '全都有', {
      description: '说明', mainUserId: SALES, ownerUserId: `${SALES2},${SALES}`, labelId: String(labelId), priority: 2,
      startTime: '2026-01-02 08:30:00', stopTime: '2026-01-05', customerIds: String(customerId),
    });
    await addTask(manager, workId, todo!.classId, '空白');
    await addTask(manager, workId, doing!.classId, '子任务的父', { stopTime: '2099-12-31' });
    const parent = (await board(manager, workId))[1]!.list[0]!.taskId;
    ok(await t.call('task/setTask', { workId, pid: parent, name: '子一' }, manager));
    ok(await t.call('comment/setComment', { type: 1, typeId: full, content: '看过了' }, sales));
    const batchId = ok(await t.call('task/queryTaskInfo', { taskId: full }, manager)).data.batchId as string;
    await t.db.insertInto('admin_file').values({
      name: '方案.pdf', size: 10, create_user_id: MANAGER, create_time: new Date(), path: 'x/方案.pdf', file_path: '/api/uploads/x/方案.pdf', file_type: 'file', batch_id: batchId,
    }).execute();
    const gone = await addTask(manager, workId, later!.classId, '回到未分组');
    ok(await t.call('work/deleteTaskList', { workId, classId: later!.classId }, manager));
    ok(await t.call('workTrash/restore', { taskId: gone }, manager));

    const columns = await board(sales, workId);
    expect(columns.map((c) => [c.classId, c.className, c.count])).toEqual([[-1, '(未分组)', 1], [todo!.classId, '要做', 2], [doing!.classId, '在做', 1]]);
    const rows = await t.db.selectFrom('task').selectAll().where('work_id', '=', workId).where('pid', '=', 0).orderBy('order_num').orderBy('task_id').execute();
    const expected = toClientJson(await taskRows(t.db, rows)) as Array<Record<string, unknown>>;
    for (const column of columns) {
      for (const card of column.list) {
        const row = expected.find((task) => task.taskId === card.taskId)!;
        const classOrder = column.classId === -1 ? 0 : (await t.db.selectFrom('work_task_class').select('order_num').where('class_id', '=', column.classId).executeTakeFirstOrThrow()).order_num;
        expect(card).toEqual({ ...row, classId: column.classId, className: column.className, classOrder });
      }
    }
    expect(columns[1]!.list[0]).toMatchObject({
      name: '全都有', ownerUserId: `,${SALES2},${SALES},${MANAGER},`, labelList: [{ labelId, labelName: '形状标签', color: '#9B59B6' }],
      ownerUserList: [expect.objectContaining({ userId: SALES2 }), expect.objectContaining({ userId: SALES }), expect.objectContaining({ userId: MANAGER })],
      commentCount: 1, fileCount: 1, relationCount: 1, isEnd: 1, startTime: '2026-01-02 08:30:00', stopTime: '2026-01-05 23:59:59',
    });
    expect(columns[2]!.list[0]).toMatchObject({ childAllCount: 1, childWCCount: 0, isEnd: 0 });
  });

  it('moves cards within and between lists; two members moving 100 times at once lose and duplicate nothing, orders 1..n', async () => {
    const workId = await newWork(manager, { name: '并发项目', ownerUserId: `${SALES}` });
    const lists = await board(manager, workId);
    for (let i = 0; i < 12; i += 1) await addTask(manager, workId, lists[i % 3]!.classId, `任务${i + 1}`);
    const all = (await board(manager, workId)).flatMap((col) => col.list.map((task) => task.taskId)).sort((x, y) => x - y);

    // one move by hand: 任务1 to the top of 在做
    const start = await board(sales, workId);
    const moving = start[0]!.list[0]!.taskId;
    ok(await postJson(t, 'work/updateOrder', {
      toId: start[1]!.classId, toList: [moving, ...start[1]!.list.map((x) => x.taskId)],
      fromId: start[0]!.classId, fromList: start[0]!.list.slice(1).map((x) => x.taskId),
    }, sales));
    const moved = await board(manager, workId);
    expect(moved[1]!.list[0]!.taskId).toBe(moving);
    expect(ok(await t.call('task/queryWorkTaskLog', { taskId: moving }, manager)).data[0].content).toBe('将任务移动到：在做');

    // Each client moves from the board as it last read it (so often a stale one), 50 moves each, interleaved.
    let seed = 7;
    const random = (n: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    const moveFrom = (view: Column[]) => {
      const from = view.filter((col) => col.list.length > 0)[random(view.filter((col) => col.list.length > 0).length)]!;
      const to = view[random(view.length)]!;
      const card = from.list[random(from.list.length)]!.taskId;
      const fromIds = from.list.map((x) => x.taskId).filter((id) => id !== card);
      const toIds = (to.classId === from.classId ? fromIds : to.list.map((x) => x.taskId));
      const target = [...toIds];
      target.splice(random(target.length + 1), 0, card);
      return to.classId === from.classId
        ? { toId: to.classId, toList: target }
        : { toId: to.classId, toList: target, fromId: from.classId, fromList: fromIds };
    };
    const client = async (token: string) => {
      let view = await board(token, workId);
      for (let i = 0; i < 50; i += 1) {
        const answer = await postJson(t, 'work/updateOrder', moveFrom(view), token);
        expect([0], answer.msg).toContain(answer.code);
        if (i % 3 === 0) view = await board(token, workId); // refreshes now and then, as a screen does
      }
    };
    await Promise.all([client(manager), client(sales)]);
    const end = await board(manager, workId);
    const ids = end.flatMap((col) => col.list.map((task) => task.taskId));
    expect([...ids].sort((x, y) => x - y)).toEqual(all);
    for (const col of end) expect(col.list.map((task) => task.orderNum)).toEqual(col.list.map((_, i) => i + 1));
  });

  it('archives a list\'s completed tasks and one task, lists and restores them', async () => {
    const workId = await newWork(manager, { name: '归档任务项目' });
    const [todo] = await board(manager, workId);
    const done = await addTask(manager, workId, todo!.classId, '已完成的');
    const open = await addTask(manager, workId, todo!.classId, '未完成的');
    const single = await addTask(manager, workId, todo!.classId, '单个归档');
    ok(await t.call('task/setTask', { taskId: done, status: 5 }, manager));
    ok(await t.call('work/archiveTask', { classId: todo!.classId }, manager));
    ok(await t.call('task/archiveByTaskId', { taskId: single }, manager));
    expect(columnIds(await board(manager, workId))).toMatchObject({ 要做: [open] });
    const archived = ok(await t.call('work/archList', { workId }, manager)).data as Array<{ taskId: number; workName: string }>;
    expect(archived.map((x) => x.taskId).sort()).toEqual([done, single].sort());
    expect(archived[0]!.workName).toBe('归档任务项目');
    // an archived task reads but does not change until restored
    expect((ok(await t.call('task/queryTaskInfo', { taskId: single }, manager)).data).permission).toEqual({ isUpdate: 0, isDelete: 0 });
    expect(await t.call('task/setTask', { taskId: single, name: 'x' }, manager)).toMatchObject({ code: 500, msg: '任务不存在！' });
    ok(await t.call('work/activation', { taskId: single }, manager));
    expect(columnIds(await board(manager, workId))).toMatchObject({ 要做: [open, single] });
    expect(await t.call('work/activation', { taskId: open }, manager)).toMatchObject({ code: 500, msg: '任务不存在！' });
  });
});

describe('the board as the database writes it (COPY bytes, server/db/statementBytes.ts)', () => {
  it('keeps any text intact: quotes, backslashes, line breaks, emoji and markup in list and card names', async () => {
    const workId = await newWork(manager, { name: '文字项目' });
    const [todo] = await board(manager, workId);
    const listName = '列表 "甲" \\ <b>';
    ok(await t.call('task/setTaskClass', { classId: todo!.classId, name: listName }, manager));
    const names = ['引号" 反斜杠\\ 换行\n第二行\t制表 😀 <script>x</script>', `单引号' ; drop table task; --`, '行\u2028分隔 与\u00a0不换行空格'];
    for (const name of names) await addTask(manager, workId, todo!.classId, name);
    const [column] = await board(manager, workId);
    expect(column!.className).toBe(listName);
    expect(column!.list.map((card) => card.name)).toEqual(names);
  });

  it('answers [] for a project with no list and no card, and 项目不存在！ for a deleted one or one out of view', async () => {
    const workId = await newWork(manager, { name: '空空项目' });
    for (const column of await board(manager, workId)) ok(await t.call('work/deleteTaskList', { workId, classId: column.classId }, manager));
    expect(await postJson(t, 'work/queryTaskByWorkId', { workId }, manager)).toEqual({ code: 0, msg: 'success', data: [] });
    expect(await postJson(t, 'work/queryTaskByWorkId', { workId }, sales)).toMatchObject({ code: 500, msg: '项目不存在！' }); // private, not a member
    expect(await postJson(t, 'work/queryTaskByWorkId', { workId }, admin)).toMatchObject({ code: 0, data: [] }); // the super admin sees every project
    ok(await t.call('work/deleteWork', { workId }, manager));
    expect(await postJson(t, 'work/queryTaskByWorkId', { workId }, manager)).toMatchObject({ code: 500, msg: '项目不存在！' });
    expect(await postJson(t, 'work/queryTaskByWorkId', { workId: 99_999_999 }, manager)).toMatchObject({ code: 500, msg: '项目不存在！' });
  });

  it('is refused on the call after a logout elsewhere: its statement carries the guard\'s versions', async () => {
    const workId = await newWork(manager, { name: '会话项目', ownerUserId: `${SALES}` });
    const token = await t.login('sales');
    expect((await postJson(t, 'work/queryTaskByWorkId', { workId }, token)).code).toBe(0); // session and keys cached
    expect((await postJson(t, 'work/queryTaskByWorkId', { workId }, token)).code).toBe(0); // admitted on trust
    ok(await t.call('logout', {}, token));
    expect(await postJson(t, 'work/queryTaskByWorkId', { workId }, token)).toEqual({ code: 302, msg: '请先登录！' });
  });

  it('lets go of its connection when an answer is abandoned before it is read', async () => {
    const workId = await newWork(manager, { name: '放弃读取项目' });
    const statement = () => boardStatement({ workId, userId: MANAGER }, t.db.selectFrom('task').selectAll('task').where('task.work_id', '=', workId));
    // more abandoned answers than the PostgreSQL pool has connections (10): a leak would hang the next read
    for (let i = 0; i < 15; i += 1) (await statementBytes(t.db, statement())).destroy();
    const bytes = await statementBytes(t.db, statement(), { asideRows: 1 });
    const read: Buffer[] = [];
    for await (const chunk of bytes) read.push(chunk as Buffer);
    expect(JSON.parse(`[${Buffer.concat(read).toString()}]`).map((c: Column) => c.className)).toEqual(['要做', '在做', '待定']);
    expect((await board(manager, workId)).length).toBe(3);
  });
});

describe('membership and the project\'s life', () => {
  it('leaves, removes, archives, restores and deletes', async () => {
    const workId = await newWork(manager, { name: '生命周期项目', ownerUserId: `${SALES},${SALES2}` });
    expect(await t.call('work/leave', { workId }, manager)).toMatchObject({ code: 500, msg: '项目创建人不能退出项目' });
    ok(await t.call('work/leave', { workId }, sales2));
    expect(await t.call('work/getWorkById', { workId }, sales2)).toMatchObject({ code: 500, msg: '项目不存在！' });
    ok(await t.call('work/removeWorkOwnerUser', { workId, ownerUserId: SALES }, manager));
    expect(await t.call('work/getWorkById', { workId }, sales)).toMatchObject({ code: 500, msg: '项目不存在！' });
    expect(ok(await t.call('work/getWorkById', { workId }, manager)).data.ownerUserId).toBe(`,${MANAGER},`);
    // members edited through the form
    ok(await t.call('work/setWork', { workId, ownerUserId: `${SALES2}` }, manager));
    expect(ok(await t.call('work/getWorkById', { workId }, manager)).data.ownerUserId).toBe(`,${MANAGER},${SALES2},`);

    ok(await t.call('work/setWork', { workId, status: 3 }, manager));
    const names = async () => (ok(await t.call('work/queryWorkNameList', {}, manager)).data as Array<{ workId: number }>).map((w) => w.workId);
    expect(await names()).not.toContain(workId);
    const archive = ok(await t.call('work/queryArchiveWorkList', { page: 1, limit: 15 }, manager)).data;
    expect(archive.list.map((w: { workId: number }) => w.workId)).toContain(workId);
    expect(await t.call('task/setTaskClass', { workId, name: '归档后不能加' }, manager)).toMatchObject({ code: 500, msg: '项目已归档' });
    ok(await t.call('work/setWork', { workId, status: 1 }, manager));
    expect(await names()).toContain(workId);

    ok(await t.call('work/deleteWork', { workId }, manager));
    expect(await names()).not.toContain(workId);
    expect(await t.call('work/getWorkById', { workId }, manager)).toMatchObject({ code: 500, msg: '项目不存在！' });
  });
});

describe('my tasks, the task calendar, tags and the trash', () => {
  it('shows my open tasks in four columns, moves them between columns and lists them by due day', async () => {
    const workId = await newWork(manager, { name: '我的任务项目', ownerUserId: `${SALES2}` });
    const [todo] = await board(manager, workId);
    const first = await addTask(manager, workId, todo!.classId, '我的一', { mainUserId: SALES2, stopTime: '2031-03-05' });
    const second = await addTask(manager, workId, todo!.classId, '我的二', { mainUserId: SALES2 });
    const office = ok(await t.call('task/setTask', { name: '办公的我的三', mainUserId: SALES2, stopTime: '2031-03-06' }, sales2)).data.taskId as number;
    const mine = ok(await t.call('workbench/myTask', {}, sales2)).data as Array<{ title: string; isTop: number; count: number; list: Array<{ taskId: number; workName: string | null }> }>;
    expect(mine.map((col) => col.title)).toEqual(['收件箱', '今天要做', '下一步要做', '以后要做']);
    expect(mine[0]!.list.map((x) => x.taskId)).toEqual(expect.arrayContaining([first, second, office]));
    expect(mine[0]!.list.find((x) => x.taskId === first)!.workName).toBe('我的任务项目');
    ok(await postJson(t, 'workbench/updateTop', { fromTopId: 0, fromList: [second, office], toTopId: 1, toList: [first] }, sales2));
    const after = ok(await t.call('workbench/myTask', {}, sales2)).data as typeof mine;
    expect(after[1]!.list.map((x) => x.taskId)).toEqual([first]);
    expect(await postJson(t, 'workbench/updateTop', { toTopId: 2, toList: [first] }, sales)).toMatchObject({ code: 500, msg: '任务不存在！' });

    const days = ok(await t.call('workbench/dateList', { startTime: '2031-03-01', endTime: '2031-03-31' }, sales2)).data as Array<{ taskId: number }>;
    expect(days.map((x) => x.taskId)).toEqual([first, office]);
    expect(ok(await t.call('workbench/dateList', { startTime: '2031-03-01', endTime: '2031-03-31' }, finance)).data).toEqual([]);
    expect(await t.call('workbench/dateList', { startTime: '2031-03-31', endTime: '2031-03-01' }, sales2)).toMatchObject({ code: 500, msg: '结束时间早于开始时间' });
  });

  it('groups a tag\'s tasks by project, as far as the caller sees them', async () => {
    ok(await t.call('taskLabel/setLabel', { name: '分组标签', color: '#F5A623' }, manager));
    const labelId = (ok(await t.call('taskLabel/getLabelList', {}, manager)).data as Array<{ labelId: number; name: string }>).find((l) => l.name === '分组标签')!.labelId;
    const workId = await newWork(manager, { name: '标签项目' });
    const [todo] = await board(manager, workId);
    const inProject = await addTask(manager, workId, todo!.classId, '项目里的', { labelId: String(labelId) });
    const office = ok(await t.call('task/setTask', { name: '办公里的', labelId: String(labelId) }, manager)).data.taskId as number;
    const groups = ok(await t.call('taskLabel/getTaskList', { labelId }, manager)).data as Array<{ workId: number; workName: string; list: Array<{ taskId: number }> }>;
    expect(groups.map((g) => [g.workId, g.workName, g.list.map((x) => x.taskId)])).toEqual([[0, '办公任务', [office]], [workId, '标签项目', [inProject]]]);
    expect(ok(await t.call('taskLabel/getTaskList', { labelId }, finance)).data).toEqual([]);
  });

  it('restores a task from the trash or deletes it for good, for those who may change it', async () => {
    const workId = await newWork(manager, { name: '回收站项目', ownerUserId: `${SALES}` });
    const [todo] = await board(manager, workId);
    const taskId = await addTask(manager, workId, todo!.classId, '删了又回来');
    const sub = ok(await t.call('task/setTask', { pid: taskId, name: '子任务' }, manager)).data.taskId as number;
    const gone = await addTask(manager, workId, todo!.classId, '永久删除');
    ok(await t.call('task/deleteTask', { taskId }, manager));
    ok(await t.call('task/deleteTask', { taskId: gone }, manager));
    const trash = async (token: string) => (ok(await t.call('workTrash/queryList', {}, token)).data as Array<{ taskId: number }>).map((x) => x.taskId);
    expect(await trash(manager)).toEqual(expect.arrayContaining([taskId, gone]));
    expect(await trash(finance)).not.toContain(taskId);
    expect(await t.call('workTrash/restore', { taskId }, finance)).toMatchObject({ code: 500, msg: '任务不存在！' });
    expect(await t.call('workTrash/deleteTask', { taskId: gone }, finance)).toMatchObject({ code: 500, msg: '任务不存在！' });
    ok(await t.call('workTrash/restore', { taskId }, manager));
    expect(columnIds(await board(manager, workId))).toMatchObject({ 要做: [taskId] });
    expect(ok(await t.call('task/queryTaskInfo', { taskId }, manager)).data.childTask.map((x: { taskId: number }) => x.taskId)).toEqual([sub]);
    ok(await t.call('workTrash/deleteTask', { taskId: gone }, manager));
    expect(await t.db.selectFrom('task').select('task_id').where('task_id', '=', gone).executeTakeFirst()).toBeUndefined();

    // several at once (the trash page's selection), all or none
    const [one, two] = [await addTask(manager, workId, todo!.classId, '批量一'), await addTask(manager, workId, todo!.classId, '批量二')];
    const office = ok(await t.call('task/setTask', { name: '别人的办公任务' }, finance)).data.taskId as number;
    for (const id of [one, two]) ok(await t.call('task/deleteTask', { taskId: id }, manager));
    ok(await t.call('task/deleteTask', { taskId: office }, finance));
    expect(await t.call('workTrash/restore', { taskId: `${one},${office}` }, manager)).toMatchObject({ code: 500, msg: '任务不存在！' });
    expect((await trash(manager)).filter((id) => [one, two].includes(id))).toHaveLength(2);
    ok(await t.call('workTrash/restore', { taskId: `${one},${two}` }, manager));
    expect(columnIds(await board(manager, workId)).要做).toEqual(expect.arrayContaining([one, two]));
    expect((ok(await t.call('workTrash/queryList', {}, finance)).data as Array<{ taskId: number; workName: string | null }>).find((x) => x.taskId === office)).toMatchObject({ workName: null });
    expect(await t.call('workTrash/restore', { taskId: gone }, manager)).toMatchObject({ code: 500, msg: '任务不存在！' });
  });
});

describe('statistics', () => {
  it('counts a project\'s tasks, per member, list and label, as counted by hand', async () => {
    ok(await t.call('taskLabel/setLabel', { name: '统计标签', color: '#E86E70' }, manager));
    const labelId = (ok(await t.call('taskLabel/getLabelList', {}, manager)).data as Array<{ labelId: number; name: string }>).find((l) => l.name === '统计标签')!.labelId;
    const workId = await newWork(manager, { name: '统计项目', ownerUserId: `${SALES}` });
    const [todo, doing] = await board(manager, workId);
    const done = await addTask(manager, workId, todo!.classId, '完成', { mainUserId: SALES, labelId: String(labelId) });
    await addTask(manager, workId, todo!.classId, '逾期', { mainUserId: SALES, stopTime: '2020-01-01' });
    await addTask(manager, workId, doing!.classId, '进行', { labelId: String(labelId) });
    const archived = await addTask(manager, workId, doing!.classId, '归档的');
    ok(await t.call('task/setTask', { taskId: done, status: 5 }, manager));
    ok(await t.call('task/setTask', { taskId: archived, status: 5 }, manager));
    ok(await t.call('task/archiveByTaskId', { taskId: archived }, manager));
    const figures = ok(await t.call('work/workStatistics', { workId }, sales)).data;
    expect(figures).toMatchObject({ workId, workName: '统计项目', allCount: 4, complete: 2, undone: 2, overdue: 1, archive: 1, completionRate: 50, overdueRate: 25 });
    expect(figures.memberTaskStatistics).toEqual([
      expect.objectContaining({ userId: MANAGER, allCount: 2, complete: 1, undone: 1, overdue: 0, archive: 1 }),
      expect.objectContaining({ userId: SALES, allCount: 2, complete: 1, undone: 1, overdue: 1, completionRate: 50, overdueRate: 50 }),
    ]);
    expect(figures.classStatistics.map((c: { className: string; allCount: number; complete: number }) => [c.className, c.allCount, c.complete]))
      .toEqual([['要做', 2, 1], ['在做', 2, 1], ['待定', 0, 0]]);
    expect(figures.labelStatistics).toEqual([expect.objectContaining({ labelId, name: '统计标签', allCount: 2, complete: 1, undone: 1 })]);
    expect(figures.ownerList.map((o: { userId: number }) => o.userId)).toEqual([MANAGER, SALES]);
    const all = ok(await t.call('work/workStatistics', { workId: 'all' }, sales)).data;
    expect(all.allCount).toBeGreaterThanOrEqual(4);
    expect(all.classStatistics).toEqual([]);
    // finance sees none of these private projects: none of their tasks is counted for him
    expect(ok(await t.call('work/workStatistics', {}, finance)).data.memberTaskStatistics.some((m: { userId: number }) => m.userId === SALES)).toBe(false);
  });
});

describe('files', () => {
  it('lists the files of the project\'s tasks to its members', async () => {
    const workId = await newWork(manager, { name: '文件项目' });
    const [todo] = await board(manager, workId);
    const taskId = await addTask(manager, workId, todo!.classId, '带附件');
    const batchId = ok(await t.call('task/queryTaskInfo', { taskId }, manager)).data.batchId as string;
    await t.db.insertInto('admin_file').values({
      name: '需求.docx', size: 2048, create_user_id: MANAGER, create_time: new Date(), path: 'x/需求.docx', file_path: '/api/uploads/x/需求.docx', file_type: 'file', batch_id: batchId,
    }).execute();
    const page = ok(await t.call('work/queryTaskFileByWorkId', { workId, page: 1, limit: 10 }, manager)).data;
    expect(page.totalRow).toBe(1);
    expect(page.list[0]).toMatchObject({ name: '需求.docx', size: '2KB', batchId, createUserName: '张伟' });
  });
});
