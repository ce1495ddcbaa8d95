// Work logs 日志 as staff use them (issue 19), on the real server, from the log descriptor
// (schemas/modules/oa/log.json): 李娜 writes a 日报 to 张伟 (the form's 日志类型, 今日工作内容, 明日工作内容,
// 发送人员, a linked customer, whose detail then lists it under 日志); 张伟 sees the 日志 badge and the log under 未读, opens it (its texts under their
// headings), the badge drops and the log leaves 未读; he comments; 李娜 replies in the thread; 王芳
// never sees it; 日志汇总 counts it for 张伟's team. 李娜 edits it from its detail and deletes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, screenshot, signedInPage, startE2E, tick, type E2EContext } from './support.ts';
import { linkRecord } from './oaExamineSteps.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); }, 120_000);
afterAll(async () => { await ctx?.close(); });

const JOURNAL = '/workbench/journal';
const TODAY = '上午拜访杭州云栖科技，确认了二期采购意向。';
const TOMORROW = '准备二期报价单。';
const CUSTOMER = '杭州云栖科技有限公司';

async function journalBadge(page: Page): Promise<string> {
  const badge = page.getByRole('navigation').getByRole('link', { name: /日志/ }).first().locator('.chakra-badge');
  return (await badge.count()) ? (await badge.first().textContent()) ?? '' : '';
}

describe('办公 → 日志', () => {
  it('a 日报 to a colleague: unread and counted, read on opening, commented and answered, edited and deleted by its author', async () => {
    const sales = await signedInPage(ctx, 'sales');
    await (await apiAs(sales.request, 'sales'))('CrmCustomer/addOrUpdate', { entity: { customer_name: CUSTOMER }, field: [] });
    await sales.goto(JOURNAL);
    await sales.getByRole('button', { name: '新建日志' }).click();
    const form = sales.getByTestId('crm-create-view');
    await expect.poll(() => form.getByRole('heading', { name: '新建日志' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await form.getByLabel('日志类型').inputValue()).toBe('日报');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => form.getByText('今日工作内容不能为空').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await form.getByLabel('今日工作内容').fill(TODAY);
    await form.getByLabel('明日工作内容').fill(TOMORROW);
    await form.getByRole('button', { name: '发送人员 选择成员' }).click();
    const members = sales.getByRole('dialog', { name: '选择成员' });
    await tick(members.getByRole('checkbox', { name: '张伟' }));
    await members.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => members.count()).toBe(0);
    await linkRecord(sales, form, '客户', CUSTOMER);
    await screenshot(sales, 'oa-journal-01-create');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0);
    await sales.getByRole('tab', { name: '我发出的' }).click();
    await expect.poll(() => sales.getByRole('row', { name: new RegExp(TODAY) }).count(), { timeout: 15_000 }).toBe(1);

    // 张伟: the badge, the row under 未读; opening it reads it
    const manager = await signedInPage(ctx, 'manager');
    await manager.goto(JOURNAL);
    await expect.poll(() => journalBadge(manager), { timeout: 15_000 }).toBe('1');
    await manager.getByRole('tab', { name: '未读' }).click();
    const row = manager.getByRole('row', { name: new RegExp(TODAY) });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('未读');
    await screenshot(manager, 'oa-journal-02-unread');
    await row.getByRole('button', { name: TODAY }).click();
    const drawer = manager.getByRole('dialog', { name: /日志/ }).last();
    await expect.poll(() => drawer.getByRole('region', { name: '明日工作内容' }).textContent(), { timeout: 15_000 }).toContain(TOMORROW);
    expect(await drawer.getByRole('region', { name: '今日工作内容' }).textContent()).toContain(TODAY);
    expect(await drawer.getByRole('group', { name: '概要' }).textContent()).toContain('日报');
    await expect.poll(() => journalBadge(manager), { timeout: 15_000 }).toBe('');

    // he comments
    await drawer.getByRole('tab', { name: '评论' }).click();
    await drawer.getByRole('textbox', { name: '发表评论' }).fill('二期的折扣先别松口。');
    await drawer.getByRole('button', { name: '发表', exact: true }).click();
    await expect.poll(() => drawer.getByRole('article', { name: '张伟的评论' }).count(), { timeout: 15_000 }).toBe(1);
    await screenshot(manager, 'oa-journal-03-comment');
    await manager.keyboard.press('Escape');
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0); // read: no longer under 未读

    // 李娜 replies in the thread
    await sales.reload();
    await sales.getByRole('button', { name: TODAY }).click();
    const own = sales.getByRole('dialog', { name: /日志/ }).last();
    await own.getByRole('tab', { name: '评论' }).click();
    const comment = own.getByRole('article', { name: '张伟的评论' });
    await expect.poll(() => comment.textContent(), { timeout: 15_000 }).toContain('二期的折扣先别松口。');
    await comment.getByRole('button', { name: '回复' }).click();
    await own.getByRole('textbox', { name: '回复 张伟' }).fill('明白，按标准价报。');
    await own.getByRole('button', { name: '回复', exact: true }).last().click();
    const reply = own.getByRole('article', { name: '李娜的评论' });
    await expect.poll(() => reply.textContent(), { timeout: 15_000 }).toContain('回复 张伟');
    await screenshot(sales, 'oa-journal-04-reply');

    // 王芳: not hers
    const finance = await signedInPage(ctx, 'finance');
    await finance.goto(JOURNAL);
    await expect.poll(() => finance.getByRole('tab', { name: '全部' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => finance.getByRole('table').textContent(), { timeout: 15_000 }).not.toContain('加载');
    expect(await finance.getByRole('row', { name: new RegExp(TODAY) }).count()).toBe(0);

    // 日志汇总: 张伟's team this week, 李娜 counted as having sent her 日报
    await manager.getByRole('navigation').getByRole('link', { name: '日志汇总' }).click();
    const team = manager.getByRole('table', { name: '成员明细' });
    const lina = team.getByRole('row', { name: /李娜/ });
    await expect.poll(() => lina.textContent(), { timeout: 15_000 }).toContain('已提交');
    expect(await team.getByRole('row', { name: /刘洋/ }).count()).toBe(1);
    expect(await team.getByRole('row', { name: /王芳/ }).count()).toBe(0); // not in his team
    await screenshot(manager, 'oa-journal-05-summary');

    // the customer's detail (张伟 sees his report's customers) lists the log under its 日志 tab
    await manager.goto('/crm/customer');
    await manager.getByRole('button', { name: CUSTOMER, exact: true }).click();
    const customer = manager.getByRole('dialog', { name: /客户/ }).last();
    await customer.getByRole('tab', { name: '日志', exact: true }).click();
    const logs = customer.getByRole('table', { name: '日志' });
    await expect.poll(() => logs.textContent(), { timeout: 15_000 }).toContain(TODAY);
    expect(await logs.textContent()).toContain('日报');
    await screenshot(manager, 'oa-journal-06-customer-tab');
    await manager.keyboard.press('Escape');

    // 李娜 edits it: the form holds its values; then deletes it
    await own.getByRole('button', { name: '编辑', exact: true }).click();
    const edit = sales.getByTestId('crm-create-view');
    await expect.poll(() => edit.getByLabel('今日工作内容').inputValue(), { timeout: 15_000 }).toBe(TODAY);
    await edit.getByLabel('日志类型').selectOption({ label: '周报' });
    await edit.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => edit.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => own.getByRole('group', { name: '概要' }).textContent(), { timeout: 15_000 }).toContain('周报');
    await own.getByRole('tab', { name: '内容' }).click(); // the comments' own 删除 out of the way
    await own.getByRole('button', { name: '删除', exact: true }).click();
    await sales.getByRole('alertdialog').getByRole('button', { name: /确\s*定|删除/ }).last().click();
    await expect.poll(() => sales.getByRole('row', { name: new RegExp(TODAY) }).count(), { timeout: 15_000 }).toBe(0);
  }, 240_000);
});
