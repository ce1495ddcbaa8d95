// The custom-field promise, as two people live it: a salesperson has a customer form open while an
// admin adds a required select to 客户 in the designer. The open form shows the new field without a
// reload, refuses to save without it, and the server refuses the same payload and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

const FIELD = '合作意向';

async function openCustomerForm(page: Page): Promise<void> {
  await page.goto('/crm/customer');
  await page.getByRole('button', { name: '快速创建' }).click();
  await page.getByRole('menuitem', { name: '客户', exact: true }).click();
  await expect.poll(() => page.getByText('新建客户').first().isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('dialog').getByLabel('客户名称', { exact: true }).isVisible()).toBe(true);
}

async function addRequiredSelect(page: Page): Promise<void> {
  await page.goto('/manager/custom-field');
  await page.getByRole('row', { name: /客户管理/ }).getByRole('link', { name: '编辑字段' }).click();
  await page.getByRole('button', { name: '添加下拉选项' }).click();
  await page.getByLabel('字段名称').fill(FIELD);
  await page.getByRole('textbox', { name: '选项1' }).fill('强');
  if (await page.getByRole('textbox', { name: '选项2' }).count() === 0) await page.getByRole('button', { name: '添加选项' }).click();
  await page.getByRole('textbox', { name: '选项2' }).fill('弱');
  await page.locator('label', { hasText: '是否必填' }).click();
  await expect.poll(() => page.getByRole('checkbox', { name: '是否必填' }).isChecked()).toBe(true);
  await screenshot(page, 'designer-new-field');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect.poll(() => page.getByText('保存成功').first().isVisible()).toBe(true);
}

describe('a required custom field added by the admin', () => {
  it('reaches an open form, blocks its save, and is enforced by the server', async () => {
    const sales = await signedInPage(ctx, 'sales');
    await openCustomerForm(sales);
    await sales.getByRole('dialog').getByLabel('客户名称', { exact: true }).fill('杭州西湖茶业有限公司');
    expect(await sales.getByRole('dialog').getByLabel(FIELD).count()).toBe(0);

    const admin = await signedInPage(ctx, 'admin');
    await addRequiredSelect(admin);

    // No reload on the salesperson's side: the schema change is pushed to the open form.
    await expect.poll(() => sales.getByRole('dialog').getByLabel(FIELD).isVisible(), { timeout: 5000 }).toBe(true);
    expect(await sales.getByRole('dialog').getByLabel('客户名称', { exact: true }).inputValue()).toBe('杭州西湖茶业有限公司');
    await sales.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => sales.getByText(`${FIELD}不能为空`).first().isVisible()).toBe(true);
    await screenshot(sales, 'customer-form-required-custom-field');

    // The same payload straight to the server: refused with the same message, nothing written.
    const countCustomers = async () => Number((await ctx.server.db.selectFrom('crm_customer')
      .select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await countCustomers();
    const login = await sales.request.post('/api/login', { form: { username: 'sales', password: '123456' } });
    const token = (await login.json())['Admin-Token'] as string;
    const res = await sales.request.post('/api/CrmCustomer/addOrUpdate', {
      headers: { 'Admin-Token': token },
      data: { entity: { customer_name: '杭州西湖茶业有限公司' }, field: [] },
    });
    expect(await res.json()).toMatchObject({ code: 500, msg: `${FIELD}不能为空` });
    expect(await countCustomers()).toBe(before);

    // Choosing a value lets the salesperson save.
    await sales.getByRole('dialog').getByLabel(FIELD).selectOption('强');
    await sales.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => sales.getByText('添加成功').first().isVisible()).toBe(true);
    expect(await countCustomers()).toBe(before + 1);
    // The customer list behind the form took the new column from the same push, without a reload.
    await expect.poll(() => sales.getByRole('columnheader', { name: FIELD }).isVisible()).toBe(true);
    await screenshot(sales, 'customer-list-live-head');
    await sales.context().close();
    await admin.context().close();
  });
});

describe('the designer with unsaved changes', () => {
  it('asks before the browser\'s back button leaves it, stays on 取消, goes back on 离开', async () => {
    const admin = await signedInPage(ctx, 'admin');
    await admin.goto('/manager/custom-field');
    await admin.getByRole('row', { name: /客户管理/ }).getByRole('link', { name: '编辑字段' }).click();
    await admin.waitForURL(/handlefield/);
    const designer = admin.url();
    await admin.getByRole('button', { name: '添加单行文本' }).click();

    await admin.goBack();
    const dialog = admin.getByRole('alertdialog');
    await expect.poll(() => dialog.getByText('当前修改尚未保存，确定离开吗？').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(admin.url()).toBe(designer);
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(admin.url()).toBe(designer);
    await expect.poll(() => admin.getByLabel('字段名称').isVisible()).toBe(true);

    await admin.goBack();
    await expect.poll(() => dialog.getByText('当前修改尚未保存，确定离开吗？').isVisible(), { timeout: 10_000 }).toBe(true);
    await dialog.getByRole('button', { name: '离开' }).click();
    await admin.waitForURL(/\/manager\/custom-field$/);
    await expect.poll(() => admin.getByRole('row', { name: /客户管理/ }).isVisible(), { timeout: 10_000 }).toBe(true);
    await admin.context().close();
  });
});

describe('two admins designing the same module', () => {
  it('refuses the second save instead of deleting the first one\'s new field, and merges on 载入最新设置', async () => {
    const admin = await signedInPage(ctx, 'admin');
    await admin.goto('/manager/custom-field');
    await admin.getByRole('row', { name: /联系人管理/ }).getByRole('link', { name: '编辑字段' }).click();
    await admin.waitForURL(/handlefield/);
    await admin.getByRole('button', { name: '添加单行文本' }).click();
    await admin.getByLabel('字段名称').fill('微信号');

    // meanwhile another admin adds a field to 联系人 (with the version their designer loaded)
    const other = await apiAs(admin.request, 'admin');
    const versions = await other('field/queryVersions', {}) as Record<string, number>;
    const rows = await other('field/list', { label: 3 }) as Record<string, unknown>[];
    await other('field/save', { label: 3, data: [...rows, { name: '兴趣爱好', type: 1, formType: 'text' }], expectedVersion: versions['3'] ?? 0 });

    await admin.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => admin.getByRole('button', { name: '载入最新设置' }).isVisible()).toBe(true);
    const stored = async () => (await ctx.server.db.selectFrom('admin_field').select('name').where('label', '=', 3).execute()).map((row) => row.name);
    expect(await stored()).toContain('兴趣爱好');
    expect(await stored()).not.toContain('微信号');

    await admin.getByRole('button', { name: '载入最新设置' }).click();
    await expect.poll(() => admin.getByTestId('conflict-notice').textContent()).toContain('他人新增的字段：兴趣爱好。');
    const list = admin.getByRole('list', { name: '字段列表' });
    expect(await list.getByRole('button', { name: '兴趣爱好', exact: true }).isVisible()).toBe(true);
    expect(await list.getByRole('button', { name: '微信号', exact: true }).isVisible()).toBe(true);
    await screenshot(admin, 'designer-merged');
    await admin.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => admin.getByText('保存成功').first().isVisible()).toBe(true);
    expect(await stored()).toEqual(expect.arrayContaining(['兴趣爱好', '微信号']));
    await admin.context().close();
  });
});
