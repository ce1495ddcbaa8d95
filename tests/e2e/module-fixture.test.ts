// Proof of issue 14 in the browser: the fixture module (tests/fixtures/modules/visit: a
// descriptor, a migration and seed, a server module, texts and a route) on the real server and
// database, in the app built with it (tests/fixtures/modules/web). The one generic record page
// shows its list with scenes and a filter, its detail with two tabs and an action, its create
// (after the choice of its category) and edit form with its category's field and a custom field
// the admin added in the designer, and its board, where a move persists; no screen of its own exists.
import { execSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVisitModule } from '../fixtures/modules/visit/register.ts';
import { apiAs, screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

const LIST = '/workbench/fixture-visit';
let ctx: E2EContext;

beforeAll(async () => {
  execSync('npx vite build --config tests/fixtures/modules/web/vite.fixture.config.ts --logLevel warn', { stdio: 'inherit' });
  ctx = await startE2E({ distDir: '.tmp/dist-fixture', beforeStart: registerVisitModule });
  // The admin adds a custom field to the module in the designer (its call: field/save of label 901).
  const page = await signedInPage(ctx, 'admin');
  const admin = await apiAs(page.request, 'admin');
  const rows = await admin('field/list', { label: 901 }) as Array<Record<string, unknown>>;
  await admin('field/save', { label: 901, data: [...rows, { name: '拜访方式', type: 3, formType: 'select', options: '上门,电话,视频' }] });
  await page.context().close();
}, 180_000);
afterAll(async () => { await ctx?.close(); });

describe('a module that is only a descriptor, a migration, a server folder and texts', () => {
  it('lists, creates with the custom field, filters, opens the detail and edits', async () => {
    const page = await signedInPage(ctx, 'sales');
    await page.goto(LIST);
    await expect.poll(() => page.getByRole('heading', { name: '拜访记录' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('combobox', { name: '场景' }).locator('option').allTextContents(), { timeout: 10_000 })
      .toEqual(['全部拜访', '我负责的拜访', '下属负责的拜访']);

    // 新建: first its category (the descriptor's options call), then the form of that category's
    // fields and the shared ones, the admin's custom one included
    const visits = [['拜访华东客户', '上门', '客户拜访', '客户名称', '供应商名称'], ['电话回访', '电话', '供应商拜访', '供应商名称', '客户名称']] as const;
    for (const [title, way, category, own, other] of visits) {
      await page.getByRole('button', { name: '新建拜访' }).click();
      const choice = page.getByRole('dialog', { name: '选择拜访类型' });
      const option = choice.getByRole('button', { name: category });
      await option.waitFor({ timeout: 10_000 });
      if (category === '客户拜访') await screenshot(page, 'fixture-00-category');
      await option.click();
      const form = page.getByRole('dialog').first();
      await form.getByLabel('拜访主题').fill(title);
      expect(await form.getByLabel(other).count()).toBe(0);
      await form.getByLabel(own).fill(`${title}的${own}`);
      await form.getByLabel('拜访方式').selectOption({ label: way });
      await form.getByRole('button', { name: '保存', exact: true }).click();
      await expect.poll(() => page.getByRole('button', { name: title, exact: true }).isVisible()).toBe(true);
    }
    await screenshot(page, 'fixture-01-list');

    // the keyword filters the list
    await page.getByPlaceholder('请输入拜访主题').fill('电话');
    await page.getByPlaceholder('请输入拜访主题').press('Enter');
    await expect.poll(() => page.getByRole('button', { name: '拜访华东客户', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '电话回访', exact: true }).isVisible()).toBe(true);

    // the detail: its two tabs and its action (once the filtered list has settled)
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('button', { name: '电话回访', exact: true }).click();
    await expect.poll(() => page.getByRole('tab', { name: '基本信息' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['基本信息', '操作记录']);
    // 基本信息: its fixed fields and the admin's custom field, from field/information
    const info = page.getByRole('tabpanel', { name: '基本信息' });
    await expect.poll(() => info.getByText('拜访方式').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await info.getByText('电话', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'fixture-02-detail');
    await page.getByRole('button', { name: '编辑', exact: true }).click();
    const edit = page.getByRole('dialog').last();
    await expect.poll(() => edit.getByLabel('拜访主题').inputValue(), { timeout: 10_000 }).toBe('电话回访');
    // the edit form is of the record's category: its own field, filled
    expect(await edit.getByLabel('供应商名称').inputValue()).toBe('电话回访的供应商名称');
    expect(await edit.getByLabel('客户名称').count()).toBe(0);
    await edit.getByLabel('拜访主题').fill('电话回访（已改）');
    await edit.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(async () => (await ctx.server.db.selectFrom('fixture_visit' as never).select('title' as never).execute()).map((r) => (r as { title: string }).title).sort())
      .toEqual(['拜访华东客户', '电话回访（已改）']);
    await page.context().close();
  });

  it('shows its board, and a card dragged to another column (with the keyboard) stays there', async () => {
    const page = await signedInPage(ctx, 'sales');
    await page.goto(LIST);
    await page.getByRole('button', { name: '看板' }).click({ timeout: 15_000 });
    const toVisit = page.getByRole('group', { name: '待拜访，2 条' });
    await expect.poll(() => toVisit.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('group', { name: '已拜访，0 条' }).isVisible()).toBe(true);
    await screenshot(page, 'fixture-03-board');
    // dnd-kit's keyboard sensor: Space picks the card up, an arrow moves it, Space drops it
    await toVisit.getByRole('button', { name: '拜访华东客户' }).focus();
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(150);
    }
    await expect.poll(() => page.getByRole('group', { name: '已拜访，1 条' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => ((await ctx.server.db.selectFrom('fixture_visit' as never).select('status' as never).where('title' as never, '=', '拜访华东客户' as never).executeTakeFirstOrThrow()) as { status: number }).status).toBe(2);
    // a reload draws it where the server keeps it
    await page.reload();
    await expect.poll(() => page.getByRole('group', { name: '已拜访，1 条' }).getByRole('button', { name: '拜访华东客户' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'fixture-04-board-moved');
    await page.context().close();
  });

  it('is not offered to a user without its rights, and the server refuses its calls', async () => {
    const page = await signedInPage(ctx, 'finance');
    await page.goto(LIST);
    await page.waitForURL('**/404');
    const finance = await apiAs(page.request, 'finance');
    await expect(finance('FixtureVisit/queryPageList', {})).rejects.toThrow('无权访问');
    await page.context().close();
  });
});
