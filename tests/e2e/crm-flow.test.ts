// A salesperson's day, tried as a new user would in the browser (issue 4 "Proof"): a customer with a
// custom field, a contact created from it (relative mode: the customer is filled in and locked), a
// business with two products and discounts, a contract created from that business (customer,
// business and products come with it) saved as a draft and then submitted for approval. 李娜 sees
// only her own records; her manager 张伟 sees the team's. Then a receivable: the contract field
// waits for the customer, offers only its approved contracts, and the plan fills the money.
//
// The admin's setup (a custom field, two products) and 刘洋's customer go through the same API the
// screens use; everything 李娜 and 张伟 do is done on screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiAs, logIn, newPage, saveBody, screenshot, startE2E, type E2EContext, tick } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

const CUSTOMER = '杭州西湖茶业有限公司';
const OTHER_CUSTOMER = '宁波港城贸易有限公司'; // 刘洋's
const CUSTOM_FIELD = '客户编码';
const BUSINESS = '西湖茶业CRM采购';
const CONTRACT = '西湖茶业CRM采购合同';

async function adminSetup(page: Page): Promise<void> {
  const admin = await apiAs(page.request, 'admin');
  const rows = await admin('field/list', { label: 2 }) as Record<string, unknown>[];
  await admin('field/save', { label: 2, data: [...rows, { name: CUSTOM_FIELD, type: 1, formType: 'text', isNull: 0, isUnique: 0 }] });
  for (const [name, num, price] of [['灵犀标准版', '1001', '1000'], ['灵犀专业版', '1002', '2500']]) {
    await admin('CrmProduct/saveAndUpdate', await saveBody(admin, 4, { name, category_id: 23, num, price }, { 是否上下架: '上架', 单位: '套' }));
  }
  const liuYang = await apiAs(page.request, 'sales2');
  await liuYang('CrmCustomer/addOrUpdate', await saveBody(liuYang, 2, { customer_name: OTHER_CUSTOMER }));
}

/** Picks rows in the open related-record or product picker by their names, then confirms. */
async function pick(page: Page, names: string[]): Promise<void> {
  const picker = page.getByRole('dialog').last();
  for (const name of names) await picker.getByRole('row', { name: new RegExp(name) }).locator('label').first().click();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
}

/** The create/edit overlay (the first dialog; pickers open above it). */
const formOf = (page: Page): Locator => page.getByRole('dialog').first();

async function openDetail(page: Page, listPath: string, name: string): Promise<void> {
  await page.goto(listPath);
  // The record's name in the list opens its detail.
  await page.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => page.getByRole('tab', { name: '基本信息' }).isVisible()).toBe(true);
}

async function rowNames(page: Page, listPath: string): Promise<string[]> {
  await page.goto(listPath);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByText(/共 \d+ 条/).isVisible()).toBe(true);
  // 共 0 条 shows while the rows are on their way: wait until the list is no longer busy
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  return page.getByRole('button').filter({ hasText: /有限公司$/ }).allInnerTexts();
}

describe('a salesperson from customer to contract', () => {
  it('creates the chain on screen, keeps the draft, submits it, and sees only what the data scope allows', async () => {
    const page = await newPage(ctx);
    await adminSetup(page);
    await page.goto('/login');
    await logIn(page, 'sales');

    // 1. A customer with the admin's custom field.
    await page.goto('/crm/customer');
    await page.getByRole('button', { name: '新建客户' }).click();
    await formOf(page).getByLabel('客户名称', { exact: true }).fill(CUSTOMER);
    await formOf(page).getByLabel(CUSTOM_FIELD).fill('HZ-0001');
    await screenshot(page, 'flow-01-customer-form');
    await formOf(page).getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => page.getByText('添加成功').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: CUSTOMER, exact: true }).isVisible()).toBe(true);

    // 2. A contact from the customer's detail: relative mode, the customer filled in and locked.
    await openDetail(page, '/crm/customer', CUSTOMER);
    await page.getByRole('tab', { name: '基本信息' }).click();
    await expect.poll(() => page.getByText('HZ-0001').first().isVisible()).toBe(true);
    await page.getByRole('tab', { name: '联系人' }).click();
    await page.getByRole('button', { name: '新建联系人' }).click();
    await expect.poll(() => page.getByText('新建联系人').first().isVisible()).toBe(true);
    const contactForm = page.getByRole('dialog').last();
    await expect.poll(() => contactForm.getByText(CUSTOMER).first().isVisible()).toBe(true);
    // locked: the customer is shown as the value alone, nothing offers to remove or change it
    expect(await contactForm.getByRole('button', { name: /选择客户/ }).count()).toBe(0);
    expect(await contactForm.getByRole('button', { name: `移除${CUSTOMER}` }).count()).toBe(0);
    await contactForm.getByLabel('姓名').fill('王小明');
    await screenshot(page, 'flow-02-contact-relative');
    await contactForm.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => page.getByRole('cell', { name: '王小明' }).isVisible()).toBe(true);
    // the row opens the contact's own detail over the customer's; closing it comes back
    await page.getByRole('cell', { name: '王小明' }).getByRole('button', { name: '王小明' }).click();
    const contactDetail = page.getByRole('dialog').last();
    await expect.poll(() => contactDetail.getByRole('heading', { name: '王小明' }).isVisible()).toBe(true);
    await expect.poll(() => contactDetail.getByText(CUSTOMER).first().isVisible()).toBe(true);
    await expect.poll(() => contactDetail.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(page, 'flow-02b-contact-from-related-list');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('heading', { name: '王小明' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: '联系人' }).isVisible()).toBe(true);

    // 3. A business with two products, a line discount, a quantity and an order discount.
    await page.goto('/crm/business');
    await page.getByRole('button', { name: '新建商机' }).click();
    const businessForm = formOf(page);
    await businessForm.getByLabel('商机名称').fill(BUSINESS);
    await businessForm.getByRole('button', { name: '选择客户' }).click();
    await pick(page, [CUSTOMER]);
    await businessForm.getByLabel('商机状态组').selectOption({ label: '默认商机组' });
    await businessForm.getByLabel('商机阶段').selectOption({ index: 1 });
    // Esc in a picker closes only the picker: the form stays, and nobody asks about leaving
    await businessForm.getByRole('button', { name: '添加产品' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(2);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await businessForm.getByLabel('商机名称').inputValue()).toBe(BUSINESS);
    await businessForm.getByRole('button', { name: '添加产品' }).click();
    await pick(page, ['灵犀标准版', '灵犀专业版']);
    await businessForm.getByLabel('灵犀专业版 数量').fill('2');
    await businessForm.getByLabel('灵犀标准版 折扣(%)').fill('10');
    await businessForm.getByLabel('整单折扣(%)').fill('5');
    await businessForm.getByLabel('整单折扣(%)').blur();
    // (1000 x 90% + 2500 x 2) x 95% = 5605
    await expect.poll(() => businessForm.getByLabel('产品总金额').inputValue()).toBe('5605.00');
    // the business's amount follows its products' total
    expect(await businessForm.getByLabel('商机金额').inputValue()).toBe('5605.00');
    await screenshot(page, 'flow-03-business-products');
    await businessForm.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => page.getByText('添加成功').first().isVisible()).toBe(true);

    // 4. A contract from the business: customer, business, products and money come with it.
    await openDetail(page, '/crm/business', BUSINESS);
    await page.getByRole('tab', { name: '合同' }).click();
    await page.getByRole('button', { name: '新建合同' }).click();
    const contractForm = page.getByRole('dialog').last();
    await expect.poll(() => contractForm.getByText('灵犀专业版').first().isVisible()).toBe(true);
    await expect.poll(() => contractForm.getByLabel('合同金额').inputValue()).toBe('5605.00');
    await contractForm.getByLabel('合同编号').fill('2026112401');
    await contractForm.getByLabel('合同名称').fill(CONTRACT);
    await screenshot(page, 'flow-04-contract-from-business');
    await contractForm.getByRole('button', { name: '保存草稿' }).click();
    await expect.poll(() => page.getByText('添加成功').first().isVisible()).toBe(true);

    const draft = await ctx.server.db.selectFrom('crm_contract').selectAll().where('name', '=', CONTRACT).executeTakeFirstOrThrow();
    expect(draft.check_status).toBe(5);
    expect(String(draft.money)).toMatch(/^5605(\.0+)?$/);
    expect(await ctx.server.db.selectFrom('crm_contract_product').select('product_id').where('contract_id', '=', draft.contract_id).execute()).toHaveLength(2);

    // 5. The draft, submitted for approval from its edit form.
    await submitDraft(page);
    const submitted = await ctx.server.db.selectFrom('crm_contract').select('check_status').where('contract_id', '=', draft.contract_id).executeTakeFirstOrThrow();
    expect(submitted.check_status).toBe(0);

    // 6. Data scope: 李娜 sees her customer only; 张伟 (her and 刘洋's manager) sees both.
    expect(await rowNames(page, '/crm/customer')).toEqual([CUSTOMER]);
    await screenshot(page, 'flow-06-sales-customers');
    const manager = await newPage(ctx);
    await manager.goto('/login');
    await logIn(manager, 'manager');
    expect((await rowNames(manager, '/crm/customer')).sort()).toEqual([CUSTOMER, OTHER_CUSTOMER].sort());
    await screenshot(manager, 'flow-07-manager-customers');
    await manager.context().close();
    await page.context().close();
  });
});

/** Opens the draft from the contract list, picks the approver and submits. */
async function submitDraft(page: Page): Promise<void> {
  await openDetail(page, '/crm/contract', CONTRACT);
  await page.getByRole('button', { name: '编辑', exact: true }).click();
  const form = page.getByRole('dialog').last();
  await expect.poll(() => form.getByText('编辑合同').first().isVisible()).toBe(true);
  await form.getByRole('button', { name: '提交审核' }).click();
  await expect.poll(() => form.getByText('审批人不能为空').first().isVisible()).toBe(true);
  await form.getByRole('button', { name: '审批人 选择成员' }).click();
  const members = page.getByRole('dialog', { name: '选择成员' });
  await tick(members.getByRole('checkbox', { name: '张伟' }));
  await members.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => form.getByText('审批人不能为空').count()).toBe(0);
  await screenshot(page, 'flow-05-contract-submit');
  await form.getByRole('button', { name: '提交审核' }).click();
  await expect.poll(() => page.getByText('编辑成功').first().isVisible()).toBe(true);
}

describe('a receivable against an approved contract', () => {
  it('enables the contract after the customer, offers only approved contracts, and fills the money from the plan', async () => {
    const page = await newPage(ctx);
    // The API the screens use: a customer with an approved and a pending contract, and a plan.
    const sales = await apiAs(page.request, 'sales');
    const manager = await apiAs(page.request, 'manager');
    const customer = await sales('CrmCustomer/addOrUpdate', await saveBody(sales, 2, { customer_name: '绍兴黄酒集团有限公司' })) as { customerId: number };
    const contract = async (num: string, name: string) => {
      await sales('CrmContract/saveAndUpdate', { ...(await saveBody(sales, 6, { num, name, customer_id: customer.customerId, money: '5000' })), checkUserId: 4 });
      return ctx.server.db.selectFrom('crm_contract').selectAll().where('num', '=', num).executeTakeFirstOrThrow();
    };
    const approved = await contract('2026112402', '黄酒年度合同');
    await contract('2026112403', '待审批合同');
    await manager('examineRecord/auditExamine', { recordId: approved.examine_record_id, status: 1, remarks: '同意', id: approved.contract_id });
    await sales('Crm/ReceivablesPlan/saveAndUpdate', { entity: { customer_id: customer.customerId, contract_id: approved.contract_id, money: '2000', return_date: '2026-12-01', return_type: '支票', remind: '3' } });

    await page.goto('/login');
    await logIn(page, 'sales');
    await page.goto('/crm/money');
    await page.getByRole('button', { name: '新建回款' }).click();
    const form = formOf(page);
    expect(await form.getByRole('button', { name: '选择合同' }).isDisabled()).toBe(true);
    await form.getByRole('button', { name: '选择客户' }).click();
    await pick(page, ['绍兴黄酒集团有限公司']);
    await expect.poll(() => form.getByRole('button', { name: '选择合同' }).isDisabled()).toBe(false);
    await form.getByRole('button', { name: '选择合同' }).click();
    const offered = page.getByRole('dialog').last();
    await expect.poll(() => offered.getByRole('row', { name: /黄酒年度合同/ }).isVisible()).toBe(true);
    expect(await offered.getByRole('row', { name: /待审批合同/ }).count()).toBe(0);
    await pick(page, ['黄酒年度合同']);
    await form.getByLabel('期数').selectOption({ index: 1 });
    await expect.poll(() => form.getByLabel('回款金额').inputValue()).toBe('2000.00');
    await form.getByLabel('回款编号').fill('2026112401');
    await form.getByRole('button', { name: '审批人 选择成员' }).click();
    const members = page.getByRole('dialog', { name: '选择成员' });
    await tick(members.getByRole('checkbox', { name: '张伟' }));
    await members.getByRole('button', { name: /确\s*定/ }).click();
    await screenshot(page, 'flow-08-receivable');
    await form.getByRole('button', { name: '提交审核' }).click();
    await expect.poll(() => page.getByText('添加成功').first().isVisible()).toBe(true);
    const saved = await ctx.server.db.selectFrom('crm_receivables').selectAll().where('contract_id', '=', approved.contract_id).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ check_status: 0, number: '2026112401' });
    expect(String(saved.money)).toMatch(/^2000(\.0+)?$/);
    await page.context().close();
  });
});

describe('unsaved input in the create view', () => {
  it('asks before the browser\'s back button, 取消 or × throw away what was typed, and keeps it on 取消', async () => {
    const page = await newPage(ctx);
    await page.goto('/login');
    await logIn(page, 'sales');
    await page.goto('/crm/clue');
    await page.getByRole('button', { name: '新建线索' }).click();
    const form = formOf(page);
    await form.getByLabel('线索名称', { exact: true }).fill('还没保存的线索');

    await page.goBack();
    const question = page.getByRole('alertdialog');
    await expect.poll(() => question.getByText('当前修改尚未保存，确定离开吗？').isVisible(), { timeout: 10_000 }).toBe(true);
    // the picture once the question has faded in over the form
    await expect.poll(() => question.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(page, 'flow-05-unsaved-question');
    await question.getByRole('button', { name: '取消' }).click();
    expect(new URL(page.url()).pathname).toBe('/crm/clue');
    expect(await form.getByLabel('线索名称', { exact: true }).inputValue()).toBe('还没保存的线索');

    await form.getByRole('button', { name: '取消', exact: true }).click();
    await question.getByRole('button', { name: '离开' }).click();
    await expect.poll(() => page.getByTestId('crm-create-view').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/crm/clue');
    expect(await ctx.server.db.selectFrom('crm_leads').select('leads_id').where('leads_name', '=', '还没保存的线索').execute()).toHaveLength(0);
  });
  it('refuses an edit saved over a colleague\'s newer one, keeps what was typed, and saves it onto the latest version', async () => {
    const page = await newPage(ctx);
    const liNa = await apiAs(page.request, 'sales');
    await liNa('CrmCustomer/addOrUpdate', await saveBody(liNa, 2, { customer_name: '并发编辑茶业有限公司' }));
    await page.goto('/login');
    await logIn(page, 'sales');
    await openDetail(page, '/crm/customer', '并发编辑茶业有限公司');
    await page.getByRole('button', { name: '编辑', exact: true }).click();
    const form = formOf(page);
    await expect.poll(() => form.getByLabel('客户名称', { exact: true }).inputValue()).toBe('并发编辑茶业有限公司');
    await form.getByLabel('备注').fill('李娜的备注');

    // meanwhile her manager saves the customer (a second later than her form opened it)
    const zhangWei = await apiAs(page.request, 'manager');
    const { customer_id: customerId } = await ctx.server.db.selectFrom('crm_customer').select('customer_id')
      .where('customer_name', '=', '并发编辑茶业有限公司').executeTakeFirstOrThrow();
    await zhangWei('CrmCustomer/addOrUpdate', await saveBody(zhangWei, 2, { customerId, customer_name: '并发编辑茶业有限公司', telephone: '0571-88886666', remark: '张伟的备注' }));
    await ctx.server.db.updateTable('crm_customer').set({ update_time: new Date(Date.now() + 2000) }).where('customer_id', '=', customerId).execute();

    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => page.getByText('该客户已被他人修改，请载入最新内容后再保存').first().isVisible()).toBe(true);
    // the picture once the message has slid in
    await expect.poll(() => page.locator('[data-scope="toast"][data-part="root"]').first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(page, 'flow-06-edit-conflict');
    expect(await form.getByLabel('备注').inputValue()).toBe('李娜的备注');
    const saved = await ctx.server.db.selectFrom('crm_customer').select('remark').where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    expect(saved.remark).toBe('张伟的备注');

    // she loads the latest version: his 电话 comes in, her 备注 stays, and she is told which is which
    await form.getByRole('button', { name: '载入最新内容' }).click();
    const notice = form.getByTestId('conflict-notice');
    await expect.poll(() => notice.textContent()).toContain('他人修改的字段已更新：电话。');
    expect(await notice.textContent()).toContain('你和他人都修改过的字段保留了你的内容：备注，请核对后再保存。');
    expect(await form.getByLabel('电话').inputValue()).toBe('0571-88886666');
    expect(await form.getByLabel('备注').inputValue()).toBe('李娜的备注');
    await screenshot(page, 'flow-07-edit-rebased');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => page.getByText('编辑成功').first().isVisible()).toBe(true);
    const merged = await ctx.server.db.selectFrom('crm_customer').select(['remark', 'telephone']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    expect(merged).toEqual({ remark: '李娜的备注', telephone: '0571-88886666' });
  });
});
