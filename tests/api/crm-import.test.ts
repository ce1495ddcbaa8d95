// Excel import of CRM records (contract 7.2): the template from the current fields, the upload
// answered with a message id, the rows saved in the background by the form's save pipeline, the
// progress and totals, the error workbook, duplicates (覆盖 / 跳过), the owner and the rights.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTuning } from '../../server/crm/import/importRun.ts';
import { saveRecords } from '../../server/records/batchSave.ts';
import { RECORD_MODULES } from '../../server/records/recordModules.ts';
import type { SaveHooks } from '../../server/records/savePipeline.ts';
import { createTestApp, SEED_USER, type ApiBody, type TestApp } from '../support/testApp.ts';
import { designerRows, postJson, saveDesign } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
const LEVEL = 17;

type Cell = string | number | null;

async function post(path: string, token: string, form?: Record<string, string>) {
  return t.app.inject({
    method: 'POST', url: `/api/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'admin-token': token },
    payload: new URLSearchParams(form ?? {}).toString(),
  });
}

async function readSheet(raw: Buffer): Promise<{ rows: string[][]; sheet: ExcelJS.Worksheet; workbook: ExcelJS.Workbook }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return { rows, sheet, workbook };
}

/** Downloads the module's template and fills rows by header name, as a person would in Excel. */
async function filledTemplate(prefix: string, token: string, rows: Record<string, Cell>[]): Promise<Buffer> {
  const response = await post(`${prefix}/downloadExcel`, token);
  expect(response.statusCode).toBe(200);
  const { rows: cells, sheet, workbook } = await readSheet(response.rawPayload);
  const headers = cells[1]!.map((h) => h.replace('(*)', ''));
  rows.forEach((values, i) => {
    const row = sheet.getRow(3 + i);
    for (const [name, value] of Object.entries(values)) {
      const column = headers.indexOf(name);
      if (column < 0) throw new Error(`no column ${name} in ${headers.join('|')}`);
      row.getCell(column + 1).value = value;
    }
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(prefix: string, token: string, file: Buffer, fields: Record<string, string> = {}, fileName = '导入.xlsx'): Promise<ApiBody> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  const response = await t.app.inject({ method: 'POST', url: `/api/${prefix}/uploadExcel`, headers: { 'admin-token': token }, payload: form });
  return response.json() as ApiBody;
}

/** Polls queryImportNum as the dialog does until it answers null, then reads the totals. */
async function finished(messageId: number, token: string): Promise<ApiBody> {
  for (let i = 0; i < 400; i++) {
    const num = await t.call('system/message/queryImportNum', { messageId }, token);
    expect(num.code).toBe(0);
    if (num.data === null || num.data === undefined) {
      const info = await t.call('system/message/queryImportInfo', { messageId }, token);
      // An import that did not finish left its reason in the server log.
      if (info.status !== 'finished') throw new Error(`import ${info.status}: ${info.content}\n${t.logs.join('\n')}`);
      return info;
    }
    expect(typeof num.data).toBe('number');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

async function importRows(prefix: string, token: string, rows: Record<string, Cell>[], fields: Record<string, string> = {}) {
  const body = await upload(prefix, token, await filledTemplate(prefix, token, rows), fields);
  expect(body).toMatchObject({ code: 0, data: expect.any(Number) });
  return { messageId: body.data as number, info: await finished(body.data as number, token) };
}

async function customersNamed(name: string) {
  return t.db.selectFrom('crm_customer').selectAll().where('customer_name', '=', name).execute();
}

async function insertCustomer(name: string, owner: number, custom: Record<string, string>, mobile: string | null = null) {
  const time = new Date(2025, 0, 1, 8, 0);
  await t.db.insertInto('crm_customer').values({
    customer_name: name, owner_user_id: owner, create_user_id: owner, create_time: time, update_time: time, mobile,
    batch_id: randomUUID().replaceAll('-', ''), custom: JSON.stringify(custom), ro_user_id: ',', rw_user_id: ',',
  }).execute();
}

let gradeId: number;
let contactUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales] = await Promise.all(['admin', 'manager', 'sales'].map((u) => t.login(u)));
  const rows = await designerRows(t, admin, 2);
  const saved = await saveDesign(t, admin, 2, [
    ...rows,
    { name: '合作等级', type: 3, formType: 'select', options: '战略,重要,一般', isNull: 1 },
    { name: '对接人', type: 10, formType: 'user' },
    { name: '签约日期', type: 4, formType: 'date' },
  ]);
  if (saved.code !== 0) throw new Error(saved.msg);
  const fields = await t.db.selectFrom('admin_field').select(['field_id', 'name']).where('label', '=', 2).execute();
  gradeId = fields.find((f) => f.name === '合作等级')!.field_id;
  contactUserId = fields.find((f) => f.name === '对接人')!.field_id;
});
afterAll(async () => { await t?.close(); });

describe('<Prefix>/downloadExcel', () => {
  it('builds the template from the current fields: title row, custom fields, required ones marked, options as a drop-down', async () => {
    const response = await post('CrmCustomer/downloadExcel', manager);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="customer_import_template_\d{8}\.xlsx"/);
    const { rows, sheet } = await readSheet(response.rawPayload);
    expect(rows[0]![0]).toBe('客户导入模板(*)为必填项');
    expect(rows[1]).toEqual(expect.arrayContaining(['客户名称(*)', '客户级别', '合作等级(*)', '对接人', '签约日期', '所在地区', '详细地址']));
    const grade = rows[1]!.indexOf('合作等级(*)');
    const letter = String.fromCharCode(65 + grade);
    const validation = (sheet as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[] }> } }).dataValidations.model[`${letter}3`];
    expect(validation).toMatchObject({ type: 'list' });
    expect(String(sheet.getRow(2).getCell(rows[1]!.indexOf('对接人') + 1).note)).toContain('员工姓名');
  });

  it('has a template per module, and field/getCheckingField names the duplicate field', async () => {
    const contacts = await readSheet((await post('CrmContacts/downloadExcel', admin)).rawPayload);
    expect(contacts.rows[1]).toEqual(expect.arrayContaining(['姓名(*)', '客户名称']));
    const product = await readSheet((await post('CrmProduct/downloadExcel', admin)).rawPayload);
    expect(product.rows[1]).toEqual(expect.arrayContaining(['产品名称', '产品类型(*)', '产品编码(*)', '价格(*)']));
    expect(await t.call('field/getCheckingField', { type: 2 }, admin)).toMatchObject({ code: 0, data: '客户名称' });
    expect(await t.call('field/getCheckingField', { type: 1 }, admin)).toMatchObject({ data: '线索名称' });
    expect(await t.call('field/getCheckingField', { type: 3 }, admin)).toMatchObject({ data: '姓名' });
    expect(await t.call('field/getCheckingField', { type: 4 }, admin)).toMatchObject({ data: '产品名称' });
  });
});

describe('<Prefix>/uploadExcel', () => {
  it('saves the good rows through the form rules, reports the bad one with the form\'s message, and serves it back', async () => {
    const { messageId, info } = await importRows('CrmCustomer', manager, [
      { 客户名称: '导入甲公司', 合作等级: '战略', 客户级别: 'A（重点客户）', 对接人: '李娜', 签约日期: '2025/3/1', 所在地区: '浙江省,杭州市,西湖区', 详细地址: '文三路1号', 手机: '13800000001' },
      { 客户名称: '导入乙公司', 客户级别: 'B（普通客户）' },
      { 客户名称: '导入丙公司', 合作等级: '一般', 下次联系时间: '2025-04-01 09:30' },
    ]);
    expect(info).toMatchObject({ code: 0, totalSize: 3, errSize: 1 });
    const [jia] = await customersNamed('导入甲公司');
    expect(jia).toMatchObject({ owner_user_id: SEED_USER.manager, create_user_id: SEED_USER.manager, mobile: '13800000001', address: '浙江省,杭州市,西湖区', detail_address: '文三路1号' });
    expect(jia!.custom).toMatchObject({ [LEVEL]: 'A（重点客户）', [gradeId]: '战略', [contactUserId]: String(SEED_USER.sales) });
    expect(Object.values(jia!.custom ?? {})).toContain('2025-03-01');
    const [bing] = await customersNamed('导入丙公司');
    expect(bing!.next_time).toEqual(new Date(2025, 3, 1, 9, 30));
    expect(await customersNamed('导入乙公司')).toHaveLength(0);

    const errors = await post('system/message/downImportError', manager, { messageId: String(messageId) });
    expect(errors.statusCode).toBe(200);
    expect(errors.headers['content-disposition']).toMatch(/filename="customer_import_errors_\d{8}\.xlsx"/);
    const { rows } = await readSheet(errors.rawPayload);
    expect(rows[1]!.at(-1)).toBe('错误信息');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain('导入乙公司');
    expect(rows[2]!.at(-1)).toBe('合作等级不能为空');
  });

  it('skips a duplicate with repeatHandling 2 and overwrites it with 1, keeping its owner and the fields the sheet lacks', async () => {
    await insertCustomer('重复公司', SEED_USER.sales, { [LEVEL]: 'A（重点客户）', [gradeId]: '重要' }, '13900000000');
    const skipped = await importRows('CrmCustomer', manager, [{ 客户名称: '重复公司', 合作等级: '一般', 客户级别: 'C（非优先客户）' }], { repeatHandling: '2' });
    expect(skipped.info).toMatchObject({ totalSize: 1, errSize: 0 });
    expect((await customersNamed('重复公司'))[0]!.custom).toMatchObject({ [LEVEL]: 'A（重点客户）', [gradeId]: '重要' });

    // The template without a 手机 column: the overwrite keeps the mobile number.
    const file = await filledTemplate('CrmCustomer', manager, [{ 客户名称: '重复公司', 合作等级: '一般', 客户级别: 'C（非优先客户）' }]);
    const { workbook, sheet, rows } = await readSheet(file);
    sheet.spliceColumns(rows[1]!.indexOf('手机') + 1, 1);
    const body = await upload('CrmCustomer', manager, Buffer.from(await workbook.xlsx.writeBuffer()), { repeatHandling: '1', ownerUserId: String(SEED_USER.manager) });
    expect(await finished(body.data, manager)).toMatchObject({ totalSize: 1, errSize: 0 });
    const after = await customersNamed('重复公司');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ owner_user_id: SEED_USER.sales, mobile: '13900000000' });
    expect(after[0]!.custom).toMatchObject({ [LEVEL]: 'C（非优先客户）', [gradeId]: '一般' });
  });

  it('refuses to overwrite a record outside the importer\'s data scope (没有权限), row by row', async () => {
    await insertCustomer('别人的公司', SEED_USER.finance, { [gradeId]: '重要' });
    const { info, messageId } = await importRows('CrmCustomer', manager, [{ 客户名称: '别人的公司', 合作等级: '一般' }], { repeatHandling: '1' });
    expect(info).toMatchObject({ totalSize: 1, errSize: 1 });
    const { rows } = await readSheet((await post('system/message/downImportError', manager, { messageId: String(messageId) })).rawPayload);
    expect(rows[2]!.at(-1)).toBe('没有权限');
    expect((await customersNamed('别人的公司'))[0]!.custom).toMatchObject({ [gradeId]: '重要' });
  });

  it('makes the chosen ownerUserId the owner of the created records', async () => {
    const { info } = await importRows('CrmCustomer', manager, [{ 客户名称: '给李娜的公司', 合作等级: '一般' }], { ownerUserId: String(SEED_USER.sales) });
    expect(info).toMatchObject({ totalSize: 1, errSize: 0 });
    expect((await customersNamed('给李娜的公司'))[0]).toMatchObject({ owner_user_id: SEED_USER.sales, create_user_id: SEED_USER.manager });
    expect(await upload('CrmCustomer', manager, await filledTemplate('CrmCustomer', manager, []), { ownerUserId: '999' }))
      .toEqual({ code: 500, msg: '负责人不存在或已停用' });
  });

  it('links a contact to its customer by name and reports an unknown customer', async () => {
    const { info, messageId } = await importRows('CrmContacts', manager, [
      { 姓名: '王经理', 客户名称: '导入甲公司', 手机: '13700000000' },
      { 姓名: '赵经理', 客户名称: '不存在的公司' },
    ]);
    expect(info).toMatchObject({ totalSize: 2, errSize: 1 });
    const customer = (await customersNamed('导入甲公司'))[0]!;
    const contact = await t.db.selectFrom('crm_contacts').selectAll().where('name', '=', '王经理').executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ customer_id: customer.customer_id, owner_user_id: SEED_USER.manager });
    const { rows } = await readSheet((await post('system/message/downImportError', manager, { messageId: String(messageId) })).rawPayload);
    expect(rows[2]!.at(-1)).toBe('客户名称“不存在的公司”不存在');
  });

  it('imports products (category by name, 产品编码 unique with the product form\'s message) and leads', async () => {
    // 产品编码 is a number field in the seed: the number rule answers a code with letters.
    const { info, messageId } = await importRows('CrmProduct', admin, [
      { 产品名称: '导入产品A', 产品类型: '默认', 产品编码: '900001', 价格: '12.50', 是否上下架: '上架' },
      { 产品名称: '导入产品B', 产品类型: '默认', 产品编码: '900001', 价格: '8', 是否上下架: '上架' },
      { 产品名称: '导入产品C', 产品类型: '默认', 产品编码: 'C-1', 价格: '8', 是否上下架: '上架' },
    ]);
    expect(info).toMatchObject({ totalSize: 3, errSize: 2 });
    expect(await t.db.selectFrom('crm_product').selectAll().where('num', '=', '900001').executeTakeFirstOrThrow()).toMatchObject({ name: '导入产品A', price: '12.50', category_id: 23 }); // 23 = the seeded 默认
    const { rows } = await readSheet((await post('system/message/downImportError', admin, { messageId: String(messageId) })).rawPayload);
    expect(rows.slice(2).map((r) => r.at(-1))).toEqual(['产品编号已存在，请校对后再添加！', '产品编码：数字的整数部分须少于12位，小数部分须少于4位']);

    const leads = await importRows('CrmLeads', manager, [{ 线索名称: '导入线索', 线索来源: '广告', 下次联系时间: '2025/5/6 14:00' }]);
    expect(leads.info).toMatchObject({ totalSize: 1, errSize: 0 });
    expect(await t.db.selectFrom('crm_leads').selectAll().where('leads_name', '=', '导入线索').executeTakeFirstOrThrow())
      .toMatchObject({ owner_user_id: SEED_USER.manager, next_time: new Date(2025, 4, 6, 14, 0) });
  });

  it('refuses a salesperson without crm.customer.excelimport, and another user\'s import', async () => {
    const file = await filledTemplate('CrmCustomer', manager, [{ 客户名称: '销售导入', 合作等级: '一般' }]);
    expect(await upload('CrmCustomer', sales, file)).toEqual({ code: 500, msg: '无权访问' });
    expect((await post('CrmCustomer/downloadExcel', sales)).json()).toEqual({ code: 500, msg: '无权访问' });
    expect(await customersNamed('销售导入')).toHaveLength(0);
    const { messageId } = await importRows('CrmCustomer', manager, [{ 客户名称: '经理导入', 合作等级: '一般' }]);
    expect(await t.call('system/message/queryImportInfo', { messageId }, sales)).toEqual({ code: 500, msg: '导入记录不存在' });
    expect((await post('system/message/downImportError', sales, { messageId: String(messageId) })).json()).toEqual({ code: 500, msg: '导入记录不存在' });
  });

  it('refuses what is not an xlsx import file, with a clear message and no message id', async () => {
    const messages = async () => (await t.db.selectFrom('admin_message').select('message_id').execute()).length;
    const before = await messages();
    const refusal = { code: 500, msg: '请上传.xlsx格式的Excel文件（可先下载导入模板）' };
    expect(await upload('CrmCustomer', manager, Buffer.from('客户名称\n甲'), {}, '客户.csv')).toEqual(refusal);
    expect(await upload('CrmCustomer', manager, Buffer.from('not a zip'), {}, '客户.xlsx')).toEqual(refusal);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('a').addRow(['公司', '电话']);
    expect(await upload('CrmCustomer', manager, Buffer.from(await workbook.xlsx.writeBuffer())))
      .toEqual({ code: 500, msg: '请使用最新的导入模板：表头中没有“客户名称”' });
    const noFile = new FormData();
    noFile.append('repeatHandling', '2');
    const response = await t.app.inject({ method: 'POST', url: '/api/CrmCustomer/uploadExcel', headers: { 'admin-token': manager }, payload: noFile });
    expect(response.json()).toEqual({ code: 500, msg: '请选择要导入的文件' });
    expect(await messages()).toBe(before);
  });
});

describe('batch save of created and overwritten rows (records/batchSave.ts)', () => {
  const errorRows = async (messageId: number) =>
    (await readSheet((await post('system/message/downImportError', manager, { messageId: String(messageId) })).rawPayload)).rows.slice(2);

  it('refuses only the bad row in the middle of a batch, with its form message in the error file', async () => {
    const names = ['批量一', '批量二', '批量三', '批量四', '批量五'];
    const { info, messageId } = await importRows('CrmCustomer', manager, names.map((name, i) => ({ 客户名称: name, 合作等级: i === 2 ? null : '一般' })));
    expect(info).toMatchObject({ totalSize: 5, errSize: 1 });
    for (const [i, name] of names.entries()) expect(await customersNamed(name)).toHaveLength(i === 2 ? 0 : 1);
    const rows = await errorRows(messageId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('批量三');
    expect(rows[0]!.at(-1)).toBe('合作等级不能为空');
    // the operation log of every created row, as a single save writes it
    const created = await t.db.selectFrom('crm_customer').select('customer_id').where('customer_name', 'in', names).execute();
    const logs = await t.db.selectFrom('crm_action_record').select(['action_id', 'content', 'create_user_id'])
      .where('types', '=', '2').where('action_id', 'in', created.map((c) => c.customer_id)).execute();
    expect(logs).toHaveLength(4);
    for (const log of logs) expect(log).toMatchObject({ content: JSON.stringify(['新建了客户']), create_user_id: SEED_USER.manager });
  });

  it('treats a repeated name inside the same file as a duplicate of the row before it: 跳过 keeps the first, 覆盖 takes the last', async () => {
    const skip = await importRows('CrmCustomer', manager, [
      { 客户名称: '批内重复甲', 合作等级: '一般' }, { 客户名称: '批内其他', 合作等级: '一般' }, { 客户名称: '批内重复甲', 合作等级: '战略' },
    ], { repeatHandling: '2' });
    expect(skip.info).toMatchObject({ totalSize: 3, errSize: 0 });
    const kept = await customersNamed('批内重复甲');
    expect(kept).toHaveLength(1);
    expect(kept[0]!.custom).toMatchObject({ [gradeId]: '一般' });

    const overwrite = await importRows('CrmCustomer', manager, [
      { 客户名称: '批内重复乙', 合作等级: '一般' }, { 客户名称: '批内重复乙', 合作等级: '重要' },
    ], { repeatHandling: '1' });
    expect(overwrite.info).toMatchObject({ totalSize: 2, errSize: 0 });
    const last = await customersNamed('批内重复乙');
    expect(last).toHaveLength(1);
    expect(last[0]!.custom).toMatchObject({ [gradeId]: '重要' });
  });

  it('answers repeats across batches and errors as row after row would, with batches of 2', async () => {
    // 管道甲's second row lands in a later batch: it must find the first one written
    const before = importTuning.batchSize;
    importTuning.batchSize = 2;
    try {
      const rows = [
        { 客户名称: '管道甲', 合作等级: '一般' }, { 客户名称: '管道乙', 合作等级: '一般' },
        { 客户名称: '管道甲', 合作等级: '重要' }, { 客户名称: '管道丙', 合作等级: null },
        { 客户名称: '管道丁', 合作等级: '一般' }, { 客户名称: '管道乙', 合作等级: '战略' }, { 客户名称: '管道戊', 合作等级: null },
      ];
      const skip = await importRows('CrmCustomer', manager, rows, { repeatHandling: '2' });
      expect(skip.info).toMatchObject({ totalSize: 7, errSize: 2 });
      expect((await errorRows(skip.messageId)).map((row) => row[0])).toEqual(['管道丙', '管道戊']);
      for (const name of ['管道甲', '管道乙', '管道丁']) expect(await customersNamed(name)).toHaveLength(1);
      expect((await customersNamed('管道甲'))[0]!.custom).toMatchObject({ [gradeId]: '一般' });

      const overwrite = await importRows('CrmCustomer', manager, rows, { repeatHandling: '1' });
      expect(overwrite.info).toMatchObject({ totalSize: 7, errSize: 2 });
      expect((await customersNamed('管道甲'))[0]!.custom).toMatchObject({ [gradeId]: '重要' });
      expect((await customersNamed('管道乙'))[0]!.custom).toMatchObject({ [gradeId]: '战略' });
    } finally {
      importTuning.batchSize = before;
    }
  });

  it('builds an overwrite on the record as the batch reads it, locked: a colleague\'s save a moment before is kept', async () => {
    await insertCustomer('覆盖基准', SEED_USER.manager, { [gradeId]: '一般' });
    const [looked] = await customersNamed('覆盖基准');
    // after the import looked up the record, a colleague saves a 备注 on it
    await t.db.updateTable('crm_customer').set({ remark: '同事刚填的备注' }).where('customer_id', '=', looked!.customer_id).execute();
    const seen: unknown[] = [];
    const { results } = await saveRecords(t.db, SEED_USER.manager, RECORD_MODULES.customer, [{
      recordId: looked!.customer_id,
      onto: (current) => {
        seen.push(current.remark);
        return { recordId: looked!.customer_id, entity: { customer_name: current.customer_name, remark: current.remark }, field: [{ fieldId: gradeId, value: '重要' }], product: [] };
      },
    }]);
    expect(results[0]).toMatchObject({ saved: { recordId: looked!.customer_id, created: false } });
    expect(seen).toEqual(['同事刚填的备注']);
    const [after] = await customersNamed('覆盖基准');
    expect(after).toMatchObject({ remark: '同事刚填的备注' });
    expect(after!.custom).toMatchObject({ [gradeId]: '重要' });
  });

  it('refuses an edit of a batch that carries an older version than the record\'s, as a single save does', async () => {
    await insertCustomer('批量版本', SEED_USER.manager, { [gradeId]: '一般' });
    const [row] = await customersNamed('批量版本');
    const edit = { recordId: row!.customer_id, entity: { customer_name: '批量版本' }, field: [{ fieldId: gradeId, value: '重要' }], product: [], expectedUpdateTime: '2000-01-01 00:00:00' };
    const { results } = await saveRecords(t.db, SEED_USER.manager, RECORD_MODULES.customer, [edit]);
    expect(results[0]).toEqual({ refused: '该客户已被他人修改，请载入最新内容后再保存' });
    expect((await customersNamed('批量版本'))[0]!.custom).toMatchObject({ [gradeId]: '一般' });
  });

  it('refuses the second of two rows taking the same unique value inside one batch, as two saves in a row would', async () => {
    const payload = (name: string) => ({ entity: { customer_name: name }, field: [{ fieldId: gradeId, value: '一般' }], product: [] });
    const { results, fallback } = await saveRecords(t.db, SEED_USER.manager, RECORD_MODULES.customer, [payload('批内唯一'), payload('批内唯一'), payload('批内唯一二')]);
    expect(fallback).toBe(false);
    expect(results[0]).toMatchObject({ saved: { name: '批内唯一', created: true } });
    expect(results[1]).toEqual({ refused: '客户名称已存在' });
    expect(results[2]).toMatchObject({ saved: { name: '批内唯一二' } });
    expect(await customersNamed('批内唯一')).toHaveLength(1);
  });

  it('stops at the owner\'s customer limit in the middle of a batch, refusing only the rows past it', async () => {
    const owned = async () => Number((await t.db.selectFrom('crm_customer').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_user_id', '=', SEED_USER.sales).executeTakeFirstOrThrow()).n);
    const { setting_id } = await t.db.insertInto('crm_customer_setting')
      .values({ setting_name: '导入限额', customer_num: (await owned()) + 2, customer_deal: 1, type: 1, create_time: new Date() })
      .returning('setting_id').executeTakeFirstOrThrow();
    await t.db.insertInto('crm_customer_settinguser').values({ setting_id, user_id: SEED_USER.sales, type: 1 }).execute();
    try {
      const names = ['限额一', '限额二', '限额三', '限额四'];
      const { info, messageId } = await importRows('CrmCustomer', manager, [
        { 客户名称: names[0]!, 合作等级: '一般' }, { 客户名称: names[1]!, 合作等级: null }, { 客户名称: names[2]!, 合作等级: '一般' }, { 客户名称: names[3]!, 合作等级: '一般' },
      ], { ownerUserId: String(SEED_USER.sales) });
      expect(info).toMatchObject({ totalSize: 4, errSize: 2 });
      // the refused row takes no room: the first and third fill the limit, the fourth is past it
      expect(await customersNamed('限额一')).toHaveLength(1);
      expect(await customersNamed('限额三')).toHaveLength(1);
      expect(await customersNamed('限额四')).toHaveLength(0);
      expect((await errorRows(messageId)).map((row) => [row[0], row.at(-1)])).toEqual([
        ['限额二', '合作等级不能为空'], ['限额四', '拥有客户数已达上限，无法新增'],
      ]);
    } finally {
      await t.db.deleteFrom('crm_customer_setting').where('setting_id', '=', setting_id).execute();
    }
  });

  it('saves custom field values that the list then finds (keyword and custom-field filter)', async () => {
    const { info } = await importRows('CrmCustomer', manager, [
      { 客户名称: '可搜索的导入公司', 合作等级: '战略', 客户级别: 'B（普通客户）', 对接人: '李娜' },
      { 客户名称: '另一家导入公司', 合作等级: '一般' },
    ]);
    expect(info).toMatchObject({ totalSize: 2, errSize: 0 });
    const [saved] = await customersNamed('可搜索的导入公司');
    expect(saved!.custom).toMatchObject({ [gradeId]: '战略', [LEVEL]: 'B（普通客户）', [contactUserId]: String(SEED_USER.sales) });
    const names = (body: ApiBody) => (body.data.list as { customerName: string }[]).map((r) => r.customerName);
    const byKeyword = await postJson(t, 'CrmCustomer/queryPageList', { search: '可搜索', limit: 100 }, manager);
    expect(names(byKeyword)).toEqual(['可搜索的导入公司']);
    const byField = await postJson(t, 'CrmCustomer/queryPageList', { data: { g: { name: '合作等级', condition: 'is', value: '战略' } }, limit: 100 }, manager);
    expect(names(byField)).toContain('可搜索的导入公司');
    expect(names(byField)).not.toContain('另一家导入公司');
  });

  it('overwrites a whole batch in one save: owners kept, change lines logged, a record outside the scope refused alone', async () => {
    const names = ['覆盖批一', '覆盖批二', '覆盖批三'];
    for (const name of names) await insertCustomer(name, SEED_USER.sales, { [gradeId]: '一般' }, '13700000000');
    await insertCustomer('覆盖批外人', SEED_USER.finance, { [gradeId]: '一般' });
    const { info, messageId } = await importRows('CrmCustomer', manager, [
      ...names.map((name) => ({ 客户名称: name, 合作等级: '战略', 手机: '13711111111', 下次联系时间: '2025-04-01 09:30' })),
      { 客户名称: '覆盖批外人', 合作等级: '战略' },
      { 客户名称: '覆盖批新建', 合作等级: '重要' },
    ], { repeatHandling: '1' });
    expect(info).toMatchObject({ totalSize: 5, errSize: 1 });
    expect((await errorRows(messageId)).map((row) => [row[0], row.at(-1)])).toEqual([['覆盖批外人', '没有权限']]);
    for (const name of names) {
      const [row] = await customersNamed(name);
      expect(row).toMatchObject({ owner_user_id: SEED_USER.sales, mobile: '13711111111' });
      // a timestamp written by the one multi-row update reads back as the same local time
      expect(row!.next_time).toEqual(new Date(2025, 3, 1, 9, 30));
      expect(row!.custom).toMatchObject({ [gradeId]: '战略' });
      const logs = await t.db.selectFrom('crm_action_record').select(['content', 'create_user_id'])
        .where('types', '=', '2').where('action_id', '=', row!.customer_id).execute();
      expect(logs).toHaveLength(1);
      expect(logs[0]!.create_user_id).toBe(SEED_USER.manager);
      expect(JSON.parse(logs[0]!.content)).toEqual(expect.arrayContaining(['将手机 由13700000000修改为13711111111。', '将合作等级 由一般修改为战略。']));
    }
    expect((await customersNamed('覆盖批外人'))[0]!.custom).toMatchObject({ [gradeId]: '一般' });
    expect(await customersNamed('覆盖批新建')).toHaveLength(1);
  });

  it('judges uniqueness of edits and creates in row order: an edit keeps its own value, frees its old one, and cannot take another record\'s', async () => {
    await insertCustomer('唯一旧名', SEED_USER.manager, { [gradeId]: '一般' });
    await insertCustomer('唯一别家', SEED_USER.manager, { [gradeId]: '一般' });
    const [old] = await customersNamed('唯一旧名');
    const [other] = await customersNamed('唯一别家');
    const edit = (id: number, name: string) => ({ recordId: id, entity: { customer_name: name }, field: [{ fieldId: gradeId, value: '重要' }], product: [] });
    const create = (name: string) => ({ entity: { customer_name: name }, field: [{ fieldId: gradeId, value: '一般' }], product: [] });
    const { results, fallback } = await saveRecords(t.db, SEED_USER.manager, RECORD_MODULES.customer, [
      edit(other!.customer_id, '唯一旧名'), // held by another record: refused
      edit(old!.customer_id, '唯一新名'), // frees 唯一旧名…
      create('唯一旧名'), // …which a later row may then take
      edit(other!.customer_id + 1_000_000, '唯一不存在'),
    ]);
    expect(fallback).toBe(false);
    expect(results[0]).toEqual({ refused: '客户名称已存在' });
    expect(results[1]).toMatchObject({ saved: { recordId: old!.customer_id, name: '唯一新名', created: false } });
    expect(results[2]).toMatchObject({ saved: { name: '唯一旧名', created: true } });
    expect(results[3]).toEqual({ refused: '该客户不存在或已被删除' });
    expect((await customersNamed('唯一别家'))[0]!.custom).toMatchObject({ [gradeId]: '一般' });
    expect((await customersNamed('唯一新名'))[0]!.custom).toMatchObject({ [gradeId]: '重要' });

    // an edit that leaves its name as it is is not a clash with itself
    const same = await saveRecords(t.db, SEED_USER.manager, RECORD_MODULES.customer, [edit(old!.customer_id, '唯一新名')]);
    expect(same.results[0]).toMatchObject({ saved: { name: '唯一新名', created: false } });
  });

  it('saves a batch whose transaction failed row by row: nothing lost, the failing row answered on its own', async () => {
    const payload = (name: string) => ({ entity: { customer_name: name }, field: [{ fieldId: gradeId, value: '一般' }], product: [] });
    const hooks: SaveHooks = {
      async afterWrite(ctx) { if (ctx.row.customer_name === '回退坏行') throw new Error('boom'); },
    };
    const { results, fallback } = await saveRecords(t.db, SEED_USER.manager, RECORD_MODULES.customer,
      [payload('回退好行一'), payload('回退坏行'), payload('回退好行二'), { ...payload('回退无等级'), field: [] }], hooks);
    expect(fallback).toBe(true);
    expect(results[0]).toMatchObject({ saved: { name: '回退好行一' } });
    expect(results[1]).toMatchObject({ refused: '保存失败，请稍后重试', error: expect.any(Error) });
    expect(results[2]).toMatchObject({ saved: { name: '回退好行二' } });
    expect(results[3]).toEqual({ refused: '合作等级不能为空' });
    expect(await customersNamed('回退好行一')).toHaveLength(1);
    expect(await customersNamed('回退坏行')).toHaveLength(0);
  });
});

describe('values a select offers (issue 17 item 9)', () => {
  it('refuses a row whose select value is not among the field\'s options, naming the field and the value, and answers every count', async () => {
    await insertCustomer('选项已有公司', SEED_USER.manager, { [gradeId]: '重要' });
    const { info, messageId } = await importRows('CrmCustomer', manager, [
      { 客户名称: '选项好公司', 合作等级: '一般', 客户来源: '广告', 客户级别: 'A（重点客户）' },
      { 客户名称: '选项已有公司', 合作等级: '一般' },
      { 客户名称: '选项坏来源', 合作等级: '一般', 客户来源: '不存在的来源' },
      { 客户名称: '选项坏级别', 合作等级: '一般', 客户级别: 'Z级' },
      { 客户名称: '选项坏等级', 合作等级: '战略,一般' },
    ], { repeatHandling: '2' });
    expect(info).toMatchObject({ code: 0, totalSize: 5, errSize: 3, successSize: 1, skipSize: 1 });
    expect(info.content).toBe('导入客户：共5条，成功1条，跳过1条，失败3条');
    for (const name of ['选项坏来源', '选项坏级别', '选项坏等级']) expect(await customersNamed(name)).toHaveLength(0);
    expect((await customersNamed('选项好公司'))[0]!.custom).toMatchObject({ 18: '广告', [LEVEL]: 'A（重点客户）' });

    const { rows } = await readSheet((await post('system/message/downImportError', manager, { messageId: String(messageId) })).rawPayload);
    expect(rows.slice(2).map((row) => [row[0], row.at(-1)])).toEqual([
      ['选项坏来源', '客户来源“不存在的来源”不在选项中（可选：促销、搜索引擎、广告、转介绍、线上注册、线上询价等10项）'],
      ['选项坏级别', '客户级别“Z级”不在选项中（可选：A（重点客户）、B（普通客户）、C（非优先客户））'],
      ['选项坏等级', '合作等级“战略,一般”不在选项中（可选：战略、重要、一般）'],
    ]);
  });
});
