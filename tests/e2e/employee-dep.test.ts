// 员工与部门管理 (/manager/employee-dep) as an admin brings a new salesperson in: a new department
// under 销售部, a new employee in it (a bad mobile is refused on the page, naming the field), who
// then signs in and sees the CRM as a 销售员; disabling her signs her out at once and keeps her
// out; a department with employees cannot be deleted, and the server says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInPage, startE2E, type E2EContext, tick } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

describe('员工与部门管理', () => {
  it('adds a department and an employee who can sign in, then disables her', async () => {
    const page = await signedInPage(ctx, 'admin');
    await page.goto('/manager/employee-dep');
    const depts = page.getByRole('navigation', { name: '部门' });
    await depts.getByRole('button', { name: '销售部', exact: true }).click();
    await depts.getByRole('button', { name: '新建部门' }).click();
    let dialog = page.getByRole('dialog', { name: '新建部门' });
    await dialog.getByLabel('部门名称').fill('华东销售部');
    await expect.poll(() => dialog.getByLabel('上级部门').inputValue()).not.toBe('0');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => depts.getByRole('button', { name: '华东销售部' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await depts.getByRole('button', { name: '华东销售部' }).click();

    const users = page.getByRole('region', { name: '员工' });
    await users.getByRole('button', { name: '新建员工' }).click();
    dialog = page.getByRole('dialog', { name: '新建员工' });
    // every required field is marked, and an empty 确定 says each problem once, under its field,
    // with one summary of how many
    expect(await dialog.locator('label').filter({ hasText: '*' }).allTextContents())
      .toEqual(['手机号（登录名）*', '登录密码*', '姓名*', '部门*']);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('有4项需要修改：手机号（登录名）、登录密码、姓名等');
    expect(await dialog.getByText('手机号不能为空').count()).toBe(1);
    await screenshot(page, 'employee-new-refused');
    await dialog.getByLabel('手机号（登录名）').fill('1380000111');
    await dialog.getByLabel('登录密码').fill('chen123456');
    await dialog.getByLabel('姓名').fill('陈静');
    await tick(dialog.getByRole('checkbox', { name: '销售员角色' }));
    // once refused, each field says what is still wrong as it is typed, and 确定 waits for it
    await expect.poll(() => dialog.getByText('手机号格式不正确').first().isVisible()).toBe(true);
    expect(await dialog.getByRole('alert').textContent()).toBe('有1项需要修改：手机号（登录名）');
    expect(await dialog.getByRole('button', { name: '确定' }).isDisabled()).toBe(true);
    await dialog.getByLabel('手机号（登录名）').fill('13800001111');
    await dialog.getByRole('button', { name: '确定' }).click();
    const row = users.getByRole('row', { name: /陈静/ });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('华东销售部');
    expect(await row.textContent()).toContain('销售员角色');
    await screenshot(page, 'employee-dep');

    // she signs in with what the admin gave her
    const login = await page.request.post('/api/login', { form: { username: '13800001111', password: 'chen123456' } });
    const token = (await login.json())['Admin-Token'] as string;
    expect(token).toBeTruthy();
    const asHer = async () => (await (await page.request.post('/api/CrmCustomer/queryPageList', { headers: { 'Admin-Token': token }, data: { page: 1, limit: 15, type: 2 } })).json()).code;
    expect(await asHer()).toBe(0);

    // a department with employees stays
    await depts.getByRole('button', { name: '删除部门' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('该部门下有员工，不能删除！').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();

    await row.getByRole('button', { name: '禁用' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('禁用');
    expect(await asHer()).not.toBe(0);
    const again = await (await page.request.post('/api/login', { form: { username: '13800001111', password: 'chen123456' } })).json();
    expect(again.code).not.toBe(0);
    await page.context().close();
  });
});
