// Announcements 公告 as staff use them (issue 19), on the real server: the admin writes one for 销售部
// with days covering today (the content's line breaks and markup kept as typed text); the
// salesperson (李娜, 销售一组 under 销售部) sees the 公告 badge, finds it unread under 生效中, opens
// it (the content as typed) and the badge drops; 王芳 of 财务部 has no badge and no such row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { backlogToday } from '../../server/crm/backlog/backlogToday.ts';
import { screenshot, signedInPage, startE2E, tick, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); }, 120_000);
afterAll(async () => { await ctx?.close(); });

const NOTICE_PAGE = '/workbench/notice';
const TITLE = '销售部十二月例会通知';
const CONTENT = '周五下午三点在三楼会议室开会。\n请带上<b>本月业绩</b>。';

async function noticeBadge(page: Page): Promise<string> {
  const badge = page.getByRole('navigation').getByRole('link', { name: /公告/ }).locator('.chakra-badge');
  return (await badge.count()) ? (await badge.first().textContent()) ?? '' : '';
}

describe('办公 → 公告', () => {
  it('the admin announces to 销售部; the salesperson reads it and the badge drops; finance never sees it', async () => {
    const day = backlogToday();
    const admin = await signedInPage(ctx, 'admin');
    await admin.goto(NOTICE_PAGE);
    await admin.getByRole('button', { name: '新建公告' }).click();
    const form = admin.getByTestId('crm-create-view');
    await expect.poll(() => form.getByRole('heading', { name: '新建公告' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await form.getByLabel('标题').fill(TITLE);
    await form.getByLabel('内容').fill(CONTENT);
    await form.getByLabel('开始时间').fill(day.date);
    await form.getByLabel('结束时间').fill(day.plusDays(2));
    await form.getByRole('button', { name: '通知部门 选择部门' }).click();
    const depts = admin.getByRole('dialog', { name: '选择部门' });
    await depts.getByRole('searchbox', { name: '搜索部门名称' }).fill('销售部');
    await tick(depts.getByRole('checkbox', { name: '销售部', exact: true }));
    await depts.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => depts.count()).toBe(0);
    await screenshot(admin, 'oa-announcement-01-create');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0);
    const adminRow = admin.getByRole('row', { name: new RegExp(TITLE) });
    await expect.poll(() => adminRow.count(), { timeout: 15_000 }).toBe(1);
    expect(await adminRow.textContent()).toContain(day.date);
    await screenshot(admin, 'oa-announcement-02-admin-list');

    // 李娜: the badge, the unread row, the detail with the content as typed; then the badge drops
    const sales = await signedInPage(ctx, 'sales');
    await sales.goto(NOTICE_PAGE);
    await expect.poll(() => noticeBadge(sales), { timeout: 15_000 }).toBe('1');
    const row = sales.getByRole('row', { name: new RegExp(TITLE) });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('未读');
    expect(await sales.getByRole('button', { name: '新建公告' }).count()).toBe(0);
    await screenshot(sales, 'oa-announcement-03-sales-unread');
    await row.getByRole('button', { name: TITLE }).click();
    const drawer = sales.getByRole('dialog', { name: /公告/ }).last();
    await expect.poll(() => drawer.getByTestId('record-text').textContent(), { timeout: 15_000 }).toBe(CONTENT);
    expect(await drawer.locator('b').count()).toBe(0); // the markup is text, never HTML
    expect(await drawer.textContent()).toContain('销售部');
    expect(await drawer.getByRole('button', { name: '删除' }).count()).toBe(0);
    await expect.poll(() => noticeBadge(sales), { timeout: 15_000 }).toBe('');
    await screenshot(sales, 'oa-announcement-04-sales-detail');
    await sales.keyboard.press('Escape');
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('已读');

    // 王芳 (财务部): no badge, no row, under either tab
    const finance = await signedInPage(ctx, 'finance');
    await finance.goto(NOTICE_PAGE);
    await expect.poll(() => finance.getByRole('tab', { name: '生效中' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => finance.getByRole('table').textContent(), { timeout: 15_000 }).not.toContain('加载');
    expect(await finance.getByRole('row', { name: new RegExp(TITLE) }).count()).toBe(0);
    expect(await noticeBadge(finance)).toBe('');
    await finance.getByRole('tab', { name: '已失效' }).click();
    expect(await finance.getByRole('row', { name: new RegExp(TITLE) }).count()).toBe(0);
    await screenshot(finance, 'oa-announcement-05-finance');
  }, 240_000);

  it('creates one from quick create and from its own page, edits it from its detail and deletes it', async () => {
    const day = backlogToday();
    const admin = await signedInPage(ctx, 'admin');
    await admin.goto(NOTICE_PAGE);
    // 快速创建 offers 公告 to whoever may create one (oa.announcement.save)
    await admin.getByRole('button', { name: '快速创建' }).click();
    await admin.getByRole('menuitem', { name: '公告', exact: true }).click();
    const quick = admin.getByTestId('crm-create-view');
    await expect.poll(() => quick.getByLabel('标题').isVisible(), { timeout: 15_000 }).toBe(true);
    // the server's message when a day is missing, the form's own when the title is
    await quick.getByLabel('标题').fill('快速创建的公告');
    await quick.getByLabel('开始时间').fill(day.date);
    await quick.getByLabel('结束时间').fill(day.plusDays(-1));
    await quick.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => admin.getByText('结束时间早于开始时间').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(admin, 'oa-announcement-06-end-before-start');
    await quick.getByLabel('结束时间').fill(day.date);
    await quick.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => quick.count(), { timeout: 15_000 }).toBe(0);

    // notice-new is the create form as a page; saving goes back to the list
    await admin.goto('/workbench/notice-new');
    const form = admin.getByTestId('crm-create-view');
    await expect.poll(() => form.getByRole('heading', { name: '新建公告' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await form.getByLabel('标题').fill('下周培训通知');
    await form.getByLabel('内容').fill('下周一上午产品培训');
    await form.getByLabel('开始时间').fill(day.plusDays(7));
    await form.getByLabel('结束时间').fill(day.plusDays(8));
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === NOTICE_PAGE, { timeout: 15_000 });
    await admin.getByRole('tab', { name: '已失效' }).click(); // not started yet
    const row = admin.getByRole('row', { name: /下周培训通知/ });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);

    // 编辑 from the detail: the form holds its values; the list shows the new title
    await row.getByRole('button', { name: '下周培训通知' }).click();
    const drawer = admin.getByRole('dialog', { name: /公告/ }).last();
    await expect.poll(() => drawer.getByRole('group', { name: '概要' }).textContent(), { timeout: 15_000 }).toContain('全部员工'); // no audience: everyone
    await drawer.getByRole('button', { name: '编辑', exact: true }).click();
    const edit = admin.getByTestId('crm-create-view');
    await expect.poll(() => edit.getByLabel('标题').inputValue(), { timeout: 15_000 }).toBe('下周培训通知');
    expect(await edit.getByLabel('开始时间').inputValue()).toBe(day.plusDays(7));
    await edit.getByLabel('标题').fill('下周产品培训通知');
    await screenshot(admin, 'oa-announcement-07-edit');
    await edit.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => edit.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => drawer.getByRole('heading', { name: '下周产品培训通知' }).isVisible(), { timeout: 15_000 }).toBe(true);

    // 删除 asks first; the row goes
    await drawer.getByRole('button', { name: '删除', exact: true }).click();
    await admin.getByRole('alertdialog', { name: '删除' }).getByRole('button', { name: '确定' }).click();
    await expect.poll(() => admin.getByRole('row', { name: /下周产品培训通知/ }).count(), { timeout: 15_000 }).toBe(0);
    await screenshot(admin, 'oa-announcement-08-deleted');
  }, 240_000);
});
