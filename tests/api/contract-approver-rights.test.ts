// An approver who does not own a contract (issue 17 item 5): even holding the delete and transfer
// rights of contracts, they may read it (to approve it) and nothing more. queryById says so
// (`access: 'read'`, what the detail hides its writing actions by), and a delete or transfer is
// refused with why (`没有权限`), changing nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let sales: string;
let finance: string;
let contractId: number;

async function body(token: string, label: number, entity: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const form = await t.call('field/queryField', { label }, token);
  const field = (form.data as Record<string, unknown>[]).filter((f) => f.fieldType === 0).map((f) => ({ ...f, value: '' }));
  return { entity, field, ...extra };
}

beforeAll(async () => {
  t = await createTestApp();
  [sales, finance] = await Promise.all([t.login('sales'), t.login('finance')]);
  // 王芳 (finance) gets every contract right, delete and transfer included
  const { rows } = await sql<{ menu_id: number }>`select m.menu_id from admin_menu m join admin_menu p on p.menu_id = m.parent_id where p.realm = 'contract'`.execute(t.db);
  const role = await t.db.selectFrom('admin_user_role').select('role_id').where('user_id', '=', SEED_USER.finance).executeTakeFirstOrThrow();
  for (const { menu_id } of rows) await sql`insert into admin_role_menu (role_id, menu_id) select ${role.role_id}, ${menu_id} where not exists (select 1 from admin_role_menu where role_id = ${role.role_id} and menu_id = ${menu_id})`.execute(t.db);
  const customer = await postJson(t, 'CrmCustomer/addOrUpdate', await body(sales, 2, { customer_name: '李娜的客户' }), sales);
  const saved = await postJson(t, 'CrmContract/saveAndUpdate', await body(sales, 6, { customer_id: customer.data.customerId, num: 'HT-2026-0135', name: '李娜的合同' }, { checkUserId: SEED_USER.finance }), sales);
  expect(saved.code).toBe(0);
  contractId = (await t.db.selectFrom('crm_contract').select('contract_id').where('num', '=', 'HT-2026-0135').executeTakeFirstOrThrow()).contract_id;
});
afterAll(async () => { await t?.close(); });

describe('an approver who does not own the contract', () => {
  it('reads it with access "read"; its owner with "write"', async () => {
    const auth = (await t.call('system/role/auth', {}, finance)).data.crm.contract;
    expect(auth).toMatchObject({ delete: true, transfer: true });
    expect((await t.call('CrmContract/queryById', { contractId }, finance)).data).toMatchObject({ contractId, name: '李娜的合同', access: 'read' });
    expect((await t.call('CrmContract/queryById', { contractId }, sales)).data).toMatchObject({ contractId, access: 'write' });
  });

  it('is refused a delete and a transfer with 没有权限, and the contract stays as it was', async () => {
    expect(await t.call('CrmContract/deleteByIds', { contractIds: contractId }, finance)).toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('CrmContract/transfer', { contractIds: contractId, newOwnerUserId: SEED_USER.finance, transferType: 1 }, finance))
      .toEqual({ code: 500, msg: '没有权限' });
    expect(await t.db.selectFrom('crm_contract').select(['owner_user_id']).where('contract_id', '=', contractId).executeTakeFirst())
      .toEqual({ owner_user_id: SEED_USER.sales });
  });
});
