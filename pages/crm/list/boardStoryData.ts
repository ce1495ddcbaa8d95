// In-story data for the board view (看板), shared by the board's story, its unit tests and
// `npm run bench:board`: a test module of project tasks grouped by status (fixed columns, an order
// key, the contract's work/updateOrder shape for the move), the business list with a board by
// stage (columns from CrmBusiness/queryBusinessStatusOptions, one business type at a time), and
// rows for both. No storybook imports: the unit tests and the benchmark page read it too.
import type { ModuleBoard, ModuleDescriptor, ModuleList } from '../../../engine/modules/index.ts';
import { listPage } from '../../../engine/modules/index.ts';
import { moduleOf } from '../../../engine/modules/catalogue.ts';
import type { PageDef } from '../../../engine/pages/index.ts';
import type { ListHeadColumn, ListRow } from '../../../server-adapter/crmList.ts';

/** Tasks by status: 正在进行 / 已延期 / 已结束, ordered by orderNum, moved with the ids of the column in order. */
export const TASK_BOARD: ModuleBoard = {
  groupBy: 'status',
  columns: {
    options: [
      { value: 1, label: 'list.board.taskStatus.1' },
      { value: 2, label: 'list.board.taskStatus.2' },
      { value: 5, label: 'list.board.taskStatus.5' },
    ],
  },
  orderBy: 'orderNum',
  move: { call: 'work/task/updateOrder', encoding: 'json', idKey: 'taskId', groupKey: 'toId', idsKey: 'toList', fromGroupKey: 'fromId', fromIdsKey: 'fromList', auth: 'update' },
  card: {
    title: 'name',
    facts: [
      { field: 'mainUserName', label: 'list.board.fact.owner' },
      { field: 'stopTime', label: 'list.board.fact.stopTime', format: 'date' },
    ],
  },
};

export const TASK_BOARD_LIST: ModuleList = {
  title: 'routes.project.myTask',
  call: 'work/task/queryPageList',
  styleType: 'work_task',
  nameColumn: 'name',
  searchPlaceholder: 'list.search.label',
  scenes: false,
  filter: false,
  defaultColumns: [
    { field: 'name', name: '任务名称', width: 200 },
    { field: 'mainUserName', name: '负责人' },
    { field: 'stopTime', name: '截止日期', width: 160 },
  ],
  toolbar: [],
  batchActions: [],
  views: ['table', 'board'],
  board: TASK_BOARD,
};

/**
 * The test module: a project task with the list above. Its record keys are the business module's
 * with the task's own names over them (a fixture needs only what the list reads).
 */
export function taskBoardModule(): ModuleDescriptor {
  const base = moduleOf('business');
  return {
    ...base,
    key: 'task',
    area: 'project',
    label: 11,
    typeName: 'routes.workbench.task',
    auth: 'project.task',
    record: { ...base.record, title: '任务', table: 'task', idColumn: 'task_id', idKey: 'taskId', idsKey: 'taskIds', nameColumn: 'name', searchColumns: ['name'], callPrefix: 'Task' },
    lists: { task: TASK_BOARD_LIST },
    detail: undefined,
  };
}

export const TASK_BOARD_PAGE: PageDef = listPage(taskBoardModule(), 'task')!;

export const TASK_HEADS: ListHeadColumn[] = [
  { fieldName: 'name', name: '任务名称', width: 200 },
  { fieldName: 'mainUserName', name: '负责人', width: 100 },
  { fieldName: 'stopTime', name: '截止日期', width: 160 },
];

const TASK_NAMES = ['整理客户回访记录', '准备季度销售报告', '更新产品报价单', '安排新员工培训', '核对合同回款', '走访杭州云帆科技', '修订投标文件', '设计宣传册', '跟进上海启明软件'];
const OWNERS = ['张三', '李四', '王五', '赵六'];
const STATUSES = [1, 1, 2, 5];

/** `count` tasks spread over the three statuses, each column numbered 1..n in orderNum; deterministic. */
export function taskRows(count: number): ListRow[] {
  const next = new Map<number, number>();
  return Array.from({ length: count }, (_, index) => {
    const status = STATUSES[index % STATUSES.length]!;
    const orderNum = (next.get(status) ?? 0) + 1;
    next.set(status, orderNum);
    const day = String(1 + (index % 28)).padStart(2, '0');
    return {
      taskId: index + 1,
      name: count <= TASK_NAMES.length ? TASK_NAMES[index]! : `${TASK_NAMES[index % TASK_NAMES.length]} ${index + 1}`,
      status,
      orderNum,
      mainUserName: OWNERS[index % OWNERS.length],
      stopTime: `2026-03-${day} 18:00:00`,
    };
  });
}

/** The business list with a board by stage: the stages of the chosen business type, moved with boostBusinessStatus. */
export const BUSINESS_BOARD: ModuleBoard = {
  groupBy: 'statusId',
  columns: {
    call: 'CrmBusiness/queryBusinessStatusOptions',
    value: 'statusId',
    label: 'name',
    groups: { columns: 'statusList', value: 'typeId', label: 'name', rowKey: 'typeId' },
  },
  move: { call: 'CrmBusiness/boostBusinessStatus', idKey: 'businessId', groupKey: 'statusId', params: { isEnd: 0 }, auth: 'update' },
  card: {
    title: 'businessName',
    facts: [
      { field: 'customerName', label: 'list.board.fact.customer' },
      { field: 'money', label: 'list.board.fact.money', format: 'money' },
      { field: 'ownerUserName', label: 'list.board.fact.owner' },
    ],
  },
};

/** The real business descriptor with the board above on its list. */
export function businessBoardModule(): ModuleDescriptor {
  const base = moduleOf('business');
  const list = base.lists!.business!;
  return { ...base, lists: { ...base.lists, business: { ...list, views: ['table', 'board'], board: BUSINESS_BOARD } } };
}

export const BUSINESS_BOARD_PAGE: PageDef = listPage(businessBoardModule(), 'business')!;

/** CrmBusiness/queryBusinessStatusOptions: two business types and their stages. */
export const BUSINESS_STAGE_OPTIONS = [
  {
    typeId: 1, name: '默认商机组', status: 1,
    statusList: [
      { statusId: 1, typeId: 1, name: '验证客户', rate: '20', orderNum: 1 },
      { statusId: 2, typeId: 1, name: '需求分析', rate: '30', orderNum: 2 },
      { statusId: 3, typeId: 1, name: '方案/报价', rate: '80', orderNum: 3 },
    ],
  },
  {
    typeId: 2, name: '大客户商机组', status: 1,
    statusList: [
      { statusId: 4, typeId: 2, name: '初步接洽', rate: '10', orderNum: 1 },
      { statusId: 5, typeId: 2, name: '商务谈判', rate: '60', orderNum: 2 },
    ],
  },
];

export const BUSINESS_HEADS: ListHeadColumn[] = [
  { fieldName: 'businessName', name: '商机名称', width: 180 },
  { fieldName: 'customerName', name: '客户名称', width: 160 },
  { fieldName: 'money', name: '商机金额', width: 120 },
  { fieldName: 'ownerUserName', name: '负责人', width: 100 },
];

export const BUSINESS_ROWS: ListRow[] = [
  { businessId: 1, businessName: '云帆科技 CRM 采购', customerName: '杭州云帆科技', money: '125000.00', ownerUserName: '张三', typeId: 1, statusId: 1 },
  { businessId: 2, businessName: '启明软件年度服务', customerName: '上海启明软件', money: '86000.50', ownerUserName: '李四', typeId: 1, statusId: 1 },
  { businessId: 3, businessName: '远航物流系统升级', customerName: '北京远航物流', money: '240000.00', ownerUserName: '张三', typeId: 1, statusId: 2 },
  { businessId: 4, businessName: '星河电子集团大单', customerName: '深圳星河电子', money: '1500000.00', ownerUserName: '王五', typeId: 2, statusId: 5 },
];
