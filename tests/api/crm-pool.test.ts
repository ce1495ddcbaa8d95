// Lock, deal status and the public pool (contract 7.4): put in, receive, distribute, the rules
// setting, and the auto-pool job (once across processes, locked and dealt customers exempt).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPoolJobRun, runPoolJob, startPoolJob } from '../../server/crm/pool/poolJob.ts';
import { createDatabase } from '../../server/db/database.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { createCustomer, customerRow, insertContact, logLines, OK } from './crmActivityHelpers.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let sales2: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, sales2] = await Promise.all(['admin', 'manager', 'sales', 'sales2'].map((u) => t.login(u)));
});
afterAll(async () => { await t?.close(); });

const DAY = 86_400_000;
const poolRecords = (customerId: number) => t.db.selectFrom('crm_owner_record').selectAll()
  .where('type', '=', 8).where('type_id', '=', customerId).orderBy('record_id').execute();

describe('lock and deal status', () => {
  it('locks, refuses dealt customers and the lock limit; setting the deal status unlocks', async () => {
    const a = await createCustomer(t, sales, '锁定客户A');
    const b = await createCustomer(t, sales, '锁定客户B');
    expect(await t.call('CrmCustomer/lock', { ids: a, isLock: 1 }, sales)).toEqual({ code: 500, msg: '无权访问' });
    expect(await t.call('CrmCustomer/lock', { ids: a, isLock: 1 }, manager)).toEqual(OK);
    expect((await customerRow(t, a)).is_lock).toBe(1);
    expect(await logLines(t, manager, 2, a)).toContain('将客户锁定');

    expect(await postJson(t, 'CrmCustomer/customerSetting', { settingName: '锁定上限', customerNum: 1, type: 2, userList: [5] }, admin)).toEqual(OK);
    expect(await t.call('CrmCustomer/lock', { ids: b, isLock: 1 }, manager)).toEqual({ code: 500, msg: '有员工可锁定客户数达到上限' });
    expect(await t.call('CrmCustomer/setDealStatus', { ids: a, dealStatus: 1 }, manager)).toEqual(OK);
    expect(await customerRow(t, a)).toMatchObject({ deal_status: 1, is_lock: 0 });
    expect(await t.call('CrmCustomer/lock', { ids: a, isLock: 1 }, manager)).toEqual({ code: 500, msg: '已成交客户无需锁定' });
    expect(await t.call('CrmCustomer/lock', { ids: b, isLock: 1 }, manager)).toEqual(OK);
    expect(await t.call('CrmCustomer/lock', { ids: b, isLock: 0 }, manager)).toEqual(OK);
    expect(await t.call('CrmCustomer/setDealStatus', { ids: a, dealStatus: 2 }, manager)).toEqual({ code: 500, msg: '成交状态格式不正确' });
    const adminsOwn = await createCustomer(t, admin, '管理员锁定');
    expect(await t.call('CrmCustomer/lock', { ids: adminsOwn, isLock: 1 }, manager)).toEqual({ code: 500, msg: '没有权限' });
  });
});

describe('the pool by hand', () => {
  it('puts in (owner, team and contacts cleared), refuses locked ones, then receive and distribute', async () => {
    const customerId = await createCustomer(t, sales, '公海往返客户');
    const contactsId = await insertContact(t, customerId, 5);
    const locked = await createCustomer(t, sales, '锁着的客户');
    await t.db.updateTable('crm_customer').set({ is_lock: 1 }).where('customer_id', '=', locked).execute();
    await t.db.updateTable('crm_customer').set({ ro_user_id: ',6,', followup: 1 }).where('customer_id', '=', customerId).execute();

    expect(await t.call('CrmCustomer/updateCustomerByIds', { ids: `${customerId},${locked}` }, manager))
      .toEqual({ code: 500, msg: '选中的客户有被锁定的，不能放入公海！' });
    expect((await customerRow(t, customerId)).owner_user_id).toBe(5);
    expect(await t.call('CrmCustomer/updateCustomerByIds', { ids: customerId }, manager)).toEqual(OK);
    expect(await customerRow(t, customerId)).toMatchObject({ owner_user_id: null, ro_user_id: ',', rw_user_id: ',' });
    const contact = await t.db.selectFrom('crm_contacts').select('owner_user_id').where('contacts_id', '=', contactsId).executeTakeFirstOrThrow();
    expect(contact.owner_user_id).toBeNull();
    expect(await poolRecords(customerId)).toMatchObject([{ pre_owner_user_id: 5, post_owner_user_id: null }]);
    expect((await t.call('CrmCustomer/queryById', { customerId }, sales2)).data).toMatchObject({ isPool: 1 });

    // receive: the clock starts again
    const before = new Date(Date.now() - 1000);
    await t.db.updateTable('crm_customer').set({ create_time: new Date(2020, 0, 1) }).where('customer_id', '=', customerId).execute();
    expect(await t.call('CrmCustomer/receiveByIds', { ids: customerId }, sales)).toEqual(OK);
    const received = await customerRow(t, customerId);
    expect(received).toMatchObject({ owner_user_id: 5, followup: 0 });
    expect(received.create_time.getTime()).toBeGreaterThan(before.getTime());
    expect((await t.db.selectFrom('crm_contacts').select('owner_user_id').where('contacts_id', '=', contactsId).executeTakeFirstOrThrow()).owner_user_id).toBe(5);
    expect(await poolRecords(customerId)).toMatchObject([{ pre_owner_user_id: 5 }, { pre_owner_user_id: null, post_owner_user_id: 5 }]);
    expect(await t.call('CrmCustomer/receiveByIds', { ids: customerId }, sales2)).toEqual({ code: 500, msg: '选中的客户已不在公海中' });

    // distribute: needs crm.pool.distribute (the manager has it, sales does not)
    expect(await t.call('CrmCustomer/updateCustomerByIds', { ids: customerId }, manager)).toEqual(OK);
    expect(await t.call('CrmCustomer/distributeByIds', { ids: customerId, userId: 6 }, sales)).toEqual({ code: 500, msg: '无权访问' });
    expect(await t.call('CrmCustomer/distributeByIds', { ids: customerId, userId: 6 }, manager)).toEqual(OK);
    expect((await customerRow(t, customerId)).owner_user_id).toBe(6);
    expect((await logLines(t, admin, 2, customerId)).slice(0, 4)).toEqual(['将客户分配给：刘洋', '将客户放入公海', '领取了客户', '将客户放入公海']);
  });

  it('refuses a receive over the owned limit, and put-in outside the data scope', async () => {
    const adminsOwn = await createCustomer(t, admin, '管理员的公海候选');
    expect(await t.call('CrmCustomer/updateCustomerByIds', { ids: adminsOwn }, manager)).toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('CrmCustomer/updateCustomerByIds', { ids: adminsOwn }, admin)).toEqual(OK);
    expect(await postJson(t, 'CrmCustomer/customerSetting', { settingName: '刘洋拥有上限', customerNum: 1, type: 1, userList: [6] }, admin)).toEqual(OK);
    expect(await t.call('CrmCustomer/receiveByIds', { ids: adminsOwn }, sales2)).toEqual({ code: 500, msg: '拥有客户数已达上限' });
    expect((await customerRow(t, adminsOwn)).owner_user_id).toBeNull();
  });
});

describe('rules setting', () => {
  it('anyone reads the rules; only a settings admin changes them', async () => {
    expect((await t.call('CrmCustomer/getRulesSetting', {}, sales)).data).toEqual({
      dealDay: '3', followupDay: '31', customerConfig: 1, contractConfig: 1, contractDay: '24', putInPoolRemindConfig: 1, putInPoolRemindDays: '2',
    });
    expect(await t.call('CrmCustomer/updateRulesSetting', { type: 1, followupDay: 10, dealDay: 5 }, sales)).toEqual({ code: 500, msg: '无权访问' });
    expect(await t.call('CrmCustomer/updateRulesSetting', { type: 1, dealDay: 5 }, admin)).toEqual({ code: 500, msg: '未跟进天数不能为空' });
    expect(await t.call('CrmCustomer/updateRulesSetting', { type: 1, followupDay: 0, dealDay: 5 }, admin)).toEqual({ code: 500, msg: '未跟进天数格式不正确' });
    expect(await t.call('CrmCustomer/updateRulesSetting', { type: 1, followupDay: 10, dealDay: 5, putInPoolRemindConfig: 1, putInPoolRemindDays: 0 }, admin)).toEqual(OK);
    expect((await t.call('CrmCustomer/getRulesSetting', {}, sales)).data).toMatchObject({ dealDay: '5', followupDay: '10', customerConfig: 1, putInPoolRemindConfig: 0 });
  });
});

describe('contract-expiry reminder setting', () => {
  it('is read by anyone, changed by a settings admin, and refused without days when switched on', async () => {
    expect((await t.call('CrmContract/queryContractConfig', {}, sales)).data).toEqual({ status: 1, contractDay: '24' });
    expect(await t.call('CrmContract/setContractConfig', { status: 1, contractDay: 10 }, sales)).toEqual({ code: 500, msg: '无权访问' });
    expect(await t.call('CrmContract/setContractConfig', { status: 1 }, admin)).toEqual({ code: 500, msg: '提前提醒天数不能为空' });
    expect(await t.call('CrmContract/setContractConfig', { status: 3, contractDay: 10 }, admin)).toMatchObject({ code: 500 });
    expect((await t.call('CrmContract/queryContractConfig', {}, sales)).data).toEqual({ status: 1, contractDay: '24' });
    expect(await t.call('CrmContract/setContractConfig', { status: 1, contractDay: 10 }, admin)).toEqual(OK);
    expect((await t.call('CrmCustomer/getRulesSetting', {}, sales)).data).toMatchObject({ contractConfig: 1, contractDay: '10' });
    expect(await t.call('CrmContract/setContractConfig', { status: 0 }, admin)).toEqual(OK);
    expect((await t.call('CrmContract/queryContractConfig', {}, sales)).data).toEqual({ status: 0, contractDay: '10' });
  });
});

describe('the auto-pool job', () => {
  it('returns idle and undealt-after-receive customers, leaves locked, dealt, followed and disabled-rule ones', async () => {
    // rules from the previous test: followup 10 days, deal 5 days
    await t.db.updateTable('crm_customer').set({ owner_user_id: 3, is_lock: 0, deal_status: 0 }).where('owner_user_id', 'is', null).execute();
    const now = new Date(Date.now() + 30 * DAY);
    const idle = await createCustomer(t, sales, '闲置客户');
    const locked = await createCustomer(t, sales, '锁定的闲置客户');
    const dealt = await createCustomer(t, sales, '成交的闲置客户');
    const followed = await createCustomer(t, sales, '刚跟进的客户');
    const receivedLongAgo = await createCustomer(t, sales, '领取后未成交客户');
    await t.db.updateTable('crm_customer').set({ is_lock: 1 }).where('customer_id', '=', locked).execute();
    await t.db.updateTable('crm_customer').set({ deal_status: 1 }).where('customer_id', '=', dealt).execute();
    // a follow-up 2 days before "now" keeps `followed` out; `receivedLongAgo` too, but it was received 6 days before now
    for (const id of [followed, receivedLongAgo]) {
      expect(await t.call('CrmCustomer/addRecord', { typesId: id, content: '近期跟进', category: '打电话' }, sales)).toEqual(OK);
      await t.db.updateTable('admin_record').set({ create_time: new Date(now.getTime() - 2 * DAY) }).where('types_id', '=', id).execute();
    }
    await t.db.insertInto('crm_owner_record').values({ type_id: receivedLongAgo, type: 8, pre_owner_user_id: null, post_owner_user_id: 5, create_time: new Date(now.getTime() - 6 * DAY) }).execute();

    const result = await runPoolJob(t.db, { now });
    expect(result.ran).toBe(true);
    expect(result.movedIds).toEqual(expect.arrayContaining([idle, receivedLongAgo]));
    expect(result.movedIds).not.toEqual(expect.arrayContaining([locked]));
    for (const id of [idle, receivedLongAgo]) {
      expect(await customerRow(t, id)).toMatchObject({ owner_user_id: null });
      expect((await poolRecords(id)).at(-1)).toMatchObject({ pre_owner_user_id: 5 });
    }
    for (const id of [locked, dealt, followed]) expect((await customerRow(t, id)).owner_user_id).toBe(5);
    const [line] = (await t.call('CrmRecord/queryRecordList', { types: 2, actionId: idle }, admin)).data;
    expect(line).toMatchObject({ content: ['将客户放入公海'], realname: '系统', createUserId: 0 });

    // a second run finds nothing; a disabled rule moves nothing
    expect((await runPoolJob(t.db, { now })).movedIds).toEqual([]);
    expect(await t.call('CrmCustomer/updateRulesSetting', { type: 0 }, admin)).toEqual(OK);
    expect((await runPoolJob(t.db, { now: new Date(now.getTime() + 100 * DAY) })).movedIds).toEqual([]);
    expect((await customerRow(t, followed)).owner_user_id).toBe(5);
    expect(await t.call('CrmCustomer/updateRulesSetting', { type: 1, followupDay: 10, dealDay: 5 }, admin)).toEqual(OK);
  });

  it('two processes running at once move each customer once; one claims each interval', async () => {
    // A second "process": its own connection pool on PostgreSQL; on PGlite the one instance there is.
    let second = t.db;
    let closeSecond = async () => {};
    if (t.engine === 'postgres') {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${rows[0].name}`;
      const handle = await createDatabase({ databaseUrl: url.toString() });
      second = handle.db;
      closeSecond = handle.close;
    }
    try {
      const now = new Date(Date.now() + 400 * DAY);
      await t.db.insertInto('crm_customer').values(Array.from({ length: 40 }, (_, i) => ({
        customer_name: `批量闲置客户${i}`, create_user_id: 5, owner_user_id: 4 + (i % 3), create_time: new Date(), update_time: new Date(), batch_id: `concurrent-${i}`,
      }))).execute();
      const ids = await t.db.selectFrom('crm_customer').select('customer_id')
        .where('owner_user_id', 'is not', null).where('is_lock', '=', 0).where('deal_status', '=', 0).execute();
      const recordsBefore = await t.db.selectFrom('crm_owner_record').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const runs = await Promise.all([runPoolJob(t.db, { now }), runPoolJob(second, { now }), runPoolJob(t.db, { now }), runPoolJob(second, { now })]);
      const moved = runs.flatMap((r) => r.movedIds).sort((a, b) => a - b);
      expect(moved).toEqual(ids.map((r) => r.customer_id).sort((a, b) => a - b));
      expect(moved.length).toBeGreaterThan(40);
      const recordsAfter = await t.db.selectFrom('crm_owner_record').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(recordsAfter.n) - Number(recordsBefore.n)).toBe(moved.length);

      const claims = await Promise.all([claimPoolJobRun(t.db, now), claimPoolJobRun(second, now)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimPoolJobRun(t.db, new Date(now.getTime() + 60_000))).toBe(false);
      expect(await claimPoolJobRun(t.db, new Date(now.getTime() + 5 * 60_000))).toBe(true);
    } finally {
      await closeSecond();
    }
  });

  it('the timer runs the job and stop() waits for it', async () => {
    await t.db.deleteFrom('crm_job_lease').execute();
    const customerId = await createCustomer(t, sales, '定时任务客户');
    await t.db.updateTable('crm_customer').set({ create_time: new Date(Date.now() - 60 * DAY) }).where('customer_id', '=', customerId).execute();
    const moved: number[] = [];
    const errors: unknown[] = [];
    const job = startPoolJob(t.db, { intervalMs: 100, onMoved: (ids) => moved.push(...ids), onError: (e) => errors.push(e) });
    for (let i = 0; i < 50 && !moved.length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    await job.stop();
    expect(errors).toEqual([]);
    expect(moved).toContain(customerId);
  });
});
