// 审批流程管理 (/manager/system-examine) as an admin uses it: a fixed contract flow with two levels
// (负责人主管, then 王芳 as 指定用户) replaces the seeded authorised one, and a salesperson's contract
// form gets those levels; a level of 指定用户 without anyone is refused in the dialog; the seeded
// flow is enabled again and the new one deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, screenshot, signedInPage, startE2E, type E2EContext, tick } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

describe('审批流程管理', () => {
  it('creates a fixed contract flow, enables the old one again and deletes the new one', async () => {
    const page = await signedInPage(ctx, 'admin');
    await page.goto('/manager/system-examine');
    const flows = page.getByRole('region', { name: '业务审批流程' });
    const seeded = flows.getByRole('row', { name: /合同审批流程/ });
    await expect.poll(() => seeded.textContent(), { timeout: 10_000 }).toContain('启用');

    await flows.getByRole('button', { name: '新建审批流程' }).click();
    const dialog = page.getByRole('dialog', { name: '新建审批流程' });
    await dialog.getByLabel('审批流程名称').fill('合同两级审批');
    await dialog.getByRole('button', { name: '添加审批层级' }).click();
    await dialog.getByRole('combobox', { name: '第二级审批类型' }).selectOption('2');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByText('第二级审批人不能为空').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '第二级 选择成员' }).click();
    const picker = page.getByRole('dialog').last();
    await tick(picker.getByRole('checkbox', { name: /王芳/ }));
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByRole('button', { name: '确定' }).click();

    const created = flows.getByRole('row', { name: /合同两级审批/ });
    await expect.poll(() => created.textContent(), { timeout: 10_000 }).toContain('负责人主管 → 指定用户（任意一人）（王芳）');
    expect(await created.textContent()).toContain('启用');
    await expect.poll(() => seeded.textContent()).toContain('停用');
    await screenshot(page, 'examine-flows');

    const sales = await apiAs(page.request, 'sales');
    expect(await sales('examine/queryExaminStep', { categoryType: 1 })).toMatchObject({
      name: '合同两级审批', examineType: 1, examineSteps: [{ stepType: 1, stepNum: 1 }, { stepType: 2, stepNum: 2, userList: [{ realname: '王芳' }] }],
    });

    await seeded.getByRole('button', { name: '启用' }).click();
    await expect.poll(() => created.textContent()).toContain('停用');
    await created.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => flows.getByRole('row', { name: /合同两级审批/ }).count()).toBe(0);
    expect(await sales('examine/queryExaminStep', { categoryType: 1 })).toMatchObject({ name: '合同审批流程', examineType: 2 });
    await page.context().close();
  });
});
