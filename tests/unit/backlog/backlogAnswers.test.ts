// What the to-do page reads of the back-log answers (contract 8.2): a list page without rows comes
// as `data: []`, the plan reminders as a JFinal Page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryPlanReminders } from '../../../server-adapter/crmBacklog.ts';
import { queryPageList } from '../../../server-adapter/crmList.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => { vi.unstubAllGlobals(); });

describe('the back-log answers', () => {
  it('reads `data: []` (a list page without rows) as no rows', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, data: [] }));
    await expect(queryPageList('CrmBackLog/followLeads', { page: 1, limit: 15, type: 1, isSub: 1 })).resolves.toEqual({ list: [], totalRow: 0 });
  });

  it('reads the plan reminders\' Page: its rows and total', async () => {
    const row = { planId: 1, num: '1', customerId: 2, customerName: '甲', contractId: 3, contractNum: '100', money: '5.00', returnDate: '2026-01-02', returnType: '现金', remind: 3, remark: null };
    fetchMock.mockResolvedValue(json({ code: 0, data: { list: [row], pageNumber: 2, pageSize: 1, totalPage: 3, totalRow: 3, firstPage: false, lastPage: false } }));
    await expect(queryPlanReminders({ page: 2, limit: 1, type: 1, isSub: 1 })).resolves.toEqual({ list: [row], totalRow: 3 });
  });
});
