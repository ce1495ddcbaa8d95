// Office approvals as staff use them (issue 18, "What a member of staff sees"), on the real server:
// a salesperson (李娜) submits a 差旅报销 with two expense lines (the total exact to the cent) linked
// to a customer, to 张伟; he finds it in 待我审批 with the sidebar badge and rejects it with a
// remark; she edits and resubmits it; he approves it; his badge goes down; the customer's 审批 tab
// lists it. The steps are tests/e2e/oaExamineSteps.ts, for the lead's 采购申请 scenario.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, screenshot, signedInPage, startE2E, tick, type E2EContext } from './support.ts';
import {
  audit, chooseApprover, EXAMINE_PAGE, examineBadge, fillExpenseLine, linkRecord, openApproval, openApprovalsOfMine, saveApproval, startApproval,
} from './oaExamineSteps.ts';

let ctx: E2EContext;
const CUSTOMER = '杭州审批测试客户';
const CONTENT = '上海客户拜访差旅';

beforeAll(async () => {
  ctx = await startE2E();
  const page = await signedInPage(ctx, 'sales');
  const sales = await apiAs(page.request, 'sales');
  await sales('CrmCustomer/addOrUpdate', { entity: { customer_name: CUSTOMER }, field: [] });
  await page.context().close();
}, 120_000);
afterAll(async () => { await ctx?.close(); });

describe('办公 → 审批', () => {
  it('submits, rejects, resubmits and approves a 差旅报销 linked to a customer', async () => {
    const sales = await signedInPage(ctx, 'sales');
    await sales.goto(EXAMINE_PAGE);
    await expect.poll(() => sales.getByRole('tab', { name: '我发起的' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const form = await startApproval(sales, '差旅报销');
    await form.getByLabel('差旅事由').fill(CONTENT);
    await fillExpenseLine(form, 1, { from: '杭州', to: '上海', start: '2026-03-02', end: '2026-03-03', traffic: '120.50', stay: '300', diet: '80.25', other: '0' });
    await fillExpenseLine(form, 2, { from: '上海', to: '杭州', start: '2026-03-03', end: '2026-03-03', traffic: '99.99', stay: '0', diet: '0.01', other: '10' });
    // 500.75 + 110.00: the claim's total and 报销总金额 follow the lines, to the cent
    await expect.poll(() => form.getByLabel('报销总金额').inputValue()).toBe('610.75');
    await linkRecord(sales, form, '客户', CUSTOMER);
    await chooseApprover(sales, form, '张伟');
    await screenshot(sales, 'oa-examine-01-create');
    await saveApproval(sales, form);
    const mine = sales.getByRole('row', { name: new RegExp(CONTENT) });
    await expect.poll(() => mine.textContent(), { timeout: 15_000 }).toContain('待审核');
    expect(await mine.textContent()).toContain('1个报销事项'.replace('1', '2'));
    await screenshot(sales, 'oa-examine-02-mine');

    // 张伟: the badge, 待我审批, the detail, 拒绝 with a remark
    const manager = await signedInPage(ctx, 'manager');
    await manager.goto(EXAMINE_PAGE);
    await expect.poll(() => examineBadge(manager), { timeout: 15_000 }).toBe('1');
    await openApprovalsOfMine(manager);
    let drawer = await openApproval(manager, CONTENT);
    await expect.poll(() => drawer.getByRole('table', { name: '费用明细' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await drawer.textContent()).toContain('610.75');
    await screenshot(manager, 'oa-examine-03-detail');
    await audit(manager, drawer, '拒绝', '住宿发票缺失');
    await expect.poll(() => examineBadge(manager), { timeout: 15_000 }).toBe('');

    // 李娜: 拒绝 with the remark in the log; 编辑 and resubmit
    await sales.reload();
    drawer = await openApproval(sales, CONTENT);
    await expect.poll(() => drawer.textContent(), { timeout: 10_000 }).toContain('住宿发票缺失');
    await screenshot(sales, 'oa-examine-04-rejected');
    await drawer.getByRole('button', { name: '编辑', exact: true }).click();
    const edit = sales.getByTestId('crm-create-view');
    await expect.poll(() => edit.getByLabel('差旅事由').inputValue(), { timeout: 15_000 }).toBe(CONTENT);
    await edit.getByLabel('备注').fill('补充住宿发票');
    // the approver chosen last time is chosen again (OaExamine/queryExaminStep with the examineId)
    await expect.poll(() => edit.getByRole('button', { name: '移除张伟' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await saveApproval(sales, edit);

    // 张伟 approves; the badge goes down again
    await manager.goto(EXAMINE_PAGE);
    await expect.poll(() => examineBadge(manager), { timeout: 15_000 }).toBe('1');
    await openApprovalsOfMine(manager);
    drawer = await openApproval(manager, CONTENT);
    await audit(manager, drawer, '通过', '同意');
    await expect.poll(() => examineBadge(manager), { timeout: 15_000 }).toBe('');
    await screenshot(manager, 'oa-examine-05-approved');

    // the customer's 审批 tab lists it
    await sales.goto('/crm/customer');
    await sales.getByRole('button', { name: CUSTOMER, exact: true }).click();
    await sales.getByRole('tab', { name: '审批' }).click();
    await expect.poll(() => sales.getByRole('tabpanel', { name: '审批' }).textContent(), { timeout: 15_000 }).toContain(CONTENT);
    expect(await sales.getByRole('tabpanel', { name: '审批' }).textContent()).toContain('通过');
    await screenshot(sales, 'oa-examine-06-customer-tab');
  }, 240_000);

  it('hands a 普通审批 on to a next approver who approves it, withdraws another, and lets the admin delete one', async () => {
    const sales = await signedInPage(ctx, 'sales');
    await sales.goto(EXAMINE_PAGE);
    const submit = async (content: string) => {
      const form = await startApproval(sales, '普通审批');
      await form.getByLabel('审批内容').fill(content);
      await chooseApprover(sales, form, '张伟');
      await saveApproval(sales, form);
    };
    await submit('采购打印纸');
    await submit('申请会议室');

    // 张伟 approves and names 王芳 as the next approver: 审核中, and it waits for her
    const manager = await signedInPage(ctx, 'manager');
    await openApprovalsOfMine(manager);
    let drawer = await openApproval(manager, '采购打印纸');
    await drawer.getByRole('region', { name: '审批信息' }).getByRole('button', { name: '通过', exact: true }).click();
    const dialog = manager.getByRole('alertdialog').or(manager.getByRole('dialog', { name: /审批/ })).last();
    await dialog.getByRole('button', { name: '下一审批人（选填） 选择成员' }).click();
    await tick(manager.getByRole('dialog', { name: '选择成员' }).getByRole('checkbox', { name: '王芳' }));
    await manager.getByRole('dialog', { name: '选择成员' }).getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByRole('button', { name: '通过', exact: true }).click();
    await expect.poll(() => manager.getByText('操作成功').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(manager, 'oa-examine-07-next-approver');

    const finance = await signedInPage(ctx, 'finance');
    await openApprovalsOfMine(finance);
    drawer = await openApproval(finance, '采购打印纸');
    expect(await drawer.getByRole('region', { name: '审批信息' }).textContent()).toContain('审核中');
    await audit(finance, drawer, '通过', '已采购');
    await sales.goto(EXAMINE_PAGE);
    await expect.poll(() => sales.getByRole('row', { name: /采购打印纸/ }).textContent(), { timeout: 15_000 }).toContain('通过');

    // 李娜 withdraws the other: 撤回 in her list, gone from 张伟's 待我审批
    drawer = await openApproval(sales, '申请会议室');
    await audit(sales, drawer, '撤回', '会议改期');
    await sales.goto(EXAMINE_PAGE);
    await expect.poll(() => sales.getByRole('row', { name: /申请会议室/ }).textContent(), { timeout: 15_000 }).toContain('撤回');
    await openApprovalsOfMine(manager);
    await expect.poll(() => manager.getByRole('row', { name: /申请会议室/ }).count(), { timeout: 15_000 }).toBe(0);
    await screenshot(sales, 'oa-examine-08-withdrawn');

    // the super admin deletes it (删除 asks first); 李娜's list no longer has it
    const admin = await signedInPage(ctx, 'admin');
    const { examineId } = await ctx.server.db.selectFrom('oa_examine').select('examine_id as examineId')
      .where('content', '=', '申请会议室').executeTakeFirstOrThrow();
    await admin.goto(`${EXAMINE_PAGE}/${examineId}`);
    const record = admin.getByRole('dialog', { name: /审批/ }).last();
    await record.getByRole('button', { name: '删除', exact: true }).click();
    await admin.getByRole('alertdialog', { name: '删除' }).getByRole('button', { name: '确定' }).click();
    await expect.poll(() => admin.getByText('操作成功').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await sales.reload();
    await expect.poll(() => sales.getByRole('row', { name: /采购打印纸/ }).count(), { timeout: 15_000 }).toBe(1);
    expect(await sales.getByRole('row', { name: /申请会议室/ }).count()).toBe(0);
    for (const page of [sales, manager, finance, admin]) await page.context().close();
  }, 300_000);
});
