// 业务参数设置 (/manager/biz-param) as an admin uses it: a new business stage group with two
// stages appears in the table and is offered to a salesperson's business form; it can be
// deleted while no business uses it; a new follow-up type is saved and offered too. A blank stage
// name is refused in the dialog with the server's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

describe('业务参数设置', () => {
  it('adds and deletes a stage group, and adds a follow-up type', async () => {
    const page = await signedInPage(ctx, 'admin');
    await page.goto('/manager/biz-param');
    const groups = page.getByRole('region', { name: '商机组设置' });
    await expect.poll(() => groups.getByRole('row', { name: /默认商机组/ }).isVisible(), { timeout: 10_000 }).toBe(true);

    await groups.getByRole('button', { name: '新建商机组' }).click();
    const dialog = page.getByRole('dialog', { name: '新建商机组' });
    await dialog.getByLabel('商机组名称').fill('大客户销售');
    await dialog.getByRole('textbox', { name: '阶段1赢单率' }).fill('20');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByText('阶段名称不能为空').isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: '阶段1名称' }).fill('初步接洽');
    await dialog.getByRole('button', { name: '添加阶段' }).click();
    await dialog.getByRole('textbox', { name: '阶段2名称' }).fill('方案报价');
    await dialog.getByRole('textbox', { name: '阶段2赢单率' }).fill('60');
    await dialog.getByRole('button', { name: '确定' }).click();
    const row = groups.getByRole('row', { name: /大客户销售/ });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('初步接洽 20% → 方案报价 60%');

    const sales = await apiAs(page.request, 'sales');
    const options = await sales('CrmBusiness/queryBusinessStatusOptions', {}) as { name: string; statusList: { name: string }[] }[];
    expect(options.find((o) => o.name === '大客户销售')?.statusList.map((s) => s.name)).toEqual(['初步接洽', '方案报价']);

    const types = page.getByRole('region', { name: '跟进记录类型' });
    await expect.poll(() => types.getByRole('textbox', { name: '类型1' }).inputValue()).toBe('打电话');
    await types.getByRole('button', { name: '添加类型' }).click();
    await types.getByRole('textbox', { name: '类型4' }).fill('微信沟通');
    await types.getByRole('button', { name: '保存' }).click();
    await expect.poll(async () => sales('CrmRecord/queryRecordOptions', {})).toEqual(['打电话', '发短信', '上门拜访', '微信沟通']);
    await screenshot(page, 'biz-param');

    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => groups.getByRole('row', { name: /大客户销售/ }).count(), { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });
});
