// 办公 → 通讯录 as a member of staff finds a colleague (issue 19, "Address book"): 李娜 searches
// 张, sees 张伟 with his department and post; 按部门 lists the departments with their head counts,
// and 财务部 shows 王芳. The sidebar offers 通讯录 to every seeded member of staff (办公员工).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;

beforeAll(async () => { ctx = await startE2E(); }, 120_000);
afterAll(async () => { await ctx?.close(); });

describe('办公 → 通讯录', () => {
  it('finds a colleague by name, and lists the people of a department', async () => {
    const sales = await signedInPage(ctx, 'sales');
    await sales.goto(`${ctx.url}/workbench/index`);
    await sales.getByRole('link', { name: '通讯录' }).click();
    await expect.poll(() => sales.getByRole('heading', { name: '通讯录', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    // everyone by the initial of their name: 张伟 under Z
    const z = sales.getByRole('list', { name: '首字母 Z' });
    await expect.poll(() => z.textContent()).toContain('张伟');
    expect(await z.textContent()).toContain('销售部 · 销售经理');
    await screenshot(sales, 'oa-address-book-01-letters');

    const search = sales.getByRole('searchbox', { name: '搜索姓名或手机号' });
    await search.fill('王');
    await search.press('Enter');
    // the letters shown stay until the search answers (keepPreviousData): W had 王芳 before it too,
    // so wait for the answer itself, in which Z is gone
    await expect.poll(() => sales.getByRole('list', { name: '首字母 Z' }).count(), { timeout: 15_000 }).toBe(0);
    expect(await sales.getByRole('list', { name: '首字母 W' }).textContent()).toContain('王芳');

    await search.fill('');
    await search.press('Enter');
    await sales.getByRole('tab', { name: '按部门' }).click();
    const depts = sales.getByRole('navigation', { name: '部门' });
    await expect.poll(() => depts.textContent()).toContain('财务部');
    await depts.getByRole('button', { name: /财务部/ }).click();
    await expect.poll(() => sales.getByRole('list', { name: '财务部' }).textContent()).toContain('王芳');
    expect(await sales.getByRole('list', { name: '财务部' }).textContent()).toContain('会计');
    expect(await depts.getByRole('button', { name: /财务部/ }).getAttribute('aria-current')).toBe('true');
    expect(await depts.getByRole('button', { name: /办公室/ }).getAttribute('aria-current')).toBeNull();
    await sales.mouse.move(900, 600); // no hover on the list while the screenshot is taken
    await screenshot(sales, 'oa-address-book-02-dept');
  }, 120_000);
});
