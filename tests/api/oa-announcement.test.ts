// Announcements 公告 (contract 10.2, 8.3 announcementNum, issue 19): every OaAnnouncement call on
// the seeded roles. The audience rule (creator; everyone when no departments and no people; else
// those people and the members of those departments and their sub-departments), refused ids
// (`无权访问`, nothing written), each save message, the rights of save / update / delete, isRead and
// the badge before and after reading, and type 1 (active today) vs 2 (future or ended) by dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backlogToday } from '../../server/crm/backlog/backlogToday.ts';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
const token: Record<string, string> = {};
const ROLES = ['admin', 'manager', 'sales', 'sales2', 'finance'] as const;
type Row = Record<string, any>;
const day = backlogToday();
const today = day.date;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) token[role] = await t.login(role);
});
afterAll(async () => { await t?.close(); });

async function create(params: Row, as = token.admin): Promise<number> {
  const body = await t.call('OaAnnouncement/saveAndUpdate', { content: '', deptIds: '', ownerUserIds: '', ...params }, as);
  expect(body).toMatchObject({ code: 0 });
  const row = await t.db.selectFrom('oa_announcement').select('announcement_id').where('title', '=', params.title)
    .orderBy('announcement_id', 'desc').executeTakeFirstOrThrow();
  return row.announcement_id;
}

async function list(role: string, type: 1 | 2): Promise<Row[]> {
  const body = await t.call('OaAnnouncement/queryList', { type, page: 1, limit: 100 }, token[role]);
  expect(body.code).toBe(0);
  return (body.data as Row).list as Row[];
}
const titles = async (role: string, type: 1 | 2) => (await list(role, type)).map((r) => r.title);
async function badge(role: string): Promise<number> {
  const body = await t.call('OaBackLog/num', {}, token[role]);
  expect(body.code).toBe(0);
  return (body.data as Row).announcementNum as number;
}
const rowCount = async () => Number((await t.db.selectFrom('oa_announcement').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

let toAll: number;
let toSales: number;
let toFinanceUser: number;
let future: number;
let ended: number;

describe('OaAnnouncement: audience and lists', () => {
  beforeAll(async () => {
    toAll = await create({ title: '全员公告', content: '  第一行\n<b>不是HTML</b>  ', startTime: today, endTime: day.plusDays(3) });
    toSales = await create({ title: '销售部公告', startTime: day.plusDays(-1), endTime: today, deptIds: '2' });
    toFinanceUser = await create({ title: '给王芳', startTime: today, endTime: today, ownerUserIds: String(SEED_USER.finance) });
    future = await create({ title: '未来公告', startTime: day.plusDays(2), endTime: day.plusDays(5) });
    ended = await create({ title: '过期公告', startTime: day.plusDays(-9), endTime: day.plusDays(-1), deptIds: '2' });
  });

  it('shows each role what is addressed to it, active ones under type 1, future and ended under type 2', async () => {
    expect((await titles('admin', 1)).sort()).toEqual(['全员公告', '给王芳', '销售部公告'].sort()); // the creator sees all of them
    expect((await titles('admin', 2)).sort()).toEqual(['未来公告', '过期公告'].sort());
    expect((await titles('manager', 1)).sort()).toEqual(['全员公告', '销售部公告'].sort()); // 销售部 itself
    expect((await titles('sales', 1)).sort()).toEqual(['全员公告', '销售部公告'].sort()); // 销售一组, below 销售部
    expect((await titles('sales', 2)).sort()).toEqual(['未来公告', '过期公告'].sort());
    expect((await titles('finance', 1)).sort()).toEqual(['全员公告', '给王芳'].sort());
    expect(await titles('finance', 2)).toEqual(['未来公告']);
  });

  it('answers rows in the contract shape: creator fields, yyyy-MM-dd days, isRead, content exactly as sent', async () => {
    const body = await t.call('OaAnnouncement/queryList', { type: 1 }, token.sales);
    expect(body.data).toMatchObject({ pageNumber: 1, pageSize: 10, totalRow: 2, firstPage: true });
    const row = (await list('sales', 1)).find((r) => r.title === '全员公告')!;
    expect(row).toMatchObject({
      announcementId: toAll, startTime: today, endTime: day.plusDays(3), isRead: 0, deptIds: '', ownerUserIds: '',
      userId: SEED_USER.admin, username: 'admin', realname: 'admin', parentId: 0, createUserId: SEED_USER.admin,
      content: '  第一行\n<b>不是HTML</b>  ', permission: { isUpdate: 0, isDelete: 0 },
    });
    expect(row.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await list('admin', 1))[0].permission).toEqual({ isUpdate: 1, isDelete: 1 });
  });

  it('queryById answers a visible one with its audience names, refuses an invisible or missing one', async () => {
    const body = await t.call('OaAnnouncement/queryById', { id: toSales }, token.sales);
    expect(body.data).toMatchObject({ announcementId: toSales, title: '销售部公告', deptIds: ',2,', deptList: [{ id: 2, name: '销售部' }], ownerUserList: [] });
    expect(await t.call('OaAnnouncement/queryById', { id: toSales }, token.finance)).toMatchObject({ code: 500, msg: '无权访问' });
    expect(await t.call('OaAnnouncement/queryById', { id: toFinanceUser }, token.manager)).toMatchObject({ code: 500, msg: '无权访问' });
    expect(await t.call('OaAnnouncement/queryById', { id: 999999 }, token.admin)).toMatchObject({ code: 500, msg: '无权访问' });
    expect(await t.call('OaAnnouncement/queryById', {}, token.admin)).toMatchObject({ code: 500, msg: '公告不能为空' });
  });
});

describe('OaAnnouncement/readAnnouncement and the badge', () => {
  it('counts unread active ones, drops by one after reading, reads once, refuses an invisible one writing nothing', async () => {
    expect(await badge('sales')).toBe(2);
    expect(await badge('sales2')).toBe(2);
    expect(await badge('finance')).toBe(2);
    expect(await badge('admin')).toBe(0); // the author has read what they wrote
    expect((await list('admin', 1)).every((r) => r.isRead === 1)).toBe(true);
    expect(await t.call('OaAnnouncement/readAnnouncement', { announcementId: toSales }, token.sales)).toEqual({ code: 0, msg: 'success' });
    expect(await t.call('OaAnnouncement/readAnnouncement', { announcementId: toSales }, token.sales)).toMatchObject({ code: 0 });
    expect(await badge('sales')).toBe(1);
    expect(await badge('sales2')).toBe(2); // a colleague's reading is not mine
    const read = (await list('sales', 1)).find((r) => r.announcementId === toSales)!;
    expect(read).toMatchObject({ isRead: 1, readUserIds: `,${SEED_USER.admin},${SEED_USER.sales},` });
    await t.call('OaAnnouncement/readAnnouncement', { announcementId: toSales }, token.manager);
    expect((await t.db.selectFrom('oa_announcement').select('read_user_ids').where('announcement_id', '=', toSales).executeTakeFirstOrThrow()).read_user_ids)
      .toBe(`,${SEED_USER.admin},${SEED_USER.sales},${SEED_USER.manager},`);

    const before = await t.db.selectFrom('oa_announcement').select('read_user_ids').where('announcement_id', '=', toFinanceUser).executeTakeFirstOrThrow();
    expect(await t.call('OaAnnouncement/readAnnouncement', { announcementId: toFinanceUser }, token.sales)).toMatchObject({ code: 500, msg: '无权访问' });
    expect(await t.db.selectFrom('oa_announcement').select('read_user_ids').where('announcement_id', '=', toFinanceUser).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('does not count future or ended ones', async () => {
    await t.call('OaAnnouncement/readAnnouncement', { announcementId: toAll }, token.sales);
    expect(await badge('sales')).toBe(0);
    expect((await list('sales', 2)).every((r) => r.isRead === 0)).toBe(true);
  });
});

describe('OaAnnouncement/saveAndUpdate', () => {
  it('refuses missing days, an end before the start, a missing title, bad days and unknown audiences, writing nothing', async () => {
    const count = await rowCount();
    const base = { title: '测试', startTime: today, endTime: today };
    const refusals: Array<[Row, string]> = [
      [{ ...base, startTime: '' }, '开始时间或结束时间为空！'],
      [{ ...base, endTime: undefined }, '开始时间或结束时间为空！'],
      [{ ...base, endTime: day.plusDays(-1) }, '结束时间早于开始时间'],
      [{ ...base, title: '  ' }, '标题不能为空'],
      [{ ...base, title: undefined }, '标题不能为空'],
      [{ ...base, startTime: '2026-02-30' }, '开始时间格式不正确'],
      [{ ...base, endTime: 'tomorrow' }, '结束时间格式不正确'],
      [{ ...base, deptIds: '9999' }, '通知部门不存在'],
      [{ ...base, ownerUserIds: 'x' }, '通知人格式不正确'],
      [{ ...base, title: 'x'.repeat(256) }, '标题不能超过255个字符'],
    ];
    for (const [params, msg] of refusals) {
      expect(await t.call('OaAnnouncement/saveAndUpdate', params, token.admin), msg).toMatchObject({ code: 500, msg });
    }
    expect(await rowCount()).toBe(count);
  });

  it('accepts a day with a time and stores the day; an edit changes the announcement and its audience', async () => {
    const id = await create({ title: '改前', startTime: `${today} 00:00:00`, endTime: `${day.plusDays(1)} 00:00:00`, ownerUserIds: `${SEED_USER.sales}` });
    expect(await titles('sales2', 1)).not.toContain('改前');
    expect(await t.call('OaAnnouncement/saveAndUpdate', {
      announcementId: id, title: '改后', content: '新内容', startTime: today, endTime: today, deptIds: '3', ownerUserIds: '',
    }, token.admin)).toMatchObject({ code: 0 });
    const row = (await t.call('OaAnnouncement/queryById', { id }, token.sales2)).data as Row;
    expect(row).toMatchObject({ title: '改后', content: '新内容', startTime: today, endTime: today, deptIds: ',3,', ownerUserIds: '' });
  });

  it('needs oa.announcement.save to create, .update to edit, and refuses an invisible one, writing nothing', async () => {
    const count = await rowCount();
    for (const role of ['manager', 'sales', 'finance']) {
      expect(await t.call('OaAnnouncement/saveAndUpdate', { title: '越权', startTime: today, endTime: today }, token[role])).toMatchObject({ code: 500, msg: '无权访问' });
      expect(await t.call('OaAnnouncement/saveAndUpdate', { announcementId: toAll, title: '越权', startTime: today, endTime: today }, token[role])).toMatchObject({ code: 500, msg: '无权访问' });
    }
    expect(await rowCount()).toBe(count);
    expect((await t.db.selectFrom('oa_announcement').select('title').where('announcement_id', '=', toAll).executeTakeFirstOrThrow()).title).toBe('全员公告');
    expect(await t.call('OaAnnouncement/saveAndUpdate', { announcementId: 999999, title: '无', startTime: today, endTime: today }, token.admin)).toMatchObject({ code: 500, msg: '无权访问' });
    expect(await rowCount()).toBe(count);
  });
});

describe('OaAnnouncement/delete', () => {
  it('needs oa.announcement.delete and a visible announcement; deletes it', async () => {
    for (const role of ['manager', 'sales', 'finance']) {
      expect(await t.call('OaAnnouncement/delete', { id: ended }, token[role])).toMatchObject({ code: 500, msg: '无权访问' });
    }
    expect(await t.call('OaAnnouncement/delete', { id: 999999 }, token.admin)).toMatchObject({ code: 500, msg: '无权访问' });
    expect(await t.call('OaAnnouncement/delete', { id: ended }, token.admin)).toEqual({ code: 0, msg: 'success' });
    expect(await t.db.selectFrom('oa_announcement').select('announcement_id').where('announcement_id', '=', ended).executeTakeFirst()).toBeUndefined();
    expect(await titles('sales', 2)).toEqual(['未来公告']);
    expect(future).toBeGreaterThan(0);
  });
});

describe('the office feed (OaRecord, contract 10.4)', () => {
  const feedRows = (id: number) => t.db.selectFrom('oa_action_record').select(['user_id', 'type', 'content', 'join_user_ids', 'dept_ids'])
    .where('type', '=', 3).where('action_id', '=', id).execute();

  it('gets one type-3 row per announcement, with its audience, kept in step on edit and gone with it', async () => {
    const id = await create({ title: '动态公告', startTime: today, endTime: today, deptIds: '2' });
    expect(await feedRows(id)).toEqual([{ user_id: SEED_USER.admin, type: 3, content: '添加了公告', join_user_ids: ',', dept_ids: ',2,' }]);
    expect(await t.call('OaAnnouncement/saveAndUpdate', {
      announcementId: id, title: '动态公告', content: '', startTime: today, endTime: today, deptIds: '', ownerUserIds: `${SEED_USER.finance}`,
    }, token.admin)).toMatchObject({ code: 0 });
    expect(await feedRows(id)).toEqual([expect.objectContaining({ join_user_ids: `,${SEED_USER.finance},`, dept_ids: ',' })]);
    // a refused save writes no feed row either
    const before = Number((await t.db.selectFrom('oa_action_record').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await t.call('OaAnnouncement/saveAndUpdate', { title: '无日期' }, token.admin)).toMatchObject({ code: 500 });
    expect(Number((await t.db.selectFrom('oa_action_record').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
    expect(await t.call('OaAnnouncement/delete', { id }, token.admin)).toEqual({ code: 0, msg: 'success' });
    expect(await feedRows(id)).toEqual([]);
  });
});
