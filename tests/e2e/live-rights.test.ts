// Rights and sessions follow the server in an open page, without a reload (issue 17 items 5, 13):
// the admin takes 客户管理 and 新建联系人 from the 销售员角色 while 李娜's contact list is open, and
// her sidebar's 客户 and the list's 新建 go within a second; given back, they return. A session
// logged out in another tab gets the forced-logout dialog. An approver who does not own a contract
// is offered none of its writing actions (转移, 删除) in the detail.
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, saveBody, screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

/**
 * From the admin's saved change to the open page: the 300 ms budget is bench:live's p95
 * (docs/benchmarks.md). One sample in a browser on a machine shared with other test files is
 * bounded more loosely (LIVE_E2E_BOUND_MS); before the push, the page never followed at all.
 */
const SINGLE_CHANGE_BOUND_MS = Number(process.env.LIVE_E2E_BOUND_MS) || 3000;

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

/** The menu ids of the user's first role, its data type and id. */
async function roleOf(username: string) {
  const { rows } = await sql<{ role_id: number; data_type: number }>`
    select r.role_id, r.data_type from admin_role r join admin_user_role ur on ur.role_id = r.role_id
    join admin_user u on u.user_id = ur.user_id where u.username = ${username} order by r.role_id limit 1`.execute(ctx.server.db);
  const role = rows[0]!;
  const menus = await ctx.server.db.selectFrom('admin_role_menu').select('menu_id').where('role_id', '=', role.role_id).execute();
  return { id: role.role_id, type: role.data_type, rules: menus.map((m) => m.menu_id) };
}

/** Menu ids under crm.<module> (the module row and its actions), or only the named actions. */
async function crmMenus(module: string, actions?: string[]): Promise<number[]> {
  const { rows } = await sql<{ menu_id: number; realm: string; parent_realm: string }>`
    select m.menu_id, m.realm, p.realm as parent_realm from admin_menu m join admin_menu p on p.menu_id = m.parent_id
    join admin_menu root on root.menu_id = p.parent_id
    where root.realm = 'crm' and p.realm = ${module}`.execute(ctx.server.db);
  return rows.filter((r) => !actions || actions.includes(r.realm)).map((r) => r.menu_id);
}

/** Milliseconds until the locator is gone from the page (or shown, with `state: 'visible'`). */
async function msUntil(page: Page, locator: ReturnType<Page['getByRole']>, state: 'detached' | 'visible', since: number): Promise<number> {
  await locator.waitFor({ state, timeout: 10_000 });
  void page;
  return performance.now() - since;
}

describe('an open page follows the server', () => {
  it('drops the sidebar entry and the button of a revoked right without a reload, and brings them back', async () => {
    const admin = await signedInPage(ctx, 'admin');
    const callAsAdmin = await apiAs(admin.request, 'admin');
    const liNa = await signedInPage(ctx, 'sales');
    await liNa.goto('/crm/contacts');
    const sidebar = liNa.getByRole('navigation', { name: '侧边菜单' });
    const customerLink = sidebar.getByRole('link', { name: '客户', exact: true });
    const createButton = liNa.getByRole('button', { name: '新建联系人', exact: true });
    await customerLink.waitFor({ state: 'visible', timeout: 10_000 });
    await createButton.waitFor({ state: 'visible', timeout: 10_000 });
    await liNa.waitForTimeout(500); // the live channel opens after the page
    const loads: string[] = [];
    liNa.on('framenavigated', (frame) => { if (frame === liNa.mainFrame()) loads.push(frame.url()); });

    const role = await roleOf('sales');
    const revoked = new Set([...(await crmMenus('customer')), ...(await crmMenus('contacts', ['save']))]);
    const saved = performance.now();
    await callAsAdmin('system/role/updateRoleMenu', { id: role.id, type: role.type, rules: role.rules.filter((id) => !revoked.has(id)) });
    const savedIn = performance.now() - saved;
    const gone = await msUntil(liNa, customerLink, 'detached', saved);
    await createButton.waitFor({ state: 'detached', timeout: 10_000 });
    const buttonGone = performance.now() - saved;
    console.log(`the save took ${savedIn.toFixed(0)} ms; the revoked right left the open page ${(gone - savedIn).toFixed(0)} ms (sidebar) / ${(buttonGone - savedIn).toFixed(0)} ms (button) after it`);
    expect(buttonGone - savedIn).toBeLessThan(SINGLE_CHANGE_BOUND_MS);
    expect(loads).toEqual([]); // no reload, no navigation
    expect(await sidebar.getByRole('link', { name: '联系人' }).isVisible()).toBe(true);
    await screenshot(liNa, 'live-rights-revoked');

    const given = performance.now();
    await callAsAdmin('system/role/updateRoleMenu', { id: role.id, type: role.type, rules: role.rules });
    const givenSaved = performance.now();
    await msUntil(liNa, customerLink, 'visible', given);
    await createButton.waitFor({ state: 'visible', timeout: 10_000 });
    expect(performance.now() - givenSaved).toBeLessThan(SINGLE_CHANGE_BOUND_MS);
    expect(loads).toEqual([]);
    await screenshot(liNa, 'live-rights-restored');
    await liNa.context().close();
    await admin.context().close();
  });

  it('shows the forced-logout dialog when the session is logged out in another tab', async () => {
    const liNa = await signedInPage(ctx, 'sales');
    await liNa.goto('/crm/contacts');
    await liNa.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: '联系人' }).waitFor({ state: 'visible', timeout: 10_000 });
    await liNa.waitForTimeout(500);
    const token = await liNa.evaluate(() => localStorage.getItem('Admin-Token'));
    const answer = await (await fetch(`${ctx.url}/api/logout`, { method: 'POST', headers: { 'Admin-Token': token! } })).json();
    const started = performance.now();
    expect(answer.code).toBe(0);
    const dialog = liNa.getByRole('alertdialog').or(liNa.getByRole('dialog'));
    await dialog.getByText('你已被登出，请重新登录').waitFor({ state: 'visible', timeout: 10_000 });
    expect(performance.now() - started).toBeLessThan(SINGLE_CHANGE_BOUND_MS);
    await screenshot(liNa, 'live-session-ended');
    await liNa.context().close();
  });

  it('offers an approver who does not own a contract none of its writing actions', async () => {
    const setup = await signedInPage(ctx, 'admin');
    const liNa = await apiAs(setup.request, 'sales');
    // 王芳 (finance) may delete and transfer contracts, but this one is 李娜's: she only approves it
    const finance = await roleOf('finance');
    const contractMenus = await crmMenus('contract', ['delete', 'transfer']);
    await ctx.server.db.insertInto('admin_role_menu').values(contractMenus.filter((id) => !finance.rules.includes(id)).map((menu_id) => ({ role_id: finance.id, menu_id }))).execute();
    const customer = await liNa('CrmCustomer/addOrUpdate', await saveBody(liNa, 2, { customer_name: '审批人测试客户' })) as { customerId: number };
    const { user_id: wangFang } = await ctx.server.db.selectFrom('admin_user').select('user_id').where('username', '=', 'finance').executeTakeFirstOrThrow();
    await liNa('CrmContract/saveAndUpdate', { ...(await saveBody(liNa, 6, { customer_id: customer.customerId, num: 'HT-LIVE-1', name: '审批人看到的合同' })), checkUserId: wangFang });

    const page = await signedInPage(ctx, 'finance');
    await page.goto('/crm/message');
    await page.getByRole('navigation', { name: '待办事项' }).getByRole('button', { name: /待审核合同/ }).click();
    await page.getByRole('table').first().getByText('审批人看到的合同', { exact: true }).click();
    const drawer = page.getByRole('dialog').last();
    await drawer.getByText('HT-LIVE-1').first().waitFor({ state: 'visible', timeout: 10_000 });
    const toolbar = drawer.getByRole('toolbar', { name: '操作' });
    await page.waitForTimeout(300);
    expect(await toolbar.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(await toolbar.getByRole('button', { name: '转移' }).count()).toBe(0);
    await screenshot(page, 'live-rights-approver-detail');
    await page.context().close();
    await setup.context().close();
  });
});
