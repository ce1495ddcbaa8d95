// Texts of the receivables plan select (i18n keys form.plan.*; Chinese defaults, the contract).
import i18n from '../../../i18n/index.ts';

const tr = (key: string, zh: string, params: Record<string, unknown> = {}) => i18n.t(key, { defaultValue: zh, ...params });

export const planText = {
  pick: () => tr('form.selectPlaceholder', '请选择'),
  pickContractFirst: () => tr('form.plan.pickContractFirst', '请先选择合同'),
  /** 第1期 50000.00元 2026-03-31 */
  plan: (num: string, money: string, returnDate: string) =>
    tr('form.plan.option', '第{{num}}期 {{money}}元 {{returnDate}}', { num, money, returnDate }).trim(),
  loading: () => tr('form.plan.loading', '加载中…'),
  loadFailed: () => tr('form.plan.loadFailed', '加载失败，请重试'),
  none: () => tr('form.plan.none', '该合同暂无回款计划'),
  retry: () => tr('form.plan.retry', '重试'),
  noSource: () => tr('form.plan.noSource', '未配置回款计划数据源'),
};
