// One real server (fresh embedded database in a temporary DATA_DIR) and one Chromium per test file.
import path from 'node:path';
import { chromium, type APIRequestContext, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { startServer } from '../../server/main.ts';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { createTestDataDir } from '../support/testDatabase.ts';
import { logIn } from '../support/loginForm.ts';

export interface E2EContext {
  url: string;
  browser: Browser;
  server: Awaited<ReturnType<typeof startServer>>;
  close(): Promise<void>;
}

export interface E2EOptions {
  /** The app build to serve (the fixture modules' build: .tmp/dist-fixture); E2E_DIST or `dist` by default. */
  distDir?: string;
  /** Runs once the shared template exists and before the server starts (a fixture module registers itself here). */
  beforeStart?: () => void;
}

export async function startE2E(options: E2EOptions = {}): Promise<E2EContext> {
  // A copy of the migrated, seeded template: a new user's database, without the cost of initdb.
  const data = await createTestDataDir();
  options.beforeStart?.();
  const server = await startServer({ port: 0, dataDir: data.dataDir, databaseUrl: data.databaseUrl, distDir: path.resolve(options.distDir ?? (process.env.E2E_DIST || 'dist')), logger: false });
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  return {
    url: server.url,
    browser,
    server,
    async close() {
      await browser.close();
      await server.close();
      await data.cleanup();
    },
  };
}

export async function newPage(ctx: E2EContext): Promise<Page> {
  const context = await ctx.browser.newContext({ baseURL: ctx.url, viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  // playwright-core waits for ever by default: a missing element should fail the test, not hang it.
  page.setDefaultTimeout(30_000);
  return page;
}

export { logIn };

/** A new page signed in as `username` through the login form, as a person would. */
export async function signedInPage(ctx: E2EContext, username: string): Promise<Page> {
  const page = await newPage(ctx);
  await page.goto('/login');
  await logIn(page, username);
  return page;
}

/**
 * Ticks a checkbox as a user does: a click on the box Chakra draws (the label around the input).
 * The input itself is visually hidden and, in a scrolled dialog, may lie outside the viewport,
 * where Playwright's check() refuses it even with force.
 */
export async function tick(checkbox: Locator): Promise<void> {
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => checkbox.isChecked()).toBe(true);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `${name}.png`), fullPage: true });
}

/**
 * A caller of the API as `username` (the same calls the screens make): `call(path, data)` → `data`,
 * or throws the refusal. It logs in outside the page's cookie jar (Node's fetch keeps no cookies):
 * the login's HttpOnly session cookie would otherwise replace the page's, and the page's images
 * and field-change stream would then run as `username`.
 */
export async function apiAs(request: APIRequestContext, username: string) {
  const origin = new URL((await request.get('/api/version')).url()).origin;
  const login = await fetch(`${origin}/api/login`, { method: 'POST', body: new URLSearchParams({ username, password: '123456' }) });
  const token = (await login.json())['Admin-Token'] as string;
  return async (path: string, data: unknown) => {
    const body = await (await request.post(`/api/${path}`, { headers: { 'Admin-Token': token }, data })).json();
    if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
    return body.data;
  };
}
export type ApiCaller = Awaited<ReturnType<typeof apiAs>>;

/** A save body as the create form builds it: the entity plus the label's custom fields by name. */
export async function saveBody(call: ApiCaller, label: number, entity: Record<string, unknown>, custom: Record<string, unknown> = {}) {
  const fields = await call('field/queryField', { label }) as Record<string, unknown>[];
  return { entity, field: fields.filter((f) => f.fieldType === 0).map((f) => ({ ...f, value: custom[f.name as string] ?? '' })) };
}
