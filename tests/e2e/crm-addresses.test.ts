// Records and list states have addresses (issue 17 item 1): a customer list searched and paged keeps
// its keyword and page in the URL, a record opened from it gets its own URL (/crm/customer/<id>),
// reload brings back the list and the open drawer, Back closes the drawer with the list as it was,
// Forward reopens it; the URL opened in a fresh page shows the record over its list; a salesperson
// opening the admin's customer sees the no-permission state, an unknown id the server's
// 该客户不存在或已被删除, and a path that is no id 没有找到数据, all over the list, never the 404 page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, newPage, saveBody, screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

/** A busy two-core machine: the drawer's chunk and the record can take seconds. */
const soon = { timeout: 20_000 };
const PREFIX = '寻址测试客户';
/** 35 customers: three pages of 15. */
const NAMES = Array.from({ length: 35 }, (_, i) => `${PREFIX}${String(i + 1).padStart(2, '0')}`);

const drawer = (page: Page) => page.getByRole('dialog', { name: '客户详情' });
const pagerText = (page: Page) => page.getByRole('navigation', { name: '分页', includeHidden: true }).getByText(/第 \d+ \/ \d+ 页/).textContent();
const pathAndQuery = (page: Page) => { const url = new URL(page.url()); return decodeURIComponent(url.pathname + url.search); };

/** The names of the rows on screen, once the list is no longer busy. */
async function rowNames(page: Page): Promise<string[]> {
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), soon).toBe(0);
  return page.getByRole('button').filter({ hasText: new RegExp(`^${PREFIX}\\d+$`) }).allInnerTexts();
}

describe('addressable customer records and list states', () => {
  it('keeps the search and page in the URL, opens a record at its own URL, and restores both on reload, Back and Forward', async () => {
    const page = await signedInPage(ctx, 'admin');
    const admin = await apiAs(page.request, 'admin');
    const body = await saveBody(admin, 2, {});
    for (const name of NAMES) await admin('CrmCustomer/addOrUpdate', { ...body, entity: { customer_name: name } });
    const ids = new Map((await ctx.server.db.selectFrom('crm_customer').select(['customer_id', 'customer_name'])
      .where('customer_name', 'like', `${PREFIX}%`).execute()).map((row) => [row.customer_name, row.customer_id]));

    // search and page: both in the URL
    await page.goto('/crm/customer');
    await page.getByRole('searchbox', { name: '搜索' }).fill(PREFIX);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect.poll(() => pathAndQuery(page), soon).toBe(`/crm/customer?q=${PREFIX}`);
    await expect.poll(() => page.getByText('共 35 条').isVisible(), soon).toBe(true);
    await page.getByRole('button', { name: '下一页' }).click();
    await expect.poll(() => pathAndQuery(page), soon).toBe(`/crm/customer?q=${PREFIX}&page=2`);
    await expect.poll(() => pagerText(page), soon).toBe('第 2 / 3 页');
    const pageTwo = await rowNames(page);
    expect(pageTwo).toHaveLength(15);
    await screenshot(page, 'addresses-01-list-page-2');

    // a record opened from the list: its own URL, the list's state kept in the query
    const name = pageTwo[3]!;
    await page.getByRole('button', { name, exact: true }).click();
    await expect.poll(() => drawer(page).getByRole('heading', { name }).isVisible(), soon).toBe(true);
    expect(pathAndQuery(page)).toBe(`/crm/customer/${ids.get(name)}?q=${PREFIX}&page=2`);
    await expect.poll(() => page.title(), soon).toMatch(/^客户 - /);

    // reload: the list as it was and the drawer open over it
    await page.reload();
    await expect.poll(() => drawer(page).getByRole('heading', { name }).isVisible(), soon).toBe(true);
    await expect.poll(() => drawer(page).getByRole('tab', { name: '基本信息' }).isVisible(), soon).toBe(true);
    await expect.poll(() => pagerText(page), soon).toBe('第 2 / 3 页');
    await screenshot(page, 'addresses-02-reloaded-record');
    expect(await page.getByRole('searchbox', { name: '搜索', includeHidden: true }).inputValue()).toBe(PREFIX);

    // Back closes the drawer, the list still searched and on page 2
    await page.goBack();
    await expect.poll(() => drawer(page).count(), soon).toBe(0);
    expect(pathAndQuery(page)).toBe(`/crm/customer?q=${PREFIX}&page=2`);
    await expect.poll(() => pagerText(page), soon).toBe('第 2 / 3 页');
    expect(await rowNames(page)).toEqual(pageTwo);
    expect(await page.getByRole('searchbox', { name: '搜索' }).inputValue()).toBe(PREFIX);
    await screenshot(page, 'addresses-03-back-to-list');

    // Forward opens it again
    await page.goForward();
    await expect.poll(() => drawer(page).getByRole('heading', { name }).isVisible(), soon).toBe(true);
    expect(pathAndQuery(page)).toBe(`/crm/customer/${ids.get(name)}?q=${PREFIX}&page=2`);

    // 关闭 goes back to the list's entry: Back from there leaves page 2 for page 1
    await drawer(page).getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => drawer(page).count(), soon).toBe(0);
    expect(pathAndQuery(page)).toBe(`/crm/customer?q=${PREFIX}&page=2`);
    await page.goBack();
    await expect.poll(() => pathAndQuery(page), soon).toBe(`/crm/customer?q=${PREFIX}`);
    await expect.poll(() => pagerText(page), soon).toBe('第 1 / 3 页');
    expect(await rowNames(page)).not.toEqual(pageTwo);

    // the sidebar's 客户 link is the list as it opens
    await page.getByRole('link', { name: '客户', exact: true }).click();
    await expect.poll(() => pathAndQuery(page), soon).toBe('/crm/customer');
    await expect.poll(() => page.getByRole('searchbox', { name: '搜索' }).inputValue(), soon).toBe('');

    // a scene and a sort are in the URL too, and come back with a reload
    await page.getByRole('combobox', { name: '场景' }).selectOption({ label: '我负责的客户' });
    await expect.poll(() => pathAndQuery(page), soon).toBe('/crm/customer?scene=我负责的客户');
    await page.getByRole('columnheader', { name: '客户名称' }).getByRole('button').click();
    await expect.poll(() => pathAndQuery(page), soon).toBe('/crm/customer?scene=我负责的客户&sort=customerName&order=desc');
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: '场景' }).locator('option:checked').textContent(), soon).toBe('我负责的客户');
    await expect.poll(() => page.getByRole('columnheader', { name: '客户名称' }).getAttribute('aria-sort'), soon).toBe('descending');

    // the record's URL in a fresh page (a link from a colleague): the record over its list
    const fresh = await signedInPage(ctx, 'admin');
    const address = `/crm/customer/${ids.get(name)}?q=${encodeURIComponent(PREFIX)}&page=2`;
    await fresh.goto(address);
    await expect.poll(() => drawer(fresh).getByRole('heading', { name }).isVisible(), soon).toBe(true);
    await expect.poll(() => pagerText(fresh), soon).toBe('第 2 / 3 页');
    await screenshot(fresh, 'addresses-04-fresh-page');
    // closing it lands on the list with its state, in place of the record's entry
    await drawer(fresh).getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => pathAndQuery(fresh), soon).toBe(`/crm/customer?q=${PREFIX}&page=2`);
    await expect.poll(() => drawer(fresh).count(), soon).toBe(0);
    await expect.poll(() => rowNames(fresh), soon).toEqual(pageTwo);
    await fresh.context().close();
    await page.context().close();
  }, 300_000);

  it('shows a salesperson the no-permission state for the admin\'s customer, and not-found for ids that are none, over the list', async () => {
    const adminPage = await newPage(ctx);
    const admin = await apiAs(adminPage.request, 'admin');
    await admin('CrmCustomer/addOrUpdate', await saveBody(admin, 2, { customer_name: '管理员的保密客户' }));
    const { customer_id: id } = await ctx.server.db.selectFrom('crm_customer').select('customer_id')
      .where('customer_name', '=', '管理员的保密客户').executeTakeFirstOrThrow();
    await adminPage.context().close();

    const page = await signedInPage(ctx, 'sales');
    await page.goto(`/crm/customer/${id}`);
    await expect.poll(() => drawer(page).getByText('暂无权限访问').isVisible(), soon).toBe(true);
    expect(await drawer(page).getByText('管理员的保密客户').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/crm/customer/${id}`);
    await screenshot(page, 'addresses-05-no-permission');
    // the list is there behind it: closing shows it
    await drawer(page).getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => new URL(page.url()).pathname, soon).toBe('/crm/customer');
    await expect.poll(() => page.getByRole('heading', { name: '客户', level: 1 }).isVisible(), soon).toBe(true);

    // a record that does not exist: the server's answer, without 重试
    await page.goto('/crm/customer/99999999');
    await expect.poll(() => drawer(page).getByText('该客户不存在或已被删除').isVisible(), soon).toBe(true);
    expect(await drawer(page).getByRole('button', { name: '重试' }).count()).toBe(0);
    await screenshot(page, 'addresses-06-not-found');

    // a path that is no record id at all
    await page.goto('/crm/customer/abc');
    await expect.poll(() => drawer(page).getByText('没有找到数据').isVisible(), soon).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/crm/customer/abc');
    await page.context().close();
  }, 240_000);

  it('offers the address of a contact opened from its customer\'s 联系人 tab, which opens the contact for a colleague', async () => {
    const page = await signedInPage(ctx, 'admin');
    const admin = await apiAs(page.request, 'admin');
    await admin('CrmCustomer/addOrUpdate', await saveBody(admin, 2, { customer_name: '寻址联系人的客户' }));
    const { customer_id: customerId } = await ctx.server.db.selectFrom('crm_customer').select('customer_id')
      .where('customer_name', '=', '寻址联系人的客户').executeTakeFirstOrThrow();
    await admin('CrmContacts/addOrUpdate', await saveBody(admin, 3, { name: '寻址联系人', customer_id: customerId }));
    const { contacts_id: contactsId } = await ctx.server.db.selectFrom('crm_contacts').select('contacts_id')
      .where('name', '=', '寻址联系人').executeTakeFirstOrThrow();

    await page.goto(`/crm/customer/${customerId}`);
    await drawer(page).getByRole('tab', { name: /^联系人/ }).click();
    await drawer(page).getByRole('button', { name: '寻址联系人' }).click();
    const contact = page.getByRole('dialog', { name: '联系人详情' });
    await expect.poll(() => contact.getByRole('heading', { name: '寻址联系人' }).isVisible(), soon).toBe(true);
    // the page's URL stays the customer's; the contact's own address is offered in its header
    expect(new URL(page.url()).pathname).toBe(`/crm/customer/${customerId}`);
    const link = contact.getByRole('link', { name: '在新标签页打开' });
    expect(new URL((await link.getAttribute('href'))!).pathname).toBe(`/crm/contacts/${contactsId}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await contact.getByRole('button', { name: '复制链接' }).click();
    await expect.poll(() => page.getByText('链接已复制').isVisible(), soon).toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await link.getAttribute('href'));
    await screenshot(page, 'addresses-07-related-record-link');

    // a colleague opening it sees the contact over the contact list
    const colleague = await signedInPage(ctx, 'admin');
    await colleague.goto(copied);
    await expect.poll(() => colleague.getByRole('dialog', { name: '联系人详情' }).getByRole('heading', { name: '寻址联系人' }).isVisible(), soon).toBe(true);
    await colleague.context().close();
    await page.context().close();
  }, 240_000);
});
