// In-story answers for chart pages: the CRM 仪表盘's calls (Crm/Instrument/*) with figures a story
// can check, the 商机组 source, the member picker's people, the list screen's environment for
// drill-downs, and a recorder of every call, so a play function can check what the page asked.
// `answers` overrides a path (a function of the parameters, or a value); `failing` paths reject,
// `pending` ones never answer. Stories only: the app uses chartEnvironment.ts.
import { fn } from 'storybook/test';
import type { ChartEnvironment } from '../../../engine/react/chart/index.ts';
import type { ChoiceOption } from '../../../engine/charts/index.ts';
import { STORY_DEPTS, STORY_USERS } from '../../../widgets/pickers/storyData.ts';
import { storyListEnvironment, SUPER_ADMIN_CRM } from '../list/storyEnvironment.ts';

type Params = Readonly<Record<string, string>>;
export type StoryAnswer = unknown | ((params: Params) => unknown);

const STAGES: Record<string, Array<{ name: string; count: number; money: string; statusId: number }>> = {
  '1': [
    { name: '验证客户', count: 12, money: '557240.00', statusId: 1 },
    { name: '需求分析', count: 0, money: '0.00', statusId: 2 },
    { name: '方案/报价', count: 4, money: '535355.50', statusId: 3 },
  ],
  '2': [
    { name: '初步接洽', count: 7, money: '120000.00', statusId: 11 },
    { name: '商务谈判', count: 2, money: '88000.00', statusId: 12 },
  ],
};

const RECORDS = Array.from({ length: 18 }, (_, index) => ({
  recordId: index + 1,
  realname: index % 2 ? '李娜' : '张伟',
  createTime: `2026-11-${String(25 - index).padStart(2, '0')} 10:30:00`,
  category: index % 3 ? '打电话' : '上门拜访',
  content: index === 0 ? '电话沟通了续约意向，客户希望下周上门演示' : `第 ${18 - index} 次跟进`,
  typesName: index % 2 ? '苏州工业园区星河科技有限公司' : '无锡太湖电子有限公司',
}));

/** The 仪表盘's answers: 本月, the admin's view; the performance and funnel follow their controls. */
export const WORKBENCH_ANSWERS: Record<string, StoryAnswer> = {
  'Crm/Instrument/queryBulletin': {
    customerCount: 66, contactsCount: 55, businessCount: 25, contractCount: 21, receivablesCount: 12, leadsCount: 0,
    recordCount: 43, recordStatusCount: 3, contractMoney: '1310827.50', receivablesMoney: '598004.25',
  },
  'Crm/Instrument/queryPerformance': (params: Params) => (params.status === '2'
    ? { contractMoneys: '30000.00', receivablesMoneys: '12000.00', achievementMoneys: '100000.00', proportion: '12.00' }
    : { contractMoneys: '30000.00', receivablesMoneys: '12000.00', achievementMoneys: '100000.00', proportion: '30.00' }),
  'Crm/Instrument/sellMonth': {
    list: Array.from({ length: 12 }, (_, index) => ({
      type: `2026${String(index + 1).padStart(2, '0')}`,
      contractMoneys: String((index + 1) * 100000),
      receivablesMoneys: String(index * 50000),
    })),
    totlaContractMoney: '7800000.00',
    totlaReceivablesMoney: '3300000.00',
  },
  'Crm/Instrument/queryBusiness': (params: Params) => {
    const list = STAGES[params.typeId ?? '1'] ?? [];
    return { list, sumMoney: '1092595.50', sumShu: '0.00', sumYing: params.typeId === '2' ? '50000.00' : '1653499.00' };
  },
  'Crm/Instrument/queryRecordConunt': [{ crmType: 'crm_customer', count: 18 }, { crmType: 'crm_business', count: 2 }],
  'Crm/Instrument/queryRecordList': (params: Params) => {
    const rows = params.crmType === 'crm_customer' ? RECORDS : [];
    const page = Number(params.page ?? 1);
    const limit = Number(params.limit ?? 15);
    return { list: rows.slice((page - 1) * limit, page * limit), totalRow: rows.length };
  },
};

export const STORY_BUSINESS_TYPES: ChoiceOption[] = [{ value: '1', label: '默认商机组' }, { value: '2', label: '大客户商机组' }];

export interface StoryChartOptions {
  answers?: Record<string, StoryAnswer>;
  failing?: readonly string[];
  pending?: readonly string[];
  businessTypes?: ChoiceOption[];
  /** Without the list screen's environment no figure opens a list. */
  lists?: boolean;
}

export function storyChartEnvironment(options: StoryChartOptions = {}): ChartEnvironment & { call: ReturnType<typeof fn> } {
  const answers = { ...WORKBENCH_ANSWERS, ...options.answers };
  const list = storyListEnvironment();
  return {
    call: fn(async (path: string, params: Params) => {
      if (options.pending?.includes(path)) return new Promise(() => {});
      if (options.failing?.includes(path)) throw new Error(`${path}: 服务器开小差了`);
      if (!(path in answers)) throw new Error(`no story answer for ${path}`);
      const answer = answers[path];
      return typeof answer === 'function' ? (answer as (p: Params) => unknown)(params) : structuredClone(answer);
    }),
    options: async (source) => {
      if (source !== 'businessTypes') throw new Error(`no story source ${source}`);
      return options.businessTypes ?? STORY_BUSINESS_TYPES;
    },
    auth: SUPER_ADMIN_CRM,
    users: async () => STORY_USERS,
    deptTree: async () => STORY_DEPTS,
    ...(options.lists === false ? {} : { list }),
  };
}
