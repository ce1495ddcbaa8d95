// The schedule 日程 (contract 10.3, 10.4 OaRecord/queryEvent*, 8.3 eventNum; issue 19): every call;
// who sees an event (its creator and participants, nobody else: the admin neither) and who changes
// it (its creator: 没有权限 for a participant, and anyone who does not see it is answered as for a
// missing event, so ids cannot be probed; nothing written); every refusal of the form with
// nothing written; repeated events expanded to each occurrence (a weekly meeting 4-5 times a month,
// a monthly one on the 31st falling on shorter months' last day, a yearly one); the CRM detail's
// 日程 tab; the sidebar's badge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrencesIn, REPEAT } from '../../server/oa/event/eventRepeat.ts';
import { createCustomer, insertBusiness, insertContact, insertContract } from './crmActivityHelpers.ts';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let sales2: string;
let finance: string;
let managerCustomer: number;
let sales2Customer: number;

const { manager: MANAGER, sales: SALES, sales2: SALES2, finance: FINANCE } = SEED_USER;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, sales2, finance] = await Promise.all(['admin', 'manager', 'sales', 'sales2', 'finance'].map((u) => t.login(u)));
  const customer = (token: string, name: string) => createCustomer(t, token, name);
  managerCustomer = await customer(manager, '张伟的日程客户');
  sales2Customer = await customer(sales2, '刘洋的日程客户');
});
afterAll(async () => { await t?.close(); });

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function add(token: string, form: Record<string, unknown>): Promise<number> {
  const answer = await t.call('OaEvent/add', { startTime: '2026-03-02 09:00:00', endTime: '2026-03-02 10:00:00', ...form }, token);
  if (answer.code !== 0) throw new Error(`OaEvent/add: ${answer.msg}`);
  const row = await t.db.selectFrom('oa_event').select('event_id').orderBy('event_id', 'desc').limit(1).executeTakeFirstOrThrow();
  return row.event_id;
}

const list = (token: string, startTime: string, endTime: string) => t.call('OaEvent/queryList', { startTime, endTime }, token);
const month = (token: string, m: string) => list(token, `${m}-01 00:00:00`, `${m}-${pad(new Date(Number(m.slice(0, 4)), Number(m.slice(5)), 0).getDate())} 23:59:59`);

async function counts() {
  const [events, relations, feed] = await Promise.all(['oa_event', 'oa_event_relation', 'oa_action_record'].map((table) =>
    t.db.selectFrom(table as 'oa_event').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n))));
  return { events, relations, feed };
}

describe('a new event', () => {
  it('is saved with its participants, links and feed row, and answered in the contract\'s shape', async () => {
    const eventId = await add(manager, {
      title: '客户拜访', content: '带上报价单', startTime: '2026-03-10 14:00', endTime: '2026-03-10 16:30', type: 0,
      ownerUserIds: `${SALES},${SALES2}`, address: '上海浦东', remark: '提前出发', color: '#3a7bd5', remindType: 2, customerIds: String(managerCustomer),
    });
    const answer = await t.call('OaEvent/queryById', { eventId }, manager);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      eventId, title: '客户拜访', content: '带上报价单', startTime: '2026-03-10 14:00:00', endTime: '2026-03-10 16:30:00', type: 0,
      ownerUserIds: `,${SALES},${SALES2},`, address: '上海浦东', remark: '提前出发', color: '#3a7bd5', remindType: 2,
      customerIds: `,${managerCustomer},`, contactsIds: '', realname: '张伟', ownerUserName: '李娜,刘洋',
      createUser: { userId: SEED_USER.manager, realname: '张伟' }, ownerList: [{ userId: SALES, realname: '李娜' }, { userId: SALES2, realname: '刘洋' }],
      customerList: [{ customerId: managerCustomer, customerName: '张伟的日程客户' }], contactsList: [], businessList: [], contractList: [],
      permission: { isUpdate: 1, isDelete: 1 },
    });
    expect(typeof answer.data.eventrelationId).toBe('number');
    const feed = await t.db.selectFrom('oa_action_record').selectAll().where('type', '=', 2).where('action_id', '=', eventId).executeTakeFirstOrThrow();
    expect(feed).toMatchObject({ user_id: SEED_USER.manager, content: '添加了日程', join_user_ids: `,${SALES},${SALES2},` });
    // a participant sees it, without the right to change it
    expect((await t.call('OaEvent/queryById', { eventId }, sales)).data.permission).toEqual({ isUpdate: 0, isDelete: 0 });
  });

  it('is refused with a message naming the field, nothing written', async () => {
    const before = await counts();
    const refused = async (form: Record<string, unknown>, msg: string) => {
      const answer = await t.call('OaEvent/add', { title: '例会', startTime: '2026-03-02 09:00:00', endTime: '2026-03-02 10:00:00', ...form }, manager);
      expect(answer, JSON.stringify(form)).toMatchObject({ code: 500, msg });
    };
    await refused({ title: '' }, '主题不能为空');
    await refused({ title: '   ' }, '主题不能为空');
    await refused({ startTime: '' }, '开始时间不能为空');
    await refused({ endTime: '' }, '结束时间不能为空');
    await refused({ startTime: '2026-02-30 09:00:00' }, '开始时间格式不正确');
    await refused({ endTime: '明天' }, '结束时间格式不正确');
    await refused({ startTime: '2026-03-02 11:00:00' }, '结束时间早于开始时间');
    await refused({ type: 5 }, '重复格式不正确');
    await refused({ remindType: 9 }, '提醒格式不正确');
    await refused({ ownerUserIds: '99999' }, '参与人不存在或已停用');
    await refused({ ownerUserIds: 'abc' }, '参与人格式不正确');
    await refused({ color: '<script>' }, '颜色格式不正确');
    expect(await counts()).toEqual(before);
    // a linked record must be readable by the creator: finance (本人) does not read 张伟's customer
    const linked = await t.call('OaEvent/add', { title: '例会', startTime: '2026-03-02 09:00:00', endTime: '2026-03-02 10:00:00', customerIds: managerCustomer }, finance);
    expect(linked.code).toBe(500);
    expect(linked.msg).toMatch(/没有权限|无权|不存在/);
    expect(await counts()).toEqual(before);
  });
});

describe('who sees and who changes an event', () => {
  let eventId: number;
  beforeAll(async () => {
    eventId = await add(sales, { title: '李娜的约见', startTime: '2026-04-07 10:00:00', endTime: '2026-04-07 11:00:00', ownerUserIds: String(FINANCE), customerIds: '' });
  });

  it('lists it for its creator and participants only (the admin and the manager neither)', async () => {
    const seen = async (token: string) => (await month(token, '2026-04')).data.some((row: { eventId: number }) => row.eventId === eventId);
    expect(await seen(sales)).toBe(true);
    expect(await seen(finance)).toBe(true);
    expect(await seen(sales2)).toBe(false);
    expect(await seen(manager)).toBe(false);
    expect(await seen(admin)).toBe(false);
    // answered as a missing event, so ids cannot be probed
    for (const token of [sales2, manager, admin]) expect(await t.call('OaEvent/queryById', { eventId }, token)).toMatchObject({ code: 500, msg: '该日程不存在或已被删除' });
    expect(await t.call('OaEvent/queryById', { eventId: 999999 }, sales)).toMatchObject({ code: 500, msg: '该日程不存在或已被删除' });
  });

  it('is changed and deleted by its creator only: 没有权限 for a participant, missing for the admin, nothing written', async () => {
    const before = await t.db.selectFrom('oa_event').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();
    for (const [token, msg] of [[finance, '没有权限'], [admin, '该日程不存在或已被删除'], [manager, '该日程不存在或已被删除']] as const) {
      expect(await t.call('OaEvent/update', { eventId, title: '改掉', startTime: '2026-04-07 10:00:00', endTime: '2026-04-07 11:00:00' }, token)).toMatchObject({ code: 500, msg });
      expect(await t.call('OaEvent/delete', { eventId }, token)).toMatchObject({ code: 500, msg });
    }
    expect(await t.db.selectFrom('oa_event').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow()).toEqual(before);

    // the creator's own update is checked like a new event
    expect(await t.call('OaEvent/update', { eventId, title: '改掉', startTime: '2026-04-07 12:00:00', endTime: '2026-04-07 11:00:00' }, sales)).toMatchObject({ code: 500, msg: '结束时间早于开始时间' });
    expect(await t.call('OaEvent/update', { eventId, title: '李娜的约见（改）', startTime: '2026-04-08 10:00:00', endTime: '2026-04-08 11:30:00', ownerUserIds: String(SALES2) }, sales))
      .toMatchObject({ code: 0 });
    const changed = (await t.call('OaEvent/queryById', { eventId }, sales)).data;
    expect(changed).toMatchObject({ title: '李娜的约见（改）', startTime: '2026-04-08 10:00:00', endTime: '2026-04-08 11:30:00', ownerUserIds: `,${SALES2},` });
    // finance is no longer a participant; sales2 now is
    expect((await t.call('OaEvent/queryById', { eventId }, finance)).msg).toBe('该日程不存在或已被删除');
    expect((await t.call('OaEvent/queryById', { eventId }, sales2)).code).toBe(0);

    expect(await t.call('OaEvent/delete', { eventId }, sales)).toMatchObject({ code: 0 });
    expect(await t.db.selectFrom('oa_event').select('event_id').where('event_id', '=', eventId).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('oa_action_record').select('log_id').where('type', '=', 2).where('action_id', '=', eventId).executeTakeFirst()).toBeUndefined();
    expect(await t.call('OaEvent/delete', { eventId }, sales)).toMatchObject({ code: 500, msg: '该日程不存在或已被删除' });
  });
});

describe('repeated events', () => {
  it('a weekly meeting is on every week of the month, each occurrence with its own times', async () => {
    const eventId = await add(manager, { title: '周例会', startTime: '2026-01-05 09:30:00', endTime: '2026-01-05 10:30:00', type: REPEAT.weekly, ownerUserIds: `${SALES},${SALES2}` });
    for (const token of [manager, sales, sales2]) {
      const rows = (await month(token, '2026-03')).data.filter((row: { eventId: number }) => row.eventId === eventId);
      expect(rows.map((row: { startTime: string; endTime: string }) => [row.startTime, row.endTime])).toEqual([
        ['2026-03-02 09:30:00', '2026-03-02 10:30:00'], ['2026-03-09 09:30:00', '2026-03-09 10:30:00'], ['2026-03-16 09:30:00', '2026-03-16 10:30:00'],
        ['2026-03-23 09:30:00', '2026-03-23 10:30:00'], ['2026-03-30 09:30:00', '2026-03-30 10:30:00'],
      ]);
    }
    const february = (await month(sales, '2026-02')).data.filter((row: { eventId: number }) => row.eventId === eventId);
    expect(february).toHaveLength(4);
    // nothing before its first start
    expect((await month(sales, '2025-12')).data.filter((row: { eventId: number }) => row.eventId === eventId)).toHaveLength(0);
    // a range inside one occurrence still finds it
    expect((await list(sales, '2026-03-09 10:00:00', '2026-03-09 10:10:00')).data.map((row: { eventId: number }) => row.eventId)).toContain(eventId);
    // finance is not invited
    expect((await month(finance, '2026-03')).data.filter((row: { eventId: number }) => row.eventId === eventId)).toHaveLength(0);
  });

  it('a monthly one on the 31st falls on the last day of shorter months and comes back to the 31st', async () => {
    const eventId = await add(sales2, { title: '月末对账', startTime: '2026-01-31 17:00:00', endTime: '2026-01-31 18:00:00', type: REPEAT.monthly });
    const rows = (await list(sales2, '2026-01-01 00:00:00', '2026-05-31 23:59:59')).data.filter((row: { eventId: number }) => row.eventId === eventId);
    expect(rows.map((row: { startTime: string }) => row.startTime)).toEqual([
      '2026-01-31 17:00:00', '2026-02-28 17:00:00', '2026-03-31 17:00:00', '2026-04-30 17:00:00', '2026-05-31 17:00:00',
    ]);
  });

  it('a yearly one once a year; a daily one every day; a range over a year is refused', async () => {
    const yearly = await add(finance, { title: '年度审计', startTime: '2024-02-29 09:00:00', endTime: '2024-02-29 17:00:00', type: REPEAT.yearly });
    const rows = (await list(finance, '2025-01-01 00:00:00', '2025-12-31 23:59:59')).data.filter((row: { eventId: number }) => row.eventId === yearly);
    expect(rows.map((row: { startTime: string }) => row.startTime)).toEqual(['2025-02-28 09:00:00']);
    expect((await list(finance, '2028-01-01 00:00:00', '2028-12-31 23:59:59')).data.filter((row: { eventId: number }) => row.eventId === yearly)
      .map((row: { startTime: string }) => row.startTime)).toEqual(['2028-02-29 09:00:00']);

    const daily = await add(finance, { title: '晨会', startTime: '2026-02-25 08:45:00', endTime: '2026-02-25 09:00:00', type: REPEAT.daily });
    expect((await month(finance, '2026-03')).data.filter((row: { eventId: number }) => row.eventId === daily)).toHaveLength(31);

    expect(await list(finance, '2026-01-01 00:00:00', '2027-06-01 00:00:00')).toMatchObject({ code: 500, msg: '查询时间范围不能超过366天' });
    expect(await list(finance, '', '2026-01-01 00:00:00')).toMatchObject({ code: 500, msg: '开始时间不能为空' });
    expect(await list(finance, '2026-02-01 00:00:00', '2026-01-01 00:00:00')).toMatchObject({ code: 500, msg: '结束时间早于开始时间' });
  });

  it('expands far from the first start without walking every occurrence (pure)', () => {
    const found = occurrencesIn(new Date(2000, 0, 1, 8), new Date(2000, 0, 1, 9), REPEAT.daily, new Date(2026, 2, 1), new Date(2026, 2, 3, 23, 59, 59));
    expect(found.map((o) => o.start)).toEqual([new Date(2026, 2, 1, 8), new Date(2026, 2, 2, 8), new Date(2026, 2, 3, 8)]);
    const multiDay = occurrencesIn(new Date(2026, 0, 30, 9), new Date(2026, 1, 2, 18), REPEAT.monthly, new Date(2026, 2, 1), new Date(2026, 2, 31, 23, 59, 59));
    // Feb's occurrence (Feb 28 09:00 → Mar 3 18:00) reaches into March, as does March's own
    expect(multiDay.map((o) => o.start)).toEqual([new Date(2026, 1, 28, 9), new Date(2026, 2, 30, 9)]);
  });
});

describe('the office calendar calls and the badge', () => {
  it('OaRecord/queryEvent marks each day of the month; queryEventByDay lists the day', async () => {
    const eventId = await add(sales, { title: '双周产品培训', startTime: '2026-06-03 15:00:00', endTime: '2026-06-04 11:00:00', type: REPEAT.weekly, ownerUserIds: String(SEED_USER.admin) });
    const days = (await t.call('OaRecord/queryEvent', { month: '2026-06' }, admin)).data as Array<{ date: string; status: number }>;
    expect(days).toHaveLength(30);
    expect(days.filter((d) => d.status === 1).map((d) => d.date)).toEqual([
      '2026-06-03', '2026-06-04', '2026-06-10', '2026-06-11', '2026-06-17', '2026-06-18', '2026-06-24', '2026-06-25',
    ]);
    // not invited: not on sales2's day
    expect((await t.call('OaRecord/queryEventByDay', { day: '2026-06-11' }, sales2)).data.map((row: { eventId: number }) => row.eventId)).not.toContain(eventId);
    expect(await t.call('OaRecord/queryEvent', { month: '2026-13' }, finance)).toMatchObject({ code: 500, msg: '月份格式不正确' });
    // no month: the current one
    expect((await t.call('OaRecord/queryEvent', {}, finance)).data[0].date).toBe(day(new Date(new Date().getFullYear(), new Date().getMonth(), 1)));

    const byDay = (await t.call('OaRecord/queryEventByDay', { day: '2026-06-11' }, admin)).data;
    expect(byDay).toEqual([{ eventId, title: '双周产品培训', startTime: '2026-06-10', endTime: '2026-06-11', ownerUserIds: `,${SEED_USER.admin},`, realnames: 'admin' }]);
    expect((await t.call('OaRecord/queryEventByDay', { day: '2026-06-12' }, admin)).data).toEqual([]);
    expect(await t.call('OaRecord/queryEventByDay', { day: '2026-06-31' }, finance)).toMatchObject({ code: 500, msg: '日期格式不正确' });
  });

  it('eventNum counts my events covering today, repeats included', async () => {
    const num = async (token: string) => (await t.call('OaBackLog/num', {}, token)).data.eventNum as number;
    const before = { manager: await num(manager), sales: await num(sales), sales2: await num(sales2) };
    const now = new Date();
    const today = day(now);
    const weekAgo = day(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 7));
    await add(manager, { title: '今天的会', startTime: `${today} 00:00:00`, endTime: `${today} 23:59:00`, ownerUserIds: String(SALES) });
    await add(manager, { title: '每周今天', startTime: `${weekAgo} 13:00:00`, endTime: `${weekAgo} 14:00:00`, type: REPEAT.weekly, ownerUserIds: String(SALES) });
    await add(manager, { title: '上周的会', startTime: `${weekAgo} 13:00:00`, endTime: `${weekAgo} 14:00:00`, ownerUserIds: String(SALES) });
    expect(await num(manager)).toBe(before.manager + 2);
    expect(await num(sales)).toBe(before.sales + 2);
    expect(await num(sales2)).toBe(before.sales2);
  });
});

describe('a CRM record\'s 日程 tab', () => {
  it('lists the events linking the record that the caller sees, as a Page; the record must be readable', async () => {
    const eventId = await add(manager, { title: '签约前拜访', startTime: '2026-07-01 10:00:00', endTime: '2026-07-01 11:00:00', customerIds: String(managerCustomer), ownerUserIds: String(SALES2) });
    const page = (await t.call('OaEvent/queryEventRelation', { customerIds: managerCustomer, page: 1, limit: 10 }, manager)).data;
    expect(page).toMatchObject({ pageNumber: 1, totalRow: 2 });
    expect(page.list.map((row: { eventId: number }) => row.eventId)).toContain(eventId);
    expect(page.list[0].customerList).toEqual([{ customerId: managerCustomer, customerName: '张伟的日程客户' }]);
    // the admin reads the customer but takes part in neither event
    expect((await t.call('OaEvent/queryEventRelation', { customerIds: managerCustomer }, admin)).data.totalRow).toBe(0);
    // finance may not read the customer at all
    const refused = await t.call('OaEvent/queryEventRelation', { customerIds: managerCustomer }, finance);
    expect(refused.code).toBe(500);
    expect((await t.call('OaEvent/queryEventRelation', { customerIds: managerCustomer, pageType: 0 }, manager)).data).toHaveLength(2);
    expect(await t.call('OaEvent/queryEventRelation', {}, manager)).toMatchObject({ code: 500, msg: '关联业务不能为空' });
  });
});

describe('the create/edit form (field/queryField label 12, the descriptor schemas/modules/oa/event.json)', () => {
  it('answers the fixed form; 重复 and 提醒 as option texts, which a save takes as well as numbers', async () => {
    const form = await t.call('field/queryField', { label: 12 }, manager);
    expect(form.code).toBe(0);
    const fields = form.data as Array<Record<string, unknown>>;
    expect(fields.map((f) => [f.fieldName, f.name, f.formType, f.isNull])).toEqual([
      ['title', '主题', 'text', 1], ['startTime', '开始时间', 'datetime', 1], ['endTime', '结束时间', 'datetime', 1],
      ['type', '重复', 'select', 0], ['remindType', '提醒', 'select', 0], ['color', '颜色', 'color', 0], ['ownerUserIds', '参与人', 'user', 0],
      ['address', '地点', 'text', 0], ['content', '内容', 'textarea', 0], ['remark', '备注', 'textarea', 0],
    ]);
    expect(fields[3]).toMatchObject({ value: '不重复', setting: ['不重复', '每天', '每周', '每月', '每年'] });
    expect((fields[4]!.setting as string[])[2]).toBe('15分钟前');

    expect(fields[5]!.setting).toHaveLength(11);
    expect((fields[5]!.setting as string[])[0]).toBe('#53D397');

    const id = await add(manager, { title: '表单里的周会', type: '每周', remindType: '15分钟前', color: '#FF9668', ownerUserIds: String(SALES) });
    const row = await t.db.selectFrom('oa_event').select(['type', 'remind_type']).where('event_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 2, remind_type: 2 });
    const wrong = await t.call('OaEvent/add', { title: '错的重复', startTime: '2026-03-02 09:00:00', endTime: '2026-03-02 10:00:00', type: '每两周' }, manager);
    expect(wrong).toMatchObject({ code: 500, msg: '重复格式不正确' });

    // the edit form holds the event's values, for its creator only
    const edit = await t.call('field/queryField', { label: 12, id }, manager);
    const values = Object.fromEntries((edit.data as Array<Record<string, unknown>>).map((f) => [f.fieldName, f.value]));
    expect(values).toMatchObject({ title: '表单里的周会', startTime: '2026-03-02 09:00:00', endTime: '2026-03-02 10:00:00', type: '每周', remindType: '15分钟前', color: '#FF9668' });
    expect((values.ownerUserIds as Array<{ userId: number }>).map((u) => u.userId)).toEqual([SALES]);
    expect(await t.call('field/queryField', { label: 12, id }, sales)).toMatchObject({ code: 500, msg: '没有权限' });
    expect(await t.call('field/queryField', { label: 12, id }, finance)).toMatchObject({ code: 500, msg: '该日程不存在或已被删除' });
  });
});

describe('the list\'s rows', () => {
  it('show each occurrence with its people and each kind of linked record in the order linked', async () => {
    const second = await createCustomer(t, manager, '张伟的第二个客户');
    const [contact, business, contract] = [
      await insertContact(t, managerCustomer, MANAGER, '王经理'), await insertBusiness(t, managerCustomer, MANAGER, '年度采购'), await insertContract(t, managerCustomer, MANAGER, '框架合同'),
    ];
    const weekly = await add(manager, {
      title: '周会', startTime: '2026-09-01 09:00:00', endTime: '2026-09-01 10:00:00', type: REPEAT.weekly, ownerUserIds: `${SALES},${SALES2}`,
      customerIds: `${second},${managerCustomer}`, contactsIds: String(contact), businessIds: String(business), contractIds: String(contract),
    });
    const plain = await add(manager, { title: '无关联的约见', startTime: '2026-09-15 14:00:00', endTime: '2026-09-15 15:00:00' });
    const listed = (await month(manager, '2026-09')).data as Array<Record<string, any>>;
    expect(listed.filter((row) => row.eventId === weekly)).toHaveLength(5);
    expect(listed.some((row) => row.eventId === plain)).toBe(true);
    expect(listed.find((row) => row.eventId === weekly)).toMatchObject({
      ownerUserName: '李娜,刘洋', customerList: [{ customerId: second }, { customerId: managerCustomer }],
      contactsList: [{ contactsId: contact, name: '王经理' }], businessList: [{ businessId: business, businessName: '年度采购' }], contractList: [{ contractId: contract, contractName: '框架合同' }],
    });
    expect(listed.find((row) => row.eventId === plain)).toMatchObject({ customerList: [], contactsList: [], businessList: [], contractList: [], customerIds: '' });
    const ofDay = (await t.call('OaRecord/queryEventByDay', { day: '2026-09-08' }, manager)).data as Array<Record<string, unknown>>;
    expect(ofDay).toContainEqual(expect.objectContaining({ eventId: weekly, realnames: '李娜、刘洋' }));
  });
});
