// The office workbench 工作台 (issue 19), on the real server, from the feed descriptor
// (schemas/modules/oa/feed.json): 李娜 writes a log to 张伟 and adds an event with him; 张伟's
// workbench lists both (newest first) with who and what, then 没有更多了 (no pager), and the event
// under 今日日程; 日志 keeps the log only, and its card
// opens the log's own drawer; 王芳's workbench shows neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backlogToday } from '../../server/crm/backlog/backlogToday.ts';
import { SEED_USER } from '../support/testApp.ts';
import { apiAs, screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); }, 120_000);
afterAll(async () => { await ctx?.close(); });

const LOG = '拜访了三家经销商，两家愿意试点。';
const EVENT = '经销商试点复盘会';

describe('办公 → 工作台', () => {
  it('lists what colleagues did that I may see, by kind, each card opening its record', async () => {
    const day = backlogToday();
    const manager = await signedInPage(ctx, 'manager');
    const sales = await apiAs(manager.request, 'sales');
    await sales('OaLog/addOrUpdate', { categoryId: 1, content: LOG, sendUserIds: String(SEED_USER.manager) });
    await sales('OaEvent/add', { title: EVENT, startTime: `${day.date} 15:00:00`, endTime: `${day.date} 16:00:00`, ownerUserIds: String(SEED_USER.manager) });

    await manager.goto('/workbench/index');
    const feed = manager.getByRole('list', { name: '工作台动态' });
    await expect.poll(() => feed.textContent(), { timeout: 15_000 }).toContain(EVENT);
    expect(await feed.textContent()).toContain(LOG);
    const cards = feed.getByRole('listitem');
    expect(await cards.first().textContent()).toContain(EVENT); // newest first
    expect(await cards.first().textContent()).toContain('李娜');
    // no pager: the feed loads more at its end, asked without a count; this short feed is whole
    await expect.poll(() => manager.getByText('没有更多了').count(), { timeout: 15_000 }).toBe(1);
    expect(await manager.getByRole('navigation', { name: '分页' }).count()).toBe(0);
    await screenshot(manager, 'oa-workbench-01-all');

    // 日程 beside the feed: the month calendar marks today, and 今日日程 lists the event, opening its drawer
    const schedule = manager.getByRole('region', { name: '日程', exact: true });
    await expect.poll(() => schedule.getByRole('button', { name: /有日程/ }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const today = schedule.getByRole('list', { name: '今日日程' });
    await expect.poll(() => today.textContent(), { timeout: 15_000 }).toContain(EVENT);
    await today.getByRole('button', { name: EVENT }).click();
    const eventDrawer = manager.getByRole('dialog', { name: /日程/ }).last();
    await expect.poll(() => eventDrawer.getByRole('group', { name: '概要' }).textContent(), { timeout: 15_000 }).toContain('15:00');
    await manager.keyboard.press('Escape');
    await expect.poll(() => eventDrawer.count(), { timeout: 15_000 }).toBe(0);

    await manager.getByRole('radio', { name: '日志', exact: true }).click();
    await expect.poll(() => feed.textContent(), { timeout: 15_000 }).not.toContain(EVENT);
    await feed.getByRole('button', { name: LOG }).click();
    const drawer = manager.getByRole('dialog', { name: /日志/ }).last();
    await expect.poll(() => drawer.getByRole('region', { name: '今日工作内容' }).textContent(), { timeout: 15_000 }).toContain(LOG);
    await screenshot(manager, 'oa-workbench-02-log');

    const finance = await signedInPage(ctx, 'finance');
    await finance.goto('/workbench/index');
    await expect.poll(() => finance.getByText('没有找到数据').isVisible(), { timeout: 15_000 }).toBe(true);
  }, 180_000);
});
