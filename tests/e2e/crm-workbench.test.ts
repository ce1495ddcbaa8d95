// The CRM 仪表盘 (/crm/workbench) and the targets it measures against (业绩目标设置,
// /manager/biz-goals), as their users meet them: the admin sets 李娜's target for this month (a
// negative amount is refused on the page, naming the cell); 李娜's new customers and her approved
// contract show in 销售简报 and 业绩指标, a figure opens the list of those records; 刘洋's customer is
// not hers to see, while their manager 张伟 sees both. Records come through the API the screens use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, saveBody, screenshot, signedInPage, startE2E, type E2EContext, tick } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

const MONTHS = ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'];
const now = new Date();
const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
const thisMonth = MONTHS[now.getMonth()];

async function seedRecords(page: Page): Promise<void> {
  const liNa = await apiAs(page.request, 'sales');
  const liuYang = await apiAs(page.request, 'sales2');
  const manager = await apiAs(page.request, 'manager');
  const customer = await liNa('CrmCustomer/addOrUpdate', await saveBody(liNa, 2, { customer_name: '苏州工业园区星河科技有限公司' })) as { customerId: number };
  await liNa('CrmCustomer/addOrUpdate', await saveBody(liNa, 2, { customer_name: '无锡太湖电子有限公司' }));
  await liNa('CrmBusiness/addOrUpdate', await saveBody(liNa, 5, { business_name: '星河科技机房扩容', customer_id: customer.customerId, type_id: 1, status_id: 1, money: '50000' }));
  await liNa('CrmCustomer/addRecord', { typesId: customer.customerId, content: '电话沟通了续约意向，客户希望下周上门演示', category: '打电话' });
  await liuYang('CrmCustomer/addOrUpdate', await saveBody(liuYang, 2, { customer_name: '常州恒立机械有限公司' }));
  await liNa('CrmContract/saveAndUpdate', { ...(await saveBody(liNa, 6, { num: '2026112501', name: '星河科技年度服务合同', customer_id: customer.customerId, money: '30000', order_date: today })), checkUserId: 4 });
  const contract = await ctx.server.db.selectFrom('crm_contract').selectAll().where('num', '=', '2026112501').executeTakeFirstOrThrow();
  await manager('examineRecord/auditExamine', { recordId: contract.examine_record_id, status: 1, remarks: '同意', id: contract.contract_id });
}

const bulletin = (page: Page) => page.getByRole('region', { name: '销售简报' });
const performance = (page: Page) => page.getByRole('region', { name: '业绩指标' });
const funnel = (page: Page) => page.getByRole('region', { name: '销售漏斗' });
const records = (page: Page) => page.getByRole('region', { name: '跟进记录' });

describe('业绩目标设置 and the CRM 仪表盘', () => {
  it('sets a target, and shows a salesperson her figures, her manager the team\'s', async () => {
    const admin = await signedInPage(ctx, 'admin');
    await admin.goto('/manager/biz-goals');
    await admin.getByLabel('目标对象').selectOption({ label: '员工' });
    await admin.getByLabel('部门', { exact: true }).selectOption({ label: '　　销售一组' });
    const cell = admin.getByRole('textbox', { name: `李娜 ${thisMonth}` });
    await expect.poll(() => cell.isVisible(), { timeout: 10_000 }).toBe(true);
    await cell.fill('-5');
    await admin.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => admin.getByRole('alert').filter({ hasText: `李娜 ${thisMonth}不能小于0` }).isVisible()).toBe(true);
    await cell.fill('100000');
    await expect.poll(() => admin.getByLabel('李娜 年度目标').textContent()).toBe('100,000.00');
    await admin.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => admin.getByText('保存成功').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(admin, 'biz-goals');
    await admin.context().close();

    const page = await signedInPage(ctx, 'sales');
    await seedRecords(page);
    await page.goto('/crm/workbench');
    await expect.poll(() => bulletin(page).getByRole('button', { name: /^新增客户 2，/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => bulletin(page).getByRole('button', { name: /^新增合同 1，/ }).isVisible()).toBe(true);
    const figures = performance(page).getByRole('group', { name: '业绩指标' });
    await expect.poll(() => figures.textContent(), { timeout: 10_000 }).toContain('100,000.00');
    await expect.poll(() => figures.textContent()).toContain('30,000.00');
    await expect.poll(() => figures.textContent()).toContain('30.00%');
    // the business sits in its group's first stage; the follow-up is listed under 客户
    await expect.poll(() => funnel(page).getByRole('row', { name: /验证客户/ }).textContent(), { timeout: 10_000 }).toMatch(/验证客户1\s*50,000\.00/);
    await expect.poll(() => records(page).getByRole('tab', { name: '客户 1' }).isVisible()).toBe(true);
    await expect.poll(() => records(page).getByText('电话沟通了续约意向，客户希望下周上门演示').isVisible()).toBe(true);
    await page.setViewportSize({ width: 1366, height: 1500 });
    await page.waitForTimeout(1500); // the charts' entry animations, for the picture
    await screenshot(page, 'crm-workbench');

    // a custom range of last year holds none of it; 本年 has it all again
    await page.getByLabel('时间').selectOption({ label: '自定义' });
    await page.getByLabel('开始日期').fill(`${now.getFullYear() - 1}-01-01`);
    await page.getByLabel('结束日期').fill(`${now.getFullYear() - 1}-12-31`);
    await expect.poll(() => bulletin(page).getByLabel('新增客户 0').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByLabel('时间').selectOption({ label: '本年' });
    await expect.poll(() => bulletin(page).getByRole('button', { name: /^新增客户 2，/ }).isVisible(), { timeout: 10_000 }).toBe(true);

    await bulletin(page).getByRole('button', { name: /^新增客户 2，/ }).click();
    const detail = page.getByRole('dialog', { name: '新增客户明细' });
    await expect.poll(() => detail.getByText('无锡太湖电子有限公司', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await detail.getByText('常州恒立机械有限公司', { exact: true }).count()).toBe(0);
    await screenshot(page, 'crm-workbench-detail');
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.count()).toBe(0);
    await page.context().close();

    const managerPage = await signedInPage(ctx, 'manager');
    await managerPage.goto('/crm/workbench');
    await expect.poll(() => bulletin(managerPage).getByRole('button', { name: /^新增客户 3，/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    // he narrows the dashboard to 李娜 with the member picker
    await managerPage.getByRole('button', { name: /^员工\/部门: 全部可见员工/ }).click();
    const members = managerPage.getByRole('dialog', { name: '选择员工/部门' });
    await tick(members.getByRole('checkbox', { name: '李娜' }));
    await members.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => bulletin(managerPage).getByRole('button', { name: /^新增客户 2，/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await managerPage.getByRole('button', { name: '员工/部门: 李娜' }).isVisible()).toBe(true);
    await managerPage.context().close();
  });
});
