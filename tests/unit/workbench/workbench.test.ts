// The CRM 仪表盘's filter rules (its chart file's filters, engine/charts), the bulletin's module
// lists (a figure's drill-down) and the 业绩目标设置 table's rules (goalRows.ts).
import { describe, expect, it } from 'vitest';
import { buildListQuery, initialListState } from '../../../engine/pages/index.ts';
import { goalRowsExample } from './goalRowsExample.ts';
import { firstInvalid, monthValid, toDraft, toSaved, yearTarget } from '../../../pages/manager/bizGoals/goalRows.ts';
import {
  bucketLabel, callKey, callParams, defaultFilterValues, drillPage, drillParams, figureViews, filterParams, numberOf, parseChartPage,
  periodComplete, type ChartDrill, type FigureView, type FiguresBlock, type FilterValues,
} from '../../../engine/charts/index.ts';
import workbenchFile from '../../../schemas/charts/crm/workbench.json';
import { modulePage } from '../../../engine/modules/catalogue.ts';

const workbench = parseChartPage(workbenchFile);
const DEFAULT_FILTER = defaultFilterValues(workbench.filters);
const paramsOf = (values: FilterValues) => filterParams(workbench.filters, values);
const custom = (startTime?: string, endTime?: string) => ({ type: 'custom' as const, startTime, endTime });

describe('the dashboard filter', () => {
  it('opens on this month for everyone the user may see', () => {
    expect(paramsOf(DEFAULT_FILTER)).toEqual({ type: 'month' });
  });

  it('sends a custom range as two dates and chosen people as csv', () => {
    expect(paramsOf({ period: custom('2026-01-01', '2026-03-31'), members: { userIds: [3, 5], deptIds: [2] }, params: {} }))
      .toEqual({ startTime: '2026-01-01', endTime: '2026-03-31', userIds: '3,5', deptIds: '2' });
  });

  it('takes a custom range only when both dates are there and in order', () => {
    expect(periodComplete(custom('2026-01-01'))).toBe(false);
    expect(periodComplete(custom('2026-02-01', '2026-01-01'))).toBe(false);
    expect(periodComplete(custom('2026-01-01', '2026-01-01'))).toBe(true);
    expect(periodComplete({ type: 'year' })).toBe(true);
  });

  it('keys answers by call, period and people', () => {
    const key = (values: FilterValues, controls: Record<string, string> = {}) => callKey('Crm/Instrument/sellMonth', callParams({ path: 'Crm/Instrument/sellMonth' }, paramsOf(values), controls));
    expect(key(DEFAULT_FILTER)).not.toBe(key({ ...DEFAULT_FILTER, members: { userIds: [3], deptIds: [] } }));
    expect(key(DEFAULT_FILTER, { typeId: '2' })).not.toBe(key(DEFAULT_FILTER, { typeId: '1' }));
  });

  it('reads money and bucket labels as people do', () => {
    expect(numberOf('1200.50')).toBe(1200.5);
    expect(numberOf(null)).toBe(0);
    expect(bucketLabel('202611')).toBe('2026-11');
    expect(bucketLabel('20261125')).toBe('11-25');
  });
});

describe('a bulletin figure opens its module list', () => {
  const customer = modulePage('customer')!;
  const cards = workbench.sections.find((s) => s.id === 'bulletin')!.blocks[0] as FiguresBlock;
  const drill = figureViews(cards, { customerCount: 2 }, {}).find((v: FigureView) => v.label.endsWith('customerCount'))!.drill as ChartDrill;
  const bulletinPage = (values: FilterValues) => drillPage(customer, drill, drillParams(drill, paramsOf(values), 2));

  it('asks queryBulletinInfo with the module as label and the period as type, read-only', () => {
    const page = bulletinPage({ period: { type: 'week' }, members: { userIds: [3], deptIds: [] }, params: {} });
    expect(page).toMatchObject({ listCall: 'Crm/Instrument/queryBulletinInfo', scenes: false, toolbar: [], batchActions: [] });
    expect(buildListQuery(page, initialListState())).toMatchObject({ type: 'week', label: 2, userIds: '3' });
  });

  it('says custom for a date range instead of sending the module code as the period', () => {
    const page = bulletinPage({ period: custom('2026-01-01', '2026-01-31'), members: { userIds: [], deptIds: [] }, params: {} });
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
