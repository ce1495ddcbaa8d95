// Texts of the business type and stage selects (i18n keys form.business.*; Chinese defaults, the contract).
import i18n from '../../../i18n/index.ts';

const tr = (key: string, zh: string, params: Record<string, unknown> = {}) => i18n.t(key, { defaultValue: zh, ...params });

export const businessText = {
  pick: () => tr('form.selectPlaceholder', '请选择'),
  pickTypeFirst: () => tr('form.business.pickTypeFirst', '请先选择商机状态组'),
  /** A stage with its win rate: 验证客户（20%）. */
  stage: (name: string, rate: string) => (rate === '' ? name : tr('form.business.stage', '{{name}}（{{rate}}%）', { name, rate })),
  loading: () => tr('form.business.loading', '加载中…'),
  loadFailed: () => tr('form.business.loadFailed', '加载失败，请重试'),
  retry: () => tr('form.business.retry', '重试'),
  noSource: () => tr('form.business.noSource', '未配置商机类型数据源'),
};
