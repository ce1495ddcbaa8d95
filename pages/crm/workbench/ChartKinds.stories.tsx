// Every chart kind a chart file can name, drawn by the engine's ChartPage from BI-shaped in-story
// pages and answers (storyChartPages.ts): bars with a rate on a second axis (a bar opens its
// month's customers) and a table of its own call, stacked bars, a horizontal ranking, lines, a pie,
// a funnel by value with the page's 商机组 select, a gauge for a chosen year and target, figures, and
// the map of China's provinces (客户画像's 城市分布).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import * as echarts from 'echarts/core';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChartPage } from '../../../engine/react/chart/index.ts';
import { storyChartEnvironment } from './storyChartEnvironment.ts';
import { BARS, FIGURES, FUNNEL, GAUGE, LINES, MAP, PIE, RANKING, STACKED, type StoryChartPage } from './storyChartPages.ts';

const meta = {
  title: 'Pages/CRM/Chart kinds',
  component: ChartPage,
  args: { page: BARS.page, env: storyChartEnvironment({ answers: BARS.answers }) },
  decorators: [(Story) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}><Story /></SWRConfig>],
} satisfies Meta<typeof ChartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const argsOf = ({ page, answers }: StoryChartPage) => ({ page, env: storyChartEnvironment({ answers }) });
type Calls = { mock: { calls: Array<[string, Record<string, string>]> } };
const callsTo = (env: unknown, path: string) => ((env as { call: Calls }).call.mock.calls.filter(([p]) => p === path).map(([, params]) => params));

/** The chart named `name` once ECharts has drawn it, and its instance (to read what it drew). */
async function drawnChart(canvasElement: HTMLElement, name: string) {
  const chart = await within(canvasElement).findByRole('img', { name });
  await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
  const instance = echarts.getInstanceByDom(chart)!;
  await waitFor(() => expect((instance.getOption().series as unknown[]).length).toBeGreaterThan(0));
  return { chart, instance, series: () => instance.getOption().series as Array<Record<string, unknown>> };
}

export const BarsWithRateAndTable: Story = {
  args: argsOf(BARS),
  play: async ({ canvasElement, args }) => {
    const { chart, instance, series } = await drawnChart(canvasElement, '客户转化率分析');
    await waitFor(() => expect(series().map((s) => [s.type, s.yAxisIndex ?? 0])).toEqual([['bar', 0], ['bar', 0], ['line', 1]]));
    await expect((instance.getOption().xAxis as Array<{ data: string[] }>)[0]!.data.slice(0, 2)).toEqual(['2026-01', '2026-02']);
    // the table asks its own call with the page's filter
    const table = await within(canvasElement).findByRole('table', { name: '客户汇总分析' });
    await expect(await within(table).findByRole('row', { name: /张伟/ })).toHaveTextContent('张伟1245,000.5035.00%');
    await expect(callsTo(args.env, 'biCustomer/totalCustomerTable')[0]).toEqual({ type: 'year' });

    // a click on March's first bar (left of the month's centre: its two bars stand side by side)
    // opens the customers of that month, named by the month and the series
    const [centre, y] = instance.convertToPixel({ seriesIndex: 0 }, [2, 5]) as [number, number];
    const x = Array.from({ length: 40 }, (_, i) => centre - i).find((at) => instance.getZr().handler.findHover(at, y).target)!;
    await expect(x).toBeDefined();
    const box = chart.getBoundingClientRect();
    // native events with client coordinates: ECharts reads where the pointer is from them (user-event's
    // simulated pointer reaches the canvas at 0,0)
    const at = { bubbles: true, cancelable: true, clientX: box.left + x, clientY: box.top + y, button: 0, pointerType: 'mouse', isPrimary: true };
    const canvasEl = chart.querySelector('canvas')!;
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) canvasEl.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, at) : new MouseEvent(type, at));
    canvasEl.dispatchEvent(new MouseEvent('click', at));
    const dialog = await within(document.body).findByRole('dialog', { name: '2026-03 客户明细' });
    // the dialog fades in: its rows are in the document before they are visible (CI once caught it mid-fade)
    await waitFor(() => expect(within(dialog).getByText('杭州云帆科技')).toBeVisible(), { timeout: 5000 });
    const list = args.env.list!.api.queryPageList as unknown as Calls;
    await expect(list.mock.calls.at(-1)).toEqual(['CrmCustomer/queryPageList', expect.objectContaining({ type: 'year', month: '202603' })]);
    await userEvent.keyboard('{Escape}');
  },
};

export const StackedBars: Story = {
  args: argsOf(STACKED),
  play: async ({ canvasElement }) => {
    const { series } = await drawnChart(canvasElement, '公海客户分析');
    await waitFor(() => expect(series().map((s) => [s.stack, s.data])).toEqual([['pool', [5, 6, 7, 8]], ['pool', [0, 3, 6, 9]]]));
  },
};

/** 排行榜's file as the app draws it: the user's department chosen at the start, the places ranked. */
export const HorizontalRanking: Story = {
  args: { page: RANKING.page, env: { ...storyChartEnvironment({ answers: RANKING.answers }), ownDept: { id: 2, name: '销售部' } } },
  play: async ({ canvasElement, args }) => {
    const { instance } = await drawnChart(canvasElement, '合同金额排行');
    await waitFor(() => expect((instance.getOption().yAxis as Array<{ data: string[]; inverse: boolean }>)[0]).toMatchObject({ data: ['李娜', '张伟', '刘洋'], inverse: true }));
    const rows = within(await within(canvasElement).findByRole('table', { name: '合同金额排行' })).getAllByRole('row');
    await expect(rows[0]).toHaveTextContent('公司排名签约人部门合同金额（元）');
    await expect(rows[1]).toHaveTextContent('1李娜销售一组300,000.00');
    await expect(rows[3]).toHaveTextContent('3刘洋销售二组9,800.00');
    await expect(within(canvasElement).getByRole('button', { name: /销售部/ })).toBeVisible();
    await expect(callsTo(args.env, 'biRanking/contractRanKing')[0]).toEqual({ type: 'year', deptId: '2' });
  },
};

export const Lines: Story = {
  args: argsOf(LINES),
  play: async ({ canvasElement }) => {
    const { series } = await drawnChart(canvasElement, '新增商机分析');
    await waitFor(() => expect(series().map((s) => [s.type, s.yAxisIndex ?? 0])).toEqual([['line', 0], ['line', 1]]));
  },
};

export const Pie: Story = {
  args: argsOf(PIE),
  play: async ({ canvasElement }) => {
    const { series } = await drawnChart(canvasElement, '客户跟进方式分析');
    await waitFor(() => expect(series()[0]!.data).toEqual([{ name: '打电话', value: 30 }, { name: '上门拜访', value: 18 }, { name: '发邮件', value: 12 }]));
    await expect(within(canvasElement).getByRole('row', { name: /上门拜访/ })).toHaveTextContent('上门拜访1830.00%');
  },
};

export const FunnelByValue: Story = {
  args: argsOf(FUNNEL),
  play: async ({ canvasElement, args }) => {
    const { series } = await drawnChart(canvasElement, '销售漏斗：各阶段的商机数');
    await waitFor(() => expect((series()[0]!.data as Array<{ value: number }>).map((d) => d.value)).toEqual([12, 8, 3]));
    await expect(callsTo(args.env, 'biFunnel/sellFunnel')[0]).toEqual({ type: 'year', typeId: '1' });
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: '商机组' }), '大客户商机组');
    await waitFor(() => expect(callsTo(args.env, 'biFunnel/sellFunnel').at(-1)).toEqual({ type: 'year', typeId: '2' }));
  },
};

export const Gauge: Story = {
  args: argsOf(GAUGE),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await drawnChart(canvasElement, '业绩指标完成率 75.00%');
    await expect(canvas.getByRole('group', { name: '业绩指标' })).toHaveTextContent('目标1,200,000.00完成900,000.00');
    const year = String(new Date().getFullYear());
    await expect(callsTo(args.env, 'bi/taskCompleteSummary')[0]).toEqual({ year, type: '1' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '业绩指标' }), '回款金额');
    await expect(await canvas.findByRole('img', { name: '业绩指标完成率 25.00%' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '年份' }), String(Number(year) - 1));
    await waitFor(() => expect(callsTo(args.env, 'bi/taskCompleteSummary').at(-1)).toEqual({ year: String(Number(year) - 1), type: '2' }));
  },
};

export const Figures: Story = {
  args: argsOf(FIGURES),
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: '合同汇总表' }));
    await expect(await section.findByLabelText('合同金额 1,310,827.50')).toBeVisible();
    await expect(section.getByText('新增合同 21')).toBeVisible();
    await expect(section.getByRole('group', { name: '合同汇总表' })).toHaveTextContent('进行中712,823.25');
    await expect(section.getByText('商机数 21')).toBeVisible();
    await expect(section.queryByText('还没有设置这段时间的业绩目标')).toBeNull();
  },
};

/** 城市分布's file: the map fetched and drawn, coloured by 客户数, 未知 in the table; 广东 opens its row's customers. */
export const ProvinceMap: Story = {
  args: argsOf(MAP),
  play: async ({ canvasElement, args }) => {
    const { chart, instance, series } = await drawnChart(canvasElement, '城市分布分析');
    await expect(echarts.getMap('china')).toBeTruthy();
    await expect(chart).toHaveStyle({ height: '480px' });
    await waitFor(() => expect(series()[0]).toMatchObject({ type: 'map', map: 'china' }));
    const items = series()[0]!.data as Array<{ name: string; value: number | string }>;
    await expect(items.slice(0, 6).map((item) => item.name)).toEqual(['北京市', '上海市', '未知', '广东省', '内蒙古自治区', '新疆维吾尔自治区']);
    await expect((instance.getOption().visualMap as Array<{ max: number }>)[0]!.max).toBe(35);
    const canvasEl = chart.querySelector('canvas')!;
    await expect(canvasEl.width).toBeGreaterThan(300);
    await expect(within(canvasElement).getByRole('table', { name: '城市分布分析' })).toHaveTextContent('未知70');

    // a click inside 广东 (at Guangzhou) opens the customers of the answer's fourth row, 广东
    const [x, y] = instance.convertToPixel({ seriesIndex: 0 }, [113.27, 23.13]) as [number, number];
    const box = chart.getBoundingClientRect();
    const at = { bubbles: true, cancelable: true, clientX: box.left + x, clientY: box.top + y, button: 0, pointerType: 'mouse', isPrimary: true };
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) canvasEl.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, at) : new MouseEvent(type, at));
    canvasEl.dispatchEvent(new MouseEvent('click', at));
    await within(document.body).findByRole('dialog', { name: /广东省/ });
    const list = args.env.list!.api.queryPageList as unknown as Calls;
    await waitFor(() => expect(list.mock.calls.at(-1)).toEqual(['CrmCustomer/queryPageList', expect.objectContaining({ address: '广东' })]));
    await userEvent.keyboard('{Escape}');
  },
};
