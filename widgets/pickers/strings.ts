// Texts of the shared pickers (i18n keys picker.*; the Chinese defaults are the contract:
// shell-and-calls.md "Shared overlays and pickers", forms.md 2.3). The keys are not in
// i18n/zh-CN.json yet (that file is owned elsewhere), so the defaults are given here.
import i18n from '../../i18n/index.ts';
import type { RelatedCrmType } from '../form/dataSources.ts';

const tr = (key: string, zh: string, params: Record<string, unknown> = {}) => i18n.t(key, { defaultValue: zh, ...params });

export const memberText = {
  title: () => tr('picker.member.title', '选择成员'),
  usersTab: () => tr('picker.member.usersTab', '员工'),
  deptsTab: () => tr('picker.member.deptsTab', '部门'),
  searchUsers: () => tr('picker.member.searchUsers', '搜索员工'),
  searchDepts: () => tr('picker.member.searchDepts', '搜索部门'),
  all: () => tr('picker.member.all', '全部'),
  breadcrumb: () => tr('picker.member.breadcrumb', '部门路径'),
  subDepts: () => tr('picker.member.subDepts', '下级'),
  openDept: (name: string) => tr('picker.member.openDept', '查看{{name}}的下级部门', { name }),
  selected: () => tr('picker.member.selected', '已选择'),
  userCount: (count: number) => tr('picker.member.userCount', '员工 {{count}}', { count }),
  deptCount: (count: number) => tr('picker.member.deptCount', '部门 {{count}}', { count }),
  clear: () => tr('picker.member.clear', '清空'),
  remove: (name: string) => tr('picker.member.remove', '移除{{name}}', { name }),
  noneSelected: () => tr('picker.member.noneSelected', '尚未选择'),
};

export const relatedText = {
  title: (type: RelatedCrmType) => tr(`picker.related.title.${type}`, `选择${CRM_TYPE_NAMES[type]}`),
  search: (type: RelatedCrmType) => tr(`picker.related.search.${type}`, RELATED_SEARCH[type]),
  total: (count: number) => tr('picker.related.total', '共 {{count}} 条', { count }),
  choose: (label: string) => tr('picker.related.choose', '选择{{label}}', { label }),
  /** A picker waiting for the record it depends on (a contract's signer for its customer). */
  pickFirst: (type: RelatedCrmType) => tr(`picker.related.pickFirst.${type}`, `请先选择${CRM_TYPE_NAMES[type]}`),
};

/** The CRM types' Chinese names (forms.md 2.1 related-business types). */
export const CRM_TYPE_NAMES: Readonly<Record<RelatedCrmType, string>> = {
  customer: '客户',
  contacts: '联系人',
  business: '商机',
  contract: '合同',
};

// What the server's keyword search looks in (server-contract 6.2), said in the box.
const RELATED_SEARCH: Readonly<Record<RelatedCrmType, string>> = {
  customer: '搜索客户名称',
  contacts: '搜索联系人姓名',
  business: '搜索商机名称',
  contract: '搜索合同名称',
};

/** Shared by both pickers. */
export const pickerText = {
  confirm: () => tr('picker.confirm', '确 定'),
  cancel: () => tr('picker.cancel', '取 消'),
  close: () => tr('picker.close', '关闭'),
  loading: () => tr('picker.loading', '加载中…'),
  loadFailed: () => tr('picker.loadFailed', '加载失败'),
  retry: () => tr('picker.retry', '重试'),
  noMatch: () => tr('picker.noMatch', '没有找到数据'),
  noSource: () => tr('picker.noSource', '未配置数据源'),
  prevPage: () => tr('picker.prevPage', '上一页'),
  nextPage: () => tr('picker.nextPage', '下一页'),
  pageOf: (page: number, pages: number) => tr('picker.pageOf', '第 {{page}}/{{pages}} 页', { page, pages }),
};
