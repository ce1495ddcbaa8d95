// Texts of the expense and trip detail editors (i18n keys form.detail.*; Chinese defaults, the contract).
import i18n from '../../../i18n/index.ts';

const tr = (key: string, zh: string, params: Record<string, unknown> = {}) => i18n.t(key, { defaultValue: zh, ...params });

export const detailText = {
  add: () => tr('form.detail.add', '添加事项'),
  item: (n: number) => tr('form.detail.item', '事项{{n}}', { n }),
  remove: () => tr('form.detail.remove', '删除'),
  removeItem: (n: number) => tr('form.detail.removeItem', '删除事项{{n}}', { n }),
  empty: () => tr('form.detail.empty', '暂无明细，请点击“添加事项”'),
  startAddress: () => tr('form.detail.startAddress', '出发城市'),
  endAddress: () => tr('form.detail.endAddress', '目的城市'),
  startTime: () => tr('form.detail.startTime', '开始时间'),
  endTime: () => tr('form.detail.endTime', '结束时间'),
  traffic: () => tr('form.detail.traffic', '交通费'),
  stay: () => tr('form.detail.stay', '住宿费'),
  diet: () => tr('form.detail.diet', '餐饮费'),
  other: () => tr('form.detail.other', '其他费用'),
  money: () => tr('form.detail.money', '合计'),
  expenseDescription: () => tr('form.detail.expenseDescription', '费用明细描述'),
  invoices: () => tr('form.detail.invoices', '发票'),
  uploadInvoice: () => tr('form.detail.uploadInvoice', '上传发票'),
  uploading: () => tr('form.detail.uploading', '上传中…'),
  uploadFailed: () => tr('form.detail.uploadFailed', '上传失败，请重试'),
  removeImage: (name: string) => tr('form.detail.removeImage', '删除图片{{name}}', { name }),
  noUploadSource: () => tr('form.detail.noUploadSource', '未配置上传服务'),
  expenseTotal: () => tr('form.detail.expenseTotal', '费用合计'),
  yuan: () => tr('form.detail.yuan', '元'),
  vehicle: () => tr('form.detail.vehicle', '交通工具'),
  trip: () => tr('form.detail.trip', '单程往返'),
  duration: () => tr('form.detail.duration', '时长（天）'),
  remark: () => tr('form.detail.remark', '备注'),
  tripTotal: () => tr('form.detail.tripTotal', '出差合计'),
  days: () => tr('form.detail.days', '天'),
  pick: () => tr('form.selectPlaceholder', '请选择'),
};

/** forms.md 3.4 and 9: the stored values are the Chinese words, as the original client saved them. */
export const VEHICLES = ['飞机', '火车', '汽车', '其他'] as const;
export const TRIPS = ['单程', '往返'] as const;
