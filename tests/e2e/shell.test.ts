// The shell as a new user meets it: login and redirect back, wrong password, forced logout,
// areas per role, the not-found page, and the server refusing what the UI hides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { logIn, newPage, screenshot, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

const topNav = (page: import('playwright-core').Page) => page.getByRole('navigation', { name: '主导航' });

describe('login', () => {
  it('sends a visitor to /login with the wanted path and back after login', async () => {
    const page = await newPage(ctx);
    await page.goto('/person/index');
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/person/index');
    await screenshot(page, 'login');
    await logIn(page, 'admin');
    expect(new URL(page.url()).pathname).toBe('/person/index');
    await expect.poll(() => page.getByText('个人中心').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the server message for a wrong password and stays on /login', async () => {
    const page = await newPage(ctx);
    await page.goto('/login');
    await page.getByLabel('用户名').fill('sales');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByText('用户名或密码错误！').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('sends a signed-in user who opens /login to the first permitted page', async () => {
    const page = await newPage(ctx);
    await page.goto('/login');
    await logIn(page, 'admin');
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname !== '/login' && u.pathname !== '/');
    expect(new URL(page.url()).pathname).toMatch(/^\/workbench/);
    await page.context().close();
  });
});

describe('areas per role', () => {
  it('shows the admin all four areas and the admin-backend entry', async () => {
    const page = await newPage(ctx);
    await page.goto('/login');
    await logIn(page, 'admin');
    const nav = topNav(page);
    for (const area of ['办公', '客户管理', '商业智能', '项目管理']) {
      await expect.poll(() => nav.getByRole('link', { name: area }).isVisible()).toBe(true);
    }
    await screenshot(page, 'admin-home');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: '进入后台' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('V9.2.3.191220').isVisible()).toBe(true);
    await screenshot(page, 'admin-user-menu');
    await page.context().close();
  });

  it('shows a salesperson fewer areas and no admin backend', async () => {
    const page = await newPage(ctx);
    await page.goto('/login');
    await logIn(page, 'sales');
    const nav = topNav(page);
    await expect.poll(() => nav.getByRole('link', { name: '客户管理' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: '商业智能' }).count()).toBe(0);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: '个人中心' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: '进入后台' }).count()).toBe(0);
    await screenshot(page, 'sales-home');
    // A route the salesperson has no right to is not reachable by typing it either.
    await page.goto('/bi/customerTotal');
    await page.waitForURL(/\/404$/);
    await page.context().close();
  });

  it('refuses on the server what the salesperson may not do', async () => {
    const page = await newPage(ctx);
    const login = await page.request.post('/api/login', { form: { username: 'sales', password: '123456' } });
    const token = (await login.json())['Admin-Token'] as string;
    const res = await page.request.post('/api/sysConfig/setSysConfig', {
      headers: { 'Admin-Token': token }, multipart: { name: '被篡改的名称' },
    });
    expect(await res.json()).toMatchObject({ code: 500, msg: '无权访问' });
    const config = await (await page.request.post('/api/sysConfig/querySysConfig')).json();
    expect(config.data.name).not.toBe('被篡改的名称');
    await page.context().close();
  });
});

describe('session', () => {
  // Retried once: about one full run in four, this test stalls until its 90 s limit with no step
  // failing (seen only under the whole suite, never alone; cause not found yet, see the closing
  // notes of 2026-11-24 and 2026-11-25). Once both attempts stalled on the file's shared server, so
  // each attempt now starts its own server and browser, and the one database step is bounded: a
  // stall there fails the attempt in 15 s instead of using up the retry's time.
  it('shows one forced-logout modal when the session is deleted on the server', { retry: 1 }, async () => {
    const own = await startE2E();
    try {
      const page = await newPage(own);
      await page.goto('/login');
      await logIn(page, 'sales');
      await page.goto('/crm/customer');
      // The list is up (its field-change stream stays open, so the network never idles).
      await expect.poll(() => page.getByText(/共 \d+ 条/).isVisible(), { timeout: 15_000 }).toBe(true);
      await Promise.race([
        sql`delete from admin_session`.execute(own.server.db),
        new Promise((_resolve, reject) => setTimeout(() => reject(new Error('deleting the sessions took over 15 s')), 15_000)),
      ]);
      // The next call answers 302: searching the list is one the page must make (the personal
      // center's profile may come from cache and call nothing). Another call of the page (the field
      // stream reconnecting) may get there first and the modal then covers the button: that is the
      // same outcome, so the click is forced and allowed to miss.
      await page.getByRole('button', { name: '搜索', exact: true }).click({ force: true, timeout: 5000 }).catch(() => undefined);
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect.poll(() => dialog.getByText('你已被登出，请重新登录').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await dialog.count()).toBe(1);
      await expect.poll(() => dialog.getByText('确定登出').isVisible()).toBe(true);
      await screenshot(page, 'forced-logout');
      await dialog.getByRole('button', { name: '重新登录' }).click();
      await page.waitForURL(/\/login/);
    } finally {
      await own.close();
    }
  });
});

describe('not found', () => {
  it('sends an unknown path to /404', async () => {
    const page = await newPage(ctx);
    await page.goto('/login');
    await logIn(page, 'admin');
    await page.goto('/no/such/page');
    await page.waitForURL(/\/404$/);
    await expect.poll(() => page.getByText('404').first().isVisible()).toBe(true);
    await screenshot(page, 'not-found');
    await page.context().close();
  });
});
