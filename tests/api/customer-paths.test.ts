// The customer on the record paths every module uses (server/records: saveEndpoint,
// queryByIdEndpoint, saveRecords, recordFormValues, field/information) with only its own parts
// added (server/crm/customer/customerModule.ts): the shapes and messages its former copies
// answered, pinned where the other API tests look less closely.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecords } from '../../server/records/batchSave.ts';
import { RECORD_MODULES } from '../../server/records/recordModules.ts';
import { toClientJson } from '../../server/http/serialize.ts';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { customerCount, customerPayload, postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, sales] = await Promise.all(['admin', 'sales'].map((u) => t.login(u)));
});
afterAll(async () => { await t?.close(); });

const save = async (token: string, entity: Record<string, unknown>) =>
  postJson(t, 'CrmCustomer/addOrUpdate', await customerPayload(t, token, entity), token);

async function created(entity: Record<string, unknown>, token = admin): Promise<number> {
  const body = await save(token, entity);
  expect(body).toMatchObject({ code: 0 });
  return body.data.customerId as number;
}

describe('CrmCustomer/queryById', () => {
  it('answers every column, the custom values by name, the two user names, isPool and the caller\'s access, nothing else', async () => {
    const customerId = await created({ customer_name: '详情键公司', address: '浙江省,杭州市,西湖区' });
    const detail = (await t.call('CrmCustomer/queryById', { customerId }, admin)).data as Record<string, unknown>;
    const row = await t.db.selectFrom('crm_customer').selectAll().where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    const { custom: _custom, ...columns } = row;
    const customNames = await t.db.selectFrom('admin_field').select('name').where('label', '=', 2).where('field_type', '=', 0).execute();
    const expected = [...Object.keys(toClientJson(columns) as object), ...customNames.map((f) => f.name), 'ownerUserName', 'createUserName', 'isPool', 'access'];
    expect(Object.keys(detail).sort()).toEqual([...new Set(expected)].sort());
    expect(Object.keys(detail).slice(-4)).toEqual(['ownerUserName', 'createUserName', 'isPool', 'access']);
    expect(detail).toMatchObject({ isPool: 0, ownerUserName: 'admin', createUserName: 'admin', address: '浙江省,杭州市,西湖区', access: 'write' });
  });

  it('says isPool 1 and no owner name for a pool customer, {dataAuth: 0} outside the scope, and refuses a missing one', async () => {
    const customerId = await created({ customer_name: '公海详情公司' });
    await t.db.updateTable('crm_customer').set({ owner_user_id: null }).where('customer_id', '=', customerId).execute();
    expect((await t.call('CrmCustomer/queryById', { customerId }, admin)).data).toMatchObject({ isPool: 1, ownerUserName: null, createUserName: 'admin' });

    const mine = await created({ customer_name: '管理员私有公司' });
    expect(await t.call('CrmCustomer/queryById', { customerId: mine }, sales)).toEqual({ code: 0, msg: 'success', data: { dataAuth: 0 } });
    expect(await t.call('CrmCustomer/queryById', { customerId: 999_999 }, admin)).toEqual({ code: 500, msg: '该客户不存在或已被删除' });
    expect(await t.call('CrmCustomer/queryById', {}, admin)).toEqual({ code: 500, msg: '客户不能为空' });
  });
});

describe('the map address at save', () => {
  it('writes its five parts to their columns and refuses a part too long for its column, naming 地区定位', async () => {
    const customerId = await created({
      customer_name: '地址公司', address: '广东省,深圳市,南山区', detailAddress: '科技园 1 号', location: '科技园', lng: '113.9', lat: '22.5',
    });
    expect(await t.db.selectFrom('crm_customer').select(['address', 'detail_address', 'location', 'lng', 'lat']).where('customer_id', '=', customerId).executeTakeFirst())
      .toEqual({ address: '广东省,深圳市,南山区', detail_address: '科技园 1 号', location: '科技园', lng: '113.9', lat: '22.5' });

    const before = await customerCount(t);
    expect(await save(admin, { customer_name: '长地址公司', detailAddress: '路'.repeat(256) })).toEqual({ code: 500, msg: '地区定位不能超过255个字符' });
    expect(await save(admin, { customer_name: '长经度公司', lng: '1'.repeat(51) })).toEqual({ code: 500, msg: '地区定位不能超过50个字符' });
    expect(await customerCount(t)).toBe(before);
  });

  it('is written by a batch save too (the import\'s path, which passes no customer hooks)', async () => {
    const { results } = await saveRecords(t.db, SEED_USER.admin, RECORD_MODULES.customer, [
      { entity: { customer_name: '批量地址公司', address: '北京市,北京市,朝阳区', detailAddress: '建国路 2 号' }, field: [], product: [] },
    ]);
    expect(results[0]).toMatchObject({ saved: { name: '批量地址公司', created: true } });
    expect(await t.db.selectFrom('crm_customer').select(['address', 'detail_address']).where('customer_name', '=', '批量地址公司').executeTakeFirst())
      .toEqual({ address: '北京市,北京市,朝阳区', detail_address: '建国路 2 号' });
  });
});

describe('the edit form and 基本信息', () => {
  it('reads the map address back as one value; 基本信息 ends with 成交状态 and 地区定位 only', async () => {
    const customerId = await created({ customer_name: '基本信息公司', address: '上海市,上海市,浦东新区', lng: '121.5' });
    await t.db.updateTable('crm_customer').set({ deal_status: 1 }).where('customer_id', '=', customerId).execute();
    const mapAddress = { location: '', address: '上海市,上海市,浦东新区', detailAddress: '', lng: '121.5', lat: '' };

    const form = (await t.call('field/queryField', { label: 2, id: customerId }, admin)).data as Record<string, unknown>[];
    expect(form.find((f) => f.fieldName === 'map_address')?.value).toEqual(mapAddress);
    expect(form.find((f) => f.fieldName === 'customer_name')?.value).toBe('基本信息公司');

    const rows = (await t.call('field/information', { types: 2, id: customerId }, admin)).data as Record<string, unknown>[];
    const customCount = (await t.db.selectFrom('admin_field').select('field_id').where('label', '=', 2).where('field_type', '=', 0).execute()).length;
    expect(rows).toHaveLength(6 + customCount + 2);
    expect(rows.slice(-2)).toEqual([
      { name: '成交状态', value: '已成交', formType: 'deal_status' },
      { name: '地区定位', value: mapAddress, formType: 'map_address' },
    ]);
    expect(await t.call('field/information', { types: 2, id: 999_999 }, admin)).toEqual({ code: 500, msg: '该客户不存在或已被删除' });
  });
});
