// The work log 日志 (contract 10.1, 8.3 logNum, 10.4 its feed row): every call; who sees a log (its
// author, the people and departments it is sent to, sub-departments included, the author's
// superiors, the super admin; nobody else, answered as a missing log); the lists by=1/2/3/4 and
// their filters; reading marks once and logNum; the 72 h rule for edits and deletes (author and
// superiors within it, the super admin only after it: 没有权限 and nothing written otherwise);
// every refusal of the form with nothing written; the files of its batch; the CRM detail's 日志 tab.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from './crmActivityHelpers.ts';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let sales2: string;
let finance: string;
let salesCustomer: number;
let managerCustomer: number;

const { admin: ADMIN, manager: MANAGER, sales: SALES, sales2: SALES2, finance: FINANCE } = SEED_USER;
const SALES_DEPT = 2; // 销售部, above 销售一组 (3) where 李娜 and 刘洋 are
const GONE = '该日志不存在或已被删除';

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, sales2, finance] = await Promise.all(['admin', 'manager', 'sales', 'sales2', 'finance'].map((u) => t.login(u)));
  const customer = (token: string, name: string) => createCustomer(t, token, name);
  salesCustomer = await customer(sales, '李娜的日志客户');
  managerCustomer = await customer(manager, '张伟的日志客户');
});
afterAll(async () => { await t?.close(); });

const save = (token: string, body: Record<string, unknown>) => postJson(t, 'OaLog/addOrUpdate', body, token);
const list = (token: string, body: Record<string, unknown> = {}) => postJson(t, 'OaLog/queryList', { limit: 100, ...body }, token);

async function add(token: string, body: Record<string, unknown>): Promise<number> {
  const answer = await save(token, { categoryId: 1, content: '今天拜访了两家客户', ...body });
  if (answer.code !== 0) throw new Error(`OaLog/addOrUpdate: ${answer.msg}`);
  const row = await t.db.selectFrom('oa_log').select('log_id').orderBy('log_id', 'desc').limit(1).executeTakeFirstOrThrow();
  return row.log_id;
}

async function ids(token: string, body: Record<string, unknown> = {}): Promise<number[]> {
  const answer = await list(token, body);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.list.map((row: { logId: number }) => row.logId);
}

async function counts() {
  const tables = ['oa_log', 'oa_log_relation', 'oa_action_record', 'task_comment'] as const;
  const found = await Promise.all(tables.map((table) =>
    t.db.selectFrom(table as 'oa_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n))));
  return Object.fromEntries(tables.map((table, i) => [table, found[i]]));
}

const hoursAgo = (logId: number, hours: number) =>
  t.db.updateTable('oa_log').set({ create_time: new Date(Date.now() - hours * 3600_000) }).where('log_id', '=', logId).execute();

const logNum = async (token: string) => (await t.call('OaBackLog/num', {}, token)).data.logNum as number;

describe('a new log', () => {
  it('is saved with its recipients, links and feed row, and answered in the contract\'s shape', async () => {
    const logId = await add(sales, {
      categoryId: 1, title: '周三日报', content: '拜访客户\n  整理报价', tomorrow: '回访', question: '报价审批慢',
      sendUserIds: `${FINANCE},${FINANCE}`, sendDeptIds: '', customerIds: String(salesCustomer),
    });
    const answer = await t.call('OaLog/queryById', { logId }, sales);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      logId, categoryId: 1, title: '周三日报', content: '拜访客户\n  整理报价', tomorrow: '回访', question: '报价审批慢',
      createUserId: SALES, sendUserIds: `,${FINANCE},`, sendDeptIds: '', readUserIds: `,${SALES},`,
      deptId: 3, realname: '李娜', customerIds: `,${salesCustomer},`, contactsIds: '', businessIds: '', contractIds: '',
      img: [], file: [], sendUserList: [{ userId: FINANCE, realname: '王芳' }], sendDeptList: [],
      customerList: [{ customerId: salesCustomer, customerName: '李娜的日志客户' }], contactsList: [], businessList: [], contractList: [],
      createUser: { userId: SALES, username: 'sales', realname: '李娜', deptId: 3, deptName: '销售一组', parentId: MANAGER, parentName: '张伟' },
      permission: { isUpdate: 1, isDelete: 1 }, isRead: 1, replyList: [],
    });
    expect(typeof answer.data.batchId).toBe('string');
    expect(answer.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const feed = await t.db.selectFrom('oa_action_record').selectAll().where('type', '=', 1).where('action_id', '=', logId).executeTakeFirstOrThrow();
    expect(feed).toMatchObject({ user_id: SALES, content: '添加了日志', join_user_ids: `,${FINANCE},`, dept_ids: ',' });
    // a recipient sees it unread, without the right to change it
    expect((await t.call('OaLog/queryById', { logId }, finance)).data).toMatchObject({ isRead: 0, permission: { isUpdate: 0, isDelete: 0 } });
  });

  it('is refused with a message naming the field, nothing written', async () => {
    const before = await counts();
    const refused = async (body: Record<string, unknown>, msg: string | RegExp, token = sales) => {
      const answer = await save(token, { categoryId: 1, content: '内容', ...body });
      expect(answer.code, JSON.stringify(body)).toBe(500);
      if (typeof msg === 'string') expect(answer.msg).toBe(msg);
      else expect(answer.msg).toMatch(msg);
    };
    await refused({ content: '' }, '工作内容不能为空');
    await refused({ content: '  \n ' }, '工作内容不能为空');
    await refused({ content: undefined }, '工作内容不能为空');
    await refused({ content: 'x'.repeat(20_001) }, '工作内容不能超过20000个字符');
    await refused({ content: ['a'] }, '工作内容格式不正确');
    await refused({ categoryId: undefined }, '日志类型不能为空');
    await refused({ categoryId: 4 }, '日志类型格式不正确');
    await refused({ title: 'x'.repeat(256) }, '标题不能超过255个字符');
    await refused({ tomorrow: 'x'.repeat(20_001) }, '明日工作内容不能超过20000个字符');
    await refused({ sendUserIds: '99999' }, '发送人员不存在');
    await refused({ sendUserIds: 'abc' }, '发送人员格式不正确');
    await refused({ sendDeptIds: '999' }, '发送部门不存在');
    await refused({ batchId: '../etc' }, '附件批次格式不正确');
    // a linked record must be readable by the author: 李娜 does not read 张伟's customer
    await refused({ customerIds: String(managerCustomer) }, /没有权限|无权|不存在/);
    // an id that is no log of the caller's view is refused as a missing one
    await refused({ logId: 999999 }, GONE);
    expect(await counts()).toEqual(before);
  });
});

describe('who sees a log, by=1/2/3/4', () => {
  let toFinance: number;
  let toSalesDept: number;
  let toSalesGroup: number;
  let salesAlone: number;
  let managerAlone: number;
  beforeAll(async () => {
    toFinance = await add(sales, { content: '李娜发给王芳', sendUserIds: String(FINANCE) });
    toSalesDept = await add(finance, { categoryId: 2, content: '王芳发给销售部', sendDeptIds: String(SALES_DEPT) });
    toSalesGroup = await add(sales2, { categoryId: 3, content: '刘洋发给销售一组', sendDeptIds: '3' });
    salesAlone = await add(sales, { content: '李娜没有发给任何人' });
    managerAlone = await add(manager, { content: '张伟没有发给任何人' });
  });

  it('shows each log to its author, recipients, departments (with sub-departments), superiors and the super admin only', async () => {
    const seen = {
      admin: await ids(admin), manager: await ids(manager), sales: await ids(sales), sales2: await ids(sales2), finance: await ids(finance),
    };
    const expected: Record<number, Array<keyof typeof seen>> = {
      [toFinance]: ['admin', 'manager', 'sales', 'finance'], // author, recipient, superiors (张伟, admin)
      [toSalesDept]: ['admin', 'manager', 'sales', 'sales2', 'finance'], // 销售部 reaches 销售一组
      [toSalesGroup]: ['admin', 'manager', 'sales', 'sales2'], // 张伟 as 刘洋's superior, not by department (销售部 is above)
      [salesAlone]: ['admin', 'manager', 'sales'],
      [managerAlone]: ['admin', 'manager'],
    };
    for (const [logId, viewers] of Object.entries(expected)) {
      for (const who of Object.keys(seen) as Array<keyof typeof seen>) {
        expect(seen[who].includes(Number(logId)), `${who} sees log ${logId}`).toBe(viewers.includes(who));
      }
    }
    const tokens = { admin, manager, sales, sales2, finance };
    for (const [logId, viewers] of Object.entries(expected)) {
      for (const [who, token] of Object.entries(tokens)) {
        const answer = await t.call('OaLog/queryById', { logId }, token);
        if (viewers.includes(who as keyof typeof seen)) expect(answer.code, `${who} opens ${logId}`).toBe(0);
        else expect(answer, `${who} opens ${logId}`).toMatchObject({ code: 500, msg: GONE });
      }
    }
    expect(await t.call('OaLog/queryById', { logId: 999999 }, sales)).toMatchObject({ code: 500, msg: GONE });
    expect(await t.call('OaLog/queryById', { logId: 99_999_999_999 }, sales)).toMatchObject({ code: 500, msg: GONE });
  });

  it('by 1 lists mine, 2 received (sent to me, or by my subordinates), 3 received unread, 4 both', async () => {
    const mine = await ids(sales, { by: 1 });
    expect(mine).toEqual(expect.arrayContaining([toFinance, salesAlone]));
    expect(mine).not.toContain(toSalesDept);
    const received = await ids(sales, { by: 2 });
    expect(received).toEqual(expect.arrayContaining([toSalesDept, toSalesGroup]));
    expect(received).not.toContain(salesAlone);
    const managerReceived = await ids(manager, { by: 2 });
    expect(managerReceived).toEqual(expect.arrayContaining([toFinance, toSalesDept, toSalesGroup, salesAlone]));
    expect(managerReceived).not.toContain(managerAlone);
    expect(await ids(manager, { by: 1 })).toContain(managerAlone);
    // unread: 李娜 opens 王芳's log to 销售部; it leaves 未读 and stays in 我收到的
    expect(await ids(sales, { by: 3 })).toEqual(expect.arrayContaining([toSalesDept, toSalesGroup]));
    expect(await t.call('OaLog/readLog', { logId: toSalesDept }, sales)).toMatchObject({ code: 0 });
    expect(await ids(sales, { by: 3 })).not.toContain(toSalesDept);
    expect(await ids(sales, { by: 2 })).toContain(toSalesDept);
    const all = await ids(sales, { by: 4 });
    expect(await ids(sales)).toEqual(all);
    expect(all).toEqual(expect.arrayContaining([toFinance, salesAlone, toSalesDept, toSalesGroup]));
    // newest first
    expect(all).toEqual([...all].sort((a, b) => b - a));
    // the super admin receives every other user's log
    expect(await ids(admin, { by: 2 })).toEqual(expect.arrayContaining([toFinance, toSalesDept, toSalesGroup, salesAlone, managerAlone]));
    expect(await list(sales, { by: 5 })).toMatchObject({ code: 500, msg: '日志范围格式不正确' });
  });

  it('filters by category, author and day, and pages', async () => {
    expect(await ids(manager, { categoryId: 2 })).toContain(toSalesDept);
    expect(await ids(manager, { categoryId: 2 })).not.toContain(toFinance);
    expect(await ids(manager, { categoryId: 3 })).toEqual(expect.arrayContaining([toSalesGroup]));
    const bySales = await ids(manager, { createUserId: SALES });
    expect(bySales).toEqual(expect.arrayContaining([toFinance, salesAlone]));
    expect(bySales).not.toContain(toSalesGroup);
    await t.db.updateTable('oa_log').set({ create_time: new Date(2026, 0, 15, 18, 30) }).where('log_id', '=', salesAlone).execute();
    expect(await ids(manager, { createTime: '2026-01-15' })).toEqual([salesAlone]);
    expect(await ids(manager, { createTime: '2026-01-16' })).toEqual([]);
    expect(await list(manager, { createTime: '2026-02-30' })).toMatchObject({ code: 500, msg: '创建时间格式不正确' });
    expect(await list(manager, { categoryId: 9 })).toMatchObject({ code: 500, msg: '日志类型格式不正确' });
    const page = await postJson(t, 'OaLog/queryList', { page: 1, limit: 2 }, manager);
    expect(page.data).toMatchObject({ pageNumber: 1, pageSize: 2, firstPage: true });
    expect(page.data.list).toHaveLength(2);
    expect(page.data.totalRow).toBeGreaterThanOrEqual(5);
    // the author of a log a viewer may not see does not open it through the filter
    expect(await ids(finance, { createUserId: MANAGER })).toEqual([]);
  });

  it('readLog is refused as a missing log for anyone who does not see it, and marks nothing', async () => {
    const before = await t.db.selectFrom('oa_log').select('read_user_ids').where('log_id', '=', managerAlone).executeTakeFirstOrThrow();
    expect(await t.call('OaLog/readLog', { logId: managerAlone }, sales)).toMatchObject({ code: 500, msg: GONE });
    expect(await t.call('OaLog/readLog', { logId: 999999 }, sales)).toMatchObject({ code: 500, msg: GONE });
    expect(await t.call('OaLog/readLog', {}, sales)).toMatchObject({ code: 500, msg: '日志不能为空' });
    expect(await t.db.selectFrom('oa_log').select('read_user_ids').where('log_id', '=', managerAlone).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('reading and logNum', () => {
  it('counts the logs sent to me (by name or department) I have not read; reading marks me once', async () => {
    const start = { finance: await logNum(finance), sales2: await logNum(sales2), manager: await logNum(manager), admin: await logNum(admin) };
    const toFinance = await add(manager, { content: '张伟发给王芳', sendUserIds: String(FINANCE) });
    const toGroup = await add(admin, { content: 'admin发给销售部', sendDeptIds: String(SALES_DEPT) });
    await add(sales, { content: '李娜写给自己' }); // a subordinate's log is not "sent to" 张伟: not in his badge
    expect(await logNum(finance)).toBe(start.finance + 1);
    expect(await logNum(sales2)).toBe(start.sales2 + 1); // 销售部 reaches 销售一组
    expect(await logNum(manager)).toBe(start.manager + 1);
    expect(await logNum(admin)).toBe(start.admin); // the author's own never counts
    expect((await t.call('OaLog/queryById', { logId: toFinance }, finance)).data.isRead).toBe(0);

    for (let i = 0; i < 2; i++) expect(await t.call('OaLog/readLog', { logId: toFinance }, finance)).toMatchObject({ code: 0 });
    const row = await t.db.selectFrom('oa_log').select('read_user_ids').where('log_id', '=', toFinance).executeTakeFirstOrThrow();
    expect(row.read_user_ids).toBe(`,${MANAGER},${FINANCE},`);
    expect(await logNum(finance)).toBe(start.finance);
    expect((await t.call('OaLog/queryById', { logId: toFinance }, finance)).data.isRead).toBe(1);
    // the author's superior reads it too (he sees it), but it was never in his badge
    expect(await t.call('OaLog/readLog', { logId: toFinance }, admin)).toMatchObject({ code: 0 });
    expect(await t.call('OaLog/readLog', { logId: toGroup }, sales2)).toMatchObject({ code: 0 });
    expect(await logNum(sales2)).toBe(start.sales2);
  });
});

describe('edits and deletes: author and superiors within 72 hours, the super admin after', () => {
  let logId: number;
  beforeAll(async () => {
    logId = await add(sales, { content: '原内容', sendUserIds: String(FINANCE), customerIds: String(salesCustomer) });
  });

  const edit = (token: string, body: Record<string, unknown> = {}) => save(token, { logId, categoryId: 2, content: '改过的内容', ...body });

  it('refuses a recipient (没有权限) and a stranger (as a missing log); nothing written', async () => {
    const before = await t.db.selectFrom('oa_log').selectAll().where('log_id', '=', logId).executeTakeFirstOrThrow();
    const total = await counts();
    expect(await edit(finance)).toMatchObject({ code: 500, msg: '没有权限' });
    expect(await t.call('OaLog/deleteById', { logId }, finance)).toMatchObject({ code: 500, msg: '没有权限' });
    expect(await edit(sales2)).toMatchObject({ code: 500, msg: GONE });
    expect(await t.call('OaLog/deleteById', { logId }, sales2)).toMatchObject({ code: 500, msg: GONE });
    // the refusal comes before the form is read: a stranger learns nothing from the validation
    expect(await edit(sales2, { content: '' })).toMatchObject({ code: 500, msg: GONE });
    expect(await t.db.selectFrom('oa_log').selectAll().where('log_id', '=', logId).executeTakeFirstOrThrow()).toEqual(before);
    expect(await counts()).toEqual(total);
  });

  it('lets the author and a superior edit within 72 hours, the feed row kept in step', async () => {
    expect(await edit(sales, { content: '' })).toMatchObject({ code: 500, msg: '工作内容不能为空' });
    expect(await edit(sales, { sendUserIds: `${MANAGER}`, sendDeptIds: '4' })).toMatchObject({ code: 0 });
    expect((await t.call('OaLog/queryById', { logId }, sales)).data).toMatchObject({
      categoryId: 2, content: '改过的内容', sendUserIds: `,${MANAGER},`, sendDeptIds: ',4,', customerIds: '', customerList: [],
      sendDeptList: [{ id: 4, name: '财务部' }],
    });
    const feed = await t.db.selectFrom('oa_action_record').selectAll().where('type', '=', 1).where('action_id', '=', logId).execute();
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ join_user_ids: `,${MANAGER},`, dept_ids: ',4,', content: '添加了日志', user_id: SALES });
    await hoursAgo(logId, 71);
    expect((await t.call('OaLog/queryById', { logId }, manager)).data.permission).toEqual({ isUpdate: 1, isDelete: 1 });
    expect(await edit(manager, { content: '张伟改的', sendUserIds: String(FINANCE) })).toMatchObject({ code: 0 });
    const row = await t.db.selectFrom('oa_log').selectAll().where('log_id', '=', logId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content: '张伟改的', create_user_id: SALES, send_user_ids: `,${FINANCE},` });
  });

  it('after 72 hours refuses the author and superiors (没有权限), and lets the super admin', async () => {
    await hoursAgo(logId, 73);
    const before = await t.db.selectFrom('oa_log').selectAll().where('log_id', '=', logId).executeTakeFirstOrThrow();
    for (const token of [sales, manager]) {
      expect((await t.call('OaLog/queryById', { logId }, token)).data.permission).toEqual({ isUpdate: 0, isDelete: 0 });
      expect(await edit(token)).toMatchObject({ code: 500, msg: '没有权限' });
      expect(await t.call('OaLog/deleteById', { logId }, token)).toMatchObject({ code: 500, msg: '没有权限' });
    }
    expect(await t.db.selectFrom('oa_log').selectAll().where('log_id', '=', logId).executeTakeFirstOrThrow()).toEqual(before);
    expect((await t.call('OaLog/queryById', { logId }, admin)).data.permission).toEqual({ isUpdate: 1, isDelete: 1 });
    expect(await edit(admin, { content: '管理员改的' })).toMatchObject({ code: 0 });
    expect((await t.db.selectFrom('oa_log').select('content').where('log_id', '=', logId).executeTakeFirstOrThrow()).content).toBe('管理员改的');
  });

  it('deletes with its links, comments and feed row', async () => {
    const own = await add(sales, { content: '待删除', sendUserIds: String(FINANCE), customerIds: String(salesCustomer) });
    expect(await t.call('comment/setComment', { type: 2, typeId: own, content: '收到' }, finance)).toMatchObject({ code: 0 });
    expect(await t.call('OaLog/deleteById', { logId: own }, sales)).toMatchObject({ code: 0 });
    for (const [table, column] of [['oa_log', 'log_id'], ['oa_log_relation', 'log_id']] as const) {
      expect(await t.db.selectFrom(table).select(column).where(column, '=', own).executeTakeFirst()).toBeUndefined();
    }
    expect(await t.db.selectFrom('task_comment').select('comment_id').where('type', '=', 2).where('type_id', '=', own).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('oa_action_record').select('log_id').where('type', '=', 1).where('action_id', '=', own).executeTakeFirst()).toBeUndefined();
    expect(await t.call('OaLog/deleteById', { logId: own }, sales)).toMatchObject({ code: 500, msg: GONE });
    // the super admin deletes an old log of anyone's
    expect(await t.call('OaLog/deleteById', { logId }, admin)).toMatchObject({ code: 0 });
  });
});

describe('the files of a log and the CRM detail\'s 日志 tab', () => {
  it('answers its batch as img/file, readable by whoever sees the log', async () => {
    const batchId = 'logbatch0001';
    await t.db.insertInto('admin_file').values([
      { name: 'photo.png', size: 2048, create_user_id: SALES, create_time: new Date(), path: 'x/photo.png', file_path: '/api/uploads/x/photo.png', file_type: 'img', batch_id: batchId },
      { name: 'plan.pdf', size: 4096, create_user_id: SALES, create_time: new Date(), path: 'x/plan.pdf', file_path: '/api/uploads/x/plan.pdf', file_type: 'file', batch_id: batchId },
    ]).execute();
    // another user cannot claim 李娜's uploads for a log of theirs
    expect(await save(sales2, { categoryId: 1, content: '内容', batchId })).toMatchObject({ code: 500, msg: '附件批次中有他人上传的文件，不能使用' });
    const logId = await add(sales, { content: '带附件的日志', sendUserIds: String(FINANCE), batchId });
    const row = (await t.call('OaLog/queryById', { logId }, finance)).data;
    expect(row.batchId).toBe(batchId);
    expect(row.img.map((f: { name: string }) => f.name)).toEqual(['photo.png']);
    expect(row.file.map((f: { name: string }) => f.name)).toEqual(['plan.pdf']);
    expect((await t.call('file/queryByBatchId', { batchId }, finance)).data).toHaveLength(2);
    expect(await t.call('file/queryByBatchId', { batchId }, sales2)).toMatchObject({ code: 500, msg: '没有权限' });
    // the batch stays the log's
    expect(await save(sales, { logId, categoryId: 1, content: '内容', batchId: 'another' })).toMatchObject({ code: 500, msg: '附件批次不能修改' });
  });

  it('lists the logs linking a record the caller reads and sees, as a Page', async () => {
    const linked = await add(sales, { content: '拜访记录', customerIds: String(salesCustomer), sendUserIds: String(FINANCE) });
    const answer = await t.call('OaLog/queryLogRelation', { customerIds: salesCustomer }, sales);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ pageNumber: 1, pageSize: 10, firstPage: true });
    expect(answer.data.list.map((row: { logId: number }) => row.logId)).toContain(linked);
    expect(answer.data.list.every((row: { customerIds: string }) => row.customerIds.includes(`,${salesCustomer},`))).toBe(true);
    const all = await t.call('OaLog/queryLogRelation', { customerIds: salesCustomer, pageType: 0 }, manager);
    expect(all.data.map((row: { logId: number }) => row.logId)).toContain(linked);
    // 刘洋 reads neither the customer nor the log
    const refused = await t.call('OaLog/queryLogRelation', { customerIds: salesCustomer }, sales2);
    expect(refused.code).toBe(500);
    expect(refused.msg).toMatch(/没有权限|无权|不存在/);
    expect(await t.call('OaLog/queryLogRelation', {}, sales)).toMatchObject({ code: 500, msg: '关联业务不能为空' });
  });
});

describe('the create/edit form (field/queryField label 13, the descriptor schemas/modules/oa/log.json)', () => {
  it('answers the fixed form; 日志类型 by name or number; the edit form for whoever may still change the log', async () => {
    const form = await t.call('field/queryField', { label: 13 }, sales);
    expect(form.code).toBe(0);
    const fields = form.data as Array<Record<string, unknown>>;
    expect(fields.map((f) => [f.fieldName, f.name, f.formType, f.isNull])).toEqual([
      ['categoryId', '日志类型', 'select', 1], ['content', '今日工作内容', 'textarea', 1], ['tomorrow', '明日工作内容', 'textarea', 0],
      ['question', '遇到问题', 'textarea', 0], ['sendUserIds', '发送人员', 'user', 0], ['sendDeptIds', '发送部门', 'structure', 0],
    ]);
    expect(fields[0]).toMatchObject({ value: '日报', setting: ['日报', '周报', '月报'] });

    const saved = await postJson(t, 'OaLog/addOrUpdate', { categoryId: '周报', content: '表单写的周报', sendUserIds: String(MANAGER) }, sales);
    expect(saved.code).toBe(0);
    const log = await t.db.selectFrom('oa_log').select(['log_id', 'category_id']).where('content', '=', '表单写的周报').executeTakeFirstOrThrow();
    expect(log.category_id).toBe(2);
    expect((await postJson(t, 'OaLog/addOrUpdate', { categoryId: '年报', content: '错的类型' }, sales))).toMatchObject({ code: 500, msg: '日志类型格式不正确' });

    const edit = await t.call('field/queryField', { label: 13, id: log.log_id }, sales);
    const values = Object.fromEntries((edit.data as Array<Record<string, unknown>>).map((f) => [f.fieldName, f.value]));
    expect(values).toMatchObject({ categoryId: '周报', content: '表单写的周报' });
    expect((values.sendUserIds as Array<{ userId: number }>).map((u) => u.userId)).toEqual([MANAGER]);
    // 张伟 reads it (a recipient and her superior: he may change it within 72 hours); 王芳 may not see it
    expect((await t.call('field/queryField', { label: 13, id: log.log_id }, manager)).code).toBe(0);
    expect(await t.call('field/queryField', { label: 13, id: log.log_id }, finance)).toMatchObject({ code: 500, msg: '该日志不存在或已被删除' });
  });
});
