// 审批流程管理 → 办公审批 as an admin uses it (issue 18, "What an admin can do"): 采购申请 is created
// for 财务部 with two fixed levels (张伟, then 王芳), gets a money field in the field designer, is
// disabled and enabled again, and opened to 销售一组; a salesperson's create menu
// (OaExamineCategory/queryAllExamineCategoryList) offers it only while it is enabled and visible to
// them. A system category offers neither 删除 nor field editing. 工作台设置 lists the same categories.
// Then the staff's side: a salesperson's 采购申请 linked to her customer passes 张伟's level, is
// rejected by 王芳 with a remark, edited and resubmitted, passes both levels; badges go up and down;
// the customer's 审批 tab lists it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiAs, screenshot, signedInPage, startE2E, type E2EContext, tick } from './support.ts';
import { audit, EXAMINE_PAGE, examineBadge, linkRecord, openApproval, openApprovalsOfMine, saveApproval, startApproval } from './oaExamineSteps.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

/** Checks `names` in the member picker that `button` opens; departments after drilling down `path` on the 部门 tab. */
async function pick(page: Page, dialog: Locator, button: string, names: string[], path?: string[]): Promise<void> {
  await dialog.getByRole('button', { name: button }).click();
  const picker = page.getByRole('dialog', { name: '选择成员' });
  await expect.poll(() => picker.isVisible()).toBe(true);
  if (path) {
    await picker.getByRole('tab', { name: '部门' }).click();
    for (const dept of path) await picker.getByRole('button', { name: `查看${dept}的下级部门` }).click();
  }
  for (const name of names) await tick(picker.getByRole('checkbox', { name: new RegExp(name) }));
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => picker.count()).toBe(0);
}

describe('办公审批 in 审批流程管理', () => {
  it('creates 采购申请 with two levels and a money field, disables and enables it, and opens it to a salesperson', async () => {
    const page = await signedInPage(ctx, 'admin');
    await page.goto('/manager/system-examine');
    await page.getByRole('tab', { name: '办公审批' }).click();
    await page.waitForURL(/tab=office/);
    const office = page.getByRole('region', { name: '办公审批类型' });
    const leave = office.getByRole('row', { name: /请假审批/ });
    await expect.poll(() => leave.textContent(), { timeout: 10_000 }).toContain('系统');
    expect(await leave.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(await leave.getByRole('link', { name: '编辑字段' }).count()).toBe(0);
    expect(await leave.getByRole('link', { name: '查看字段' }).count()).toBe(1);

    await office.getByRole('button', { name: '新建审批类型' }).click();
    const dialog = page.getByRole('dialog', { name: '新建审批类型' });
    await dialog.getByRole('textbox', { name: /审批名称/ }).fill('采购申请');
    await dialog.getByRole('textbox', { name: '审批说明' }).fill('办公用品、设备的采购');
    await pick(page, dialog, '可见范围 选择成员', ['财务部'], ['办公室']);
    await dialog.getByRole('combobox', { name: '第一级审批类型' }).selectOption('2');
    await pick(page, dialog, '第一级 选择成员', ['张伟']);
    await dialog.getByRole('button', { name: '添加审批层级' }).click();
    await dialog.getByRole('combobox', { name: '第二级审批类型' }).selectOption('2');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('第二级审批人不能为空');
    await pick(page, dialog, '第二级 选择成员', ['王芳']);
    await screenshot(page, 'oa-examine-category-dialog');
    await dialog.getByRole('button', { name: '确定' }).click();

    const purchase = office.getByRole('row', { name: /采购申请/ });
    await expect.poll(() => purchase.textContent(), { timeout: 10_000 }).toContain('指定用户（任意一人）（张伟） → 指定用户（任意一人）（王芳）');
    expect(await purchase.textContent()).toContain('财务部');
    expect(await purchase.textContent()).toContain('启用');
    await screenshot(page, 'oa-examine-categories');

    const sales = await apiAs(page.request, 'sales');
    const finance = await apiAs(page.request, 'finance');
    const offered = async (call: typeof sales) => ((await call('OaExamineCategory/queryAllExamineCategoryList', {})) as { title: string }[]).map((c) => c.title);
    expect(await offered(finance)).toContain('采购申请');
    expect(await offered(sales)).not.toContain('采购申请');

    // its own fields: 审批事由 and 备注 are there; the admin adds 采购金额 (货币, required)
    await purchase.getByRole('link', { name: '编辑字段' }).click();
    await page.waitForURL(/handlefield\/oa_examine\//);
    const list = page.getByRole('list', { name: '字段列表' });
    await expect.poll(() => list.getByRole('button', { name: '审批事由', exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: '添加货币' }).click();
    await page.getByLabel('字段名称').fill('采购金额');
    await page.locator('label', { hasText: '是否必填' }).click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => page.getByText('保存成功').first().isVisible()).toBe(true);
    await screenshot(page, 'oa-examine-category-fields');
    const { categoryId } = ((await finance('OaExamineCategory/queryAllExamineCategoryList', {})) as { categoryId: number; title: string }[])
      .find((c) => c.title === '采购申请')!;
    const form = (await finance('field/queryField', { label: 10, id: categoryId })) as { name: string; formType: string; isNull: number }[];
    expect(form.map((f) => [f.name, f.formType, f.isNull])).toEqual([['审批事由', 'textarea', 1], ['备注', 'textarea', 0], ['采购金额', 'floatnumber', 1]]);

    // 停用 takes it out of the create menu, 启用 puts it back
    await page.goto('/manager/system-examine?tab=office');
    await purchase.getByRole('button', { name: '停用' }).click();
    // (the row's status cell reads 启用 before the change too: wait for the button itself)
    await expect.poll(() => purchase.getByRole('button', { name: '启用' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await offered(finance)).not.toContain('采购申请');
    await purchase.getByRole('button', { name: '启用' }).click();
    await expect.poll(() => purchase.getByRole('button', { name: '停用' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await offered(finance)).toContain('采购申请');

    // opened to 销售一组 as well: now the salesperson is offered it
    await purchase.getByRole('button', { name: '编辑', exact: true }).click();
    const edit = page.getByRole('dialog', { name: '编辑审批类型' });
    await expect.poll(() => edit.getByRole('combobox', { name: '第二级审批类型' }).inputValue()).toBe('2');
    await pick(page, edit, '可见范围 选择成员', ['销售一组'], ['办公室', '销售部']);
    await edit.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => purchase.textContent()).toContain('财务部、销售一组');
    expect(await offered(sales)).toContain('采购申请');
    await screenshot(page, 'oa-examine-categories-edited');

    // a system category cannot be deleted, by the server either
    await expect(sales('OaExamineCategory/deleteExamineCategory', { id: 2 })).rejects.toThrow('无权访问');

    // 工作台设置 (manage.oa) lists the same categories, as the original's 办公审批管理 does
    await page.getByRole('link', { name: '工作台设置' }).click();
    await page.waitForURL(/\/manager\/system-workbench$/);
    await expect.poll(() => page.getByRole('heading', { name: '工作台设置', level: 1 }).isVisible()).toBe(true);
    const workbench = page.getByRole('region', { name: '办公审批类型' });
    await expect.poll(() => workbench.getByRole('row', { name: /采购申请/ }).textContent(), { timeout: 10_000 }).toContain('财务部、销售一组');
    await screenshot(page, 'oa-examine-system-workbench');
    // and, in its other tab, the official account of 公众号模板消息
    await page.getByRole('tab', { name: '公众号模板消息' }).click();
    await expect.poll(() => page.getByRole('region', { name: '公众号设置' }).getByLabel('公众号AppID', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.context().close();

    // the staff's side of it (issue 18's proof): 李娜 asks for 采购申请 (its own field required)
    // linked to her customer; 张伟 passes the first level, 王芳 rejects with a remark; 李娜 edits and
    // resubmits; both pass it; each approver's badge goes up and down; the customer's 审批 tab lists it
    const staff = await signedInPage(ctx, 'sales');
    await (await apiAs(staff.request, 'sales'))('CrmCustomer/addOrUpdate', { entity: { customer_name: '采购测试客户' }, field: [] });
    await staff.goto(EXAMINE_PAGE);
    const request = await startApproval(staff, '采购申请');
    await request.getByLabel('审批事由').fill('采购投影仪');
    await request.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => request.getByText('采购金额不能为空').first().isVisible()).toBe(true);
    await request.getByLabel('采购金额').fill('4999.50');
    await linkRecord(staff, request, '客户', '采购测试客户');
    await expect.poll(() => request.textContent()).toContain('王芳'); // the fixed flow's second level
    await saveApproval(staff, request);
    const row = staff.getByRole('row', { name: /采购投影仪/ });
    await expect.poll(() => row.textContent()).toContain('待审核');

    const first = await signedInPage(ctx, 'manager');
    const second = await signedInPage(ctx, 'finance');
    await openApprovalsOfMine(first);
    await expect.poll(() => examineBadge(first)).toBe('1');
    await audit(first, await openApproval(first, '采购投影仪'), '通过', '同意采购');
    await expect.poll(() => examineBadge(first)).toBe('');
    await openApprovalsOfMine(second);
    await expect.poll(() => examineBadge(second)).toBe('1');
    let drawer = await openApproval(second, '采购投影仪');
    await expect.poll(() => drawer.textContent()).toMatch(/采购金额\s*4,?999\.50/);
    await screenshot(second, 'oa-examine-purchase-second-level');
    await audit(second, drawer, '拒绝', '请附报价单');
    await expect.poll(() => examineBadge(second)).toBe('');

    await staff.reload();
    await expect.poll(() => row.textContent()).toContain('拒绝');
    drawer = await openApproval(staff, '采购投影仪');
    await expect.poll(() => drawer.textContent()).toContain('请附报价单');
    await drawer.getByRole('button', { name: '编辑', exact: true }).click();
    const resubmit = staff.getByTestId('crm-create-view');
    await expect.poll(() => resubmit.getByLabel('审批事由').inputValue()).toBe('采购投影仪');
    await resubmit.getByLabel('备注').fill('已附报价单');
    await saveApproval(staff, resubmit);
    await staff.goto(EXAMINE_PAGE); // the list, without the record's drawer over it
    await expect.poll(() => row.textContent()).toContain('待审核');

    for (const [approver, remark] of [[first, '同意采购'], [second, '已下单']] as const) {
      await openApprovalsOfMine(approver);
      await expect.poll(() => examineBadge(approver)).toBe('1');
      await audit(approver, await openApproval(approver, '采购投影仪'), '通过', remark);
      await expect.poll(() => examineBadge(approver)).toBe('');
    }
    await staff.goto(EXAMINE_PAGE);
    await expect.poll(() => row.textContent()).toContain('通过');
    await screenshot(staff, 'oa-examine-purchase-approved');

    await staff.goto('/crm/customer');
    await staff.getByRole('button', { name: '采购测试客户', exact: true }).click();
    await staff.getByRole('tab', { name: '审批' }).click();
    await expect.poll(() => staff.getByRole('tabpanel', { name: '审批' }).textContent()).toContain('采购投影仪');
    expect(await staff.getByRole('tabpanel', { name: '审批' }).textContent()).toContain('通过');
    for (const p of [staff, first, second]) await p.context().close();
  }, 300_000);
});
