// Issue 17 item 11: date and time fields are the suite's own, not the browser's. In a browser whose
// language is English (locale en-US, where <input type=datetime-local> showed `mm/dd/yyyy, --:-- --`),
// a create form's 下次联系时间 shows and takes `yyyy-MM-dd HH:mm`, its calendar is Chinese (2026年11月,
// 一…日), a picked day and time is saved as `yyyy-MM-dd HH:mm:ss`, and text that is no date is named.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

describe('the date-time field of a create form in an English-language browser', () => {
  it('shows yyyy-MM-dd HH:mm, a Chinese calendar, saves the wire format and names bad text', async () => {
    const context = await ctx.browser.newContext({ baseURL: ctx.url, viewport: { width: 1366, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto('/login');
    await logIn(page, 'sales');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');

    await page.goto('/crm/customer');
    await page.getByRole('button', { name: '新建客户' }).click();
    const form = page.getByRole('dialog').first();
    const field = form.getByLabel('下次联系时间');
    expect(await field.getAttribute('type')).toBe('text');
    expect(await field.getAttribute('placeholder')).toBe('yyyy-MM-dd HH:mm');

    // Text that is not a time is named when the field is left.
    await field.fill('2026-02-30 10:00');
    await field.press('Tab');
    await field.press('Tab');
    await expect.poll(() => form.getByText('下次联系时间格式有误').isVisible()).toBe(true);
    await field.fill('');

    // The calendar, in Chinese.
    await form.getByRole('button', { name: '选择日期和时间' }).click();
    const calendar = page.getByRole('dialog', { name: '日历' });
    await calendar.waitFor({ state: 'visible' }); // (its code loads on first open)
    const title = await calendar.locator('[data-part="range-text"]:visible').first().textContent();
    expect(title).toMatch(/^\d{4}年\d{1,2}月$/);
    const weekdays = await calendar.locator('[data-part="table-header"]:visible').allTextContents();
    expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    await calendar.getByRole('button', { name: /^选择 \d{4}年\d{1,2}月15日/ }).click();
    await calendar.getByLabel('时', { exact: true }).selectOption('14');
    await calendar.getByLabel('分', { exact: true }).selectOption('30');
    await page.screenshot({ path: path.resolve('.tmp/shots-datepicker/calendar-en-US.png') });
    await calendar.getByRole('button', { name: '确定' }).click();
    await calendar.waitFor({ state: 'hidden' });
    const [, year, month] = /^(\d{4})年(\d{1,2})月$/.exec(title!)!;
    const day = `${year}-${month!.padStart(2, '0')}-15`;
    expect(await field.inputValue()).toBe(`${day} 14:30`);
    await page.screenshot({ path: path.resolve('.tmp/shots-datepicker/form-en-US.png') });

    // Saved as the server's yyyy-MM-dd HH:mm:ss.
    await form.getByLabel('客户名称', { exact: true }).fill('日期选择器测试有限公司');
    const saved = page.waitForRequest((request) => request.url().endsWith('/CrmCustomer/addOrUpdate'));
    await form.getByRole('button', { name: '保存', exact: true }).click();
    const body = (await saved).postDataJSON() as { entity: Record<string, unknown> };
    expect(body.entity.next_time).toBe(`${day} 14:30:00`);
    await expect.poll(() => page.getByText('添加成功').first().isVisible()).toBe(true);
    await context.close();
  });
});
