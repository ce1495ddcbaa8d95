// 公众号模板消息 (the office's email page) as an admin and a salesperson use it, on the real server:
// it says no official account is set up and that reminders stay in the sidebar's counters; each
// reminder's template previews the newest record of its kind; the admin sets the account and one
// template (a bad AppID refused by name first), the page then says it is set up, and the
// salesperson sees that too but no settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); }, 120_000);
afterAll(async () => { await ctx?.close(); });

describe('办公 → 公众号模板消息', () => {
  it('shows the account\'s state and the templates, and lets the admin set them', async () => {
    const admin = await signedInPage(ctx, 'admin');
    await admin.goto('/workbench/email');
    const status = admin.getByRole('alert', { name: '公众号状态' }).or(admin.getByLabel('公众号状态'));
    await expect.poll(() => status.first().textContent(), { timeout: 15_000 }).toContain('未配置公众号');
    for (const title of ['审批待办提醒', '日志接收提醒', '任务指派提醒', '日程提醒', '公告通知']) {
      expect(await admin.getByRole('region', { name: title }).count()).toBe(1);
    }
    const settings = admin.getByRole('region', { name: '公众号设置' });
    await settings.getByLabel('公众号AppID', { exact: true }).fill('wx123');
    await settings.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => admin.getByText('公众号AppID格式不正确').first().isVisible(), { timeout: 10_000 }).toBe(true);

    await settings.getByLabel('公众号AppID', { exact: true }).fill('wx0123456789abcdef');
    await settings.getByLabel('公众号AppSecret', { exact: true }).fill('0123456789abcdef0123456789abcdef');
    await settings.getByRole('textbox', { name: '审批待办提醒 模板ID' }).fill('Tmpl_exam-01');
    await settings.getByRole('checkbox', { name: '启用 审批待办提醒' }).check({ force: true });
    await settings.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => status.first().textContent(), { timeout: 15_000 }).toContain('公众号已配置');
    await expect.poll(() => admin.getByRole('region', { name: '审批待办提醒' }).textContent()).toContain('已启用');
    expect(await settings.getByLabel('公众号AppSecret', { exact: true }).inputValue()).toBe('');
    await screenshot(admin, 'oa-email-01-admin');

    const sales = await signedInPage(ctx, 'sales');
    await sales.goto('/workbench/email');
    await expect.poll(() => sales.getByLabel('公众号状态').first().textContent(), { timeout: 15_000 }).toContain('公众号已配置');
    expect(await sales.getByRole('region', { name: '公众号设置' }).count()).toBe(0);
    await screenshot(sales, 'oa-email-02-sales');
  }, 120_000);
});
