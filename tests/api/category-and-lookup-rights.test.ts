// Issue 16 items 6 and 8: product categories under the product rights, and the duplicate lookups
// (`CrmLeads/queryList`, `CrmCustomer/queryList`, `CrmContacts/queryList` with a lookup key) under
// the module's list right and the caller's data scope.
//
// Seeded rights (server/db/seed/roles.ts): finance (王芳, 本人) reads products and customers but
// holds no product save/update, no leads and no contacts keys; sales (李娜, 本人及下属) and sales2
// (刘洋) see their own records; manager (张伟, above both) sees theirs; admin sees everything.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let sales2: string;
let finance: string;

const DENIED = { code: 500, msg: '无权访问' };

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, sales2, finance] = await Promise.all(['admin', 'manager', 'sales', 'sales2', 'finance'].map((u) => t.login(u)));
});

afterAll(async () => {
  await t?.close();
});

const categories = () => t.db.selectFrom('crm_product_category').select(['category_id', 'name', 'pid']).orderBy('category_id').execute();

describe('product categories (CrmProductCategory/*, contract 7.9)', () => {
  it('finance and sales may not create, rename or delete a category; nothing changes', async () => {
    const before = await categories();
    const [first] = before;
    for (const token of [finance, sales]) {
      expect(await t.call('CrmProductCategory/saveAndUpdate', { name: '财务建的类别', pid: 0 }, token)).toEqual(DENIED);
      expect(await t.call('CrmProductCategory/saveAndUpdate', { categoryId: first.category_id, name: '改名', pid: 0 }, token)).toEqual(DENIED);
      expect(await t.call('CrmProductCategory/deleteById', { id: first.category_id }, token)).toEqual(DENIED);
    }
    expect(await categories()).toEqual(before);
  });

  it('the pickers still read the tree with a session only', async () => {
    for (const token of [finance, sales]) {
      const answer = await t.call('CrmProductCategory/queryList', { type: 'tree' }, token);
      expect(answer.code).toBe(0);
      expect(answer.data.length).toBeGreaterThan(0);
    }
  });

  it('the product rights (manager: crm.product.save / update) and admin create, rename and delete', async () => {
    for (const token of [manager, admin]) {
      const name = `类别${randomUUID().slice(0, 6)}`;
      expect((await t.call('CrmProductCategory/saveAndUpdate', { name, pid: 0 }, token)).code).toBe(0);
      const created = (await categories()).find((c) => c.name === name)!;
      expect(created).toBeDefined();
      expect((await t.call('CrmProductCategory/saveAndUpdate', { categoryId: created.category_id, name: `${name}改`, pid: 0 }, token)).code).toBe(0);
      expect((await categories()).find((c) => c.category_id === created.category_id)?.name).toBe(`${name}改`);
      expect((await t.call('CrmProductCategory/deleteById', { id: created.category_id }, token)).code).toBe(0);
      expect((await categories()).some((c) => c.category_id === created.category_id)).toBe(false);
    }
  });
});

async function insert(table: 'crm_leads' | 'crm_customer', values: Record<string, unknown>): Promise<number> {
  const now = new Date();
  const idColumn = table === 'crm_leads' ? 'leads_id' : 'customer_id';
  const row = await (t.db as any).insertInto(table).values({
    create_time: now, update_time: now, batch_id: randomUUID().replaceAll('-', ''), ...values,
  }).returning(idColumn).executeTakeFirstOrThrow();
  return row[idColumn] as number;
}

describe('duplicate lookups (<Mod>/queryList with a lookup key, contract 7.2)', () => {
  let leadsOf2: number;
  let customerOf2: number;
  let poolCustomer: number;
  let contactsOf2: number;

  beforeAll(async () => {
    leadsOf2 = await insert('crm_leads', { leads_name: '查重权限线索', mobile: '13700001111', owner_user_id: SEED_USER.sales2, create_user_id: SEED_USER.sales2 });
    customerOf2 = await insert('crm_customer', { customer_name: '查重权限客户', owner_user_id: SEED_USER.sales2, create_user_id: SEED_USER.sales2, ro_user_id: ',', rw_user_id: ',' });
    poolCustomer = await insert('crm_customer', { customer_name: '查重权限公海客户', owner_user_id: null, create_user_id: SEED_USER.sales2, ro_user_id: ',', rw_user_id: ',' });
    const contacts = await t.db.insertInto('crm_contacts').values({
      name: '查重权限联系人', customer_id: customerOf2, owner_user_id: SEED_USER.sales2, create_user_id: SEED_USER.sales2,
      create_time: new Date(), update_time: new Date(), batch_id: randomUUID().replaceAll('-', ''),
    }).returning('contacts_id').executeTakeFirstOrThrow();
    contactsOf2 = contacts.contacts_id;
  });

  it('a caller without the module\'s list right is refused (finance: leads, contacts)', async () => {
    expect(await t.call('CrmLeads/queryList', { leadsName: '查重权限' }, finance)).toEqual(DENIED);
    expect(await t.call('CrmContacts/queryList', { contactsName: '查重权限' }, finance)).toEqual(DENIED);
  });

  it('answers only records within the caller\'s data scope (and pool customers, which anyone with the list right may read)', async () => {
    // finance reads customers, scope 本人: not 刘洋's customer, only the pool's
    const financeCustomers = (await t.call('CrmCustomer/queryList', { customerName: '查重权限' }, finance)).data;
    expect(financeCustomers.list.map((r: { customerId: number }) => r.customerId)).toEqual([poolCustomer]);
    expect(financeCustomers.totalRow).toBe(1);
    // 李娜 is not above 刘洋: nothing of his
    expect((await t.call('CrmLeads/queryList', { leadsName: '查重权限' }, sales)).data).toMatchObject({ list: [], totalRow: 0 });
    expect((await t.call('CrmContacts/queryList', { contactsName: '查重权限' }, sales)).data).toMatchObject({ list: [], totalRow: 0 });
    expect((await t.call('CrmCustomer/queryList', { customerName: '查重权限' }, sales)).data.list.map((r: { customerId: number }) => r.customerId)).toEqual([poolCustomer]);
    // 刘洋 himself and 张伟 above him see the records with the owner's name
    for (const token of [sales2, manager, admin]) {
      expect((await t.call('CrmLeads/queryList', { leadsName: '查重权限' }, token)).data.list)
        .toEqual([{ leadsId: leadsOf2, leadsName: '查重权限线索', ownerUserName: '刘洋' }]);
      expect((await t.call('CrmContacts/queryList', { contactsName: '查重权限' }, token)).data.list)
        .toEqual([{ contactsId: contactsOf2, name: '查重权限联系人', customerName: '查重权限客户', ownerUserName: '刘洋' }]);
      const ids = (await t.call('CrmCustomer/queryList', { customerName: '查重权限' }, token)).data.list.map((r: { customerId: number }) => r.customerId);
      expect(ids).toEqual([poolCustomer, customerOf2]);
    }
  });

  it('a team member of a record sees it', async () => {
    await t.db.updateTable('crm_customer').set({ ro_user_id: `,${SEED_USER.sales},` }).where('customer_id', '=', customerOf2).execute();
    const ids = (await t.call('CrmCustomer/queryList', { customerName: '查重权限' }, sales)).data.list.map((r: { customerId: number }) => r.customerId);
    expect(ids).toEqual([poolCustomer, customerOf2]);
    await t.db.updateTable('crm_customer').set({ ro_user_id: ',' }).where('customer_id', '=', customerOf2).execute();
  });

  it('the pickers (the same calls without a lookup key) keep working for every seeded role that lists the module', async () => {
    for (const token of [sales, sales2, manager, finance, admin]) {
      expect((await t.call('CrmCustomer/queryList', { search: '', page: 1, limit: 10, type: 2 }, token)).code).toBe(0);
    }
    for (const token of [sales, sales2, manager, admin]) {
      expect((await t.call('CrmContacts/queryList', { search: '', page: 1, limit: 10, type: 3 }, token)).code).toBe(0);
    }
    expect(await t.call('CrmContacts/queryList', { search: '', page: 1, limit: 10, type: 3 }, finance)).toEqual(DENIED);
  });
});
