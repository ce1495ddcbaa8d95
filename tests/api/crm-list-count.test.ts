// Past 1,000 matches a list's total is the planner's estimate (docs/crm-lists.md "The count"). An
// estimate can read low: statistics gathered before a bulk change (the pool job moving thousands of
// customers at once) still say the pool is empty. The pager must reach every row all the same.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;

async function insertCustomers(count: number, owner: number | null, prefix: string): Promise<void> {
  await sql`
    insert into crm_customer (customer_name, owner_user_id, create_user_id, ro_user_id, rw_user_id, create_time, update_time, batch_id, custom)
    select ${prefix} || n, ${owner}::int, 1, ',', ',', now(), now() - (n || ' seconds')::interval, md5(${prefix} || n), '{}'::jsonb
    from generate_series(1, ${count}) as n
  `.execute(t.db);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await insertCustomers(1100, 1, '有主客户');
  await sql`analyze crm_customer`.execute(t.db);
  // after the statistics: to the planner the pool is still empty
  await insertCustomers(1100, null, '公海客户');
});
afterAll(async () => { await t?.close(); });

const pool = (page: number) => postJson(t, 'CrmCustomer/queryPoolPageList', { page, limit: 15 }, admin);

describe('a total past the exact count', () => {
  it('keeps 下一页 open while pages come back full, and reaches the last of 1,100 pool customers', async () => {
    const first = await pool(1);
    expect(first.code).toBe(0);
    expect(first.data.totalRow).toBeGreaterThan(1000);

    // the estimate's last page, full: the total grows by one more row than seen, so there is a next page
    const lastEstimated = Math.ceil(first.data.totalRow / 15);
    const full = await pool(lastEstimated);
    expect(full.data.list).toHaveLength(15);
    expect(full.data.totalRow).toBeGreaterThan(lastEstimated * 15);

    // the true last page: 1,100 = 73 × 15 + 5
    const last = await pool(74);
    expect(last.data.list).toHaveLength(5);
    expect(last.data.totalRow).toBeGreaterThanOrEqual(1100);
    expect(String(last.data.list.at(-1).customerName)).toMatch(/^公海客户\d+$/);
  });

  it('answers an exact count as it is', async () => {
    const body = await postJson(t, 'CrmCustomer/queryPageList', { page: 1, limit: 15, search: '有主客户100' }, admin);
    // 有主客户100 and 有主客户1000 … 有主客户1009
    expect(body.data.totalRow).toBe(11);
  });
});

// Issue 17 item 6: an estimate says so, and the exact figure is one request away.
describe('whether the total is exact, and the exact count on demand', () => {
  it('says an estimate is one (totalRowExact false); an exact count keeps the contract\'s shape', async () => {
    const estimated = await pool(1);
    expect(estimated.data.totalRowExact).toBe(false);
    const exact = await postJson(t, 'CrmCustomer/queryPageList', { page: 1, limit: 15, search: '有主客户100' }, admin);
    expect(Object.keys(exact.data).sort()).toEqual(['list', 'totalRow']);
  });

  it('counts every match exactly when the body asks exactCount, in the same Page shape', async () => {
    // to the planner the pool is still empty (statistics before the insert): the estimate is off
    const body = await postJson(t, 'CrmCustomer/queryPoolPageList', { page: 1, limit: 1, exactCount: true }, admin);
    expect(body.code).toBe(0);
    expect(body.data.totalRow).toBe(1100);
    expect(body.data).not.toHaveProperty('totalRowExact');
    expect(body.data.list).toHaveLength(1);
    const all = await postJson(t, 'CrmCustomer/queryPageList', { page: 1, limit: 15, exactCount: 1 }, admin);
    expect(all.data.totalRow).toBe(1100);
    expect(all.data).not.toHaveProperty('totalRowExact');
  });

  it('asks nothing more for any other exactCount value', async () => {
    const body = await postJson(t, 'CrmCustomer/queryPoolPageList', { page: 1, limit: 15, exactCount: 'yes' }, admin);
    expect(body.code).toBe(0);
    expect(body.data.totalRowExact).toBe(false);
  });
});
