// In-story answers of the office workbench's calls, for the feed's stories only (contract 10.4,
// 10.3, as server/oa/feed/feedList.ts answers them, camel-cased): OaRecord/getOaRecordPageList by
// `type`, `page`, `limit` and `total` (0: not counted, totalRow -1 and `lastPage`) (the feed row's
// columns, `typeName`, `createUser`, its target's info merged over it: a log's whole row, an
// event's row, an announcement's title and annContent, a task's or an approval's title),
// OaRecord/queryTask, OaRecord/queryEventByDay and OaRecord/queryEvent. Never used by the product:
// a story environment (ListEnvironment) handed to the engine's ListScreen, no screen of its own.
import { fn } from 'storybook/test';
import type { ListEnvironment } from '../../../engine/react/list/index.ts';
import type { ListPage, ListRow } from '../../../server-adapter/crmList.ts';
import { storyListEnvironment } from '../../crm/list/storyEnvironment.ts';

const LI_NA = { userId: 3, realname: '李娜', img: null };
const ZHANG_WEI = { userId: 2, realname: '张伟', img: null };

/** The feed, newest first. */
export const FEED_ROWS: ListRow[] = [
  {
    // a log: its own row merged over the feed's (logId and content are the log's)
    logId: 301, userId: 3, type: 1, actionId: 301, createTime: '2026-03-03 18:05:00', joinUserIds: ',2,', deptIds: '', typeName: '日志',
    createUser: LI_NA, categoryId: 1, title: null, content: '拜访杭州云帆，确认了报价单。\n下周签合同。', tomorrow: '整理合同条款', question: '',
    createUserId: 3, sendUserIds: ',2,', sendDeptIds: '', readUserIds: ',,', realname: '李娜', isRead: 0, replyList: [],
    sendUserList: [ZHANG_WEI], sendDeptList: [], customerList: [], contactsList: [], businessList: [], contractList: [], img: [], file: [],
    permission: { isUpdate: 1, isDelete: 1 },
  },
  {
    logId: 402, userId: 2, type: 2, actionId: 21, createTime: '2026-03-03 09:30:00', joinUserIds: ',3,4,', deptIds: '', typeName: '日程', createUser: ZHANG_WEI,
    eventId: 21, title: '部门周例会', content: '', startTime: '2026-03-09 10:00:00', endTime: '2026-03-09 11:00:00', createUserId: 2,
    ownerUserIds: ',3,4,', address: '三楼会议室', realname: '张伟', ownerUserName: '李娜,刘洋', ownerList: [LI_NA], permission: { isUpdate: 0, isDelete: 0 },
    customerList: [], contactsList: [], businessList: [], contractList: [],
  },
  {
    logId: 403, userId: 1, type: 3, actionId: 9, createTime: '2026-03-02 16:00:00', joinUserIds: '', deptIds: ',2,', typeName: '公告',
    createUser: { userId: 1, realname: 'admin', img: null }, content: '添加了公告', title: '销售部十二月例会通知', annContent: '周五下午三点开会。',
  },
  {
    logId: 404, userId: 2, type: 4, actionId: 12, createTime: '2026-03-01 09:00:00', joinUserIds: ',3,', deptIds: '', typeName: '任务',
    createUser: ZHANG_WEI, content: '添加了任务', title: '准备季度报价',
  },
  {
    logId: 405, userId: 3, type: 5, actionId: 40, createTime: '2026-02-28 11:20:00', joinUserIds: ',2,', deptIds: '', typeName: '审批',
    createUser: LI_NA, content: '添加了审批', title: '年假 3 天（3月5日至3月7日）',
  },
];

/** OaRecord/queryTask: my open tasks. */
export const MY_TASKS = [
  { taskId: 12, name: '准备季度报价', createTime: '2026-03-01 09:00:00', stopTime: '2026-03-20 23:59:59', priority: 3 },
  { taskId: 15, name: '回访上海启明软件', createTime: '2026-03-02 10:00:00', stopTime: null, priority: 1 },
];

/** OaRecord/queryEventByDay: today's events. */
export const TODAY_EVENTS = [
  { eventId: 22, title: '拜访杭州云帆', startTime: '2026-03-03', endTime: '2026-03-03', ownerUserIds: ',3,', realnames: '李娜' },
];

/** OaRecord/queryEvent: each day of the month (yyyy-MM), status 1 on the 1st and on today. */
export function monthMarks(month: string): Array<{ date: string; status: 0 | 1 }> {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(year, m, 0).getDate();
  const now = new Date();
  const today = now.getFullYear() === year && now.getMonth() + 1 === m ? now.getDate() : -1;
  return Array.from({ length: days }, (_, i) => ({ date: `${month}-${String(i + 1).padStart(2, '0')}`, status: i + 1 === 1 || i + 1 === today ? 1 : 0 }));
}

export interface FeedStoryOptions {
  /** The side panels' calls fail. */
  sideFails?: boolean;
  /** The feed's rows instead of FEED_ROWS (a longer feed: moreFeedRows). */
  rows?: ListRow[];
}

/**
 * A feed of `count` rows, newest first: FEED_ROWS' five kinds in turn, each row its own (logId
 * 1000 + i, title 动态 i+1), for a feed longer than one page.
 */
export function moreFeedRows(count: number): ListRow[] {
  return Array.from({ length: count }, (_, i) => {
    const base = FEED_ROWS[i % FEED_ROWS.length]!;
    const minute = String(59 - i).padStart(2, '0');
    return { ...base, logId: 1000 + i, actionId: 1000 + i, eventId: 1000 + i, title: `动态 ${i + 1}`, content: '', createTime: `2026-03-04 10:${minute}:00` };
  });
}

/** The list screen's environment over these answers; `query` answers the side panels' calls. */
export function feedStoryEnvironment(options: FeedStoryOptions = {}): ListEnvironment {
  const env = storyListEnvironment({ auth: { oa: { feed: {} } } });
  const feedRows = options.rows ?? FEED_ROWS;
  env.api.queryPageList = fn(async (_call: string, body: Record<string, unknown>): Promise<ListPage> => {
    const type = Number(body.type ?? 0);
    const rows = type ? feedRows.filter((row) => row.type === type) : feedRows;
    const page = Number(body.page ?? 1);
    const limit = Number(body.limit ?? 15);
    const list = rows.slice((page - 1) * limit, page * limit);
    const lastPage = page * limit >= rows.length;
    // total 0: nothing counted (totalRow and totalPage -1), lastPage says whether more follow
    if (Number(body.total) === 0) return { list, totalRow: -1, totalPage: -1, pageNumber: page, pageSize: limit, firstPage: page === 1, lastPage };
    return { list, totalRow: rows.length, pageNumber: page, pageSize: limit, lastPage } as ListPage;
  });
  return {
    ...env,
    query: fn(async (call: string, params: Record<string, unknown> = {}) => {
      if (options.sideFails) throw new Error('网络异常');
      if (call === 'OaRecord/queryTask') return MY_TASKS;
      if (call === 'OaRecord/queryEventByDay') return TODAY_EVENTS;
      if (call === 'OaRecord/queryEvent') return monthMarks(String(params.month));
      throw new Error(`no story answer for ${call}`);
    }),
  };
}
