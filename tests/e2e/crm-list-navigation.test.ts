// Far pages of a long list (issue 17 items 3, 6), as an admin on a 1366×800 laptop: 1,130 customers,
// their total first an estimate (约 … 条, the planner's past 1,000 matches) made exact by a click,
// 末页 and 前往 N 页 reach the last page at once, rows per page survive a reload, the name column
// stays when the table scrolls sideways, and a cut value reads whole on hover.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
/** The shared machine is slow: vitest's poll gives up after 1 s by default. */
const WAIT = { timeout: 15_000 };
const LONG_NAME = '浙江省杭州市西湖区文三路数字娱乐产业园第一分园智能科技有限公司';

async function insertCustomers(count: number, prefix: string, ageSeconds = 100): Promise<void> {
  await sql`
    insert into crm_customer (customer_name, owner_user_id, create_user_id, ro_user_id, rw_user_id, create_time, update_time, batch_id, custom)
    select ${prefix} || n, 1, 1, ',', ',', now(), now() - ((n + ${ageSeconds}) || ' seconds')::interval, md5(${prefix} || n), '{}'::jsonb
    from generate_series(1, ${count}) as n
  `.execute(ctx.server.db);
}

let total = 0;
beforeAll(async () => {
  ctx = await startE2E();
  await insertCustomers(1100, '翻页客户');
  await sql`analyze crm_customer`.execute(ctx.server.db);
  // after the statistics, so the planner's figure is an estimate of the list
  await insertCustomers(29, '新增客户', 0);
  // the newest: first on the first page, its name longer than its column
  await sql`
    insert into crm_customer (customer_name, owner_user_id, create_user_id, ro_user_id, rw_user_id, create_time, update_time, batch_id, custom)
    values (${LONG_NAME}, 1, 1, ',', ',', now(), now() + interval '1 minute', md5('long'), '{}'::jsonb)
  `.execute(ctx.server.db);
  const row = await sql<{ n: number }>`select count(*)::int as n from crm_customer where owner_user_id is not null`.execute(ctx.server.db);
  total = row.rows[0]!.n;
});
afterAll(async () => { await ctx?.close(); });

const pager = (page: Page) => page.getByRole('navigation', { name: '分页' });
const pageText = (page: Page) => pager(page).getByText(/^第 \d+ \/ \d+ 页$/).textContent();
const format = (n: number) => n.toLocaleString('en-US');

describe('a long customer list', () => {
  it('shows its estimated total as 约 … 条 and the exact one on a click; 末页, 首页 and 前往 N 页 jump at once', async () => {
    const page = await signedInPage(ctx, 'admin');
    await page.goto('/crm/customer');
    const approx = pager(page).getByRole('button', { name: /^约 [\d,]+ 条$/ });
    await expect.poll(() => approx.isVisible(), WAIT).toBe(true);
    await screenshot(page, 'list-nav-01-estimate');
    await approx.click();
    await expect.poll(() => pager(page).getByText(`共 ${format(total)} 条`).isVisible(), WAIT).toBe(true);
    const pages = Math.ceil(total / 15);

    await pager(page).getByRole('button', { name: '末页' }).click();
    await expect.poll(() => pageText(page), WAIT).toBe(`第 ${pages} / ${pages} 页`);
    // the last page holds what is left over
    const table = page.getByRole('table', { name: '客户' });
    await expect.poll(() => table.getByRole('row').count(), WAIT).toBe(1 + (total % 15 || 15));
    await screenshot(page, 'list-nav-02-last');

    await pager(page).getByRole('button', { name: '首页' }).click();
    await expect.poll(() => pageText(page), WAIT).toBe(`第 1 / ${pages} 页`);

    const box = pager(page).getByRole('textbox', { name: '前往页码' });
    await box.fill('999');
    await box.press('Enter');
    await expect.poll(() => pageText(page), WAIT).toBe(`第 ${pages} / ${pages} 页`);
    expect(await box.inputValue()).toBe(String(pages));
    await box.fill('3');
    await table.click({ position: { x: 5, y: 5 } }); // leaving the box jumps too
    await expect.poll(() => pageText(page), WAIT).toBe(`第 3 / ${pages} 页`);
    await page.context().close();
  });

  it('末页 on the estimate lands on the true last page', async () => {
    const page = await signedInPage(ctx, 'admin');
    await page.goto('/crm/customer');
    await expect.poll(() => pager(page).getByRole('button', { name: /^约 [\d,]+ 条$/ }).isVisible(), WAIT).toBe(true);
    await pager(page).getByRole('button', { name: '末页' }).click();
    const pages = Math.ceil(total / 15);
    await expect.poll(() => pageText(page), WAIT).toBe(`第 ${pages} / ${pages} 页`);
    expect(await pager(page).getByText(`共 ${format(total)} 条`).isVisible()).toBe(true);
    await page.context().close();
  });

  it('keeps the rows per page after a reload', async () => {
    const page = await signedInPage(ctx, 'admin');
    await page.goto('/crm/customer');
    const size = pager(page).getByRole('combobox', { name: '每页条数' });
    await expect.poll(() => size.inputValue(), WAIT).toBe('15');
    const table = page.getByRole('table', { name: '客户' });
    await expect.poll(() => table.getAttribute('aria-rowcount'), WAIT).toBe('16');
    await size.selectOption('100');
    await screenshot(page, 'list-nav-03a-size');
    await expect.poll(() => table.getAttribute('aria-rowcount'), WAIT).toBe('101');
    await page.reload();
    await expect.poll(() => table.getAttribute('aria-rowcount'), WAIT).toBe('101');
    expect(await size.inputValue()).toBe('100');
    await screenshot(page, 'list-nav-03-kept-size');
    // opened afresh, without a query in its address: the remembered choice, not the URL's
    await page.goto('/crm/customer');
    await expect.poll(() => table.getAttribute('aria-rowcount'), WAIT).toBe('101');
    expect(await size.inputValue()).toBe('100');
    await page.context().close();
  });

  it('keeps each row\'s name in view when the table scrolls sideways, and shows a cut value whole on hover', async () => {
    const page = await signedInPage(ctx, 'admin');
    await page.goto('/crm/customer');
    const table = page.getByRole('table', { name: '客户' });
    const name = table.getByRole('button', { name: LONG_NAME });
    await expect.poll(() => name.isVisible(), WAIT).toBe(true);
    const wide = await table.evaluate((el) => el.scrollWidth > el.clientWidth + 200);
    expect(wide).toBe(true);
    await table.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
    await expect.poll(() => table.evaluate((el) => el.scrollLeft), WAIT).toBeGreaterThan(200);
    // the name is still where it was, on top of the cells sliding under it
    const tableBox = (await table.boundingBox())!;
    const nameBox = (await name.boundingBox())!;
    expect(nameBox.x).toBeGreaterThanOrEqual(tableBox.x);
    expect(nameBox.x).toBeLessThan(tableBox.x + 260);
    const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '', [nameBox.x + 20, nameBox.y + nameBox.height / 2]);
    expect(onTop).toBe(LONG_NAME);
    await screenshot(page, 'list-nav-04-scrolled');

    // the name is cut at its column's width: hovering it shows it whole
    await name.hover();
    const tip = page.getByRole('tooltip');
    await expect.poll(() => tip.textContent(), WAIT).toBe(LONG_NAME);
    await screenshot(page, 'list-nav-05-tooltip');
    // a value that fits shows nothing extra
    await table.getByRole('button', { name: '新增客户1', exact: true }).hover();
    await expect.poll(() => tip.count(), WAIT).toBe(0);
    await page.context().close();
  });
});
