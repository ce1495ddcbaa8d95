// Signing in through the login form as a person would: shared by the end-to-end tests
// (tests/e2e/support.ts) and the benchmarks that drive the real app in Chromium (no vitest here).
import type { Page } from 'playwright-core';

/** Fills the login form as a person would and waits to leave /login. */
export async function logIn(page: Page, username: string, password = '123456'): Promise<void> {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
