// Chart pages of BI's shape for the chart kinds' stories (ChartKinds.stories.tsx), each with the
// answers its calls get (contract 12.2's shapes). The unit tests validate these pages against
// chart.schema.json too, so a story never shows what a real file could not say.
import { type ChartPageDef, type ChartSectionDef, type PageFilter, parseChartPage } from '../../../engine/charts/index.ts';
import portrayalAddressFile from '../../../schemas/charts/bi/portrayalAddress.json';
import rankingContractFile from '../../../schemas/charts/bi/rankingContract.json';
import type { StoryAnswer } from './storyChartEnvironment.ts';

const BI_FILTERS: PageFilter[] = [{ kind: 'period' }, { kind: 'members', users: 'userId', depts: 'deptId', multiple: false }];
const page = (key: string, section: ChartSectionDef, filters: PageFilter[] = BI_FILTERS): ChartPageDef => ({ key: `bi/${key}`, title: section.title, filters, sections: [section] });
const months = (count: number) => Array.from({ length: count }, (_, i) => `2026${String(i + 1).padStart(2, '0')}`);

export interface StoryChartPage {
  page: ChartPageDef;
  answers: Record<string, StoryAnswer>;
}

/** bars of two series and a rate on a second axis; a bar opens the customers of its month; the employees' table asks its own call */
export const BARS: StoryChartPage = {
  page: page('customerConversion', {
    id: 'conversion', title: 'routes.bi.customerConversion',
    call: { path: 'biCustomer/customerConversionStats' },
    blocks: [
      {
        kind: 'chart', chart: 'bar', label: 'routes.bi.customerConversion', category: { field: 'type', format: 'bucket' },
        series: [
          { field: 'customerNum', label: 'crm.types.customer', format: 'count' },
          { field: 'dealCustomerNum', label: 'detail.dealStatus.1', format: 'count' },
          { field: 'pro', label: 'crmWorkbench.performance.rate', format: 'percent', type: 'line', axis: 'right' },
        ],
        drill: { module: 'customer', categoryParam: 'month' },
      },
      {
        kind: 'table', label: 'routes.bi.customerTotal', call: { path: 'biCustomer/totalCustomerTable' }, rowKey: 'realname',
        columns: [
          { field: 'realname', label: 'crmWorkbench.filter.people' },
          { field: 'customerNum', label: 'crm.types.customer', format: 'count' },
          { field: 'contractMoney', label: 'crmWorkbench.bulletin.contractMoney', format: 'money' },
          { field: 'completedRate', label: 'crmWorkbench.performance.rate', format: 'percent' },
        ],
      },
    ],
  }),
  answers: {
    'biCustomer/customerConversionStats': months(6).map((type, i) => ({ type, customerNum: 20 + i * 3, dealCustomerNum: 4 + i, pro: String(((4 + i) * 100) / (20 + i * 3)) })),
    'biCustomer/totalCustomerTable': [
      { realname: '李娜', customerNum: 30, contractMoney: '120000.00', completedRate: 80 },
      { realname: '张伟', customerNum: 12, contractMoney: '45000.50', completedRate: 35 },
    ],
  },
};

/** stacked bars: customers put into and taken from the pool */
export const STACKED: StoryChartPage = {
  page: page('customerPool', {
    id: 'pool', title: 'routes.bi.customerPool', call: { path: 'biCustomer/poolStats' },
    blocks: [{
      kind: 'chart', chart: 'bar', label: 'routes.bi.customerPool', category: { field: 'type', format: 'bucket' },
      series: [{ field: 'putInNum', label: 'crmWorkbench.funnel.lost', stack: 'pool' }, { field: 'receiveNum', label: 'crmWorkbench.funnel.won', stack: 'pool' }],
    }],
  }),
  answers: { 'biCustomer/poolStats': months(4).map((type, i) => ({ type, putInNum: 5 + i, receiveNum: 3 * i })) },
};

/** a ranking: horizontal bars, the first at the top, and its table */
/** 排行榜's real file (schemas/charts/bi/rankingContract.json): a horizontal ranking and its table with 公司排名 */
export const RANKING: StoryChartPage = {
  page: parseChartPage(rankingContractFile, 'schemas/charts/bi/rankingContract.json'),
  answers: {
    'biRanking/contractRanKing': [
      { realname: '李娜', structureName: '销售一组', money: '300000.00' }, { realname: '张伟', structureName: '销售部', money: '120500.00' }, { realname: '刘洋', structureName: '销售二组', money: '9800.00' },
    ],
  },
};

/** lines: new businesses and their amount on a second axis */
export const LINES: StoryChartPage = {
  page: page('businessTrend', {
    id: 'trend', title: 'routes.bi.businessTrend', call: { path: 'biFunnel/addBusinessAnalyze' },
    blocks: [{
      kind: 'chart', chart: 'line', label: 'routes.bi.businessTrend', category: { field: 'type', format: 'bucket' },
      series: [{ field: 'businessNum', label: 'crmWorkbench.funnel.count', format: 'count' }, { field: 'businessMoney', label: 'crmWorkbench.funnel.money', format: 'money', axis: 'right' }],
    }],
  }),
  answers: { 'biFunnel/addBusinessAnalyze': months(12).map((type, i) => ({ type, businessNum: (i * 7) % 11, businessMoney: String(((i * 7) % 11) * 15000) })) },
};

/** a pie of follow-up kinds, with their shares in a table */
export const PIE: StoryChartPage = {
  page: page('customerRecordmode', {
    id: 'modes', title: 'routes.bi.customerRecordmode', call: { path: 'biCustomer/customerRecodCategoryStats' },
    blocks: [
      { kind: 'chart', chart: 'pie', label: 'routes.bi.customerRecordmode', category: { field: 'category' }, series: [{ field: 'recordNum', label: 'crmWorkbench.records.title', format: 'count' }] },
      { kind: 'table', label: 'routes.bi.customerRecordmode', columns: [{ field: 'category', label: 'crmWorkbench.funnel.stage' }, { field: 'recordNum', label: 'crmWorkbench.funnel.count', format: 'count' }, { field: 'proportion', label: 'crmWorkbench.performance.rate', format: 'percent' }] },
    ],
  }),
  answers: {
    'biCustomer/customerRecodCategoryStats': [
      { category: '打电话', recordNum: 30, proportion: 50 }, { category: '上门拜访', recordNum: 18, proportion: 30 }, { category: '发邮件', recordNum: 12, proportion: 20 },
    ],
  },
};

/** a funnel by value (BI's 销售漏斗 of one 商机组, chosen in the page's filter) */
export const FUNNEL: StoryChartPage = {
  page: page('funnelstatistics', {
    id: 'funnel', title: 'routes.bi.funnelstatistics', call: { path: 'biFunnel/sellFunnel' },
    blocks: [{ kind: 'chart', chart: 'funnel', shape: 'value', label: 'crmWorkbench.funnel.chart', category: { field: 'name' }, series: [{ field: 'count', label: 'crmWorkbench.funnel.count', format: 'count' }], height: '260px' }],
  }, [...BI_FILTERS, { kind: 'select', param: 'typeId', label: 'crmWorkbench.funnel.type', source: 'businessTypes', required: true }]),
  answers: { 'biFunnel/sellFunnel': [{ name: '验证客户', count: 12 }, { name: '需求分析', count: 8 }, { name: '方案/报价', count: 3 }] },
};

/** a gauge of the year's completion, the figures beside it, for a chosen year and kind of target */
export const GAUGE: StoryChartPage = {
  page: page('taskCompletestatistics', {
    id: 'completion', title: 'routes.bi.taskCompletestatistics', call: { path: 'bi/taskCompleteSummary' },
    blocks: [
      { kind: 'chart', chart: 'gauge', label: 'crmWorkbench.performance.chart', labelValues: { rate: { field: 'rate', format: 'decimal' } }, series: [{ field: 'rate', label: 'crmWorkbench.performance.rate', format: 'percent' }], max: 100, height: '220px' },
      { kind: 'figures', style: 'rows', label: 'crmWorkbench.performance.title', items: [
        { field: 'achievement', label: 'crmWorkbench.performance.target', format: 'money' }, { field: 'receivables', label: 'crmWorkbench.performance.done', format: 'money' },
      ] },
    ],
  }, [{ kind: 'year', param: 'year' }, { kind: 'members', users: 'userId', depts: 'deptId', multiple: false },
    { kind: 'select', param: 'type', label: 'crmWorkbench.performance.title', options: [{ value: '1', label: 'crmWorkbench.performance.contract' }, { value: '2', label: 'crmWorkbench.performance.receivables' }] }]),
  answers: { 'bi/taskCompleteSummary': (params: Readonly<Record<string, string>>) => ({ achievement: '1200000.00', receivables: params.type === '2' ? '300000.00' : '900000.00', rate: params.type === '2' ? '25.00' : '75.00' }) },
};

/** figures of every style over one answer */
export const FIGURES: StoryChartPage = {
  page: page('achievementSummary', {
    id: 'summary', title: 'routes.bi.achievementSummary', call: { path: 'biEmployee/totalContract' },
    header: [{ kind: 'figures', style: 'inline', items: [{ field: 'contractNum', label: 'crmWorkbench.bulletin.contractCount', format: 'count' }] }],
    blocks: [
      { kind: 'figures', style: 'cards', items: [
        { field: 'contractMoney', label: 'crmWorkbench.bulletin.contractMoney', format: 'money' }, { field: 'receivablesMoney', label: 'crmWorkbench.bulletin.receivablesMoney', format: 'money' },
      ] },
      { kind: 'figures', style: 'rows', label: 'routes.bi.achievementSummary', items: [{ field: 'unreceivedMoney', label: 'crmWorkbench.funnel.inProgress', format: 'money' }] },
      { kind: 'figures', style: 'inline', muted: true, items: [{ field: 'contractNum', label: 'crmWorkbench.funnel.count', format: 'count' }] },
      { kind: 'note', text: 'crmWorkbench.performance.noTarget', when: { field: 'unreceivedMoney', eq: 0 } },
    ],
  }),
  answers: { 'biEmployee/totalContract': { contractNum: 21, contractMoney: '1310827.50', receivablesMoney: '598004.25', unreceivedMoney: '712823.25', list: [] } },
};

/**
 * 城市分布's real file (schemas/charts/bi/portrayalAddress.json): the map of China coloured by
 * customers, 成交客户 in the tooltip, 未知 in the table only; the story's map drills (the file's
 * does not), so a click on a province shows which row it opens.
 */
const addressPage = parseChartPage(portrayalAddressFile, 'schemas/charts/bi/portrayalAddress.json');
export const MAP: StoryChartPage = {
  page: {
    ...addressPage,
    sections: addressPage.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => (block.kind === 'chart' ? { ...block, drill: { module: 'customer', categoryParam: 'address' } } : block)),
    })),
  },
  answers: {
    'biRanking/addressAnalyse': [
      { address: '北京', allCustomer: 12, dealCustomer: 3 }, { address: '上海', allCustomer: 20, dealCustomer: 9 },
      { address: '未知', allCustomer: 7, dealCustomer: 0 }, { address: '广东', allCustomer: 35, dealCustomer: 14 },
      { address: '内蒙古', allCustomer: 2, dealCustomer: 1 }, { address: '新疆', allCustomer: 0, dealCustomer: 0 },
    ],
  },
};

export const STORY_CHART_PAGES: Record<string, StoryChartPage> = { BARS, STACKED, RANKING, LINES, PIE, FUNNEL, GAUGE, FIGURES, MAP };
