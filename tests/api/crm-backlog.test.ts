// The CRM to-do calls (待办事项, contract 8): CrmBackLog/num's badges per user and permission, each
// to-do list's `type` options and totals (the module's queryPageList narrowed by the rule), isSub 2
// (subordinates, recursive, not me), refusals, data scope and approver visibility, and the
// receivables-plan reminders. Dates are relative to the day the test runs: rows are inserted with
// times computed from "now", approvals go through the real calls.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let sales2: string;
let finance: string;

const { manager: MANAGER, sales: SALES, sales2: SALES2, finance: FINANCE } = SEED_USER;
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** Local day `offset` days from today, at `hour`. */
const dayAt = (offset: number, hour = 10) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, hour);
};
const dayText = (offset: number) => {
  const d = dayAt(offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let tick = 0;
/** Distinct, increasing update times: list order (update_time desc) is then insertion order reversed. */
const stamp = () => new Date(Date.now() - 60_000 + tick++ * 10);

interface CustomerInit { owner: number; nextTime?: Date | null; followup?: number; isLock?: number; dealStatus?: number; created?: Date }
async function customer(name: string, init: CustomerInit): Promise<number> {
  const row = await t.db.insertInto('crm_customer').values({
    customer_name: name, owner_user_id: init.owner, create_user_id: init.owner, next_time: init.nextTime ?? null,
    followup: init.followup ?? 0, is_lock: init.isLock ?? 0, deal_status: init.dealStatus ?? 0, ro_user_id: ',', rw_user_id: ',',
    create_time: init.created ?? stamp(), update_time: stamp(), batch_id: randomUUID().replaceAll('-', ''), custom: JSON.stringify({}),
  }).returning('customer_id').executeTakeFirstOrThrow();
  return row.customer_id;
}
async function followUp(customerId: number, at: Date): Promise<void> {
  await t.db.insertInto('admin_record').values({
    types: 'crm_customer', types_id: customerId, content: '电话沟通', category: '打电话', batch_id: randomUUID().replaceAll('-', ''),
    create_user_id: 3, create_time: at, update_time: at,
  }).execute();
}
async function leads(name: string, owner: number, followup: number, isTransform = 0): Promise<void> {
  await t.db.insertInto('crm_leads').values({
    leads_name: name, owner_user_id: owner, create_user_id: owner, followup, is_transform: isTransform,
    create_time: stamp(), update_time: stamp(), batch_id: randomUUID().replaceAll('-', ''), custom: JSON.stringify({}),
  }).execute();
}
async function contract(name: string, owner: number, customerId: number, checkStatus: number, endTime: string | null): Promise<number> {
  const row = await t.db.insertInto('crm_contract').values({
    name, num: `N-${name}`, customer_id: customerId, owner_user_id: owner, create_user_id: owner, check_status: checkStatus, end_time: endTime,
    money: '1000', ro_user_id: ',', rw_user_id: ',', create_time: stamp(), update_time: stamp(), batch_id: randomUUID().replaceAll('-', ''),
    custom: JSON.stringify({}),
  }).returning('contract_id').executeTakeFirstOrThrow();
  return row.contract_id;
}
async function plan(num: string, contractId: number, customerId: number, returnDate: string, remind: number | null, paid = false): Promise<number> {
  const row = await t.db.insertInto('crm_receivables_plan').values({
    num, contract_id: contractId, customer_id: customerId, return_date: returnDate, remind, money: '250.5', return_type: '支票',
    remark: `计划${num}`, receivables_id: paid ? 999_999 : null, create_user_id: 3, owner_user_id: 3, create_time: stamp(), update_time: stamp(),
  }).returning('plan_id').executeTakeFirstOrThrow();
  return row.plan_id;
}

async function formBody(token: string, label: number, entity: Record<string, unknown>, custom: Record<string, unknown>, extra: Record<string, unknown>) {
  const form = await t.call('field/queryField', { label }, token);
  if (form.code !== 0) throw new Error(form.msg);
  const field = (form.data as Record<string, unknown>[]).filter((f) => f.fieldType === 0).map((f) => ({ ...f, value: custom[f.name as string] ?? '' }));
  return { entity, field, ...extra };
}
/** A contract (or receivable) submitted by 李娜 to `approver` through the real save; its examine record id. */
async function submit(label: 6 | 7, entity: Record<string, unknown>, approver: number): Promise<{ id: number; recordId: number }> {
  const [path, table, idColumn] = label === 6
    ? ['CrmContract/saveAndUpdate', 'crm_contract', 'contract_id'] as const
    : ['CrmReceivables/saveOrUpdate', 'crm_receivables', 'receivables_id'] as const;
  const saved = await postJson(t, path, await formBody(sales, label, { customer_id: signedCustomer, ...entity }, { 回款方式: '电汇' }, { checkUserId: approver }), sales);
  if (saved.code !== 0) throw new Error(`${path}: ${saved.msg}`);
  const key = label === 6 ? 'num' : 'number';
  const row = await t.db.selectFrom(table).select([idColumn, 'examine_record_id']).where(key, '=', String(entity[key])).executeTakeFirstOrThrow();
  return { id: Number((row as Record<string, unknown>)[idColumn]), recordId: row.examine_record_id! };
}
async function audit(token: string, recordId: number, status: 1 | 2): Promise<void> {
  const body = await t.call('examineRecord/auditExamine', { recordId, status, remarks: '' }, token);
  if (body.code !== 0) throw new Error(`auditExamine: ${body.msg}`);
}

const call = (path: string, token: string, body: Record<string, unknown> = {}) => postJson(t, `CrmBackLog/${path}`, { page: 1, limit: 15, ...body }, token);
/** The names of a list answer, sorted (order is the list engine's, tested in crm-list). */
async function names(path: string, token: string, body: Record<string, unknown> = {}, key = 'customerName'): Promise<{ names: string[]; totalRow: number }> {
  const answer = await call(path, token, body);
  if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  // a page without rows is `data: []` (contract 8.2), but for putInPoolRemind's empty list
  if (Array.isArray(answer.data)) {
    expect(answer.data).toEqual([]);
    return { names: [], totalRow: 0 };
  }
  return { names: (answer.data.list as Record<string, string>[]).map((row) => row[key]).sort(), totalRow: answer.data.totalRow };
}
const sorted = (...items: string[]) => ({ names: [...items].sort(), totalRow: items.length });

let signedCustomer: number;
let k3: number;
let e1: number;
let e6: number;
let pl1: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, sales2, finance] = await Promise.all(['admin', 'manager', 'sales', 'sales2', 'finance'].map((u) => t.login(u)));
  // The reminders as the tests expect them: pool rule 7 days without follow-up / 3 to deal, remind
  // 2 days ahead; expiring contracts 10 days ahead.
  expect((await t.call('CrmCustomer/updateRulesSetting', { type: 1, followupDay: 7, dealDay: 3, putInPoolRemindConfig: 1, putInPoolRemindDays: 2 }, admin)).code).toBe(0);
  expect((await t.call('CrmContract/setContractConfig', { status: 1, contractDay: 10 }, admin)).code).toBe(0);

  // 李娜's customers
  await customer('C1今日需联系', { owner: SALES, nextTime: dayAt(0) });
  const c2 = await customer('C2今日已联系', { owner: SALES, nextTime: dayAt(0), followup: 1 });
  await followUp(c2, new Date());
  await customer('C3已逾期', { owner: SALES, nextTime: dayAt(-3) });
  const c4 = await customer('C4逾期后已跟进', { owner: SALES, nextTime: dayAt(-3), followup: 1 });
  await followUp(c4, dayAt(-1));
  await customer('C5以后联系', { owner: SALES, nextTime: dayAt(5) });
  signedCustomer = await customer('签约客户', { owner: SALES, followup: 1 });
  // others'
  await customer('C6刘洋今日', { owner: SALES2, nextTime: dayAt(0) });
  await customer('C7张伟今日', { owner: MANAGER, nextTime: dayAt(0) });
  await customer('C8admin今日', { owner: 3, nextTime: dayAt(0) });
  // 刘洋's customers near the pool (7 days without follow-up, or received 3 days ago, remind 2 days ahead)
  await customer('P1六天未跟进', { owner: SALES2, followup: 1, created: daysAgo(6) });
  await customer('P2锁定', { owner: SALES2, followup: 1, created: daysAgo(6), isLock: 1 });
  const p3 = await customer('P3昨天跟进过', { owner: SALES2, followup: 1, created: daysAgo(10) });
  await followUp(p3, daysAgo(1));
  const p4 = await customer('P4领取两天', { owner: SALES2, followup: 1, created: daysAgo(2) });
  await t.db.insertInto('crm_owner_record').values({ type_id: p4, type: 8, pre_owner_user_id: null, post_owner_user_id: SALES2, create_time: daysAgo(2) }).execute();
  await customer('P5已成交', { owner: SALES2, followup: 1, created: daysAgo(6), dealStatus: 1 });
  await customer('P6八天已过期', { owner: SALES2, followup: 1, created: daysAgo(8) });

  await leads('L1待跟进', SALES, 0);
  await leads('L2已跟进', SALES, 1);
  await leads('L3已转化', SALES, 0, 1);
  await leads('L4刘洋待跟进', SALES2, 0);

  // Approvals through the seeded authorised flow: 李娜 submits, the chosen approver decides.
  await submit(6, { num: '9101', name: 'K1待张伟审' }, MANAGER);
  await submit(6, { num: '9102', name: 'K2待王芳审' }, FINANCE);
  const k3Submitted = await submit(6, { num: '9103', name: 'K3张伟已通过' }, MANAGER);
  k3 = k3Submitted.id;
  await audit(manager, k3Submitted.recordId, 1);
  const k4 = await submit(6, { num: '9104', name: 'K4张伟已驳回' }, MANAGER);
  await audit(manager, k4.recordId, 2);
  await submit(7, { number: '9201', contract_id: k3, money: '100', return_time: dayText(0) }, FINANCE);
  const r2 = await submit(7, { number: '9202', contract_id: k3, money: '200', return_time: dayText(0) }, MANAGER);
  await audit(manager, r2.recordId, 1);

  e1 = await contract('E1五天后到期', SALES, signedCustomer, 1, dayText(5));
  await contract('E2二十天后到期', SALES, signedCustomer, 1, dayText(20));
  await contract('E3三天前到期', SALES, signedCustomer, 1, dayText(-3));
  await contract('E4未审核', SALES, signedCustomer, 0, dayText(2));
  await contract('E5今天到期', SALES, signedCustomer, 1, dayText(0));
  e6 = await contract('E6刘洋明天到期', SALES2, signedCustomer, 1, dayText(1));

  pl1 = await plan('1', e1, signedCustomer, dayText(3), 5);
  await plan('2', e1, signedCustomer, dayText(3), 1);
  await plan('3', e1, signedCustomer, dayText(-2), 3);
  await plan('4', e1, signedCustomer, dayText(-10), 3, true);
  await plan('5', e1, signedCustomer, dayText(-1), 3, true);
  await plan('6', e1, signedCustomer, dayText(0), null);
  await plan('7', e6, signedCustomer, dayText(1), 2);
});
afterAll(async () => { await t?.close(); });

describe('CrmBackLog/num', () => {
  it('counts my records per key, with totalNum their sum', async () => {
    expect(await postJson(t, 'CrmBackLog/num', {}, sales)).toEqual({
      code: 0, msg: 'success',
      data: {
        todayCustomer: 1, followCustomer: 3, putInPoolRemind: 0, followLeads: 1, checkContract: 0, endContract: 2,
        checkReceivables: 0, remindReceivablesPlan: 2, totalNum: 9,
      },
    });
    expect((await postJson(t, 'CrmBackLog/num', {}, sales2)).data).toEqual({
      todayCustomer: 1, followCustomer: 1, putInPoolRemind: 2, followLeads: 1, checkContract: 0, endContract: 1,
      checkReceivables: 0, remindReceivablesPlan: 1, totalNum: 7,
    });
    // approvals: waiting for my decision now (K1; R2 is decided, K3/K4 too)
    expect((await postJson(t, 'CrmBackLog/num', {}, manager)).data).toEqual({
      todayCustomer: 1, followCustomer: 1, putInPoolRemind: 0, followLeads: 0, checkContract: 1, endContract: 0,
      checkReceivables: 0, remindReceivablesPlan: 0, totalNum: 3,
    });
  });

  it('leaves out the keys the user has no list permission for', async () => {
    // 王芳 (财务角色) has no crm.leads.index; she is asked to approve K2 and R1.
    expect((await postJson(t, 'CrmBackLog/num', {}, finance)).data).toEqual({
      todayCustomer: 0, followCustomer: 0, putInPoolRemind: 0, checkContract: 1, endContract: 0, checkReceivables: 1,
      remindReceivablesPlan: 0, totalNum: 2,
    });
  });

  it('leaves out putInPoolRemind and endContract while their reminders are off', async () => {
    expect((await t.call('CrmCustomer/updateRulesSetting', { type: 1, followupDay: 7, dealDay: 3, putInPoolRemindConfig: 0 }, admin)).code).toBe(0);
    expect((await t.call('CrmContract/setContractConfig', { status: 0 }, admin)).code).toBe(0);
    try {
      const data = (await postJson(t, 'CrmBackLog/num', {}, sales2)).data;
      expect(data).not.toHaveProperty('putInPoolRemind');
      expect(data).not.toHaveProperty('endContract');
      expect(data.totalNum).toBe(4);
      // the list answers an empty page, the pool rule alone is not enough
      expect((await call('putInPoolRemind', sales2)).data).toEqual({ list: [], totalRow: 0 });
    } finally {
      expect((await t.call('CrmCustomer/updateRulesSetting', { type: 1, followupDay: 7, dealDay: 3, putInPoolRemindConfig: 1, putInPoolRemindDays: 2 }, admin)).code).toBe(0);
      expect((await t.call('CrmContract/setContractConfig', { status: 1, contractDay: 10 }, admin)).code).toBe(0);
    }
  });
});

describe('customer and leads lists', () => {
  it('todayCustomer: 1 今日需联系, 2 已逾期, 3 已联系 (type 1 by default)', async () => {
    expect(await names('todayCustomer', sales)).toEqual(sorted('C1今日需联系'));
    expect(await names('todayCustomer', sales, { type: 1 })).toEqual(sorted('C1今日需联系'));
    expect(await names('todayCustomer', sales, { type: 2 })).toEqual(sorted('C3已逾期'));
    expect(await names('todayCustomer', sales, { type: '3' })).toEqual(sorted('C2今日已联系'));
  });

  it('answers exactly the rows of CrmCustomer/queryPageList', async () => {
    const backlog = await call('todayCustomer', sales, { type: 1 });
    const list = await postJson(t, 'CrmCustomer/queryPageList', { search: 'C1今日需联系' }, sales);
    expect(Object.keys(backlog.data).sort()).toEqual(['list', 'totalRow']);
    expect(backlog.data.list).toEqual(list.data.list);
    expect(backlog.data.list[0]).toMatchObject({ customerName: 'C1今日需联系', ownerUserName: '李娜', poolDay: expect.any(Number) });
  });

  it('followCustomer: 1 待跟进, 2 已跟进; the total counts every match, not the page', async () => {
    expect(await names('followCustomer', sales)).toEqual(sorted('C1今日需联系', 'C3已逾期', 'C5以后联系'));
    expect(await names('followCustomer', sales, { type: 2 })).toEqual(sorted('C2今日已联系', 'C4逾期后已跟进', '签约客户'));
    const page = await call('followCustomer', sales, { limit: 1, page: 2 });
    expect(page.data.list).toHaveLength(1);
    expect(page.data.totalRow).toBe(3);
  });

  it('followLeads: 1 待跟进, 2 已跟进, converted leads in neither', async () => {
    expect(await names('followLeads', sales, {}, 'leadsName')).toEqual(sorted('L1待跟进'));
    expect(await names('followLeads', sales, { type: 2 }, 'leadsName')).toEqual(sorted('L2已跟进'));
  });

  it('putInPoolRemind: undealt, unlocked customers the pool rule takes within the reminder days', async () => {
    expect(await names('putInPoolRemind', sales2)).toEqual(sorted('P1六天未跟进', 'P4领取两天'));
    expect(await names('putInPoolRemind', sales)).toEqual(sorted());
  });

  it('keeps keyword, filters and sort of the list', async () => {
    expect(await names('followCustomer', sales, { search: 'C3' })).toEqual(sorted('C3已逾期'));
    const filter = { customer_name: { name: 'customer_name', condition: 'contains', value: 'C5' } };
    expect(await names('followCustomer', sales, { data: filter })).toEqual(sorted('C5以后联系'));
    const ascending = await call('followCustomer', sales, { sortField: 'customerName', order: 2 });
    expect(ascending.data.list.map((r: Record<string, string>) => r.customerName)).toEqual(['C1今日需联系', 'C3已逾期', 'C5以后联系']);
  });
});

describe('isSub', () => {
  it('2 shows my subordinates\' records (recursively), not mine nor anyone else\'s', async () => {
    expect(await names('todayCustomer', manager, { isSub: 2 })).toEqual(sorted('C1今日需联系', 'C6刘洋今日'));
    expect(await names('todayCustomer', manager, { isSub: 1 })).toEqual(sorted('C7张伟今日'));
    expect(await names('followLeads', manager, { isSub: 2 }, 'leadsName')).toEqual(sorted('L1待跟进', 'L4刘洋待跟进'));
    expect(await names('followCustomer', manager, { isSub: '2' })).toEqual(sorted('C1今日需联系', 'C3已逾期', 'C5以后联系', 'C6刘洋今日'));
    // admin → 张伟 → 李娜/刘洋: two levels down
    expect(await names('todayCustomer', admin, { isSub: 2 })).toEqual(sorted('C1今日需联系', 'C6刘洋今日', 'C7张伟今日'));
    // nobody reports to 李娜
    expect(await names('todayCustomer', sales, { isSub: 2 })).toEqual(sorted());
  });

  it('refuses other isSub values and unknown types', async () => {
    for (const isSub of [0, 3, 'x']) expect(await call('todayCustomer', sales, { isSub })).toEqual({ code: 500, msg: 'isSub参数不正确' });
    expect(await call('remindReceivables', sales, { isSub: 5 })).toEqual({ code: 500, msg: 'isSub参数不正确' });
    expect(await call('todayCustomer', sales, { type: 4 })).toEqual({ code: 500, msg: 'type类型不正确' });
    expect(await call('followLeads', sales, { type: 3 })).toEqual({ code: 500, msg: 'type类型不正确' });
    expect(await call('checkContract', manager, { type: 'a' })).toEqual({ code: 500, msg: 'type类型不正确' });
    expect(await call('putInPoolRemind', sales, { type: 2 })).toEqual({ code: 500, msg: 'type类型不正确' });
    expect(await call('remindReceivables', sales, { type: 4 })).toEqual({ code: 500, msg: 'type类型不正确' });
  });

  it('stays within the data scope: a manager limited to 本人 sees none of the subordinates\' records', async () => {
    await t.db.updateTable('admin_role').set({ data_type: 1 }).where('role_id', '=', 8).execute();
    try {
      expect(await names('todayCustomer', manager, { isSub: 2 })).toEqual(sorted());
      expect(await names('todayCustomer', manager, { isSub: 1 })).toEqual(sorted('C7张伟今日'));
    } finally {
      await t.db.updateTable('admin_role').set({ data_type: 2 }).where('role_id', '=', 8).execute();
    }
    expect(await names('todayCustomer', manager, { isSub: 2 })).toEqual(sorted('C1今日需联系', 'C6刘洋今日'));
  });
});

describe('approval and contract lists', () => {
  it('checkContract: 1 待审核 for me now, 2 已审核 by me; the contract list\'s shape with its money totals', async () => {
    const pending = await call('checkContract', manager);
    expect(Object.keys(pending.data).sort()).toEqual(['list', 'money', 'totalRow']);
    expect(pending.data.list.map((r: Record<string, string>) => r.name)).toEqual(['K1待张伟审']);
    expect(pending.data.totalRow).toBe(1);
    expect(pending.data.list[0]).toMatchObject({ checkStatus: 0, ownerUserName: '李娜', customerName: '签约客户' });
    expect(await names('checkContract', manager, { type: 2 }, 'name')).toEqual(sorted('K3张伟已通过', 'K4张伟已驳回'));
    expect(await names('checkContract', sales, {}, 'name')).toEqual(sorted());
  });

  it('shows an approver the records outside their data scope, and only those', async () => {
    // 王芳's scope is 本人: her contract list is empty, but K2 waits for her.
    expect((await postJson(t, 'CrmContract/queryPageList', {}, finance)).data.totalRow).toBe(0);
    expect(await names('checkContract', finance, {}, 'name')).toEqual(sorted('K2待王芳审'));
    expect(await names('checkContract', finance, { type: 2 }, 'name')).toEqual(sorted());
    expect(await names('checkReceivables', finance, {}, 'number')).toEqual(sorted('9201'));
  });

  it('checkReceivables: 1 待审核, 2 已审核; isSub 2 = waiting for my subordinates', async () => {
    expect(await names('checkReceivables', manager, {}, 'number')).toEqual(sorted());
    expect(await names('checkReceivables', manager, { type: 2 }, 'number')).toEqual(sorted('9202'));
    expect(await names('checkContract', admin, { isSub: 2 }, 'name')).toEqual(sorted('K1待张伟审', 'K2待王芳审'));
    expect(await names('checkContract', manager, { isSub: 2 }, 'name')).toEqual(sorted());
  });

  it('endContract: approved contracts, 1 即将到期 within the reminder days, 2 已到期', async () => {
    expect(await names('endContract', sales, {}, 'name')).toEqual(sorted('E1五天后到期', 'E5今天到期'));
    expect(await names('endContract', sales, { type: 2 }, 'name')).toEqual(sorted('E3三天前到期'));
    expect(await names('endContract', manager, { isSub: 2 }, 'name')).toEqual(sorted('E1五天后到期', 'E5今天到期', 'E6刘洋明天到期'));
  });

  it('refuses a list without the module\'s list permission', async () => {
    expect(await call('followLeads', finance)).toEqual({ code: 500, msg: '无权访问' });
  });
});

describe('CrmBackLog/remindReceivables', () => {
  const plans = async (token: string, body: Record<string, unknown> = {}) => {
    const answer = await postJson(t, 'CrmBackLog/remindReceivables', body, token);
    if (answer.code !== 0) throw new Error(answer.msg);
    return { nums: (answer.data.list as Record<string, string>[]).map((r) => r.num), totalRow: answer.data.totalRow as number };
  };

  it('answers plan rows, 1 待回款 due within their remind days, soonest first', async () => {
    const answer = await postJson(t, 'CrmBackLog/remindReceivables', { type: 1, isSub: 1 }, sales);
    expect(answer.data.totalRow).toBe(2);
    expect(answer.data.list).toEqual([
      expect.objectContaining({ num: '6', returnDate: dayText(0), remind: null }),
      {
        planId: pl1, num: '1', customerId: signedCustomer, customerName: '签约客户', contractId: e1, contractNum: 'N-E1五天后到期',
        money: '250.50', returnDate: dayText(3), returnType: '支票', remind: 5, remark: '计划1',
      },
    ]);
  });

  it('2 已回款 newest first, 3 已逾期; pages with page/limit', async () => {
    expect(await plans(sales, { type: 2 })).toEqual({ nums: ['5', '4'], totalRow: 2 });
    expect(await plans(sales, { type: 3 })).toEqual({ nums: ['3'], totalRow: 1 });
    expect(await plans(sales, { type: 2, page: 2, limit: 1 })).toEqual({ nums: ['4'], totalRow: 2 });
  });

  it('answers a Page, 10 rows by default, and every row as an array with pageType 0 (contract 8.2, 1.5)', async () => {
    const answer = await postJson(t, 'CrmBackLog/remindReceivables', { type: 2 }, sales);
    expect(answer.data).toMatchObject({ pageNumber: 1, pageSize: 10, totalPage: 1, totalRow: 2, firstPage: true, lastPage: true });
    const all = await postJson(t, 'CrmBackLog/remindReceivables', { type: 2, pageType: 0 }, sales);
    expect(all.data.map((r: Record<string, string>) => r.num)).toEqual(['5', '4']);
  });

  it('isSub 2 = plans of my subordinates\' contracts; a user without the key is refused', async () => {
    expect(await plans(manager, { isSub: 2 })).toEqual({ nums: ['6', '7', '1'], totalRow: 3 });
    expect(await plans(manager)).toEqual({ nums: [], totalRow: 0 });
    expect(await plans(finance, { isSub: 2 })).toEqual({ nums: [], totalRow: 0 });
    await t.db.deleteFrom('admin_role_menu').where('role_id', '=', 10).where('menu_id', '=', 62).execute();
    try {
      expect(await postJson(t, 'CrmBackLog/remindReceivables', {}, finance)).toEqual({ code: 500, msg: '无权访问' });
      expect(await call('checkReceivables', finance)).toEqual({ code: 500, msg: '无权访问' });
      expect((await postJson(t, 'CrmBackLog/num', {}, finance)).data).not.toHaveProperty('checkReceivables');
    } finally {
      await t.db.insertInto('admin_role_menu').values({ role_id: 10, menu_id: 62 }).execute();
    }
  });
});

describe('a fixed flow', () => {
  it('counts a level\'s approver only while the record is at that level', async () => {
    const saved = await postJson(t, 'examine/saveExamine', {
      categoryType: 1, examineType: 1, name: '合同两级审批', remarks: '',
      step: [{ stepType: 2, checkUserId: [MANAGER, FINANCE] }, { stepType: 2, checkUserId: [3] }],
    }, admin);
    expect(saved.code).toBe(0);
    const k5 = await submit(6, { num: '9105', name: 'K5两级审批' }, MANAGER);
    expect(await names('checkContract', finance, {}, 'name')).toEqual(sorted('K2待王芳审', 'K5两级审批'));
    expect(await names('checkContract', manager, {}, 'name')).toEqual(sorted('K1待张伟审', 'K5两级审批'));
    // 张伟 decides level 1 (任意一人): 王芳's row of that level stays unanswered but is no longer hers to decide.
    await audit(manager, k5.recordId, 1);
    expect(await names('checkContract', finance, {}, 'name')).toEqual(sorted('K2待王芳审'));
    expect((await postJson(t, 'CrmBackLog/num', {}, finance)).data.checkContract).toBe(1);
    expect(await names('checkContract', manager, { type: 2 }, 'name')).toEqual(sorted('K3张伟已通过', 'K4张伟已驳回', 'K5两级审批'));
    expect(await names('checkContract', admin, {}, 'name')).toEqual(sorted('K5两级审批'));
    expect((await postJson(t, 'CrmBackLog/num', {}, admin)).data.checkContract).toBe(1);
  });
});
