// 客户公海规则 (/manager/customer) as an admin uses it: the page shows the rule and the reminders
// as the server holds them; a required day left empty is refused on the page with the server's
// words and nothing is sent; saved values are what the server then answers, for every user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

describe('客户公海规则', () => {
  it('edits the pool rule, its reminder and the contract-expiry reminder', async () => {
    const page = await signedInPage(ctx, 'admin');
    await page.goto('/manager/customer');
    const poolSection = page.getByRole('region', { name: '客户公海规则' });
    const followup = poolSection.getByRole('textbox', { name: '未跟进天数' });
    await expect.poll(() => followup.inputValue(), { timeout: 10_000 }).not.toBe('');

    const sent: string[] = [];
    page.on('request', (request) => { if (request.url().includes('updateRulesSetting')) sent.push(request.url()); });
    await followup.fill('');
    await poolSection.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => poolSection.getByText('未跟进天数不能为空').isVisible()).toBe(true);
    expect(sent).toEqual([]);

    await followup.fill('15');
    await poolSection.getByRole('textbox', { name: '未成交天数' }).fill('20');
    // the reminder is on as seeded (contract 14.2)
    expect(await poolSection.getByRole('checkbox', { name: '进入公海前提醒负责人' }).isChecked()).toBe(true);
    await poolSection.getByRole('textbox', { name: '提前提醒天数' }).fill('3');
    await poolSection.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('操作成功').first().isVisible()).toBe(true);

    const contractSection = page.getByRole('region', { name: '合同到期提醒' });
    await contractSection.getByRole('textbox', { name: '提前提醒天数' }).fill('30');
    await contractSection.getByRole('button', { name: '保存' }).click();
    await expect.poll(async () => (await (await apiAs(page.request, 'sales'))('CrmContract/queryContractConfig', {}))).toEqual({ status: 1, contractDay: '30' });
    await contractSection.locator('label', { hasText: '启用合同到期提醒' }).click();
    expect(await contractSection.getByRole('textbox', { name: '提前提醒天数' }).isDisabled()).toBe(true);
    await contractSection.getByRole('button', { name: '保存' }).click();
    await expect.poll(async () => (await (await apiAs(page.request, 'sales'))('CrmCustomer/getRulesSetting', {}))).toMatchObject({
      customerConfig: 1, followupDay: '15', dealDay: '20', putInPoolRemindConfig: 1, putInPoolRemindDays: '3', contractConfig: 0, contractDay: '30',
    });
    await screenshot(page, 'pool-rules');

    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: '客户公海规则' }).getByRole('textbox', { name: '未跟进天数' }).inputValue(), { timeout: 10_000 }).toBe('15');
    await page.context().close();
  });
});
