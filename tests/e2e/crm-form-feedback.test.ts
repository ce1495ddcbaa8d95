// A refused submit says so (issue 17 item 2a), the contract's 客户签约人 lists only the chosen
// customer's contacts (item 4) and a business saved without a name can still be opened from its
// customer's 商机 tab (item 7), tried in Chromium as a salesperson would.
//
// 2a: on a long contract form scrolled to its bottom, 提交审核 with 合同编号 empty (above the visible
// part) and no approver: the form scrolls 合同编号 into view and focuses it, a live region announces
// how many fields need attention, and a toast says the same.
// 4: 客户签约人 waits for the customer (请先选择客户); once one is chosen its picker lists that
// customer's contacts only, and another customer clears the choice.
// 7: the unnamed business's row reads （未命名） (it was an empty, 0×0 button) and opens the business.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiAs, logIn, newPage, saveBody, screenshot, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => {
  ctx = await startE2E();
  const page = await newPage(ctx);
  await setup(page);
  await page.context().close();
});
afterAll(async () => { await ctx?.close(); });

const CUSTOMER = '苏州园林建材有限公司';
const OTHER = '无锡太湖水产有限公司';

async function setup(page: Page): Promise<void> {
  const sales = await apiAs(page.request, 'sales');
  for (const [customer, contacts] of [[CUSTOMER, ['周建国', '吴秀英']], [OTHER, ['郑海涛']]] as const) {
    const { customerId } = await sales('CrmCustomer/addOrUpdate', await saveBody(sales, 2, { customer_name: customer })) as { customerId: number };
    for (const name of contacts) await sales('CrmContacts/addOrUpdate', await saveBody(sales, 3, { name, customer_id: customerId }));
    // 商机名称 is optional as seeded: a business saved without one
    if (customer === OTHER) await sales('CrmBusiness/addOrUpdate', await saveBody(sales, 5, { business_name: '', customer_id: customerId, type_id: 1, status_id: 1, money: '8800' }));
  }
}

/** Picks one row in the open related-record picker by its name, then confirms. */
async function pick(page: Page, name: string): Promise<void> {
  const picker = page.getByRole('dialog').last();
  await picker.getByRole('row', { name: new RegExp(name) }).locator('label').first().click();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
}

const formOf = (page: Page): Locator => page.getByRole('dialog').first();

/** Whether the element lies wholly inside the create view's scrolling body (what the user sees of it). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const body = el.closest('.chakra-dialog__body')!;
    const a = el.getBoundingClientRect();
    const b = body.getBoundingClientRect();
    return a.top >= b.top && a.bottom <= b.bottom && a.bottom <= window.innerHeight;
  }, selector);
}

async function openContractForm(page: Page): Promise<Locator> {
  await page.goto('/crm/contract');
  await page.getByRole('button', { name: '新建合同' }).click();
  const form = formOf(page);
  // the form theme loads with the first form: Playwright's own wait, not expect.poll's one second
  await form.getByLabel('合同名称').waitFor();
  return form;
}

describe('a refused submit on a long form', () => {
  it('scrolls to and focuses the first field in error, announces it and says how many need attention', async () => {
    const page = await newPage(ctx);
    await page.goto('/login');
    await logIn(page, 'sales');
    // a laptop's short window: the contract form is several screens long
    await page.setViewportSize({ width: 1280, height: 600 });
    const form = await openContractForm(page);
    await form.getByLabel('合同名称').fill('园林建材年度合同');
    await form.getByRole('button', { name: '选择客户' }).click();
    await pick(page, CUSTOMER);

    // at the bottom of the form, 合同编号 (empty) is out of sight
    await form.locator('.chakra-dialog__body').evaluate((body) => { body.scrollTop = body.scrollHeight; });
    expect(await inView(page, '#root_num')).toBe(false);
    await form.getByRole('button', { name: '提交审核' }).click();

    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_num');
    await expect.poll(() => inView(page, '#root_num')).toBe(true);
    expect(await form.getByText('合同编号不能为空').isVisible()).toBe(true);
    // announced: an alert in the form, and the toast
    await expect.poll(() => form.getByRole('alert').filter({ hasText: '有2项需要修改：合同编号、审批人' }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-scope="toast"][data-part="description"]').filter({ hasText: '有2项需要修改：合同编号、审批人' }).first().isVisible()).toBe(true);
    await expect.poll(() => page.locator('[data-scope="toast"][data-part="root"]').first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(page, 'form-feedback-01-first-error-in-view');

    // fixed the code, still no approver: the approver is next, and again it is said
    await form.getByLabel('合同编号').fill('HT-2026-0135');
    await form.locator('.chakra-dialog__body').evaluate((body) => { body.scrollTop = 0; });
    await form.getByRole('button', { name: '提交审核' }).click();
    // the approver picker (审批人 选择成员) has the focus, in view
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_checkUserId');
    await expect.poll(() => inView(page, '#root_checkUserId')).toBe(true);
    await expect.poll(() => form.getByRole('alert').filter({ hasText: '有1项需要修改：审批人' }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-scope="toast"][data-part="description"]').filter({ hasText: '有1项需要修改：审批人' }).first().isVisible()).toBe(true);
    await screenshot(page, 'form-feedback-02-approver-next');
    await page.context().close();
  });
});

describe('the contract\'s 客户签约人', () => {
  it('waits for the customer, then lists only that customer\'s contacts', async () => {
    const page = await newPage(ctx);
    await page.goto('/login');
    await logIn(page, 'sales');
    const form = await openContractForm(page);
    const signer = form.getByRole('button', { name: '选择联系人' });
    expect(await signer.isDisabled()).toBe(true);
    expect(await form.getByText('请先选择客户').count()).toBeGreaterThan(0);
    await screenshot(page, 'form-feedback-03-signer-waits');

    await form.getByRole('button', { name: '选择客户' }).click();
    await pick(page, CUSTOMER);
    await expect.poll(() => signer.isDisabled()).toBe(false);
    await signer.click();
    const picker = page.getByRole('dialog').last();
    await expect.poll(() => picker.getByRole('row', { name: /周建国/ }).isVisible()).toBe(true);
    expect(await picker.getByRole('row', { name: /吴秀英/ }).isVisible()).toBe(true);
    expect(await picker.getByRole('row', { name: /郑海涛/ }).count()).toBe(0);
    expect(await picker.getByText('共 2 条').isVisible()).toBe(true);
    await screenshot(page, 'form-feedback-04-signer-of-customer');
    await pick(page, '周建国');
    await expect.poll(() => form.getByText('周建国').first().isVisible()).toBe(true);

    // another customer: the signer is cleared and the picker lists that customer's contacts
    await form.getByRole('button', { name: '选择客户' }).click();
    await pick(page, OTHER);
    await expect.poll(() => form.getByText('周建国').count()).toBe(0);
    await signer.click();
    const second = page.getByRole('dialog').last();
    await expect.poll(() => second.getByRole('row', { name: /郑海涛/ }).isVisible()).toBe(true);
    expect(await second.getByRole('row', { name: /周建国/ }).count()).toBe(0);
    await page.context().close();
  });
});

describe('a business saved without a name', () => {
  it('reads （未命名） in its customer\'s 商机 tab and opens from there', async () => {
    const page = await newPage(ctx);
    await page.goto('/login');
    await logIn(page, 'sales');
    await page.goto('/crm/customer');
    await page.getByRole('button', { name: OTHER, exact: true }).click();
    await page.getByRole('tab', { name: '商机' }).click();
    const tab = page.getByRole('region', { name: '商机' });
    const row = tab.getByRole('button', { name: '（未命名）' });
    await row.waitFor();
    const box = await row.boundingBox();
    expect(box!.width).toBeGreaterThan(20);
    expect(box!.height).toBeGreaterThan(10);
    await screenshot(page, 'form-feedback-05-unnamed-business-row');
    await row.click();
    // the business's own detail: its stages and its 产品 tab, its amount and customer
    const business = page.getByRole('dialog').last();
    await business.getByRole('tab', { name: '产品' }).waitFor();
    expect(await business.getByText('8,800.00').first().isVisible()).toBe(true);
    expect(await business.getByText(OTHER).first().isVisible()).toBe(true);
    await expect.poll(() => business.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(page, 'form-feedback-06-unnamed-business-opened');
    await page.context().close();
  });
});
