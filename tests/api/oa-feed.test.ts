// The office workbench feed (contract 10.4 OaRecord/getOaRecordPageList): per type, who sees which
// rows (a row is listed only when the caller sees its target by the target's own rule: a log's
// author, recipients, their departments, superiors and the super admin; an event's creator and
// participants; an announcement's audience; a task's people and their superiors; an approval's
// submitter, approvers and the super admin), the type filter, paging, the merged info of each type,
// rows whose target is gone; and ids past int4 answered as missing records, never 服务器响应异常.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';
import { lastExamine, submit } from './oaExamineHelpers.ts';

let t: TestApp;
const token: Record<string, string> = {};
const USERS = ['admin', 'manager', 'sales', 'sales2', 'finance'] as const;
type User = (typeof USERS)[number];
const { manager: MANAGER, sales: SALES, sales2: SALES2, finance: FINANCE } = SEED_USER;

/** Past int4: no serial id is this large. */
const TOO_BIG = 2_147_483_648;

/** The targets made for the feed, by name. */
const made = {} as Record<'logToFinance' | 'logToSalesDept' | 'event' | 'announcement' | 'task' | 'examine', number>;
let customerId: number;

const newest = async (table: 'oa_log' | 'oa_event' | 'oa_announcement', column: 'log_id' | 'event_id' | 'announcement_id') => {
  const { rows } = await sql<{ id: number }>`select max(${sql.ref(column)}) as id from ${sql.table(table)}`.execute(t.db);
  return Number(rows[0]!.id);
};

function ok(answer: { code: number; msg?: string; data?: any }, what: string) {
  if (answer.code !== 0) throw new Error(`${what}: ${answer.msg}`);
  return answer;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) token[user] = await t.login(user);
  await t.db.deleteFrom('oa_action_record').execute(); // this file's rows only
  const form = await t.call('field/queryField', { label: 2 }, token.manager);
  const field = (form.data as Record<string, unknown>[]).filter((f) => f.fieldType === 0).map((f) => ({ ...f, value: '' }));
  customerId = ok(await postJson(t, 'CrmCustomer/addOrUpdate', { entity: { customer_name: '动态的客户' }, field }, token.manager), 'customer').data.customerId;
  // oldest first: the feed lists them newest first
  ok(await postJson(t, 'OaLog/addOrUpdate', { categoryId: 1, title: '李娜的日报', content: '拜访两家客户', sendUserIds: String(FINANCE) }, token.sales), 'log 1');
  made.logToFinance = await newest('oa_log', 'log_id');
  ok(await postJson(t, 'OaLog/addOrUpdate', { categoryId: 2, content: '本周对账', sendDeptIds: '2' }, token.finance), 'log 2');
  made.logToSalesDept = await newest('oa_log', 'log_id');
  ok(await t.call('OaEvent/add', {
    title: '客户拜访', startTime: '2026-03-10 14:00:00', endTime: '2026-03-10 16:00:00', type: 2, ownerUserIds: String(SALES), customerIds: String(customerId),
  }, token.manager), 'event');
  made.event = await newest('oa_event', 'event_id');
  ok(await t.call('OaAnnouncement/saveAndUpdate', {
    title: '销售一组例会', content: '周五下午三点', startTime: '2026-03-01', endTime: '2026-03-31', deptIds: '3', ownerUserIds: '',
  }, token.admin), 'announcement');
  made.announcement = await newest('oa_announcement', 'announcement_id');
  made.task = ok(await t.call('task/setTask', { name: '整理报价单', mainUserId: SALES2 }, token.sales2), 'task').data.taskId;
  ok(await submit(t, token.sales, { oaExamine: { categoryId: 1, content: '采购打印机', remark: '无' }, checkUserId: String(FINANCE) }), 'examine');
  made.examine = (await lastExamine(t)).examine_id;
});
afterAll(async () => { await t?.close(); });

const feed = (user: User, form: Record<string, unknown> = {}) => t.call('OaRecord/getOaRecordPageList', { limit: 100, ...form }, token[user]);

/** `type:actionId` of each row, in the answer's order. */
async function keys(user: User, form: Record<string, unknown> = {}): Promise<string[]> {
  const answer = await feed(user, form);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.list.map((row: { type: number; actionId: number }) => `${row.type}:${row.actionId}`);
}

const key = {
  logToFinance: () => `1:${made.logToFinance}`, logToSalesDept: () => `1:${made.logToSalesDept}`, event: () => `2:${made.event}`,
  announcement: () => `3:${made.announcement}`, task: () => `4:${made.task}`, examine: () => `5:${made.examine}`,
};

describe('who sees which rows', () => {
  it('lists a row only to those who see its target, newest first', async () => {
    const expected: Record<User, Array<keyof typeof key>> = {
      // the super admin: every log, task and approval; the announcement's creator; not the event (a schedule is personal)
      admin: ['examine', 'task', 'announcement', 'logToSalesDept', 'logToFinance'],
      // a superior: his subordinates' log and task, the log to his department, his event; not the approval nor 销售一组's announcement
      manager: ['task', 'event', 'logToSalesDept', 'logToFinance'],
      // the author and submitter, a participant, 销售一组 (under 销售部)
      sales: ['examine', 'announcement', 'event', 'logToSalesDept', 'logToFinance'],
      // 销售一组: the log to 销售部 and the announcement; her own task; not her colleague's log, event or approval
      sales2: ['task', 'announcement', 'logToSalesDept'],
      // the recipient, the author, the approver
      finance: ['examine', 'logToSalesDept', 'logToFinance'],
    };
    for (const user of USERS) expect(await keys(user), user).toEqual(expected[user].map((name) => key[name]()));
  });

  it('filters by type (0 全部, 1-5) and refuses another', async () => {
    expect(await keys('admin', { type: 1 })).toEqual([key.logToSalesDept(), key.logToFinance()]);
    expect(await keys('admin', { type: 2 })).toEqual([]);
    expect(await keys('manager', { type: 2 })).toEqual([key.event()]);
    expect(await keys('sales', { type: 3 })).toEqual([key.announcement()]);
    expect(await keys('sales2', { type: 4 })).toEqual([key.task()]);
    expect(await keys('finance', { type: 5 })).toEqual([key.examine()]);
    expect(await keys('admin', { type: 0 })).toHaveLength(5);
    expect(await feed('admin', { type: 6 })).toMatchObject({ code: 500, msg: '类型格式不正确' });
    expect(await feed('admin', { type: 'x' })).toMatchObject({ code: 500, msg: '类型格式不正确' });
  });

  it('pages: the pages together are the whole feed, with its total', async () => {
    const all = await keys('admin');
    const pages = [];
    for (const page of [1, 2, 3]) {
      const answer = await feed('admin', { page, limit: 2 });
      expect(answer.data).toMatchObject({ pageNumber: page, pageSize: 2, totalRow: 5, totalPage: 3, firstPage: page === 1, lastPage: page === 3 });
      pages.push(...answer.data.list.map((row: { type: number; actionId: number }) => `${row.type}:${row.actionId}`));
    }
    expect(pages).toEqual(all);
    expect((await feed('admin', { page: 4, limit: 2 })).data).toMatchObject({ list: [], totalRow: 5 });
    // pageType 0 would load the whole feed: still a Page
    expect((await feed('admin', { pageType: 0, limit: 2 })).data.list).toHaveLength(2);
    expect(await feed('admin', { limit: 0 })).toMatchObject({ code: 500, msg: '每页条数格式不正确' });
  });

  it('total 0: the same rows page by page, lastPage from the rows themselves, nothing counted (-1)', async () => {
    const rowKeys = (answer: { data?: any }) => (answer.data.list as Array<{ type: number; actionId: number }>).map((row) => `${row.type}:${row.actionId}`);
    const notCounted = { totalRow: -1, totalPage: -1, pageSize: 2 };
    for (const page of [1, 2, 3]) {
      const counted = await feed('admin', { page, limit: 2 });
      const uncounted = await feed('admin', { page, limit: 2, total: 0 });
      expect(uncounted.code, uncounted.msg).toBe(0);
      expect(uncounted.data).toMatchObject({ ...notCounted, pageNumber: page, firstPage: page === 1, lastPage: page === 3 });
      expect(rowKeys(uncounted)).toEqual(rowKeys(counted));
      expect(uncounted.data.list).toEqual(counted.data.list);
    }
    // a full page with nothing after it (5 rows, 5 a page) is the last; one row short of it is not
    expect((await feed('admin', { limit: 5, total: 0 })).data).toMatchObject({ ...notCounted, pageSize: 5, lastPage: true });
    expect((await feed('admin', { limit: 4, total: 0 })).data).toMatchObject({ ...notCounted, pageSize: 4, lastPage: false });
    expect((await feed('admin', { page: 4, limit: 2, total: 0 })).data).toMatchObject({ list: [], ...notCounted, lastPage: true });
    // one kind: 2 logs
    const logs = await feed('admin', { type: 1, limit: 1, total: '0' });
    expect(logs.data).toMatchObject({ totalRow: -1, lastPage: false });
    expect((await feed('admin', { type: 1, page: 2, limit: 1, total: 0 })).data).toMatchObject({ totalRow: -1, lastPage: true });
    // total 1 or none: today's counted page
    expect((await feed('admin', { limit: 2, total: 1 })).data).toMatchObject({ totalRow: 5, totalPage: 3, lastPage: false });
    for (const bad of [2, -1, 'x']) expect(await feed('admin', { total: bad }), String(bad)).toMatchObject({ code: 500, msg: '总数格式不正确' });
  });

  it('never lists a row whose target is gone, and deleting a target deletes its row', async () => {
    const stray = await t.db.insertInto('oa_action_record').values({ user_id: SEED_USER.admin, type: 1, action_id: 999_999, create_time: new Date(), content: '添加了日志' })
      .returning('log_id').executeTakeFirstOrThrow();
    expect(await keys('admin')).toHaveLength(5);
    await t.db.deleteFrom('oa_action_record').where('log_id', '=', stray.log_id).execute();
    const event = await t.call('OaEvent/add', { title: '临时会议', startTime: '2026-03-11 09:00:00', endTime: '2026-03-11 10:00:00', type: 0 }, token.manager);
    expect(event.code).toBe(0);
    const eventId = await newest('oa_event', 'event_id');
    expect((await keys('manager'))[0]).toBe(`2:${eventId}`);
    expect((await t.call('OaEvent/delete', { eventId }, token.manager)).code).toBe(0);
    expect(await keys('manager')).not.toContain(`2:${eventId}`);
    expect(await t.db.selectFrom('oa_action_record').select('log_id').where('type', '=', 2).where('action_id', '=', eventId).execute()).toEqual([]);
  });
});

describe('each row', () => {
  const rowOf = async (user: User, type: number, actionId: number) => {
    const answer = await feed(user, { type });
    return answer.data.list.find((row: { actionId: number }) => row.actionId === actionId);
  };
  const feedTime = async (type: number, actionId: number) => {
    const row = await t.db.selectFrom('oa_action_record').select('create_time').where('type', '=', type).where('action_id', '=', actionId).executeTakeFirstOrThrow();
    const d = new Date(row.create_time);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  };

  it('a log: the feed row with the full log detail of 10.1 merged over it', async () => {
    const row = await rowOf('finance', 1, made.logToFinance);
    expect(row).toMatchObject({
      type: 1, typeName: '日志', actionId: made.logToFinance, userId: SALES, createTime: await feedTime(1, made.logToFinance),
      logId: made.logToFinance, categoryId: 1, title: '李娜的日报', content: '拜访两家客户', sendUserIds: `,${FINANCE},`,
      sendUserList: [{ userId: FINANCE, realname: '王芳' }], sendDeptList: [], customerList: [], replyList: [], isRead: 0,
      createUser: { userId: SALES, realname: '李娜', deptName: '销售一组', parentName: '张伟' }, permission: { isUpdate: 0, isDelete: 0 },
    });
  });

  it('an event: its title, detail and relation lists, the feed\'s own type kept', async () => {
    const row = await rowOf('sales', 2, made.event);
    expect(row).toMatchObject({
      // as the original merges it: the event's columns over the row's (its content, none here), not its repetition type
      type: 2, typeName: '日程', content: null, userId: MANAGER, createTime: await feedTime(2, made.event),
      title: '客户拜访', eventId: made.event, startTime: '2026-03-10 14:00:00', ownerUserIds: `,${SALES},`, ownerList: [{ userId: SALES, realname: '李娜' }],
      customerList: [{ customerId, customerName: '动态的客户' }], contactsList: [], createUser: { userId: MANAGER, realname: '张伟' },
      permission: { isUpdate: 0, isDelete: 0 },
    });
  });

  it('an announcement: title and annContent; a task and an approval: their title', async () => {
    expect(await rowOf('sales2', 3, made.announcement)).toMatchObject({
      type: 3, typeName: '公告', content: '添加了公告', title: '销售一组例会', annContent: '周五下午三点', deptIds: ',3,',
      createUser: { userId: SEED_USER.admin, realname: 'admin' }, createTime: await feedTime(3, made.announcement),
    });
    expect(await rowOf('manager', 4, made.task)).toMatchObject({
      type: 4, typeName: '任务', content: '添加了任务', title: '整理报价单', userId: SALES2, joinUserIds: `,${SALES2},`, createUser: { userId: SALES2, realname: '刘洋' },
    });
    expect(await rowOf('finance', 5, made.examine)).toMatchObject({
      type: 5, typeName: '审批', content: '添加了审批', title: '采购打印机', userId: SALES, joinUserIds: `,${FINANCE},`, createUser: { userId: SALES, realname: '李娜' },
    });
  });
});

describe('ids past int4', () => {
  it('are answered as missing records, never 服务器响应异常, nothing written', async () => {
    const expected: Array<[string, Record<string, unknown>, string, User?]> = [
      ['OaEvent/queryById', { eventId: TOO_BIG }, '该日程不存在或已被删除'],
      ['OaEvent/update', { eventId: TOO_BIG, title: 'x', startTime: '2026-03-10 14:00:00', endTime: '2026-03-10 15:00:00' }, '该日程不存在或已被删除'],
      ['OaEvent/delete', { eventId: TOO_BIG }, '该日程不存在或已被删除'],
      ['OaAnnouncement/queryById', { id: TOO_BIG }, '无权访问'],
      ['OaAnnouncement/readAnnouncement', { announcementId: TOO_BIG }, '无权访问'],
      ['OaAnnouncement/delete', { id: TOO_BIG }, '无权访问', 'admin'],
      ['OaAnnouncement/saveAndUpdate', { announcementId: TOO_BIG, title: 'x', content: '', startTime: '2026-03-01', endTime: '2026-03-02' }, '无权访问', 'admin'],
      ['OaExamine/queryOaExamineInfo', { examineId: TOO_BIG }, '该审批不存在或已被删除'],
      ['OaExamine/getField', { examineId: TOO_BIG }, '该审批不存在或已被删除'],
      ['OaExamine/deleteOaExamine', { examineId: TOO_BIG }, '该审批不存在或已被删除', 'admin'],
      ['OaExamine/queryExamineRecordList', { recordId: TOO_BIG }, '审批记录不存在'],
      ['OaExamine/queryExamineLogList', { recordId: TOO_BIG }, '审批记录不存在'],
      ['OaExamine/auditExamine', { recordId: TOO_BIG, status: 1 }, '审批记录不存在'],
      ['OaLog/queryById', { logId: TOO_BIG }, '该日志不存在或已被删除'],
    ];
    const before = await t.db.selectFrom('oa_action_record').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const [url, form, msg, user] of expected) {
      expect(await t.call(url, form, token[user ?? 'sales']), url).toMatchObject({ code: 500, msg });
    }
    // the other calls of these modules taking an id: refused or answered, never the server's failure
    const others: Array<[string, Record<string, unknown>]> = [
      ['OaExamine/queryExaminStep', { categoryId: TOO_BIG }],
      ['OaExamine/queryExaminStep', { categoryId: 1, examineId: TOO_BIG }],
      ['OaExamine/myInitiate', { categoryId: TOO_BIG }],
      ['OaExamine/myOaExamine', { status: 1, categoryId: TOO_BIG }],
      ['OaExamine/queryExamineRelation', { customerIds: TOO_BIG }],
      ['OaEvent/queryEventRelation', { customerIds: TOO_BIG }],
      ['OaRecord/getOaRecordPageList', { page: TOO_BIG }],
      ['OaRecord/getOaRecordPageList', { page: Number.MAX_SAFE_INTEGER, limit: 5000 }],
    ];
    const failed = [];
    for (const [url, form] of others) {
      if ((await t.call(url, form, token.sales)).msg === '服务器响应异常') failed.push(`${url} ${JSON.stringify(form)}`);
    }
    expect(failed).toEqual([]);
    const examineSave = await submit(t, token.sales, { oaExamine: { examineId: TOO_BIG, categoryId: 1, content: 'x', remark: '无' }, checkUserId: String(FINANCE) });
    expect(examineSave).toMatchObject({ code: 500, msg: '该审批不存在或已被删除' });
    const examineCategory = await submit(t, token.sales, { oaExamine: { categoryId: TOO_BIG, content: 'x' }, checkUserId: String(FINANCE) });
    expect(examineCategory.code).toBe(500);
    expect(examineCategory.msg).not.toBe('服务器响应异常');
    const after = await t.db.selectFrom('oa_action_record').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('a row read in the page\'s one statement (feedStatement.ts)', () => {
  // The feed reads each target with its people, links, files and comments in the page's own
  // statement; the module's row builders shape them. A log or event row must equal the module's row.
  it('a log is its 10.1 row exactly: author, recipients, departments, links, files, comments and replies', async () => {
    const batchId = 'feedlogbatch01';
    await t.db.insertInto('admin_file').values([
      { name: 'photo.png', size: 2048, create_user_id: MANAGER, create_time: new Date(2026, 2, 1, 9, 30, 15), path: 'x/p.png', file_path: '/api/uploads/x/p.png', file_type: 'img', batch_id: batchId },
      { name: 'plan.pdf', size: 4096, create_user_id: MANAGER, create_time: new Date(2026, 2, 1, 9, 31), path: 'x/plan.pdf', file_path: '/api/uploads/x/plan.pdf', file_type: 'file', batch_id: batchId },
    ]).execute();
    ok(await postJson(t, 'OaLog/addOrUpdate', {
      categoryId: 2, content: '周报', tomorrow: '继续', sendUserIds: `${SALES},${FINANCE}`, sendDeptIds: '2', customerIds: String(customerId), batchId,
    }, token.manager), 'log');
    const logId = await newest('oa_log', 'log_id');
    const root = ok(await t.call('comment/setComment', { type: 2, typeId: logId, content: '写得好', pid: 0, mainId: 0 }, token.sales), 'comment').data.commentId;
    ok(await t.call('comment/setComment', { type: 2, typeId: logId, content: '谢谢', pid: SALES, mainId: root }, token.manager), 'reply');
    const fromFeed = (await feed('sales', { type: 1 })).data.list.find((row: { actionId: number }) => row.actionId === logId);
    const fromLogs = (await t.call('OaLog/queryList', { limit: 50 }, token.sales)).data.list.find((row: { logId: number }) => row.logId === logId);
    expect(fromLogs.replyList[0].childCommentList).toHaveLength(1);
    expect(fromLogs.img).toHaveLength(1);
    expect(fromLogs.customerList).toHaveLength(1);
    for (const [column, value] of Object.entries(fromLogs)) expect(fromFeed[column], column).toEqual(value);
  });

  it('an event is its 10.3 row exactly, but for its repetition type (the feed keeps its own)', async () => {
    const fromFeed = (await feed('sales', { type: 2 })).data.list.find((row: { actionId: number }) => row.actionId === made.event);
    const fromEvents = (await t.call('OaEvent/queryById', { eventId: made.event }, token.sales)).data;
    for (const [column, value] of Object.entries(fromEvents)) if (column !== 'type') expect(fromFeed[column], column).toEqual(value);
  });
});

describe('the page narrows by the row\'s own audience, never hiding a row the rules show', () => {
  // A viewer's page first keeps the rows whose writer, named people or (logs) departments could
  // make them visible (feedAccess.ts feedAudienceMayShow), then checks each target's rule; the
  // total counts by the rules alone. After the targets' people change, both must still agree.
  it('agrees with the rules for every user after a task, an event and a log change their people', async () => {
    ok(await t.call('task/setTask', { taskId: made.task, mainUserId: SALES }, token.sales2), 'task owner');
    ok(await t.call('OaEvent/update', {
      eventId: made.event, title: '客户拜访', startTime: '2026-03-10 14:00:00', endTime: '2026-03-10 16:00:00', type: 2, ownerUserIds: String(SALES2),
    }, token.manager), 'event people');
    ok(await postJson(t, 'OaLog/addOrUpdate', { logId: made.logToFinance, categoryId: 1, title: '李娜的日报', content: '拜访两家客户', sendUserIds: String(MANAGER) }, token.sales), 'log people');
    for (const user of USERS) {
      const answer = await feed(user);
      expect(answer.code, answer.msg).toBe(0);
      expect(answer.data.list, user).toHaveLength(answer.data.totalRow);
    }
    // the changed people see what they now may, and no longer what they may not
    expect(await keys('sales2')).toContain(key.event());
    expect(await keys('sales')).not.toContain(key.event());
    expect(await keys('sales')).toContain(key.task());
    expect(await keys('finance')).not.toContain(key.logToFinance());
    expect(await keys('manager')).toContain(key.logToFinance());
  });

  it('follows a move to another department at once (the page statement is kept per viewer and permission version)', async () => {
    const userForm = async (userId: number, deptId: number) => {
      const rows = (await t.call('system/user/queryUserList', { pageType: 0 }, token.admin)).data as Record<string, any>[];
      const row = rows.find((r) => r.userId === userId)!;
      return { userId, username: row.username, realname: row.realname, sex: row.sex ?? 0, email: row.email ?? '', deptId, post: row.post ?? '', parentId: row.parentId, roleIds: row.roleId ?? '' };
    };
    // 刘洋 of 销售一组 sees the log sent to 销售部 (above her group), page after page from the same statement
    for (let i = 0; i < 2; i++) expect(await keys('sales2', { total: 0 })).toContain(key.logToSalesDept());
    ok(await t.call('system/user/setUser', await userForm(SALES2, 4), token.admin), 'to 财务部');
    // 财务部 is not under 销售部: the log is no longer hers to see
    expect(await keys('sales2', { total: 0 })).not.toContain(key.logToSalesDept());
    ok(await t.call('system/user/setUser', await userForm(SALES2, 3), token.admin), 'back to 销售一组');
    expect(await keys('sales2', { total: 0 })).toContain(key.logToSalesDept());
  });
});
