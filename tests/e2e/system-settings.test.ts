// 企业首页 and 应用管理 of the admin backend: the company name the admin saves shows in the top bar
// at once (and on the login page); switching 办公管理 off takes 办公 from everyone's top navigation
// and refuses its calls; switching it on brings it back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

describe('企业首页 and 应用管理', () => {
  it('renames the company and switches a module off and on', async () => {
    const admin = await signedInPage(ctx, 'admin');
    await admin.goto('/manager');
    await expect.poll(() => admin.getByRole('heading', { name: '企业首页' }).isVisible(), { timeout: 10_000 }).toBe(true);
    const name = admin.getByLabel('企业名称');
    await name.fill('');
    await admin.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => admin.getByRole('alert').filter({ hasText: '企业名称不能为空' }).isVisible()).toBe(true);
    await name.fill('杭州灵犀科技');
    await admin.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => admin.getByText('杭州灵犀科技').first().isVisible(), { timeout: 10_000 }).toBe(true);
    expect((await (await admin.request.post('/api/sysConfig/querySysConfig')).json()).data.name).toBe('杭州灵犀科技');
    await screenshot(admin, 'system-config');

    const sales = await signedInPage(ctx, 'sales');
    await sales.goto('/crm/customer');
    const topNav = sales.getByRole('navigation', { name: '主导航' });
    await expect.poll(() => topNav.getByRole('link', { name: '办公' }).isVisible(), { timeout: 10_000 }).toBe(true);

    await admin.goto('/manager/application');
    const oa = admin.getByRole('row', { name: /办公管理/ });
    await oa.getByRole('button', { name: '停用' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => oa.textContent(), { timeout: 10_000 }).toContain('已停用');

    // her next page load has no 办公, and its calls are refused
    await sales.reload();
    await expect.poll(() => topNav.getByRole('link', { name: '客户管理' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await topNav.getByRole('link', { name: '办公' }).count()).toBe(0);
    const asSales = await apiAs(sales.request, 'sales');
    const tree = await asSales('system/role/auth', {}) as Record<string, unknown>;
    expect(tree.oa).toBeUndefined();

    await oa.getByRole('button', { name: '启用' }).click();
    await expect.poll(() => oa.textContent(), { timeout: 10_000 }).toContain('已启用');
    expect((await asSales('system/role/auth', {}) as Record<string, unknown>).oa).toBeDefined();
    await sales.context().close();
    await admin.context().close();
  });
});
