// The CRM 仪表盘 as its chart file (schemas/charts/crm/workbench.json) draws it through the engine's
// ChartPage, with in-story answers: the figures and their drill-down list, the performance toggle,
// the funnel of another 商机组, the follow-ups by kind with paging, a failing panel beside working
// ones, the answers on their way, and the filter's parameters on every call.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { parseChartPage } from '../../../engine/charts/index.ts';
import { ChartPage } from '../../../engine/react/chart/index.ts';
import workbench from '../../../schemas/charts/crm/workbench.json';
import { storyChartEnvironment } from './storyChartEnvironment.ts';

const page = parseChartPage(workbench, 'schemas/charts/crm/workbench.json');

const meta = {
  title: 'Pages/CRM/Workbench',
  component: ChartPage,
  args: { page, env: storyChartEnvironment() },
  parameters: { layout: 'fullscreen' },
  // a cache of its own per story: the same call and parameters answer differently in another story
  decorators: [(Story) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}><Story /></SWRConfig>],
} satisfies Meta<typeof ChartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Calls = { mock: { calls: Array<[string, Record<string, string>]> } };
const callsTo = (env: unknown, path: string) => ((env as { call: Calls }).call.mock.calls.filter(([p]) => p === path).map(([, params]) => params));
const region = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('region', { name });
const body = () => within(document.body);

/**
 * 本月 for everyone: the bulletin's figures (a figure the user may list and above 0 is a button),
 * the money line, the performance figures and gauge, the trend's totals, the funnel's stages, the
 * follow-ups of 客户 with their counts per kind.
 */
export const Dashboard: Story = {
  play: async ({ canvasElement, args }) => {
    const bulletin = within(region(canvasElement, '销售简报'));
    await expect(await bulletin.findByRole('button', { name: '新增客户 66，查看新增客户明细' })).toBeVisible();
    await expect(bulletin.getByRole('button', { name: '新增合同 21，查看新增合同明细' })).toBeVisible();
    // 联系人: the story user may not list them; 线索: 0; 跟进记录: no list behind it
    await expect(bulletin.getByLabelText('新增联系人 55')).toBeVisible();
    await expect(bulletin.getByLabelText('新增线索 0')).toBeVisible();
    await expect(bulletin.getByLabelText('新增跟进记录 43')).toBeVisible();
    await expect(bulletin.getByText('合同金额 1,310,827.50')).toBeVisible();

    const performance = within(region(canvasElement, '业绩指标'));
    const figures = performance.getByRole('group', { name: '业绩指标' });
    await waitFor(() => expect(figures).toHaveTextContent('目标100,000.00完成30,000.00完成率30.00%'));
    await expect(performance.getByRole('img', { name: '业绩指标完成率 30.00%' })).toBeVisible();

    const trend = within(region(canvasElement, '销售趋势'));
    await expect(await trend.findByText('合同总额 7,800,000.00')).toBeVisible();
    await expect(trend.getByRole('img', { name: '销售趋势：每个时段的合同金额与回款金额' })).toBeVisible();

    const funnel = within(region(canvasElement, '销售漏斗'));
    await waitFor(() => expect(funnel.getByRole('row', { name: /需求分析/ })).toHaveTextContent('需求分析00.00'));
    await expect(funnel.getByText('赢单 1,653,499.00')).toBeVisible();

    const records = within(region(canvasElement, '跟进记录'));
    await expect(await records.findByRole('tab', { name: '客户 18' })).toHaveAttribute('aria-selected', 'true');
    await expect(records.getByRole('tab', { name: '商机 2' })).toBeVisible();
    await expect(await records.findByText('电话沟通了续约意向，客户希望下周上门演示')).toBeVisible();

    for (const path of ['Crm/Instrument/queryBulletin', 'Crm/Instrument/sellMonth', 'Crm/Instrument/queryRecordConunt']) {
      await expect(callsTo(args.env, path)[0]).toEqual({ type: 'month' });
    }
    await expect(callsTo(args.env, 'Crm/Instrument/queryPerformance')[0]).toEqual({ type: 'month', status: '1' });
    await expect(callsTo(args.env, 'Crm/Instrument/queryBusiness')[0]).toEqual({ type: 'month', typeId: '1' });
    await expect(callsTo(args.env, 'Crm/Instrument/queryRecordList')[0]).toEqual({ type: 'month', crmType: 'crm_customer', page: '1', limit: '15' });
  },
};

/** 新增客户 opens the customer list asked through queryBulletinInfo with the period and the module's code. */
export const FigureOpensItsList: Story = {
  args: { env: storyChartEnvironment() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(region(canvasElement, '销售简报')).findByRole('button', { name: /^新增客户 66，/ }));
    const dialog = await body().findByRole('dialog', { name: '新增客户明细' });
    // the dialog fades in: its rows are in the document before they are visible
    await waitFor(() => expect(within(dialog).getByText('杭州云帆科技')).toBeVisible(), { timeout: 5000 });
    const list = args.env.list!.api.queryPageList as unknown as Calls;
    await waitFor(() => expect(list.mock.calls.at(-1)?.[0]).toBe('Crm/Instrument/queryBulletinInfo'));
    await expect(list.mock.calls.at(-1)?.[1]).toMatchObject({ type: 'month', label: 2 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: '新增客户明细' })).toBeNull());
  },
};

/** The controls: 回款金额, another 商机组, another kind of follow-up; the period and the people go with each. */
export const ControlsAndFilters: Story = {
  args: { env: storyChartEnvironment() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const performance = within(region(canvasElement, '业绩指标'));
    await userEvent.click(await performance.findByRole('radio', { name: '回款金额' }));
    await waitFor(() => expect(performance.getByRole('group', { name: '业绩指标' })).toHaveTextContent('完成12,000.00完成率12.00%'));

    const funnel = within(region(canvasElement, '销售漏斗'));
    await userEvent.selectOptions(await funnel.findByRole('combobox', { name: '商机组' }), '大客户商机组');
    await waitFor(() => expect(funnel.getByRole('row', { name: /商务谈判/ })).toHaveTextContent('商务谈判288,000.00'));

    const records = within(region(canvasElement, '跟进记录'));
    await userEvent.click(await records.findByRole('tab', { name: '线索 0' }));
    await expect(await records.findByText('没有找到数据')).toBeVisible();
    await expect(callsTo(args.env, 'Crm/Instrument/queryRecordList').at(-1)).toMatchObject({ crmType: 'crm_leads', page: '1' });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '时间' }), '本年');
    await waitFor(() => expect(callsTo(args.env, 'Crm/Instrument/queryBusiness').at(-1)).toEqual({ type: 'year', typeId: '2' }));
    await expect(callsTo(args.env, 'Crm/Instrument/queryPerformance').at(-1)).toEqual({ type: 'year', status: '2' });

    // 自定义 waits for both dates, in order
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '时间' }), '自定义');
    await userEvent.type(canvas.getByLabelText('开始日期'), '2026-03-01');
    await expect(callsTo(args.env, 'Crm/Instrument/queryBulletin').some((p) => 'startTime' in p)).toBe(false);
    await userEvent.type(canvas.getByLabelText('结束日期'), '2026-03-31');
    await waitFor(() => expect(callsTo(args.env, 'Crm/Instrument/queryBulletin').at(-1)).toEqual({ startTime: '2026-03-01', endTime: '2026-03-31' }));

    // the people: 张三 through the member picker
    await userEvent.click(canvas.getByRole('button', { name: '员工/部门: 全部可见员工' }));
    const picker = await body().findByRole('dialog', { name: '选择员工/部门' });
    await userEvent.click(await within(picker).findByRole('checkbox', { name: '张三' }));
    await userEvent.click(within(picker).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(args.env, 'Crm/Instrument/sellMonth').at(-1)).toMatchObject({ userIds: '1' }));
    await expect(canvas.getByRole('button', { name: '员工/部门: 张三' })).toBeVisible();
  },
};

/** The follow-ups page by page: 18 of them, 15 a page. */
export const FollowUpsPaged: Story = {
  args: { env: storyChartEnvironment() },
  play: async ({ canvasElement, args }) => {
    const records = within(region(canvasElement, '跟进记录'));
    const list = await records.findByRole('list', { name: '客户' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(15));
    await expect(records.getByText('共 18 条')).toBeVisible();
    await userEvent.click(records.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(records.getByRole('list', { name: '客户' })).getAllByRole('listitem')).toHaveLength(3));
    await expect(callsTo(args.env, 'Crm/Instrument/queryRecordList').at(-1)).toMatchObject({ page: '2', limit: '15' });
  },
};

/** One call fails: its panel says so, the others show their figures. */
export const OnePanelFails: Story = {
  args: { env: storyChartEnvironment({ failing: ['Crm/Instrument/sellMonth'] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(region(canvasElement, '销售趋势')).findByRole('alert')).toHaveTextContent('加载失败，请稍后重试');
    await expect(await within(region(canvasElement, '销售简报')).findByRole('button', { name: /^新增客户 66，/ })).toBeVisible();
  },
};

/** The answers on their way: the panels say they are busy, the figures wait as …. */
export const Loading: Story = {
  args: { env: storyChartEnvironment({ pending: ['Crm/Instrument/queryBulletin', 'Crm/Instrument/queryPerformance'] }) },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, '销售简报')).toHaveAttribute('aria-busy', 'true');
    await expect(within(region(canvasElement, '销售简报')).getByLabelText('新增客户')).toHaveTextContent('…');
    await expect(within(region(canvasElement, '业绩指标')).getByRole('group', { name: '业绩指标' })).toHaveTextContent('目标—');
  },
};

/** No 商机组 the user's department may use: the funnel says so instead of an empty chart. */
export const NoBusinessType: Story = {
  args: { env: storyChartEnvironment({ businessTypes: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(region(canvasElement, '销售漏斗')).findByText('没有可用的商机组')).toBeVisible();
    await expect(within(region(canvasElement, '销售漏斗')).queryByRole('combobox')).toBeNull();
  },
};
