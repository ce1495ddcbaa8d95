// In-story data for the list screen: a customer list with a custom column (客户级别), scenes, the
// member picker's people, and a recorder of every call, so a story's play function can check what
// the screen asked for. Stories only: the app uses listEnvironment.ts.
import { fn } from 'storybook/test';
import type { ListEnvironment } from '../../../engine/react/list/index.ts';
import type { AuthTree } from '../../../engine/routes/index.ts';
import type { CrmListApi, ListHeadColumn, ListPage, ListRow } from '../../../server-adapter/crmList.ts';
import type { Scene, ScenesApi } from '../../../server-adapter/scenes.ts';
import { STORY_DEPTS, STORY_USERS } from '../../../widgets/pickers/storyData.ts';

const NAMES = ['杭州云帆科技', '上海启明软件', '北京远航物流', '深圳星河电子', '广州南方贸易', '成都天府科技', '南京金陵制造', '苏州园林设计',
  '武汉长江实业', '西安古城文化', '重庆山城火锅', '天津海河港务', '青岛啤酒贸易', '厦门鹭岛科技', '长沙湘江传媒', '宁波港口物流', '合肥科大讯通', '郑州中原粮油'];

export const STORY_CUSTOMER_ROWS: ListRow[] = NAMES.map((name, index) => ({
  customerId: index + 1,
  customerName: name,
  mobile: `1380000${String(1000 + index)}`,
  dealStatus: index % 3 === 0 ? 1 : 0,
  nextTime: '2026-03-15 10:00:00',
  ownerUserName: index % 2 ? '张三' : '李四',
  updateTime: '2026-02-10 09:30:00',
  客户级别: ['A（重点客户）', 'B（普通客户）', 'C（非优先客户）'][index % 3],
}));

export const STORY_CUSTOMER_HEADS: ListHeadColumn[] = [
  { fieldName: 'customerName', name: '客户名称', width: 180 },
  { fieldName: 'mobile', name: '手机', width: 130 },
  { fieldName: '客户级别', name: '客户级别', fieldId: 21, formType: 'select', width: 140 },
  { fieldName: 'dealStatus', name: '成交状态', width: 100 },
  { fieldName: 'nextTime', name: '下次联系时间', width: 160 },
  { fieldName: 'ownerUserName', name: '负责人', width: 100 },
  { fieldName: 'updateTime', name: '更新时间', width: 160 },
];

export const STORY_SCENES: Scene[] = [
  { sceneId: 1, name: '全部客户', data: '', isDefault: 0, isSystem: 1 },
  { sceneId: 2, name: '我负责的客户', data: '{"owner_user_id":{"name":"owner_user_id","condition":"is","value":"3"}}', isDefault: 1, isSystem: 1 },
  { sceneId: 3, name: '重点客户', data: '{"客户级别":{"name":"客户级别","condition":"is","value":"A（重点客户）","formType":"select"}}', isDefault: 0, isSystem: 0 },
];

export const SUPER_ADMIN_CRM: AuthTree = {
  crm: {
    customer: { save: true, update: true, index: true, read: true, excelimport: true, excelexport: true, delete: true, transfer: true, putinpool: true, lock: true, teamsave: true, dealStatus: true },
    pool: { index: true, distribute: true, receive: true, excelexport: true },
    contract: { save: true, update: true, index: true, read: true, delete: true, transfer: true, teamsave: true, discard: true },
  },
};

export interface StoryListOptions {
  rows?: ListRow[];
  heads?: ListHeadColumn[];
  scenes?: Scene[];
  auth?: AuthTree;
  /** Never answers: the loading state. */
  pending?: boolean;
  /** Extra keys of the list answer (money, putInPoolTodayNum). */
  extra?: Partial<ListPage>;
}

export function storyListEnvironment(options: StoryListOptions = {}): ListEnvironment & { api: CrmListApi; scenes: ScenesApi; fieldsChanged(heads: ListHeadColumn[]): void } {
  const rows = options.rows ?? STORY_CUSTOMER_ROWS;
  let heads = options.heads ?? STORY_CUSTOMER_HEADS;
  const listeners = new Set<() => void>();
  const api: CrmListApi = {
    queryPageList: fn(async (_call: string, body: Record<string, unknown>): Promise<ListPage> => {
      if (options.pending) return new Promise<ListPage>(() => {});
      const page = Number(body.page ?? 1);
      const limit = Number(body.limit ?? 15);
      const search = String(body.search ?? '');
      const matching = search ? rows.filter((row) => String(row.customerName ?? '').includes(search)) : rows;
      return { list: matching.slice((page - 1) * limit, page * limit), totalRow: matching.length, ...options.extra };
    }),
    queryListHead: fn(async () => heads),
    queryFieldVersion: fn(async () => 1),
    queryFieldConfig: fn(async () => ({
      value: (options.heads ?? STORY_CUSTOMER_HEADS).map((head, index) => ({ id: index + 1, name: head.name })),
      hideValue: [{ id: 99, name: '电话' }],
    })),
    saveFieldConfig: fn(async () => {}),
    setColumnWidth: fn(async () => {}),
    runAction: fn(async () => {}),
    download: fn(async () => '客户.xlsx'),
    // The field-version stream: fieldsChanged() plays an admin saving the module's fields.
    subscribeFields: fn((_label: number, onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    }),
  };
  const scenes: ScenesApi = {
    queryScenes: fn(async () => options.scenes ?? STORY_SCENES),
    querySceneConfig: fn(async () => ({ value: options.scenes ?? STORY_SCENES, hideValue: [] })),
    addScene: fn(async () => {}),
    updateScene: fn(async () => {}),
    deleteScene: fn(async () => {}),
    setDefaultScene: fn(async () => {}),
    saveSceneConfig: fn(async () => {}),
    querySceneFields: fn(async () => [
      { fieldName: 'customer_name', name: '客户名称', formType: 'text', setting: [] },
      { fieldName: 'deal_status', name: '成交状态', formType: 'dealStatus', setting: [{ name: '未成交', value: 0 }, { name: '已成交', value: 1 }] },
      { fieldName: 'next_time', name: '下次联系时间', formType: 'datetime', setting: [] },
      { fieldName: 'owner_user_id', name: '负责人', formType: 'user', setting: [] },
      { fieldName: '客户级别', name: '客户级别', formType: 'select', setting: ['A（重点客户）', 'B（普通客户）', 'C（非优先客户）'], fieldId: 21 },
    ]),
  };
  return {
    api,
    scenes,
    auth: options.auth ?? SUPER_ADMIN_CRM,
    users: async () => STORY_USERS,
    deptTree: async () => STORY_DEPTS,
    notifySuccess: fn(),
    notifyError: fn(),
    fieldsChanged(next) {
      heads = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
