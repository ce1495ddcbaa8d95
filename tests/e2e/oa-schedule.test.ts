// The schedule 日程 as staff use it (issue 19), on the real server: the calendar is the engine's
// calendar view of the event module's list (schemas/modules/oa/event.json). 张伟 clicks today on
// the month grid: the form opens at 09:00-10:00 today; he adds 李娜 and 刘洋, makes it weekly and
// orange; the event sits on today (and on the same weekday after). 李娜 sees it and opens it
// read-only; 刘洋 sees it in every week from today's on, in its colour; 王芳 does
// not see it. 张伟 edits it from its detail (the form holds its values, 重复 included), is told
// 结束时间早于开始时间 for an end before its start, and deletes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { backlogToday } from '../../server/crm/backlog/backlogToday.ts';
import { screenshot, signedInPage, startE2E, tick, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); }, 120_000);
afterAll(async () => { await ctx?.close(); });

const SCHEDULE = '/workbench/schedule';
const TITLE = '客户拜访准备会';

function calendar(page: Page) {
  return page.getByRole('region', { name: '日程日历' });
}

async function loaded(page: Page): Promise<void> {
  await expect.poll(() => calendar(page).getByText(/^共 \d+ 项$/).isVisible(), { timeout: 15_000 }).toBe(true);
}

describe('办公 → 日程', () => {
  it('creates a weekly event from today on the month grid, shows it to its participant only, edits and deletes it', async () => {
    const day = backlogToday();
    const manager = await signedInPage(ctx, 'manager');
    await manager.goto(SCHEDULE);
    await loaded(manager);
    await expect.poll(() => calendar(manager).getByRole('button', { name: '月' }).getAttribute('class')).toContain('rbc-active');

    // today's cell: the form opens at 09:00-10:00 today
    await calendar(manager).locator('.rbc-month-view .rbc-day-bg.rbc-today').click();
    const form = manager.getByTestId('crm-create-view');
    await expect.poll(() => form.getByRole('heading', { name: '新建日程' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await form.getByLabel('开始时间').inputValue()).toBe(`${day.date} 09:00`);
    expect(await form.getByLabel('结束时间').inputValue()).toBe(`${day.date} 10:00`);
    expect(await form.getByLabel('重复').inputValue()).toBe('不重复');
    await form.getByLabel('主题').fill(TITLE);
    await form.getByLabel('重复').selectOption({ label: '每周' });
    await form.getByLabel('提醒').selectOption({ label: '15分钟前' });
    await form.getByLabel('地点').fill('三楼会议室');
    await form.getByRole('button', { name: '参与人 选择成员' }).click();
    const members = manager.getByRole('dialog', { name: '选择成员' });
    await tick(members.getByRole('checkbox', { name: '李娜' }));
    await tick(members.getByRole('checkbox', { name: '刘洋' }));
    await members.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => members.count()).toBe(0);
    await form.getByRole('radio', { name: /#FF9668/ }).check({ force: true });
    await screenshot(manager, 'oa-schedule-01-create');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0);

    // on today's cell, and drawn in the week grid at its hours
    const item = calendar(manager).getByRole('button', { name: new RegExp(TITLE) });
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await screenshot(manager, 'oa-schedule-02-month');
    await calendar(manager).getByRole('button', { name: '周' }).click();
    await expect.poll(() => calendar(manager).locator('.rbc-time-view .rbc-event').filter({ hasText: TITLE }).textContent(), { timeout: 15_000 })
      .toContain('09:00 – 10:00');
    await screenshot(manager, 'oa-schedule-03-week');

    // 李娜, a participant: sees it, opens it, may neither edit nor delete
    const sales = await signedInPage(ctx, 'sales');
    await sales.goto(SCHEDULE);
    await loaded(sales);
    const salesItem = calendar(sales).getByRole('button', { name: new RegExp(TITLE) }).first();
    await expect.poll(() => salesItem.isVisible(), { timeout: 15_000 }).toBe(true);
    await salesItem.click();
    const salesDrawer = sales.getByRole('dialog', { name: /日程/ }).last();
    const facts = salesDrawer.getByRole('group', { name: '概要' });
    await expect.poll(() => facts.textContent(), { timeout: 15_000 }).toContain('每周');
    expect(await facts.textContent()).toContain('15分钟前');
    expect(await facts.textContent()).toContain('三楼会议室');
    expect(await facts.textContent()).toContain('李娜');
    expect(await salesDrawer.getByRole('button', { name: '编辑', exact: true }).count()).toBe(0);
    expect(await salesDrawer.getByRole('button', { name: '删除', exact: true }).count()).toBe(0);
    await screenshot(sales, 'oa-schedule-04-participant-detail');

    // 刘洋, the other participant: the month grid shows it once in every week from today's on, in its colour
    const sales2 = await signedInPage(ctx, 'sales2');
    await sales2.goto(SCHEDULE);
    await loaded(sales2);
    const rows = calendar(sales2).locator('.rbc-month-view .rbc-month-row');
    const weeksFromToday = await rows.evaluateAll((all) => all.length - all.findIndex((row) => row.querySelector('.rbc-today')));
    const occurrences = calendar(sales2).getByRole('button', { name: new RegExp(TITLE) });
    await expect.poll(() => occurrences.count(), { timeout: 15_000 }).toBe(weeksFromToday);
    expect(await occurrences.first().evaluate((el) => getComputedStyle(el.closest('.rbc-event') ?? el).backgroundColor)).toBe('rgb(255, 150, 104)');
    await screenshot(sales2, 'oa-schedule-04b-second-participant');

    // 王芳: not hers
    const finance = await signedInPage(ctx, 'finance');
    await finance.goto(SCHEDULE);
    await loaded(finance);
    expect(await calendar(finance).getByRole('button', { name: new RegExp(TITLE) }).count()).toBe(0);

    // 张伟 edits it from its detail: the form holds its values; an end before the start is refused
    await item.first().click();
    const drawer = manager.getByRole('dialog', { name: /日程/ }).last();
    await drawer.getByRole('button', { name: '编辑', exact: true }).click();
    const edit = manager.getByTestId('crm-create-view');
    await expect.poll(() => edit.getByLabel('主题').inputValue(), { timeout: 15_000 }).toBe(TITLE);
    expect(await edit.getByLabel('重复').inputValue()).toBe('每周');
    await edit.getByLabel('主题').fill(`${TITLE}（改）`);
    await edit.getByLabel('结束时间').fill(`${day.date} 08:00`);
    await edit.getByLabel('结束时间').press('Enter');
    await edit.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => manager.getByText('结束时间早于开始时间').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(manager, 'oa-schedule-05-end-before-start');
    await edit.getByLabel('结束时间').fill(`${day.date} 11:30`);
    await edit.getByLabel('结束时间').press('Enter');
    await edit.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => edit.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => drawer.getByRole('group', { name: '概要' }).textContent(), { timeout: 15_000 }).toContain('11:30');

    // 删除: gone from the calendar
    await drawer.getByRole('button', { name: '删除', exact: true }).click();
    await manager.getByRole('alertdialog').getByRole('button', { name: /确\s*定|删除/ }).last().click();
    await expect.poll(() => calendar(manager).getByRole('button', { name: new RegExp(TITLE) }).count(), { timeout: 15_000 }).toBe(0);
    await screenshot(manager, 'oa-schedule-06-deleted');
  }, 240_000);

  it('opens the create form as its own page (schedule-new) and goes back to the calendar after saving', async () => {
    const day = backlogToday();
    const manager = await signedInPage(ctx, 'manager');
    await manager.goto('/workbench/schedule-new');
    const form = manager.getByTestId('crm-create-view');
    await expect.poll(() => form.getByRole('heading', { name: '新建日程' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await form.getByLabel('主题').fill('季度复盘');
    await form.getByLabel('开始时间').fill(`${day.date} 15:00`);
    await form.getByLabel('开始时间').press('Enter');
    await form.getByLabel('结束时间').fill(`${day.date} 16:00`);
    await form.getByLabel('结束时间').press('Enter');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await manager.waitForURL((url) => url.pathname === SCHEDULE, { timeout: 15_000 });
    await loaded(manager);
    await expect.poll(() => calendar(manager).getByRole('button', { name: /季度复盘/ }).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
