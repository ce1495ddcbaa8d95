// 角色权限管理 (/manager/role-auth/2/客户管理角色) as an admin uses it: taking 客户管理 away from the
// 销售员角色 takes the 客户 entry from a salesperson's sidebar and refuses her customer list on her
// next call, without her signing in again; giving it back restores both. The role's members are
// listed, and a new role is created.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

describe('角色权限管理', () => {
  it('changes a role\'s rights, and its holders feel it on their next call', async () => {
    const admin = await signedInPage(ctx, 'admin');
    const sales = await apiAs(admin.request, 'sales');
    expect(await sales('CrmCustomer/queryPageList', { page: 1, limit: 15, type: 2 })).toBeTruthy();

    await admin.goto(`/manager/role-auth/2/${encodeURIComponent('客户管理角色')}`);
    const roles = admin.getByRole('navigation', { name: '角色' });
    await roles.getByRole('button', { name: '销售员角色' }).click();
    const panel = admin.getByRole('region', { name: '销售员角色' });
    const customers = panel.getByRole('checkbox', { name: '客户管理', exact: true });
    await expect.poll(() => customers.isVisible(), { timeout: 10_000 }).toBe(true);
    // the role holds some of 客户管理's rights (the box is indeterminate): a click checks them all,
    // the next clears them
    await customers.locator('xpath=ancestor::label[1]').click();
    await expect.poll(() => customers.isChecked()).toBe(true);
    await customers.locator('xpath=ancestor::label[1]').click();
    await expect.poll(() => customers.isChecked()).toBe(false);
    await panel.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => admin.getByText('保存成功').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(admin, 'role-auth');

    // her very next call is refused, with no new login
    await expect(sales('CrmCustomer/queryPageList', { page: 1, limit: 15, type: 2 })).rejects.toThrow('无权访问');
    const liNa = await signedInPage(ctx, 'sales');
    await liNa.goto('/crm/contacts');
    const sidebar = liNa.getByRole('navigation', { name: '侧边菜单' });
    await expect.poll(() => sidebar.getByRole('link', { name: '联系人' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await sidebar.getByRole('link', { name: '客户', exact: true }).count()).toBe(0);

    await customers.locator('xpath=ancestor::label[1]').click();
    await panel.getByRole('button', { name: '保存' }).click();
    await expect.poll(async () => (await sales('CrmCustomer/queryPageList', { page: 1, limit: 15, type: 2 }) as { totalRow: number }).totalRow, { timeout: 10_000 }).toBe(0);

    await panel.getByRole('tab', { name: '关联员工' }).click();
    await expect.poll(() => panel.getByRole('row', { name: /李娜/ }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await panel.getByRole('row', { name: /刘洋/ }).isVisible()).toBe(true);

    await roles.getByRole('button', { name: '新建角色' }).click();
    const dialog = admin.getByRole('dialog', { name: '新建角色' });
    await dialog.getByLabel('角色名称').fill('大客户经理');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => roles.getByRole('button', { name: '大客户经理' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await liNa.context().close();
    await admin.context().close();
  });
});
