// The login page's refusals as toasts (issue 17 item 10): a lockout's toast reads 请等N秒后再重试,
// and no refusal stays on screen once someone has logged in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

describe('login after refusals', () => {
  it('closes the wrong-password and lockout toasts when a login succeeds', async () => {
    const page = await newPage(ctx);
    await page.goto('/login');
    // five wrong passwords lock sales2 on this address; the sixth attempt is answered with the wait
    for (let attempt = 0; attempt < 6; attempt++) {
      await page.getByLabel('用户名').fill('sales2');
      await page.getByLabel('密码').fill('wrong-password');
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/login'));
      await page.getByRole('button', { name: '登录' }).click();
      await answered;
    }
    // the mouse goes up to the toasts as they come (a toast waits while it is pointed at)
    await page.mouse.move(683, 24);
    const lockout = page.getByText(/^密码错误次数过多，请等\d+秒后再重试！$/);
    await expect.poll(() => lockout.first().isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'login-lockout-toast');

    // A colleague at the same desk logs in, the mouse still resting on the toasts and the form sent
    // with Enter: the refusals meant for sales2 go.
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('123456');
    await page.getByLabel('密码').press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await expect.poll(() => page.getByText('密码错误次数过多', { exact: false }).count(), { timeout: 1_500 }).toBe(0);
    expect(await page.getByText('用户名或密码错误！').count()).toBe(0);
    await screenshot(page, 'login-after-lockout');
    await page.context().close();
  });
});
