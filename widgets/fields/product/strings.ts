// Texts of the product line-item field (i18n keys form.product.*; Chinese defaults, the contract).
import i18n from '../../../i18n/index.ts';

const tr = (key: string, zh: string, params: Record<string, unknown> = {}) => i18n.t(key, { defaultValue: zh, ...params });

export const productText = {
  name: () => tr('form.product.name', '产品名称'),
  category: () => tr('form.product.category', '产品类别'),
  unit: () => tr('form.product.unit', '单位'),
  price: () => tr('form.product.price', '标准价格'),
  salesPrice: () => tr('form.product.salesPrice', '售价'),
  num: () => tr('form.product.num', '数量'),
  discount: () => tr('form.product.discount', '折扣(%)'),
  subtotal: () => tr('form.product.subtotal', '合计'),
  actions: () => tr('form.product.actions', '操作'),
  remove: () => tr('form.product.remove', '删除'),
  removeLine: (name: string) => tr('form.product.removeLine', '删除{{name}}', { name }),
  add: () => tr('form.product.add', '添加产品'),
  empty: () => tr('form.product.empty', '暂无产品，请点击“添加产品”'),
  orderDiscount: () => tr('form.product.orderDiscount', '整单折扣(%)'),
  totalPrice: () => tr('form.product.totalPrice', '产品总金额'),
  yuan: () => tr('form.product.yuan', '元'),
  /** A line input's accessible name: "办公椅 售价". */
  lineInput: (product: string, column: string) => tr('form.product.lineInput', '{{product}} {{column}}', { product, column }),
  pickerTitle: () => tr('form.product.pickerTitle', '选择产品'),
  search: () => tr('form.product.search', '搜索产品名称'),
  added: () => tr('form.product.added', '已添加'),
  confirm: () => tr('form.product.confirm', '确 定'),
  cancel: () => tr('form.product.cancel', '取 消'),
  loading: () => tr('form.product.loading', '加载中…'),
  loadFailed: () => tr('form.product.loadFailed', '加载失败'),
  retry: () => tr('form.product.retry', '重试'),
  noMatch: () => tr('form.product.noMatch', '没有找到数据'),
  noSource: () => tr('form.product.noSource', '未配置产品数据源'),
  prevPage: () => tr('form.product.prevPage', '上一页'),
  nextPage: () => tr('form.product.nextPage', '下一页'),
  pageOf: (page: number, pages: number) => tr('form.product.pageOf', '第 {{page}}/{{pages}} 页', { page, pages }),
};
