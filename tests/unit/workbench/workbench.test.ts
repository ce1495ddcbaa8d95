// The CRM 仪表盘's filter rules (pages/crm/workbench/workbenchFilter.ts), the bulletin's module
// lists (BulletinListDialog's bulletinPage) and the 业绩目标设置 table's rules (goalRows.ts).
import { describe, expect, it } from 'vitest';
import { buildListQuery, initialListState } from '../../../engine/pages/index.ts';
import { goalRowsExample } from './goalRowsExample.ts';
import { firstInvalid, monthValid, toDraft, toSaved, yearTarget } from '../../../pages/manager/bizGoals/goalRows.ts';
import { bulletinPage } from '../../../pages/crm/workbench/BulletinListDialog.tsx';
import { bucketLabel, DEFAULT_FILTER, filterComplete, filterKey, moneyOf } from '../../../pages/crm/workbench/workbenchFilter.ts';
import { filterParams } from '../../../server-adapter/crmInstrument.ts';
import { modulePage } from '../../../engine/modules/catalogue.ts';

describe('the dashboard filter', () => {
  it('opens on this month for everyone the user may see', () => {
    expect(filterParams(DEFAULT_FILTER)).toEqual({ type: 'month' });
  });

  it('sends a custom range as two dates and chosen people as csv', () => {
    expect(filterParams({ type: 'custom', startTime: '2026-01-01', endTime: '2026-03-31', userIds: [3, 5], deptIds: [2] }))
      .toEqual({ startTime: '2026-01-01', endTime: '2026-03-31', userIds: '3,5', deptIds: '2' });
  });

  it('takes a custom range only when both dates are there and in order', () => {
    expect(filterComplete({ ...DEFAULT_FILTER, type: 'custom', startTime: '2026-01-01' })).toBe(false);
    expect(filterComplete({ ...DEFAULT_FILTER, type: 'custom', startTime: '2026-02-01', endTime: '2026-01-01' })).toBe(false);
    expect(filterComplete({ ...DEFAULT_FILTER, type: 'custom', startTime: '2026-01-01', endTime: '2026-01-01' })).toBe(true);
    expect(filterComplete({ ...DEFAULT_FILTER, type: 'year' })).toBe(true);
  });

  it('keys answers by call, period and people', () => {
    expect(filterKey('Crm/Instrument/sellMonth', DEFAULT_FILTER)).not.toBe(filterKey('Crm/Instrument/sellMonth', { ...DEFAULT_FILTER, userIds: [3] }));
    expect(filterKey('a', DEFAULT_FILTER, 2)).not.toBe(filterKey('a', DEFAULT_FILTER, 1));
  });

  it('reads money and bucket labels as people do', () => {
    expect(moneyOf('1200.50')).toBe(1200.5);
    expect(moneyOf(null)).toBe(0);
    expect(bucketLabel('202611')).toBe('2026-11');
    expect(bucketLabel('20261125')).toBe('11-25');
  });
});

describe('a bulletin figure opens its module list', () => {
  const customer = modulePage('customer')!;

  it('asks queryBulletinInfo with the module as label and the period as type, read-only', () => {
    const page = bulletinPage(customer, 2, { type: 'week', userIds: [3], deptIds: [] });
    expect(page).toMatchObject({ listCall: 'Crm/Instrument/queryBulletinInfo', scenes: false, toolbar: [], batchActions: [] });
    expect(buildListQuery(page, initialListState())).toMatchObject({ type: 'week', label: 2, userIds: '3' });
  });

  it('says custom for a date range instead of sending the module code as the period', () => {
    const page = bulletinPage(customer, 2, { type: 'custom', startTime: '2026-01-01', endTime: '2026-01-31', userIds: [], deptIds: [] });
    expect(buildListQuery(page, initialListState())).toMatchObject({ type: 'custom', startTime: '2026-01-01', endTime: '2026-01-31', label: 2 });
  });
});

describe('业绩目标设置 rows', () => {
  const draft = toDraft(goalRowsExample);

  it('edits months as text and sums the year in cents', () => {
    const edited = { ...draft, months: { ...draft.months, january: '0.1', february: '0.2' } };
    expect(yearTarget(edited)).toBe(0.3);
    expect(toSaved(edited)).toMatchObject({ objId: 2, type: 2, year: '2026', status: 1, january: 0.1, february: 0.2, march: 0 });
  });

  it('refuses a negative, a word or three decimals, naming the row and month', () => {
    expect(monthValid('-1')).toBe(false);
    expect(monthValid('abc')).toBe(false);
    expect(monthValid('1.234')).toBe(false);
    expect(monthValid('1000.5')).toBe(true);
    expect(firstInvalid([{ ...draft, months: { ...draft.months, march: '-5' } }])).toEqual({ name: '销售部', month: 'march', problem: 'negative' });
    expect(firstInvalid([{ ...draft, months: { ...draft.months, april: '1.234' } }])).toEqual({ name: '销售部', month: 'april', problem: 'format' });
    expect(firstInvalid([draft])).toBeUndefined();
  });
});
