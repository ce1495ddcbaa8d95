// The staff's steps of an office approval, as a person takes them in the browser (issue 18), for
// the e2e tests to assemble: open 办公 → 审批, submit an approval of a category (its fields, expense
// lines, a linked customer, the approver), find it in 待我审批, audit it with a remark, edit and
// resubmit it. Each step waits for what the user would see before the next.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { tick } from './support.ts';

export const EXAMINE_PAGE = '/workbench/examine';

export interface ExpenseLine { from: string; to: string; start: string; end: string; traffic: string; stay: string; diet: string; other: string }

/** The create view after 新建 and the choice of `category` in the 审批类型 dialog. */
export async function startApproval(page: Page, category: string): Promise<Locator> {
  await page.getByRole('button', { name: '新建审批' }).click();
  const choice = page.getByRole('dialog', { name: '审批类型' });
  await choice.getByRole('button', { name: category }).click();
  const form = page.getByTestId('crm-create-view');
  await expect.poll(() => form.getByRole('heading', { name: `新建${category}` }).isVisible(), { timeout: 15_000 }).toBe(true);
  return form;
}

/** Fills expense line `n` (1-based), adding it first when it is not there. */
export async function fillExpenseLine(form: Locator, n: number, line: ExpenseLine): Promise<void> {
  let item = form.getByRole('group', { name: `事项${n}` });
  if (await item.count() === 0) {
    await form.getByRole('button', { name: '添加事项' }).click();
    item = form.getByRole('group', { name: `事项${n}` });
  }
  await item.getByLabel('出发城市').fill(line.from);
  await item.getByLabel('目的城市').fill(line.to);
  await item.getByLabel('开始时间').fill(line.start);
  await item.getByLabel('结束时间').fill(line.end);
  for (const [label, value] of [['交通费', line.traffic], ['住宿费', line.stay], ['餐饮费', line.diet], ['其他费用', line.other]] as const) {
    await item.getByLabel(label).fill(value);
  }
}

/** Links `name` of `type` (客户…) through the related-record picker of 关联业务. */
export async function linkRecord(page: Page, form: Locator, type: string, name: string): Promise<void> {
  await form.getByRole('button', { name: `关联${type}` }).click();
  const picker = page.getByRole('dialog', { name: `选择${type}` });
  await tick(picker.getByRole('row', { name: new RegExp(name) }).getByRole('checkbox'));
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => form.getByRole('group', { name: type }).textContent()).toContain(name);
}

/** Picks the approver of an authorised flow (审批人), as the CRM's submit does. */
export async function chooseApprover(page: Page, form: Locator, realname: string): Promise<void> {
  await form.getByRole('button', { name: '审批人 选择成员' }).click();
  const members = page.getByRole('dialog', { name: '选择成员' });
  await tick(members.getByRole('checkbox', { name: realname }));
  await members.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => members.count()).toBe(0);
}

/** 保存, then the view closes. */
export async function saveApproval(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0);
}

/** 我审批的 → 待我审批 (or 我已审批) on the approvals page. */
export async function openApprovalsOfMine(page: Page, which: '待我审批' | '我已审批' = '待我审批'): Promise<void> {
  await page.goto(EXAMINE_PAGE);
  await page.getByRole('tab', { name: '我审批的' }).click();
  await page.getByRole('radio', { name: which }).click();
}

/** Opens the row of `category` whose content is `content` in the list shown. */
export async function openApproval(page: Page, content: string): Promise<Locator> {
  const row = page.getByRole('row', { name: new RegExp(content) });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await row.first().getByRole('button').first().click();
  const drawer = page.getByRole('dialog', { name: /审批/ }).last();
  await expect.poll(() => drawer.getByRole('region', { name: '审批信息' }).isVisible(), { timeout: 15_000 }).toBe(true);
  return drawer;
}

/** 通过 / 拒绝 / 撤回 with remarks in the drawer's approval panel. */
export async function audit(page: Page, drawer: Locator, action: '通过' | '拒绝' | '撤回', remarks = ''): Promise<void> {
  await drawer.getByRole('region', { name: '审批信息' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /审批|撤回/ })).last();
  if (remarks) await dialog.getByLabel('审批意见').fill(remarks);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect.poll(() => page.getByText('操作成功').first().isVisible(), { timeout: 10_000 }).toBe(true);
}

/** The sidebar's 审批 badge text, '' without one. */
export async function examineBadge(page: Page): Promise<string> {
  const item = page.getByRole('navigation').getByRole('link', { name: /审批/ });
  const badge = item.locator('.chakra-badge');
  return (await badge.count()) ? (await badge.first().textContent()) ?? '' : '';
}
