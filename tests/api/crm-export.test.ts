// Excel exports (contract 7.2): the file is parsed back with exceljs; columns are the user's
// visible list columns with Chinese headers, rows only those the user may see.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let sales: string;
let manager: string;
let finance: string;
const ids: Record<string, number> = {};
let minute = 0;

async function customer(name: string, owner: number | null, custom: Record<string, string> = {}, dealStatus = 0) {
  const time = new Date(2025, 0, 1, 8, minute++);
  const row = await t.db.insertInto('crm_customer').values({
    customer_name: name, owner_user_id: owner, create_user_id: 3, deal_status: dealStatus, create_time: time, update_time: time,
    batch_id: randomUUID().replaceAll('-', ''), custom: JSON.stringify(custom),
  }).returning('customer_id').executeTakeFirstOrThrow();
  ids[name] = row.customer_id;
}

async function download(path: string, token: string, body: Record<string, unknown>, json = true) {
  const response = await t.app.inject({
    method: 'POST', url: `/api/${path}`,
    headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded', 'admin-token': token },
    payload: json ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString(),
  });
  return response;
}

async function sheetOf(raw: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales, manager, finance] = await Promise.all(['admin', 'sales', 'manager', 'finance'].map((u) => t.login(u)));
  await customer('甲公司', 3, { 17: 'A（重点客户）' }, 1);
  await customer('乙公司', 5, { 17: 'B（普通客户）' });
  await customer('丙公司', 5);
  await customer('公海客户', null);
});
afterAll(async () => { await t?.close(); });

describe('CrmCustomer/allExportExcel', () => {
  it('streams an xlsx with a UTF-8 file name, Chinese headers in list-head order and the filtered rows', async () => {
    const response = await download('CrmCustomer/allExportExcel', admin, { search: '公司' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="customer_\d{8}\.xlsx"; filename\*=UTF-8''%E5%AE%A2%E6%88%B7_\d{8}\.xlsx$/);
    const rows = await sheetOf(response.rawPayload);
    const heads = (await t.call('field/queryListHead', { label: 2 }, admin)).data as { name: string; fieldName: string }[];
    expect(rows[0]).toEqual(heads.map((h) => h.name));
    expect(rows[0]).toEqual(expect.arrayContaining(['客户名称', '客户级别', '成交状态', '负责人']));
    const name = rows[0].indexOf('客户名称');
    expect(rows.slice(1).map((r) => r[name])).toEqual(['丙公司', '乙公司', '甲公司']);
    const jia = rows.find((r) => r[name] === '甲公司')!;
    expect(jia[rows[0].indexOf('客户级别')]).toBe('A（重点客户）');
    expect(jia[rows[0].indexOf('成交状态')]).toBe('已成交');
    expect(jia[rows[0].indexOf('负责人')]).toBe('admin');
  });

  it('applies the data scope: 张伟 exports his team\'s customers only', async () => {
    const rows = await sheetOf((await download('CrmCustomer/allExportExcel', manager, {})).rawPayload);
    const name = rows[0].indexOf('客户名称');
    expect(rows.slice(1).map((r) => r[name])).toEqual(['丙公司', '乙公司']);
  });

  it('exports only the visible columns after field/fieldConfig hides some', async () => {
    const config = (await t.call('field/queryFieldConfig', { label: 2 }, manager)).data as { value: { id: number; name: string }[] };
    const keep = config.value.filter((c) => ['客户名称', '负责人'].includes(c.name));
    expect(await t.call('field/fieldConfig', { label: 2, noHideIds: String(keep[0].id) }, manager)).toEqual({ code: 500, msg: '至少显示2列' });
    const hide = config.value.filter((c) => !keep.includes(c));
    const saved = await t.call('field/fieldConfig', { label: 2, noHideIds: keep.map((c) => c.id).join(','), hideIds: hide.map((c) => c.id).join(',') }, manager);
    expect(saved.code).toBe(0);
    const after = (await t.call('field/queryFieldConfig', { label: 2 }, manager)).data;
    expect(after.value.map((c: { name: string }) => c.name)).toEqual(['客户名称', '负责人']);
    expect(after.hideValue.length).toBe(hide.length);
    const rows = await sheetOf((await download('CrmCustomer/allExportExcel', manager, {})).rawPayload);
    expect(rows).toEqual([['客户名称', '负责人'], ['丙公司', '李娜'], ['乙公司', '李娜']]);
  });
});

describe('batch exports', () => {
  it('exports the chosen ids the user may see, and nothing for the others', async () => {
    const body = { ids: [ids['甲公司'], ids['乙公司']].join(',') };
    const adminRows = await sheetOf((await download('CrmCustomer/batchExportExcel', admin, body, false)).rawPayload);
    const name = adminRows[0].indexOf('客户名称');
    expect(adminRows.slice(1).map((r) => r[name])).toEqual(['乙公司', '甲公司']);
    const salesRows = await sheetOf((await download('CrmCustomer/batchExportExcel', manager, body, false)).rawPayload);
    expect(salesRows.slice(1)).toEqual([['乙公司', '李娜']]);
  });

  it('pool exports list customers without owner only', async () => {
    const all = await sheetOf((await download('CrmCustomer/poolAllExportExcel', admin, {})).rawPayload);
    const name = all[0].indexOf('客户名称');
    expect(all.slice(1).map((r) => r[name])).toEqual(['公海客户']);
    const batch = await download('CrmCustomer/poolBatchExportExcel', admin, { ids: `${ids['公海客户']},${ids['甲公司']}` }, false);
    expect(batch.headers['content-disposition']).toContain("UTF-8''%E5%85%AC%E6%B5%B7_");
    expect((await sheetOf(batch.rawPayload)).slice(1).map((r) => r[name])).toEqual(['公海客户']);
  });

  it('other modules export too (leads with its heads)', async () => {
    await t.db.insertInto('crm_leads').values({
      leads_name: '导出线索', owner_user_id: 5, create_user_id: 5, create_time: new Date(), update_time: new Date(), batch_id: randomUUID().replaceAll('-', ''),
    }).execute();
    const response = await download('CrmLeads/allExportExcel', admin, {});
    const rows = await sheetOf(response.rawPayload);
    expect(rows[0]).toContain('线索名称');
    expect(rows[1][rows[0].indexOf('线索名称')]).toBe('导出线索');
  });
});

describe('refusals stay JSON envelopes', () => {
  it('without the permission, without ids, with bad input, without a session', async () => {
    expect((await download('CrmCustomer/poolAllExportExcel', finance, {})).json()).toEqual({ code: 500, msg: '无权访问' });
    expect((await download('CrmCustomer/allExportExcel', sales, {})).json()).toEqual({ code: 500, msg: '无权访问' });
    // crm.business.excelexport: seeded for the sales manager (menu 193), not the salesperson
    expect((await download('CrmBusiness/allExportExcel', sales, {})).json()).toEqual({ code: 500, msg: '无权访问' });
    expect((await download('CrmCustomer/batchExportExcel', admin, { ids: '' }, false)).json()).toEqual({ code: 500, msg: '请选择要导出的数据' });
    expect((await download('CrmCustomer/batchExportExcel', admin, { ids: '1,x' }, false)).json()).toEqual({ code: 500, msg: '客户格式不正确' });
    expect((await download('CrmCustomer/allExportExcel', admin, { data: { a: { name: 'nope', condition: 'is', value: 1 } } })).json())
      .toEqual({ code: 500, msg: '参数包含非法字段' });
    expect((await download('CrmCustomer/allExportExcel', '', {})).json()).toEqual({ code: 302, msg: '请先登录！' });
  });
});
