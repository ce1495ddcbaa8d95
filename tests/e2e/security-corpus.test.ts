// Issue 16: the stored-script corpus (tests/security/corpus.ts) in Chromium. Customers named by
// each script payload, with payload remarks and a payload follow-up, shown in the customer list and
// in a detail drawer: no dialog may fire (alert/confirm/prompt), each payload shows as text, and no
// element a payload would inject (img[src=x], svg[onload], iframe, ...) is in the DOM. The API side
// (saved and read back identical, filters, SQL) is tests/security/injection.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRIPT } from '../security/corpus.ts';
import { apiAs, saveBody, screenshot, signedInPage, startE2E, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); });
afterAll(async () => { await ctx?.close(); });

/** What a payload would add to the DOM if it were parsed as HTML. */
const INJECTED = 'img[src="x"], svg[onload], iframe[src^="javascript"], a[href^="javascript"], body[onload], details[ontoggle], input[onfocus], math mglyph, script:not([src]):not([type])';

describe('stored script in the browser', () => {
  it('shows every script payload as text in the customer list and the detail drawer, runs none', async () => {
    const page = await signedInPage(ctx, 'admin');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => { dialogs.push(`${dialog.type()}: ${dialog.message()}`); void dialog.dismiss(); });
    const admin = await apiAs(page.request, 'admin');
    const inlineScripts = await page.locator('script:not([src]):not([type])').count(); // the app's own, if any

    for (const payload of SCRIPT) {
      await admin('CrmCustomer/addOrUpdate', await saveBody(admin, 2, { customer_name: payload, remark: payload }));
    }
    const shown = '"><img src=x onerror=alert(1)>';
    const { list } = await admin('CrmCustomer/queryPageList', { type: 2, search: shown }) as { list: { customerId: number }[] };
    await admin('CrmCustomer/addRecord', { typesId: list[0]!.customerId, content: '<script>alert(1)</script> 跟进', category: '打电话' });

    await page.goto('/crm/customer');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByText(/共 \d+ 条/).isVisible()).toBe(true);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
    // the list's page shows payloads as text (10 rows by default: the first ones created)
    await expect.poll(() => page.getByText(shown, { exact: true }).count()).toBeGreaterThan(0);
    const visible = [];
    for (const payload of SCRIPT) if (await page.getByText(payload, { exact: true }).count()) visible.push(payload);
    expect(visible.length).toBeGreaterThanOrEqual(Math.min(SCRIPT.length, 10));
    await screenshot(page, 'security-01-list');
    expect(await page.locator(INJECTED).count() - inlineScripts).toBe(0);

    // the detail drawer of one: name, remark and follow-up as text
    await page.getByRole('button', { name: shown, exact: true }).first().click();
    const drawer = page.getByRole('dialog').last();
    await expect.poll(() => drawer.getByText(shown, { exact: true }).first().isVisible()).toBe(true);
    await screenshot(page, 'security-02-detail');
    await drawer.getByRole('tab', { name: '跟进记录' }).click();
    await expect.poll(() => drawer.getByText('<script>alert(1)</script> 跟进').first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator(INJECTED).count() - inlineScripts).toBe(0);
    // give an onerror / onload / autofocus handler its moment
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
