// Office approvals' rules (contract 9.2, issue 18): each category's create form; every refusal of a
// submit with nothing written (category not usable, required fields, times out of order, lines,
// amounts, approver, linked records, batches); money and days exact to the cent, sums computed by
// the server; what each caller may see (submitter, approvers, super admin; the files too); the CRM
// detail's 审批 tab; the office feed's row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';
import { type ExamineBody, lastExamine, makeCategory, submit, upload, writtenCounts } from './oaExamineHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let sales2: string;
let finance: string;
let salesCustomer: number;
let sales2Customer: number;

const { manager: MANAGER, sales: SALES, admin: ADMIN } = SEED_USER;
const ORDINARY = 1;
const LEAVE = 2;
const TRIP = 3;
const EXPENSE = 5;
const LOAN = 6;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, sales2, finance] = await Promise.all(['admin', 'manager', 'sales', 'sales2', 'finance'].map((u) => t.login(u)));
  const customer = async (token: string, name: string) => {
    const form = await t.call('field/queryField', { label: 2 }, token);
    const field = (form.data as Record<string, unknown>[]).filter((f) => f.fieldType === 0).map((f) => ({ ...f, value: '' }));
    const saved = await postJson(t, 'CrmCustomer/addOrUpdate', { entity: { customer_name: name }, field }, token);
    if (saved.code !== 0) throw new Error(saved.msg);
    return saved.data.customerId as number;
  };
  salesCustomer = await customer(sales, '李娜的审批客户');
  sales2Customer = await customer(sales2, '刘洋的客户');
});
afterAll(async () => { await t?.close(); });

const tripLine = (extra: Record<string, unknown> = {}) => ({
  startAddress: '北京', endAddress: '上海', startTime: '2026-04-01 08:00:00', endTime: '2026-04-02 18:00:00', duration: '1.5', vehicle: '火车', trip: '往返', ...extra,
});
const expenseLine = (extra: Record<string, unknown> = {}) => ({
  startAddress: '北京', endAddress: '上海', startTime: '2026-04-01', endTime: '2026-04-01', traffic: '0', stay: '0', diet: '0', other: '0', ...extra,
});

describe('the create form of a category', () => {
  it('is the category\'s own fields; a custom one starts with 审批事由 and 备注', async () => {
    const leave = await t.call('field/queryField', { label: 10, id: LEAVE }, sales);
    expect(leave.data.map((f: { fieldName: string }) => f.fieldName)).toEqual(['type_id', 'content', 'start_time', 'end_time', 'duration', 'remark']);
    expect(leave.data[0]).toMatchObject({ name: '请假类型', formType: 'select', isNull: 1, defaultValue: '年假', setting: ['年假', '事假', '病假', '产假', '调休', '婚假', '丧假', '其他'], value: '' });
    const trip = await t.call('field/queryField', { label: 10, id: TRIP }, sales);
    expect(trip.data.find((f: { fieldName: string }) => f.fieldName === 'cause')).toMatchObject({ name: '行程明细', formType: 'business_cause' });

    const custom = await makeCategory(t, { title: '占位', examineType: 2 }); // takes id 7, which the seed's orphan rows name
    const purchase = await makeCategory(t, { title: '采购申请', examineType: 2 });
    await t.db.deleteFrom('admin_field').where('examine_category_id', '=', purchase).execute();
    const form = await t.call('field/queryField', { label: 10, id: purchase }, sales);
    expect(form.data.map((f: Record<string, unknown>) => [f.fieldName, f.name, f.formType, f.isNull])).toEqual([['content', '审批事由', 'textarea', 1], ['remark', '备注', 'textarea', 0]]);
    expect(custom).toBeLessThan(purchase);
  });

  it('is refused for a category the user may not use', async () => {
    const off = await makeCategory(t, { title: '已停用', examineType: 2, status: 0 });
    const finances = await makeCategory(t, { title: '财务专用', examineType: 2, deptIds: [4] });
    expect((await t.call('field/queryField', { label: 10, id: off }, sales)).msg).toBe('该审批类型已停用');
    expect((await t.call('field/queryField', { label: 10, id: finances }, sales)).msg).toBe('无权使用该审批类型');
    expect((await t.call('field/queryField', { label: 10, id: finances }, finance)).code).toBe(0);
    expect((await t.call('field/queryField', { label: 10, id: 999 }, sales)).msg).toBe('审批类型不存在');
  });
});

describe('a refused submit writes nothing', () => {
  it('names the problem', async () => {
    const off = await makeCategory(t, { title: '停用的', examineType: 2, status: 0 });
    const others = await makeCategory(t, { title: '仅王芳', examineType: 2, userIds: [7] });
    const used = await upload(t, sales, '已用.pdf');
    expect((await submit(t, sales, { oaExamine: { categoryId: ORDINARY, content: '占用批次', batchId: used.batchId }, checkUserId: MANAGER })).code).toBe(0);
    const before = await writtenCounts(t);
    const cases: Array<[ExamineBody, string]> = [
      [{ oaExamine: undefined as never }, '审批信息不能为空'],
      [{ oaExamine: { content: '无类型' } }, '审批类型不能为空'],
      [{ oaExamine: { categoryId: 999, content: '无此类型' } }, '审批类型不存在'],
      [{ oaExamine: { categoryId: off, content: '停用' }, checkUserId: MANAGER }, '该审批类型已停用'],
      [{ oaExamine: { categoryId: others, content: '看不见' }, checkUserId: MANAGER }, '无权使用该审批类型'],
      [{ oaExamine: { categoryId: ORDINARY, content: '' }, checkUserId: MANAGER }, '审批内容不能为空'],
      [{ oaExamine: { categoryId: ORDINARY, content: '无审批人' } }, '审批人不能为空'],
      [{ oaExamine: { categoryId: ORDINARY, content: '审批人不存在' }, checkUserId: 999 }, '审批人不存在'],
      [{ oaExamine: { categoryId: ORDINARY, content: '两位审批人' }, checkUserId: `${MANAGER},${ADMIN}` }, '审批人只能选择一人'],
      [{ oaExamine: { categoryId: LEAVE, typeId: '年假', content: '休假', startTime: '2026-05-02 09:00:00', endTime: '2026-05-01 18:00:00', duration: '1' }, checkUserId: MANAGER }, '审批结束时间早于开始时间'],
      [{ oaExamine: { categoryId: LEAVE, typeId: '年假', content: '休假', startTime: '2026-05-01 09:00:00', endTime: '2026-05-01 18:00:00' }, checkUserId: MANAGER }, '时长不能为空'],
      [{ oaExamine: { categoryId: TRIP, content: '出差' }, oaExamineTravelList: [tripLine({ startTime: '2026-04-03 08:00:00' })], checkUserId: MANAGER }, '差旅结束时间早于开始时间'],
      [{ oaExamine: { categoryId: TRIP, content: '出差' }, oaExamineTravelList: [tripLine({ endAddress: '' })], checkUserId: MANAGER }, '行程明细：请完善明细'],
      [{ oaExamine: { categoryId: EXPENSE, content: '报销' }, oaExamineTravelList: [expenseLine({ traffic: '12.345' })], checkUserId: MANAGER }, '费用明细第1项：交通费格式有误'],
      [{ oaExamine: { categoryId: LOAN, content: '借款', money: '100.999' }, checkUserId: MANAGER }, '借款金额（元）：货币的整数部分须少于10位，小数部分须少于2位'],
      [{ oaExamine: { categoryId: ORDINARY, content: '有明细' }, oaExamineTravelList: [tripLine()], checkUserId: MANAGER }, '该审批类型没有明细'],
      [{ oaExamine: { categoryId: ORDINARY, content: '关联他人客户' }, oaExamineRelation: { customerIds: String(sales2Customer) }, checkUserId: MANAGER }, '没有权限'],
      [{ oaExamine: { categoryId: ORDINARY, content: '借用批次', batchId: used.batchId }, checkUserId: MANAGER }, '附件批次已被其他审批使用'],
    ];
    for (const [body, msg] of cases) expect({ msg: (await submit(t, sales, body)).msg, body }).toEqual({ msg, body });
    expect((await submit(t, sales2, { oaExamine: { categoryId: ORDINARY, content: '他人的批次', batchId: (await upload(t, sales, '李娜的.pdf')).batchId }, checkUserId: MANAGER })).msg)
      .toBe('附件批次中有他人上传的文件，不能使用');
    expect(await writtenCounts(t)).toEqual(before);
  });
});

describe('money and days', () => {
  it('are exact decimals; an expense claim\'s total and a trip\'s days are the sums of their lines', async () => {
    const lines = [expenseLine({ traffic: '0.1', stay: '0.2', diet: '100.05' }), expenseLine({ traffic: '199.65', description: '返程' })];
    expect((await submit(t, sales, { oaExamine: { categoryId: EXPENSE, content: '上海出差报销', money: '1' }, oaExamineTravelList: lines, checkUserId: MANAGER })).code).toBe(0);
    const expense = await lastExamine(t);
    expect(expense.money).toBe('300.00');
    const stored = await t.db.selectFrom('oa_examine_travel').select(['money', 'traffic', 'stay', 'diet', 'other']).where('examine_id', '=', expense.examine_id).orderBy('sort').execute();
    expect(stored).toEqual([
      { money: '100.35', traffic: '0.10', stay: '0.20', diet: '100.05', other: '0.00' },
      { money: '199.65', traffic: '199.65', stay: '0.00', diet: '0.00', other: '0.00' },
    ]);
    const info = await t.call('OaExamine/queryOaExamineInfo', { examineId: expense.examine_id }, sales);
    expect(info.data).toMatchObject({ money: '300.00', causeTitle: '2个报销事项，共300元。', category: '差旅报销', type: EXPENSE });
    expect(info.data.examineTravelList.map((l: { money: string }) => l.money)).toEqual(['100.35', '199.65']);

    expect((await submit(t, sales, { oaExamine: { categoryId: TRIP, content: '上海出差' }, oaExamineTravelList: [tripLine(), tripLine({ startAddress: '上海', endAddress: '北京' })], checkUserId: MANAGER })).code).toBe(0);
    const trip = await lastExamine(t);
    expect(trip.duration).toBe('3.00');
    const mine = await postJson(t, 'OaExamine/myInitiate', { page: 1, limit: 2 }, sales);
    expect(mine.data.list.map((r: { causeTitle: string }) => r.causeTitle)).toEqual(['2个行程，共3天。', '2个报销事项，共300元。']);

    expect((await submit(t, sales, { oaExamine: { categoryId: LOAN, content: '备用金', money: '12345678.99' }, checkUserId: MANAGER })).code).toBe(0);
    expect((await lastExamine(t)).money).toBe('12345678.99');
    expect((await submit(t, sales, { oaExamine: { categoryId: LEAVE, typeId: '调休', content: '调休半天', startTime: '2026-05-01 09:00:00', endTime: '2026-05-01 12:00:00', duration: '0.5' }, checkUserId: MANAGER })).code).toBe(0);
    const leave = await lastExamine(t);
    expect(leave).toMatchObject({ duration: '0.50', type_id: '调休' });
    const edit = await t.call('OaExamine/getField', { examineId: leave.examine_id, isDetail: 2 }, sales);
    expect(Object.fromEntries(edit.data.map((f: { fieldName: string; value: unknown }) => [f.fieldName, f.value]))).toEqual({
      type_id: '调休', content: '调休半天', start_time: '2026-05-01 09:00:00', end_time: '2026-05-01 12:00:00', duration: '0.50', remark: '',
    });
    const tripFields = await t.call('OaExamine/getField', { examineId: trip.examine_id, isDetail: 1 }, sales);
    expect(tripFields.data.find((f: { fieldName: string }) => f.fieldName === 'cause').value).toMatchObject([
      { startAddress: '北京', endAddress: '上海', duration: '1.50', vehicle: '火车', trip: '往返', img: [], file: [] }, { startAddress: '上海' },
    ]);
  });
});

describe('who sees an approval', () => {
  it('its submitter, those asked and the super admin; its files likewise', async () => {
    const photo = await upload(t, sales, '现场.png', { type: 'img' });
    expect((await submit(t, sales, {
      oaExamine: { categoryId: ORDINARY, content: '可见性', batchId: photo.batchId }, oaExamineRelation: { customerIds: String(salesCustomer) }, checkUserId: MANAGER,
    })).code).toBe(0);
    const examine = await lastExamine(t);
    const feed = await t.db.selectFrom('oa_action_record').selectAll().where('type', '=', 5).where('action_id', '=', examine.examine_id).execute();
    expect(feed).toMatchObject([{ user_id: SALES, content: '添加了审批', join_user_ids: `,${MANAGER},` }]);

    const recordId = examine.examine_record_id!;
    for (const token of [sales, manager, admin]) {
      expect((await t.call('OaExamine/queryOaExamineInfo', { examineId: examine.examine_id }, token)).data).toMatchObject({
        img: [{ name: '现场.png' }], file: [], customerList: [{ customerId: salesCustomer, customerName: '李娜的审批客户' }],
      });
      expect((await t.call('file/queryByBatchId', { batchId: photo.batchId }, token)).code).toBe(0);
    }
    for (const [path, params] of [
      ['OaExamine/queryOaExamineInfo', { examineId: examine.examine_id }], ['OaExamine/getField', { examineId: examine.examine_id, isDetail: 1 }],
      ['OaExamine/queryExamineRecordList', { recordId }], ['OaExamine/queryExamineLogList', { recordId }], ['file/queryByBatchId', { batchId: photo.batchId }],
    ] as const) {
      expect({ path, msg: (await t.call(path, params, sales2)).msg }).toEqual({ path, msg: '没有权限' });
    }
    expect((await t.call('OaExamine/auditExamine', { recordId, status: 1 }, sales2)).msg).toBe('当前用户没有审批权限！');
    expect((await upload(t, manager, '追加.pdf', { batchId: photo.batchId })).msg).toBe('没有权限');
    expect((await postJson(t, 'OaExamine/myInitiate', { page: 1, limit: 10 }, sales2)).data.totalRow).toBe(0);
    const everything = await postJson(t, 'OaExamine/myInitiate', { page: 1, limit: 10, startTime: '2000-01-01', endTime: '2099-12-31' }, sales);
    expect(everything.data.totalRow).toBeGreaterThan(0);
    expect((await postJson(t, 'OaExamine/myInitiate', { page: 1, limit: 10, startTime: '2000-01-01', endTime: '2000-01-02' }, sales)).data.totalRow).toBe(0);
    expect((await postJson(t, 'OaExamine/myInitiate', { page: 1, limit: 10, categoryId: LOAN }, sales)).data.list.map((r: { categoryId: number }) => r.categoryId)).toEqual([LOAN]);
  });

  it('the CRM detail\'s 审批 tab lists the approvals of that record the caller may see', async () => {
    expect((await submit(t, sales, { oaExamine: { categoryId: ORDINARY, content: '只给admin看' }, oaExamineRelation: { customerIds: String(salesCustomer) }, checkUserId: ADMIN })).code).toBe(0);
    const tab = async (token: string) => t.call('OaExamine/queryExamineRelation', { customerIds: salesCustomer, page: 1, limit: 10 }, token);
    expect((await tab(sales)).data.list.map((r: { content: string }) => r.content)).toEqual(['只给admin看', '可见性']);
    expect((await tab(manager)).data.list.map((r: { content: string }) => r.content)).toEqual(['可见性']);
    expect((await tab(admin)).data.totalRow).toBe(2);
    expect((await tab(finance)).msg).toBe('没有权限');
    expect((await t.call('OaExamine/queryExamineRelation', { page: 1 }, sales)).msg).toBe('关联业务不能为空');
  });
});
