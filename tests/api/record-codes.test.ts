// 合同编号 and 回款编号 are text codes (issue 17 item 2): a code with letters and dashes saves, a
// taken one is still refused with the field's message, and a database from before migration 0020
// (both fields number) becomes text with its stored codes intact. And a business without a name
// (item 7): the seeded 商机名称 is optional, so it saves and its customer's 商机 tab lists it; where
// an installation requires the name, the save is refused naming the field. And a contract's signer
// (客户签约人) must be a contact of its customer (item 4, the server's half).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { down as contractCodesDown } from '../../server/db/migrations/0020_contract_codes_as_text.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { fieldVersion, postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let sales: string;
let manager: string;
let customerId: number;

async function body(token: string, label: number, entity: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const form = await t.call('field/queryField', { label }, token);
  if (form.code !== 0) throw new Error(form.msg);
  const field = (form.data as Record<string, unknown>[]).filter((f) => f.fieldType === 0).map((f) => ({ ...f, value: '' }));
  return { entity, field, ...extra };
}
const save = async (path: string, token: string, label: number, entity: Record<string, unknown>, extra?: Record<string, unknown>) =>
  postJson(t, path, await body(token, label, entity, extra), token);
const fieldType = async (fieldId: number) =>
  (await t.db.selectFrom('admin_field').select('type').where('field_id', '=', fieldId).executeTakeFirstOrThrow()).type;
const formTypeOf = async (label: number, fieldName: string) =>
  ((await t.call('field/queryField', { label }, sales)).data as { fieldName: string; formType: string }[]).find((f) => f.fieldName === fieldName)?.formType;

beforeAll(async () => {
  t = await createTestApp();
  [sales, manager] = await Promise.all(['sales', 'manager'].map((u) => t.login(u)));
  const customer = await save('CrmCustomer/addOrUpdate', sales, 2, { customer_name: '编号测试客户有限公司' });
  if (customer.code !== 0) throw new Error(customer.msg);
  customerId = customer.data.customerId;
});
afterAll(async () => { await t?.close(); });

describe('合同编号 and 回款编号 as text codes', () => {
  it('serves both as text fields, still unique and 合同编号 still required', async () => {
    expect(await formTypeOf(6, 'num')).toBe('text');
    expect(await formTypeOf(7, 'number')).toBe('text');
    const contract = { num: '', name: '无编号合同', customer_id: customerId, checkStatus: 5 };
    expect(await save('CrmContract/saveAndUpdate', sales, 6, contract)).toEqual({ code: 500, msg: '合同编号不能为空' });
  });

  it('saves a contract and a receivable whose codes carry letters and dashes, and refuses them again', async () => {
    const contract = { num: 'HT-2026-0135', name: '茶叶年度合同', customer_id: customerId, money: '5000' };
    expect(await save('CrmContract/saveAndUpdate', sales, 6, contract, { checkUserId: 4 })).toMatchObject({ code: 0 });
    const saved = await t.db.selectFrom('crm_contract').select(['contract_id', 'num', 'examine_record_id']).where('name', '=', '茶叶年度合同').executeTakeFirstOrThrow();
    expect(saved.num).toBe('HT-2026-0135');
    expect((await t.call('CrmContract/queryById', { contractId: saved.contract_id }, sales)).data.num).toBe('HT-2026-0135');

    // taken: the save and the form's check on blur both name the field
    expect(await save('CrmContract/saveAndUpdate', sales, 6, { ...contract, name: '重复编号合同' }, { checkUserId: 4 }))
      .toEqual({ code: 500, msg: '合同编号已存在，请校对后再添加！' });
    expect(await t.call('field/verify', { fieldId: 43, value: 'HT-2026-0135' }, sales)).toMatchObject({ code: 500, msg: '合同编号已存在' });
    expect(await t.call('field/verify', { fieldId: 43, value: 'HT-2026-0136' }, sales)).toMatchObject({ code: 0 });

    expect((await t.call('examineRecord/auditExamine', { recordId: saved.examine_record_id, status: 1, remarks: '', id: saved.contract_id }, manager)).code).toBe(0);
    const receivable = { number: 'HK-2026-0007', customer_id: customerId, contract_id: saved.contract_id, money: '1000', return_time: '2026-12-01' };
    expect(await save('CrmReceivables/saveOrUpdate', sales, 7, receivable, { checkUserId: 4 })).toMatchObject({ code: 0 });
    const paid = await t.db.selectFrom('crm_receivables').select('number').where('contract_id', '=', saved.contract_id).execute();
    expect(paid.map((r) => r.number)).toEqual(['HK-2026-0007']);
    expect(await save('CrmReceivables/saveOrUpdate', sales, 7, receivable, { checkUserId: 4 }))
      .toEqual({ code: 500, msg: '回款编号已存在，请校对后再添加！' });
  });

  it('migrates a database whose two fields are still numbers, keeping the stored codes', async () => {
    const contract = { num: '2025001', name: '老编号合同', customer_id: customerId, checkStatus: 5 };
    expect(await save('CrmContract/saveAndUpdate', sales, 6, contract)).toMatchObject({ code: 0 });
    const { contract_id: contractId } = await t.db.selectFrom('crm_contract').select('contract_id').where('name', '=', '老编号合同').executeTakeFirstOrThrow();

    // the database as it was before 0020: number fields, the migration not run
    await contractCodesDown(t.db);
    await sql`delete from kysely_migration where name = '0020_contract_codes_as_text'`.execute(t.db);
    expect([await fieldType(43), await fieldType(54)]).toEqual([5, 5]);
    expect(await save('CrmContract/saveAndUpdate', sales, 6, { ...contract, contractId, num: 'HT-2025-001' }))
      .toEqual({ code: 500, msg: '合同编号：数字的整数部分须少于12位，小数部分须少于4位' });
    const versions = [await fieldVersion(t, 6), await fieldVersion(t, 7)];

    await migrateToLatest(t.db);
    expect([await fieldType(43), await fieldType(54)]).toEqual([1, 1]);
    // open forms and other processes hear of it as of an admin's field/save
    expect([await fieldVersion(t, 6), await fieldVersion(t, 7)]).toEqual([versions[0]! + 1, versions[1]! + 1]);
    expect((await t.call('CrmContract/queryById', { contractId }, sales)).data.num).toBe('2025001');
    expect(await formTypeOf(6, 'num')).toBe('text');
    // the numeric code saves again unchanged, and may now become a lettered one
    expect(await save('CrmContract/saveAndUpdate', sales, 6, { ...contract, contractId })).toMatchObject({ code: 0 });
    expect(await save('CrmContract/saveAndUpdate', sales, 6, { ...contract, contractId, num: 'HT-2025-001' })).toMatchObject({ code: 0 });
    expect((await t.call('CrmContract/queryById', { contractId }, sales)).data.num).toBe('HT-2025-001');

    // run again: nothing changes
    await migrateToLatest(t.db);
    expect([await fieldVersion(t, 6), await fieldVersion(t, 7)]).toEqual([versions[0]! + 1, versions[1]! + 1]);
  });
});

describe('a contract\'s 客户签约人', () => {
  it('must be a contact of the contract\'s customer', async () => {
    const other = await save('CrmCustomer/addOrUpdate', sales, 2, { customer_name: '签约人测试另一客户' });
    expect((await save('CrmContacts/addOrUpdate', sales, 3, { name: '别家联系人', customer_id: other.data.customerId })).code).toBe(0);
    const { contacts_id: contactsId } = await t.db.selectFrom('crm_contacts').select('contacts_id').where('name', '=', '别家联系人').executeTakeFirstOrThrow();
    const contract = { num: 'HT-2026-0200', name: '签约人合同', customer_id: customerId, contacts_id: contactsId, checkStatus: 5 };
    expect(await save('CrmContract/saveAndUpdate', sales, 6, contract)).toEqual({ code: 500, msg: '客户签约人不属于该客户' });
    expect(await save('CrmContract/saveAndUpdate', sales, 6, { ...contract, customer_id: other.data.customerId })).toMatchObject({ code: 0 });
  });
});

describe('a business without a name', () => {
  it('saves, as the seeded 商机名称 is optional, and its customer\'s 商机 tab lists it by its id', async () => {
    const seeded = await t.db.selectFrom('admin_field').select(['is_null', 'operating']).where('field_id', '=', 38).executeTakeFirstOrThrow();
    expect(seeded).toEqual({ is_null: 0, operating: 3 });
    const business = { business_name: '', customer_id: customerId, type_id: 1, status_id: 1 };
    expect(await save('CrmBusiness/addOrUpdate', sales, 5, business)).toMatchObject({ code: 0 });
    const tab = (await t.call('CrmCustomer/queryBusiness', { customerId, pageType: 0 }, sales)).data as Record<string, unknown>[];
    const unnamed = tab.find((row) => !row.businessName);
    expect(unnamed).toBeDefined();
    expect(Number(unnamed!.businessId)).toBeGreaterThan(0);
  });

  it('is refused naming the field where the installation requires the name', async () => {
    await t.db.updateTable('admin_field').set({ is_null: 1 }).where('field_id', '=', 38).execute();
    await t.db.updateTable('admin_field_version').set({ version: sql`version + 1` }).where('label', '=', 5).execute();
    try {
      const before = await t.db.selectFrom('crm_business').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      for (const name of ['', '   ']) {
        expect(await save('CrmBusiness/addOrUpdate', sales, 5, { business_name: name, customer_id: customerId, type_id: 1, status_id: 1 }))
          .toEqual({ code: 500, msg: '商机名称不能为空' });
      }
      const after = await t.db.selectFrom('crm_business').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    } finally {
      await t.db.updateTable('admin_field').set({ is_null: 0 }).where('field_id', '=', 38).execute();
    }
  });
});
