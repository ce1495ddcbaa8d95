// Excel export and import from the lists, as a sales team uses them (issue 17 items 8 and 9):
// 商机, 合同 and 回款 offer 导出 to whoever holds the right (nobody did: no menu granted it), and an
// import's result names every count the server knows, with the refused rows to download.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, saveBody, screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('导出 of 商机, 合同 and 回款', () => {
  it('is offered to the admin and downloads the list; a salesperson without the right sees no 导出', async () => {
    const page = await signedInPage(ctx, 'admin');
    for (const [path, title] of [['/crm/business', '商机'], ['/crm/contract', '合同'], ['/crm/money', '回款']] as const) {
      await page.goto(path);
      const button = page.getByRole('button', { name: '导出', exact: true });
      await expect.poll(() => button.isVisible(), { timeout: 10_000 }).toBe(true);
      if (path === '/crm/business') await screenshot(page, 'export-business-list');
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${title}_\\d{8}\\.xlsx$`));
    }
    await page.context().close();

    const sales = await signedInPage(ctx, 'sales');
    await sales.goto('/crm/business');
    await expect.poll(() => sales.getByRole('button', { name: '新建商机' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await sales.getByRole('button', { name: '导出', exact: true }).count()).toBe(0);
    await sales.context().close();
  }, 180_000);
});

describe('导入 result', () => {
  it('shows saved, skipped and failed rows, and refuses a value a select does not offer', async () => {
    const page = await signedInPage(ctx, 'admin');
    const admin = await apiAs(page.request, 'admin');
    await admin('CrmCustomer/addOrUpdate', await saveBody(admin, 2, { customer_name: '导入已有公司' }));
    await page.goto('/crm/customer');
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导入客户' });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('客户');
    sheet.addRow(['客户名称(*)', '客户来源', '客户级别']);
    sheet.addRow(['导入新公司', '广告', 'A（重点客户）']);
    sheet.addRow(['导入已有公司', '', '']);
    sheet.addRow(['导入坏来源公司', '不存在的来源', 'Z级']);
    await dialog.locator('input[type=file]').setInputFiles({ name: '客户.xlsx', mimeType: XLSX, buffer: Buffer.from(await book.xlsx.writeBuffer()) });
    await expect.poll(() => dialog.getByRole('button', { name: '开始导入' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 20_000 }).toContain('导入完成：共 3 条，成功 1 条，跳过 1 条，失败 1 条');
    expect(await dialog.getByRole('button', { name: '下载错误数据' }).isVisible()).toBe(true);
    await screenshot(page, 'import-result');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载错误数据' }).click()]);
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.readFile(await download.path());
    const rows: string[][] = [];
    errors.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows.at(-1)![0]).toBe('导入坏来源公司');
    expect(rows.at(-1)!.at(-1)).toMatch(/^客户来源“不存在的来源”不在选项中（可选：促销、/);
    expect(await ctx.server.db.selectFrom('crm_customer').select('customer_id').where('customer_name', '=', '导入坏来源公司').execute()).toEqual([]);
    await page.context().close();
  }, 180_000);
});
