// An in-memory stand-in for the detail drawer's calls, for stories only: one customer (ACME) with
// contacts, a business, a contract, receivables, follow-ups, a team, files and a log. Actions change
// the memory so the drawer's reload shows their effect. Never used by the product.
import { RequestError } from '../../../server-adapter/errors.ts';
import type { CrmDetailApi, DetailRecord, FollowUpRecord, TeamMember } from '../../../server-adapter/crmDetail.ts';
import type { InformationRow } from '../../../server-adapter/fields.ts';
import { STORY_DEPTS, STORY_USERS } from '../../../widgets/pickers/storyData.ts';

export interface StoryDetailOptions {
  /** queryById never answers (the loading state). */
  hang?: boolean;
  /** queryById answers {dataAuth: 0}. */
  noDataAuth?: boolean;
  /** deleteByIds is refused with this message. */
  refuseDelete?: string;
}

const later = <T,>(value: T): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(structuredClone(value)), 30));

export function createStoryDetailApi(options: StoryDetailOptions = {}): CrmDetailApi & { calls: string[] } {
  const calls: string[] = [];
  const customer: DetailRecord = {
    customerId: 7, customerName: '杭州云帆科技有限公司', ownerUserId: 1, ownerUserName: '张三', dealStatus: 0, isLock: 0, isPool: 0,
    batchId: 'b7', updateTime: '2026-03-02 10:15:00', createTime: '2025-12-01 14:00:00', mobile: '13800000000',
  };
  const business: DetailRecord = {
    businessId: 3, businessName: '云帆 CRM 升级项目', customerId: 7, customerName: '杭州云帆科技有限公司', money: '158000.00', statusName: '需求分析',
    isEnd: 0, ownerUserName: '张三', batchId: 'b3', typeId: 1, statusId: 2,
  };
  let businessStatus = { statusId: 2 as number | null, isEnd: 0, statusRemark: null as string | null };
  const stages = [
    { statusId: 1, name: '验证客户', rate: '20', orderNum: 1 },
    { statusId: 2, name: '需求分析', rate: '30', orderNum: 2 },
    { statusId: 3, name: '方案/报价', rate: '80', orderNum: 3 },
  ];
  const information: InformationRow[] = [
    { name: '客户名称', value: '杭州云帆科技有限公司', formType: 'text' },
    { name: '客户级别', value: 'A（重点客户）', formType: 'select' },
    { name: '成交状态', value: '未成交', formType: 'deal_status' },
    { name: '年营业额', value: '12500000', formType: 'floatnumber' },
    { name: '对接人', value: [{ userId: 2, realname: '李四' }], formType: 'user' },
    { name: '地区定位', value: { address: '浙江省,杭州市,西湖区', detailAddress: '文三路 90 号', location: '', lng: '', lat: '' }, formType: 'map_address' },
    { name: '合同扫描件', value: [{ fileId: 1, name: '框架协议.pdf', size: '120KB', filePath: '#', fileType: 'file' }], formType: 'file' },
    { name: '备注', value: '', formType: 'textarea' },
  ];
  let followUps: FollowUpRecord[] = [
    { recordId: 2, realname: '张三', createUserId: 1, createTime: '2026-03-01 16:20:00', category: '上门拜访', content: '演示了新版报表，客户很感兴趣。', nextTime: '2026-03-08 10:00:00', img: [], file: [] },
    { recordId: 1, realname: '李四', createUserId: 2, createTime: '2026-02-20 09:00:00', category: '打电话', content: '首次电话沟通需求。', nextTime: null, img: [], file: [] },
  ];
  let team: TeamMember[] = [
    { id: 1, realname: '张三', name: '华东销售部', power: '负责人权限', groupRole: '负责人' },
    { id: 2, realname: '李四', name: '华东销售部', power: '只读', groupRole: '普通成员' },
  ];
  const related: Record<string, Array<Record<string, unknown>>> = {
    'CrmCustomer/queryContacts': [
      { contactsId: 11, name: '周经理', mobile: '13900000001', telephone: '0571-88880001', 是否关键决策人: '是', post: '采购经理' },
      { contactsId: 12, name: '吴工', mobile: '13900000002', telephone: '', 是否关键决策人: '否', post: 'IT 主管' },
    ],
    'CrmCustomer/queryBusiness': [{ businessId: 3, businessName: '云帆 CRM 升级项目', money: '158000.00', customerName: '杭州云帆科技有限公司', typeName: '默认商机组', statusName: '需求分析' }],
    'CrmCustomer/queryContract': [],
    'CrmCustomer/queryReceivablesPlan': [{ planId: 1, num: '1', contractNum: 'HT-2026-001', money: '50000.00', returnDate: '2026-04-01', returnType: '电汇', remind: 3, remark: '' }],
    'CrmCustomer/queryReceivables': [],
    'CrmBusiness/queryContacts': [{ contactsId: 11, name: '周经理', mobile: '13900000001', post: '采购经理' }],
    'CrmBusiness/queryContract': [],
  };
  const log = [
    { id: 2, realname: '张三', createTime: '2026-03-02 10:15:00', content: ['将客户级别 由B修改为A（重点客户）。'] },
    { id: 1, realname: '张三', createTime: '2025-12-01 14:00:00', content: ['新建了客户'] },
  ];
  const files = [{ fileId: 5, name: '需求说明书.docx', size: '48KB', filePath: '#', fileType: 'file' as const, batchId: 'b7', createUserName: '张三', createTime: '2026-02-21 11:00:00' }];

  // An announcement (公告) for 销售部, unread until the drawer's open call marks it read.
  const announcement: DetailRecord = {
    announcementId: 9, title: '销售部十二月例会通知', content: '周五下午三点开会。\n请带上<b>本月业绩</b>。', realname: 'admin',
    startTime: '2026-12-01', endTime: '2026-12-05', deptList: [{ id: 2, name: '销售部' }], ownerUserList: [], isRead: 0,
    permission: { isUpdate: 1, isDelete: 1 },
  };
  const log1 = (name: string) => calls.push(name);

  return {
    calls,
    async opened(crmType, id) {
      log1(`opened ${crmType} ${id}`);
      if ((crmType as string) === 'announcement') announcement.isRead = 1;
    },
    queryById(crmType, id) {
      log1(`queryById ${crmType} ${id}`);
      if (options.hang) return new Promise(() => {});
      if (options.noDataAuth) return later({ dataAuth: 0 });
      if ((crmType as string) === 'announcement') return later(announcement);
      return later(crmType === 'business' ? { ...business, statusId: businessStatus.statusId, isEnd: businessStatus.isEnd } : customer);
    },
    information() { return later(information); },
    getRecord() { return later(followUps); },
    async addRecord(_type, _id, input) {
      log1(`addRecord ${input.category} ${input.content}`);
      followUps = [{ recordId: followUps.length + 10, realname: '张三', createUserId: 1, createTime: '2026-03-03 09:00:00', category: input.category, content: input.content, nextTime: input.nextTime || null, img: [], file: [] }, ...followUps];
    },
    async deleteFollowRecord(recordId) { log1(`deleteFollowRecord ${recordId}`); followUps = followUps.filter((r) => r.recordId !== recordId); },
    queryRecordOptions() { return later(['打电话', '发短信', '上门拜访']); },
    queryRecordList() { return later(log); },
    getMembers() { return later(team); },
    async addMembers(_t, _id, memberIds, power) {
      log1(`addMembers ${memberIds.join(',')} ${power}`);
      for (const id of memberIds) {
        const user = STORY_USERS.find((u) => u.userId === id);
        if (user && !team.some((m) => m.id === id)) team = [...team, { id, realname: user.realname, name: user.deptName ?? '', power: power === 2 ? '读写' : '只读', groupRole: '普通成员' }];
      }
    },
    async updateMembers(_t, _id, memberIds, power) { log1(`updateMembers ${memberIds.join(',')} ${power}`); team = team.map((m) => (memberIds.includes(m.id) ? { ...m, power: power === 2 ? '读写' : '只读' } : m)); },
    async deleteMembers(_t, _id, memberIds) { log1(`deleteMembers ${memberIds.join(',')}`); team = team.filter((m) => !memberIds.includes(m.id)); },
    async transfer(_t, _id, input) { log1(`transfer ${JSON.stringify(input)}`); const user = STORY_USERS.find((u) => u.userId === input.newOwnerUserId); customer.ownerUserName = user?.realname ?? ''; },
    async lock(_id, isLock) { log1(`lock ${isLock}`); customer.isLock = isLock; },
    async putInPool() { log1('putInPool'); customer.isPool = 1; customer.ownerUserId = null; customer.ownerUserName = null; },
    async receive() { log1('receive'); customer.isPool = 0; },
    async setDealStatus(_id, dealStatus) { log1(`setDealStatus ${dealStatus}`); customer.dealStatus = dealStatus; },
    async deleteByIds(crmType, id) {
      log1(`deleteByIds ${crmType} ${id}`);
      if (options.refuseDelete) throw new RequestError({ code: 500, msg: options.refuseDelete, kind: 'envelope' });
    },
    async contractDiscard() { log1('contractDiscard'); },
    async transformLeads() { log1('transformLeads'); },
    async productStatus(_id, status) { log1(`productStatus ${status}`); },
    queryBusinessStatus() { return later({ businessId: 3, ...businessStatus, statusList: stages }); },
    async boostBusinessStatus(_id, input) {
      log1(`boost ${JSON.stringify(input)}`);
      businessStatus = { statusId: input.statusId ?? businessStatus.statusId, isEnd: input.isEnd, statusRemark: input.statusRemark ?? null };
      business.statusName = stages.find((s) => s.statusId === businessStatus.statusId)?.name ?? '';
    },
    relatedRows(path) { return later(related[path] ?? []); },
    queryComments() { return later([]); },
    async run() { return undefined; },
    async addComment() {},
    async deleteComment() {},
    productLines() {
      return later({ discountRate: '5.00', money: '150100.00', list: [{ productId: 1, name: '灵犀 CRM 旗舰版', categoryName: '软件', unit: '套', price: '80000.00', salesPrice: '79000.00', num: 2, discount: '1.25', subtotal: '158000.00' }] });
    },
    async relateContacts(_id, ids) { log1(`relateContacts ${ids.join(',')}`); },
    async unrelateContacts(_id, ids) { log1(`unrelateContacts ${ids.join(',')}`); related['CrmBusiness/queryContacts'] = related['CrmBusiness/queryContacts'].filter((r) => !ids.includes(Number(r.contactsId))); },
    async relateBusiness(_id, ids) { log1(`relateBusiness ${ids.join(',')}`); },
    async unrelateBusiness(_id, ids) { log1(`unrelateBusiness ${ids.join(',')}`); },
    queryFiles() { return later(files); },
    async uploadFile(file, type, batchId) { log1(`upload ${type}`); return { fileId: 99, batchId: batchId || 'new', name: (file as File).name ?? 'file', url: '#', size: '1KB' }; },
    async removeFile(fileId) { log1(`removeFile ${fileId}`); },
    users() { return later(STORY_USERS); },
    deptTree() { return later(STORY_DEPTS); },
    relatedRecords() { return later({ list: [], totalRow: 0 }); },
  };
}
