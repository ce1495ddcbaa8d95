// 待办事项 as a salesperson meets it: the sidebar's badge counts her to-dos; the page lists today's
// customers (not the overdue one, which has its own option), the leads assigned to her; marking
// a lead as followed moves it to 已跟进 and the badge goes down. Her manager sees her leads
// under 下属负责的 and none of his own. Records come through the same API the screens use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, logIn, newPage, saveBody, screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

const day = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function seedForLiNa(page: Page): Promise<void> {
  const liNa = await apiAs(page.request, 'sales');
  const save = async (path: string, label: number, entity: Record<string, unknown>) => liNa(path, await saveBody(liNa, label, entity));
  await save('CrmCustomer/addOrUpdate', 2, { customer_name: '杭州云帆科技有限公司', next_time: `${day(0)} 15:00:00` });
  await save('CrmCustomer/addOrUpdate', 2, { customer_name: '宁波远航贸易有限公司', next_time: `${day(-3)} 10:00:00` });
  await save('CrmLeads/addOrUpdate', 1, { leads_name: '张先生-展会线索' });
  await save('CrmLeads/addOrUpdate', 1, { leads_name: '李女士-官网咨询' });
}

const badge = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: /待办事项/ });
const table = (page: Page) => page.getByRole('table').first();

describe('待办事项', () => {
  it('counts, lists and clears a salesperson\'s to-dos; her manager sees them as his subordinate\'s', async () => {
    const page = await newPage(ctx);
    await seedForLiNa(page);
    await page.goto('/login');
    await logIn(page, 'sales');
    await page.goto('/crm/message');

    // 2 customers assigned and not followed, 1 to contact today, 2 leads: 5
    await expect.poll(() => badge(page).textContent(), { timeout: 10_000 }).toContain('5');
    await expect.poll(() => table(page).getByText('杭州云帆科技有限公司', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await table(page).getByText('宁波远航贸易有限公司', { exact: true }).count()).toBe(0);
    await page.getByRole('radio', { name: '已逾期' }).click();
    await expect.poll(() => table(page).getByText('宁波远航贸易有限公司', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'backlog-01-today');

    await page.getByRole('button', { name: /分配给我的线索/ }).click();
    await expect.poll(() => table(page).getByText('张先生-展会线索', { exact: true }).isVisible()).toBe(true);
    await table(page).getByRole('row', { name: /张先生-展会线索/ }).locator('label').first().click();
    await page.getByRole('button', { name: '标记为已跟进' }).click();
    await expect.poll(() => table(page).getByText('张先生-展会线索', { exact: true }).count()).toBe(0);
    await expect.poll(() => badge(page).textContent()).toContain('4');
    await page.getByRole('radio', { name: '已跟进' }).click();
    await expect.poll(() => table(page).getByText('张先生-展会线索', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'backlog-02-leads-followed');

    // a follow-up written in a customer's detail clears its to-dos, and the badge follows at once
    await page.getByRole('button', { name: /今日需联系客户/ }).click();
    await page.getByRole('radio', { name: '今日需联系' }).click();
    await table(page).getByRole('button', { name: '杭州云帆科技有限公司' }).click();
    const detail = page.getByRole('dialog').last();
    await detail.getByRole('tab', { name: '跟进记录' }).click();
    await detail.getByLabel('跟进内容').fill('电话确认了下周的拜访时间');
    await detail.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => detail.getByText('电话确认了下周的拜访时间').first().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // today's contact done and the assigned customer followed: 4 - 2, without waiting for the minute's refresh
    await expect.poll(() => badge(page).textContent(), { timeout: 5_000 }).toContain('2');
    await page.context().close();

    const manager = await signedInPage(ctx, 'manager');
    await manager.goto('/crm/message');
    await manager.getByRole('button', { name: /分配给我的线索/ }).click();
    await expect.poll(() => manager.getByRole('table').first().textContent()).not.toContain('李女士-官网咨询');
    await manager.getByRole('combobox', { name: '负责人' }).selectOption('2');
    await expect.poll(() => manager.getByRole('table').first().getByText('李女士-官网咨询', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(manager, 'backlog-03-manager-subordinates');
    await manager.context().close();
  });
});
