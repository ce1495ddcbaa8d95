// Texts of the product category cascader (i18n keys form.category.*; Chinese defaults, the contract).
import i18n from '../../../i18n/index.ts';

const tr = (key: string, zh: string, params: Record<string, unknown> = {}) => i18n.t(key, { defaultValue: zh, ...params });

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

export const categoryText = {
  /** The accessible name of the select of one level: 一级分类, 二级分类... */
  level: (level: number) => tr('form.category.level', '{{n}}级分类', { n: NUMERALS[level - 1] ?? String(level) }),
  pick: () => tr('form.selectPlaceholder', '请选择'),
  loading: () => tr('form.category.loading', '加载中…'),
  loadFailed: () => tr('form.category.loadFailed', '加载失败'),
  retry: () => tr('form.category.retry', '重试'),
  noSource: () => tr('form.category.noSource', '未配置产品类别数据源'),
};
