// What engine/charts derives from a chart file and an answer, without the DOM: the ECharts option of
// each chart kind, the chart's accessible name, figures with their conditions and drill-downs, table
// rows as text, tab counts, the filters' and controls' parameters, the layout and the drill list.
import { describe, expect, it } from 'vitest';
import {
  callParams, categoryAt, chartLabel, chartOption, cellDrill, controlsReady, defaultControlValues, defaultFilterValues, drillCategory, drillPage, drillParams, seriesDrill,
  figureViews, filterParams, formatChartValue, holds, parseChartPage, sectionEmpty, sectionRows, tabCounts, tableView, totalOf, withSourceDefaults,
  type ChartBlock, type ChartSectionDef, type FiguresBlock, type PageFilter, type TableBlock, type TabsControl,
} from '../../../engine/charts/index.ts';
import { modulePage } from '../../../engine/modules/catalogue.ts';
import workbenchFile from '../../../schemas/charts/crm/workbench.json';

const workbench = parseChartPage(workbenchFile);
const section = (id: string) => workbench.sections.find((s) => s.id === id)!;
/** A stand-in for i18next's t: the key, and its values when there are any. */
const t = (key: string, values?: Record<string, unknown>) => (values && Object.keys(values).length ? `${key}${JSON.stringify(values)}` : key);
type Series = Array<Record<string, unknown>>;

const SELL_MONTH = {
  list: [{ type: '202601', contractMoneys: '1200.50', receivablesMoneys: 0 }, { type: '202602', contractMoneys: null, receivablesMoneys: '300' }],
  totlaContractMoney: '1200.50', totlaReceivablesMoney: '300.00',
};
const FUNNEL = {
  list: [{ name: '验证客户', count: 5, money: '557240', statusId: 1 }, { name: '需求分析', count: 0, money: null, statusId: 2 }, { name: '方案/报价', count: 4, money: '0.5', statusId: 3 }],
  sumMoney: '1255385.75', sumShu: '0.00', sumYing: '1653499',
};

describe('chart options', () => {
  it('bars: the category axis in bucket labels, one bar series per field, numbers from decimal texts', () => {
    const option = chartOption(section('trend').blocks[0] as ChartBlock, SELL_MONTH, t);
    expect(option.xAxis).toEqual({ type: 'category', data: ['2026-01', '2026-02'] });
    expect(option.yAxis).toEqual({ type: 'value' });
    expect(option.legend).toEqual({ data: ['crmWorkbench.trend.contract', 'crmWorkbench.trend.receivables'], top: 0 });
    expect((option.series as Series).map((s) => [s.type, s.name, s.data])).toEqual([
      ['bar', 'crmWorkbench.trend.contract', [1200.5, 0]],
      ['bar', 'crmWorkbench.trend.receivables', [0, 300]],
    ]);
  });

  it('stacked bars with a rate on a second axis, and horizontal rankings read top-down', () => {
    const block: ChartBlock = {
      kind: 'chart', chart: 'bar', label: 'a.b', category: { field: 'type', format: 'bucket' },
      series: [
        { field: 'won', label: 'a.won', stack: 'deals' }, { field: 'lost', label: 'a.lost', stack: 'deals' },
        { field: 'rate', label: 'a.rate', type: 'line', axis: 'right', format: 'percent' },
      ],
    };
    const option = chartOption(block, [{ type: '202601', won: 3, lost: 1, rate: '75' }], t);
    expect(option.yAxis).toEqual([{ type: 'value' }, { type: 'value', axisLabel: { formatter: '{value}%' } }]);
    const series = option.series as Series;
    expect(series.map((s) => [s.type, s.stack, s.yAxisIndex])).toEqual([['bar', 'deals', undefined], ['bar', 'deals', undefined], ['line', undefined, 1]]);
    expect((series[2]!.tooltip as { valueFormatter(v: unknown): string }).valueFormatter(75)).toBe('75%');

    const ranking = chartOption({ kind: 'chart', chart: 'bar', label: 'a.b', horizontal: true, category: { field: 'realname' }, series: [{ field: 'money', label: 'a.m' }] },
      [{ realname: '李娜', money: '300' }, { realname: '张伟', money: '100' }], t);
    expect(ranking.yAxis).toEqual({ type: 'category', data: ['李娜', '张伟'], inverse: true });
    expect(ranking.xAxis).toEqual({ type: 'value' });
  });

  it('lines and pies', () => {
    const line = chartOption({ kind: 'chart', chart: 'line', label: 'a.b', rows: 'rows', category: { field: 'type' }, series: [{ field: 'n', label: 'a.n' }] },
      { rows: [{ type: 'x', n: '2' }] }, t);
    expect((line.series as Series)[0]).toMatchObject({ type: 'line', data: [2] });
    expect((line.series as Series)[0]).not.toHaveProperty('barMaxWidth');
    const pie = chartOption({ kind: 'chart', chart: 'pie', label: 'a.b', category: { field: 'source' }, series: [{ field: 'allCustomer', label: 'a.c' }] },
      [{ source: '促销', allCustomer: 3 }, { source: '未知', allCustomer: '7' }], t);
    expect((pie.series as Series)[0]).toMatchObject({ type: 'pie', name: 'a.c', data: [{ name: '促销', value: 3 }, { name: '未知', value: 7 }] });
  });

  it('a funnel by stage order keeps a stage of 0 and labels each with its count', () => {
    const option = chartOption(section('funnel').blocks[0] as ChartBlock, FUNNEL, t);
    const series = (option.series as Series)[0]!;
    expect(series.data).toEqual([
      { name: '验证客户', value: 3, shown: '5' }, { name: '需求分析', value: 2, shown: '0' }, { name: '方案/报价', value: 1, shown: '4' },
    ]);
    const label = series.label as { formatter(p: unknown): string };
    expect(label.formatter({ name: '需求分析', data: { shown: '0' } })).toBe('需求分析 0');
    const byValue = chartOption({ ...(section('funnel').blocks[0] as ChartBlock), shape: 'value' }, FUNNEL, t);
    expect((byValue.series as Series)[0]).toMatchObject({ min: 0, max: 5 });
    expect(((byValue.series as Series)[0]!.data as Array<{ value: number }>).map((d) => d.value)).toEqual([5, 0, 4]);
  });

  it('a gauge caps its value at the scale and shows a percent', () => {
    const block = section('performance').blocks[0] as ChartBlock;
    const series = (chartOption(block, { proportion: '130.50' }, t).series as Series)[0]!;
    expect(series).toMatchObject({ type: 'gauge', max: 100, data: [{ value: 100, name: '' }], detail: { formatter: '{value}%' } });
    expect(((chartOption(block, undefined, t).series as Series)[0]!.data as unknown[])).toEqual([{ value: 0, name: '' }]);
    expect(chartLabel(block, { proportion: '30' }, t)).toBe('crmWorkbench.performance.chart{"rate":"30.00"}');
  });

  it('the category of a clicked bar, as the answer has it', () => {
    expect(categoryAt(section('trend').blocks[0] as ChartBlock, SELL_MONTH, 1)).toBe('202602');
    expect(categoryAt(section('trend').blocks[0] as ChartBlock, SELL_MONTH, 9)).toBeUndefined();
  });
});

describe('figures, tables, tabs', () => {
  const rows = section('performance').blocks[1] as FiguresBlock;
  const answer = { achievementMoneys: '0.00', contractMoneys: '30000', receivablesMoneys: '500', proportion: '0.00' };

  it('shows the figure of the chosen toggle, formatted, — when the answer lacks it', () => {
    expect(figureViews(rows, answer, { status: '1' }).map((f) => [f.label, f.text])).toEqual([
      ['crmWorkbench.performance.target', '0.00'], ['crmWorkbench.performance.done', '30,000.00'], ['crmWorkbench.performance.rate', '0.00%'],
    ]);
    expect(figureViews(rows, answer, { status: '2' })[1]!.text).toBe('500.00');
    expect(figureViews(rows, undefined, { status: '1' }).map((f) => f.text)).toEqual(['—', '—', '—']);
  });

  it('a note holds when its field is zero, as a number, and only once the answer is there', () => {
    const note = section('performance').blocks[2]!;
    expect(note.kind === 'note' && holds(note.when, answer, {})).toBe(true);
    expect(note.kind === 'note' && holds(note.when, { ...answer, achievementMoneys: '100' }, {})).toBe(false);
    expect(note.kind === 'note' && holds(note.when, undefined, {})).toBe(false);
  });

  it('a figure with a drill merges the block\'s call and the module\'s parameter', () => {
    const cards = section('bulletin').blocks[0] as FiguresBlock;
    const views = figureViews(cards, { customerCount: 2, recordCount: 5 }, {});
    expect(views[0]).toMatchObject({ text: '2', drill: { module: 'customer', moduleParam: 'label', call: { path: 'Crm/Instrument/queryBulletinInfo' } } });
    expect(views.find((v) => v.label.endsWith('recordCount'))!.drill).toBeUndefined();
    expect(views.find((v) => v.label.endsWith('leadsCount'))!.text).toBe('—');
  });

  it('a table: cells as text in their formats, numbers to the right, rows keyed', () => {
    const view = tableView(section('funnel').blocks[2] as TableBlock, FUNNEL);
    expect(view.columns.map((c) => c.numeric)).toEqual([false, true, true]);
    expect(view.rows).toEqual([
      { key: '1', cells: ['验证客户', '5', '557,240.00'] }, { key: '2', cells: ['需求分析', '0', '—'] }, { key: '3', cells: ['方案/报价', '4', '0.50'] },
    ]);
    expect(tableView(section('funnel').blocks[2] as TableBlock, undefined).rows).toEqual([]);
  });

  it('a table column of choices shows the choice\'s text (日志汇总\'s 状态), a missing value —', () => {
    const block: TableBlock = { kind: 'table', label: 'x', columns: [{ field: 'realname', label: 'a' }, { field: 'sent', label: 'b', choices: 'journalSummary.status' }] };
    expect(tableView(block, [{ realname: '李娜', sent: 1 }, { realname: '刘洋', sent: 0 }, { realname: '王芳' }], t).rows.map((row) => row.cells))
      .toEqual([['李娜', 'journalSummary.status.1'], ['刘洋', 'journalSummary.status.0'], ['王芳', '—']]);
  });

  it('a ranking table\'s first column is each row\'s place, in the answer\'s order', () => {
    const block: TableBlock = { kind: 'table', label: 'x', rank: 'biRanking.rank', columns: [{ field: 'realname', label: 'a' }, { field: 'money', label: 'b', format: 'money' }] };
    const view = tableView(block, [{ realname: '刘洋', money: '5000.00' }, { realname: '李娜', money: '1000.30' }], t);
    expect(view.columns).toEqual([{ label: 'biRanking.rank', numeric: true }, { label: 'a', numeric: false }, { label: 'b', numeric: true }]);
    expect(view.rows.map((row) => row.cells)).toEqual([['1', '刘洋', '5,000.00'], ['2', '李娜', '1,000.30']]);
  });

  it('a section of charts and tables over an answer without rows is one empty section; a gauge or a block with its own call is not', () => {
    const bars: ChartBlock = { kind: 'chart', chart: 'bar', label: 'x', category: { field: 'realname' }, series: [{ field: 'money', label: 'm' }] };
    const table: TableBlock = { kind: 'table', label: 'x', columns: [{ field: 'realname', label: 'a' }] };
    expect(sectionEmpty({ blocks: [bars, table] }, [])).toBe(true);
    expect(sectionEmpty({ blocks: [bars, table] }, undefined)).toBe(false);
    expect(sectionEmpty({ blocks: [bars, table] }, [{ realname: '李娜', money: '1' }])).toBe(false);
    expect(sectionEmpty({ blocks: [bars, { ...table, call: { path: 'a/b' } }] }, [])).toBe(false);
    expect(sectionEmpty({ blocks: [{ ...bars, chart: 'gauge' }] }, [])).toBe(false);
    // a paged table: empty when its total is 0, not on a page past the end
    const paged = { ...table, rows: 'list', total: 'totalRow' };
    expect(sectionEmpty({ blocks: [paged] }, { list: [], totalRow: 0 })).toBe(true);
    expect(sectionEmpty({ blocks: [paged] }, { list: [], totalRow: 20 })).toBe(false);
  });

  it('a table\'s columns named by the answer follow the fixed ones (审批分析: one per category)', () => {
    const block: TableBlock = {
      kind: 'table', label: 'x', rows: 'userList', columns: [{ field: 'realname', label: 'a' }],
      columnsFrom: { rows: 'categoryList', key: 'categoryId', label: 'title', field: 'count_{key}', format: 'count' },
    };
    const view = tableView(block, { categoryList: [{ categoryId: 1, title: '普通审批' }, { categoryId: 9, title: '采购' }], userList: [{ realname: '李娜', count_1: 2, count_9: 0 }] }, t);
    expect(view.columns).toEqual([{ label: 'a', numeric: false }, { label: '普通审批', numeric: true, text: true }, { label: '采购', numeric: true, text: true }]);
    expect(view.rows.map((row) => row.cells)).toEqual([['李娜', '2', '0']]);
  });

  it('a chart\'s series named by the answer, stacked, after the fixed ones (审批分析: a bar per category)', () => {
    const block: ChartBlock = {
      kind: 'chart', chart: 'bar', label: 'x', rows: 'userList', category: { field: 'realname' }, series: [],
      seriesFrom: { rows: 'categoryList', key: 'categoryId', label: 'title', field: 'count_{key}', format: 'count', stack: 's' },
    };
    const data = { categoryList: [{ categoryId: 1, title: '普通审批' }, { categoryId: 9, title: '采购' }], userList: [{ realname: '李娜', count_1: 2, count_9: 1 }, { realname: '刘洋', count_1: 0, count_9: 3 }] };
    const option = chartOption(block, data, t) as { legend: { data: string[]; type: string }; series: Array<{ name: string; stack: string; data: number[] }> };
    expect(option.legend).toMatchObject({ data: ['普通审批', '采购'], type: 'scroll' });
    expect(option.series.map((s) => [s.name, s.stack, s.data])).toEqual([['普通审批', 's', [2, 0]], ['采购', 's', [1, 3]]]);
  });

  it('a count axis steps by whole ones', () => {
    const block: ChartBlock = { kind: 'chart', chart: 'bar', label: 'x', rows: 'list', category: { field: 'realname' }, series: [{ field: 'dayCount', label: 'd', format: 'count' }] };
    expect((chartOption(block, { list: [{ realname: '李娜', dayCount: 1 }] }, t) as { yAxis: unknown }).yAxis).toMatchObject({ minInterval: 1 });
  });

  it('tab counts from their call, a missing kind 0; a paged answer\'s total', () => {
    const tabs = section('records').controls![0] as TabsControl;
    expect(tabCounts(tabs, [{ crmType: 'crm_customer', count: 43 }, { crmType: 'crm_other', count: 9 }]))
      .toEqual({ crm_customer: 43, crm_leads: 0, crm_contacts: 0, crm_business: 0, crm_contract: 0 });
    expect(tabCounts(tabs, undefined)).toBeUndefined();
    expect(totalOf({ list: [], totalRow: '120' }, 'totalRow')).toBe(120);
  });

  it('formats', () => {
    expect(formatChartValue('1234567.891', 'money')).toBe('1,234,567.89');
    expect(formatChartValue('12', 'count')).toBe('12');
    expect(formatChartValue(33.333, 'decimal')).toBe('33.33');
    expect(formatChartValue('30', 'percent')).toBe('30.00%');
    expect(formatChartValue('20261125', 'bucket')).toBe('11-25');
    expect(formatChartValue(null, 'money')).toBe('—');
    expect(formatChartValue(0, 'money')).toBe('0.00');
  });
});

describe('parameters', () => {
  const BI: PageFilter[] = [
    { kind: 'period' }, { kind: 'members', users: 'userId', depts: 'deptId', multiple: false }, { kind: 'year', param: 'year' },
    { kind: 'select', param: 'status', label: 'a.s', options: [{ value: '1', label: 'a.one' }, { value: '2', label: 'a.two' }] },
  ];

  it('a BI page: this year by default, one employee and one department, the year and a fixed select', () => {
    const values = defaultFilterValues(BI, new Date(2026, 10, 25));
    expect(filterParams(BI, values)).toEqual({ type: 'year', year: '2026', status: '1' });
    expect(filterParams(BI, { ...values, members: { userIds: [3, 5], deptIds: [2, 4] } })).toMatchObject({ userId: '3', deptId: '2' });
  });

  it('a members filter that starts on the user\'s own department sends it until another is chosen', () => {
    const RANKING: PageFilter[] = [{ kind: 'period' }, { kind: 'members', users: 'userId', depts: 'deptId', multiple: false, start: 'ownDept', pick: 'depts' }];
    expect(filterParams(RANKING, defaultFilterValues(RANKING, new Date(2026, 10, 25), 2))).toEqual({ type: 'year', deptId: '2' });
    expect(filterParams(RANKING, defaultFilterValues(RANKING, new Date(2026, 10, 25)))).toEqual({ type: 'year' });
    expect(filterParams(BI, defaultFilterValues(BI, new Date(2026, 10, 25), 2))).not.toHaveProperty('deptId');
  });

  it('a select of a source waits for its options, then takes the first', () => {
    const funnel = section('funnel').controls!;
    const values = defaultControlValues(funnel);
    expect(controlsReady(funnel, values)).toBe(false);
    const withOptions = withSourceDefaults(funnel, values, { businessTypes: [{ value: '7', label: '默认商机组' }] });
    expect(withOptions).toEqual({ typeId: '7' });
    expect(controlsReady(funnel, withOptions)).toBe(true);
    expect(withSourceDefaults(funnel, { typeId: '9' }, { businessTypes: [{ value: '7', label: '默认商机组' }] })).toEqual({ typeId: '9' });
  });

  it('a call gets its fixed parameters, then the filter, the controls and its page', () => {
    expect(defaultControlValues(section('performance').controls!)).toEqual({ status: '1' });
    expect(callParams({ path: 'x/y', params: { type: 'custom', status: 1 } }, { type: 'week' }, { status: '2', empty: '' }))
      .toEqual({ type: 'week', status: '2' });
    expect(callParams(section('records').call, { type: 'month' }, { crmType: 'crm_leads' }, { page: 2, limit: 15 }))
      .toEqual({ type: 'month', crmType: 'crm_leads', page: '2', limit: '15' });
  });

  it('a bar\'s drill sends the clicked category; the list asks the drill\'s call read-only', () => {
    const drill = { module: 'customer', call: { path: 'biCustomer/customerList', params: { kind: 'new' } }, moduleParam: 'label', categoryParam: 'bucket' };
    const params = drillParams(drill, { type: 'year' }, 2, '202603');
    expect(params).toEqual({ kind: 'new', type: 'year', label: 2, bucket: '202603' });
    const page = drillPage(modulePage('customer')!, drill, params);
    expect(page).toMatchObject({ listCall: 'biCustomer/customerList', listParams: params, scenes: false, toolbar: [], batchActions: [], extras: [] });
    expect(drillPage(modulePage('customer')!, { module: 'customer' }, { type: 'year' }).listCall).toBe(modulePage('customer')!.listCall);
  });

  it('a bar drills with its series\' figure and module; a series that says false does not drill', () => {
    const block = {
      drill: { module: 'contract', call: { path: 'biDrill/queryPageList', params: { type: 'custom' } }, categoryParam: 'bucket' },
      series: [
        { field: 'contractMoney', label: 'a', drill: { params: { figure: 'contracts' } } },
        { field: 'receivablesMoney', label: 'b', drill: { module: 'receivables', params: { figure: 'receivables' } } },
        { field: 'growth', label: 'c', drill: false as const },
        { field: 'plain', label: 'd' },
      ],
    };
    expect(seriesDrill(block, 0)).toEqual({ ...block.drill, call: { path: 'biDrill/queryPageList', params: { type: 'custom', figure: 'contracts' } } });
    expect(seriesDrill(block, 1)).toMatchObject({ module: 'receivables', call: { params: { type: 'custom', figure: 'receivables' } } });
    expect(seriesDrill(block, 2)).toBeUndefined();
    expect(seriesDrill(block, 3)).toBe(block.drill);
    expect(seriesDrill({ series: block.series }, 0)).toBeUndefined();
    // a ranking's bar sends its person, not the name it shows
    const ranking = { module: 'customer', categoryParam: 'personId', categoryField: 'createUserId' };
    expect(drillCategory(ranking, { realname: '张伟', createUserId: 5 }, 'realname')).toBe(5);
    expect(drillCategory({ module: 'customer' }, { type: '202603' }, 'type')).toBe('202603');
    expect(drillCategory(ranking, undefined, 'realname')).toBeUndefined();
  });

  it('a table cell drills with its row\'s category when its value is above 0', () => {
    const drill = { module: 'customer', categoryParam: 'personId', categoryField: 'createUserId' };
    const block = { columns: [{ field: 'realname', label: 'a' }, { field: 'count', label: 'b', drill }] };
    expect(cellDrill(block, 'count', { realname: '张伟', createUserId: 5, count: 2 })).toEqual({ drill, category: 5 });
    expect(cellDrill(block, 'count', { realname: '张伟', createUserId: 5, count: 0 })).toBeUndefined();
    expect(cellDrill(block, 'realname', { realname: '张伟', createUserId: 5, count: 2 })).toBeUndefined();
    expect(cellDrill(block, 'count', undefined)).toBeUndefined();
  });
});

describe('layout', () => {
  it('a full section alone on its row, half sections two by two', () => {
    const rows = sectionRows(workbench.sections);
    expect(rows.map((row) => [row.span, row.sections.map((s: ChartSectionDef) => s.id)])).toEqual([
      ['full', ['bulletin']], ['half', ['performance', 'trend', 'funnel', 'records']],
    ]);
  });
});
