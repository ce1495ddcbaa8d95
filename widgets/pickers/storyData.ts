// Sample people, departments and CRM records for the pickers' stories (in-memory data sources).
import type { DeptOption, MemberUser, RelatedRecord } from '../form/dataSources.ts';

export const STORY_USERS: MemberUser[] = [
  { userId: 1, realname: '张三', img: null, deptName: '华东销售部' },
  { userId: 2, realname: '李四', img: null, deptName: '华东销售部' },
  { userId: 3, realname: '王五', img: null, deptName: '研发部' },
  { userId: 4, realname: '欧阳娜娜', img: null, deptName: '总经办' },
  { userId: 5, realname: '赵敏', img: null, deptName: '华南销售部' },
  { userId: 6, realname: '钱多多', img: null, deptName: '财务部' },
];

export const STORY_DEPTS: DeptOption[] = [
  { id: 1, name: '总经办' },
  {
    id: 2,
    name: '销售部',
    children: [
      { id: 21, name: '华东销售部', children: [{ id: 211, name: '杭州销售组' }] },
      { id: 22, name: '华南销售部' },
    ],
  },
  { id: 3, name: '研发部', children: [{ id: 31, name: '前端组' }, { id: 32, name: '后端组' }] },
  { id: 4, name: '财务部' },
];

const COMPANIES = [
  '杭州云帆科技', '上海启明软件', '北京远航物流', '深圳星河电子', '广州南方贸易', '成都天府科技', '南京金陵制造',
  '苏州园林设计', '武汉长江实业', '西安古城文化', '重庆山城火锅', '天津海河港务', '青岛啤酒贸易', '厦门鹭岛科技',
  '长沙湘江传媒', '宁波港口物流', '合肥科大讯通', '郑州中原粮油', '济南泉城医药', '福州闽江茶业', '昆明春城花卉',
  '大连海湾渔业', '沈阳北方重工',
];

/** 23 customers: three pages of ten. */
export const STORY_CUSTOMERS: RelatedRecord[] = COMPANIES.map((name, index) => ({
  customerId: index + 1,
  customerName: name,
  nextTime: `2026-0${(index % 9) + 1}-15 10:00:00`,
  updateTime: '2026-01-10 09:30:00',
  createTime: '2025-12-01 14:00:00',
}));

export const STORY_CONTACTS: RelatedRecord[] = [
  ['周杰', '13800000001', '0571-88880001', '是', '采购经理'],
  ['吴磊', '13800000002', '0571-88880002', '否', '技术总监'],
  ['郑爽', '13800000003', '', '是', '总经理'],
  ['孙俪', '13800000004', '021-66660004', '否', '财务'],
  ['陈坤', '13800000005', '', '否', '行政'],
  ['黄渤', '13800000006', '010-55550006', '是', '副总经理'],
  ['徐峥', '13800000007', '', '否', '销售'],
  ['邓超', '13800000008', '', '否', '采购'],
  ['杨幂', '13800000009', '', '是', '董事长'],
  ['刘涛', '13800000010', '', '否', '助理'],
  ['胡歌', '13800000011', '', '否', '工程师'],
  ['王凯', '13800000012', '', '是', '项目经理'],
].map(([name, mobile, telephone, key, post], index) => ({
  contactsId: index + 1, name, mobile, telephone, 是否关键决策人: key, post, customerId: (index % 3) + 1,
}));

export const STORY_BUSINESSES: RelatedRecord[] = [
  { businessId: 1, businessName: '云帆ERP升级', money: '120000.00', customerId: 1, customerName: '杭州云帆科技', typeName: '默认商机组', statusName: '需求分析' },
  { businessId: 2, businessName: '云帆服务器采购', money: '56000.00', customerId: 1, customerName: '杭州云帆科技', typeName: '默认商机组', statusName: '验证客户' },
  { businessId: 3, businessName: '启明年度维保', money: '30000.00', customerId: 2, customerName: '上海启明软件', typeName: '默认商机组', statusName: '方案/报价' },
  { businessId: 4, businessName: '远航车队管理', money: '88000.00', customerId: 3, customerName: '北京远航物流', typeName: '默认商机组', statusName: '赢单' },
];

export const STORY_CONTRACTS: RelatedRecord[] = [
  { contractId: 1, num: 'HT-2026-001', name: '云帆ERP升级合同', customerId: 1, customerName: '杭州云帆科技', money: '120000.00', startTime: '2026-01-01', endTime: '2026-12-31' },
  { contractId: 2, num: 'HT-2026-002', name: '启明维保合同', customerId: 2, customerName: '上海启明软件', money: '30000.00', startTime: '2026-02-01', endTime: '2027-01-31' },
];
