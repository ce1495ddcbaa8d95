// List screens as an admin uses them on a 1366×800 laptop. Scenes, managed from the customer list: 场景管理 → 新建场景 opens the filter dialog
// ready to save a scene (it used to close at once: the dialog it came from handed focus back
// outside it), the new scene becomes the list's, and 编辑场景 opens on the scene's conditions.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, saveBody, screenshot, signedInPage, startE2E, type E2EContext, tick } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

describe('场景管理', () => {
  it('新建场景 saves a scene the list then shows; 编辑场景 opens it with its conditions; 设为默认 keeps the unsaved hide', async () => {
    const page = await signedInPage(ctx, 'admin');
    await page.goto('/crm/customer');
    await page.getByRole('button', { name: '场景管理' }).click();
    const manage = page.getByRole('dialog', { name: '场景管理' });
    await expect.poll(() => manage.isVisible()).toBe(true);
    await manage.getByRole('button', { name: /新建场景/ }).click();
    const filter = page.getByRole('dialog', { name: '高级筛选' });
    await expect.poll(() => filter.getByLabel('场景名称').isVisible(), { timeout: 5_000 }).toBe(true);
    await filter.getByRole('button', { name: '添加条件' }).click();
    await filter.getByLabel('字段 1').selectOption({ label: '客户级别' });
    await filter.getByLabel('值 1').selectOption({ index: 1 });
    await filter.getByLabel('场景名称').fill('重点客户');
    await screenshot(page, 'scenes-01-new');
    await filter.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: '场景' }).locator('option', { hasText: '重点客户' }).count()).toBe(1);
    // the list now shows the new scene, not the old one with the conditions on top
    await expect.poll(() => page.getByRole('combobox', { name: '场景' }).locator('option:checked').textContent()).toBe('重点客户');
    expect(await page.getByRole('button', { name: '高级筛选', exact: true }).isVisible()).toBe(true);

    // 编辑场景 opens the filter dialog on that scene, its condition in place
    await page.getByRole('button', { name: '场景管理' }).click();
    await manage.getByRole('listitem').filter({ hasText: '重点客户' }).getByRole('button', { name: '编辑场景' }).click();
    const edit = page.getByRole('dialog', { name: '编辑场景' });
    await expect.poll(() => edit.isVisible(), { timeout: 5_000 }).toBe(true);
    expect(await edit.getByLabel('场景名称').inputValue()).toBe('重点客户');
    expect(await edit.getByLabel('字段 1').locator('option:checked').textContent()).toBe('客户级别');
    await screenshot(page, 'scenes-02-edit');
    await edit.getByRole('button', { name: '取消' }).click();

    // 设为默认 is saved at once and keeps the hide not saved yet; 确定 saves the hide
    await page.getByRole('button', { name: '场景管理' }).click();
    await manage.getByRole('listitem', { name: '我参与的客户' }).getByRole('button', { name: '隐藏' }).click();
    await manage.getByRole('listitem', { name: '我负责的客户' }).getByRole('button', { name: '设为默认' }).click();
    await expect.poll(() => manage.getByRole('listitem', { name: '我负责的客户' }).getByText('默认', { exact: true }).isVisible()).toBe(true);
    expect(await manage.getByRole('listitem', { name: '我参与的客户' }).getByRole('button', { name: '显示' }).isVisible()).toBe(true);
    await manage.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: '场景' }).locator('option', { hasText: '我参与的客户' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('batch transfer on a laptop screen', () => {
  it('the member picker fits the window: its 确 定 can be pressed and the lead changes owner', async () => {
    const page = await signedInPage(ctx, 'admin');
    // (every e2e page is 1366×800, support.ts)
    const admin = await apiAs(page.request, 'admin');
    await admin('CrmLeads/addOrUpdate', await saveBody(admin, 1, { leads_name: '待转移的线索' }));
    await page.goto('/crm/clue');
    await page.getByRole('row', { name: /待转移的线索/ }).locator('label').first().click();
    await page.getByRole('button', { name: '转移', exact: true }).click();
    await page.getByRole('button', { name: '选择员工' }).click();
    const picker = page.getByRole('dialog', { name: '选择成员' });
    // the row's label, as a user clicks it (the checkbox input itself is visually hidden)
    await tick(picker.getByRole('checkbox', { name: '李娜' }));
    const confirm = picker.getByRole('button', { name: /确\s*定/ });
    const box = await confirm.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    await screenshot(page, 'lists-transfer-picker');
    await confirm.click();
    await page.getByRole('dialog', { name: '转移' }).getByRole('button', { name: '确定' }).click();
    await expect.poll(async () => (await ctx.server.db.selectFrom('crm_leads').select('owner_user_id').where('leads_name', '=', '待转移的线索').executeTakeFirstOrThrow()).owner_user_id).toBe(5);
    await page.context().close();
  });
});

describe('Excel import from the list', () => {
  it('chooses the file with our own button and imports its rows', async () => {
    const page = await signedInPage(ctx, 'admin');
    await page.goto('/crm/customer');
    await page.getByRole('button', { name: '导入' }).click();
    const dialog = page.getByRole('dialog', { name: '导入客户' });
    await expect.poll(() => dialog.getByText('请选择要导入的文件').isVisible()).toBe(true);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('客户');
    sheet.addRow(['客户名称(*)', '手机']);
    sheet.addRow(['导入测试甲公司', '13811112222']);
    sheet.addRow(['导入测试乙公司', '13811113333']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    await dialog.locator('input[type=file]').setInputFiles({ name: '客户.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await expect.poll(() => dialog.getByText('客户.xlsx').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('button', { name: '开始导入' }).isEnabled()).toBe(true);
    await screenshot(page, 'lists-import-chosen');
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await expect.poll(() => dialog.getByText('导入完成：共 2 条，成功 2 条，跳过 0 条，失败 0 条').isVisible(), { timeout: 20_000 }).toBe(true);
    const imported = await ctx.server.db.selectFrom('crm_customer').select('customer_name').where('customer_name', 'like', '导入测试%').execute();
    expect(imported.map((row) => row.customer_name).sort()).toEqual(['导入测试乙公司', '导入测试甲公司']);
    await page.context().close();
  });
});

describe('附件 in a record\'s detail', () => {
  it('opens the preview on a file, steps to the next, and Esc closes only the preview', async () => {
    const page = await signedInPage(ctx, 'admin');
    const admin = await apiAs(page.request, 'admin');
    await admin('CrmCustomer/addOrUpdate', await saveBody(admin, 2, { customer_name: '附件预览客户' }));
    await page.goto('/crm/customer');
    await page.getByRole('button', { name: '附件预览客户' }).click();
    const detail = page.getByRole('dialog', { name: '客户详情' });
    await detail.getByRole('tab', { name: '附件' }).click();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');
    await detail.locator('input[type=file]').setInputFiles([
      { name: '现场照片.png', mimeType: 'image/png', buffer: png },
      { name: '会议纪要.txt', mimeType: 'text/plain', buffer: Buffer.from('纪要') },
    ]);
    await expect.poll(() => detail.getByRole('link', { name: '会议纪要.txt' }).isVisible(), { timeout: 10_000 }).toBe(true);

    await detail.getByRole('link', { name: '现场照片.png' }).click();
    const preview = page.getByRole('dialog', { name: '现场照片.png' });
    // the image came from the server (/api/uploads) and loaded: it has its natural width of 1 px
    await expect.poll(() => preview.getByRole('img', { name: '现场照片.png' }).getAttribute('data-width')).toBe('1');
    const counter = await preview.getByText(/^\d \/ 2$/).textContent();
    await screenshot(page, 'detail-preview-image');
    await preview.getByRole('button', { name: counter === '1 / 2' ? '下一张' : '上一张' }).click();
    const text = page.getByRole('dialog', { name: '会议纪要.txt' });
    await expect.poll(() => text.getByRole('link', { name: '下载' }).first().getAttribute('download')).toBe('会议纪要.txt');
    await screenshot(page, 'detail-preview-file');

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: /会议纪要|现场照片/ }).count()).toBe(0);
    expect(await detail.getByRole('tab', { name: '附件' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
