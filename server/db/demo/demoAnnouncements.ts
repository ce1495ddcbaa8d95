/**
 * Demo announcements (公告, contract 10.2): a handful around today, published by the admin, so the
 * 生效中 and 已失效 tabs and the 公告 badge have something for every demo user: active ones for
 * everyone and for 销售部 (its 销售一组 included), one starting next week, ended ones for everyone and
 * for 销售部, and one active for 王芳 alone. Each is read by its author (as saveAndUpdate leaves it),
 * a few also by someone else.
 * Days are relative to `now` (the server's local day, as the lists compare them).
 */
import type { Kysely } from 'kysely';
import { FEED_TYPE_ANNOUNCEMENT } from '../../oa/announcement/announcementCalls.ts';
import type { Database } from '../schema.ts';
import { backlogToday } from '../../crm/backlog/backlogToday.ts';
import { DEPT_SEED, SEED_USER } from '../seed/organisation.ts';

const SALES_DEPT = DEPT_SEED.find((dept) => dept.name === '销售部')!.deptId;

interface DemoAnnouncement { title: string; content: string; from: number; to: number; depts?: number[]; users?: number[]; readBy?: number[] }

const ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  { title: '关于年终总结会的通知', content: '各位同事：\n公司将于本月最后一个周五下午两点在一楼大会议室召开年终总结会，请准时参加。\n\n行政部', from: -2, to: 10, readBy: [SEED_USER.manager] },
  { title: '销售部本周客户拜访安排', content: '本周重点拜访杭州、上海两地的老客户，请各位在周三前把拜访计划录入日程。', from: -1, to: 5, depts: [SALES_DEPT] },
  { title: '报销单据提交截止提醒', content: '本月报销单据请于25日前提交至财务部，逾期顺延至下月。', from: 0, to: 3, users: [SEED_USER.finance] },
  { title: '元旦放假安排', content: '元旦放假一天，节后第一天正常上班。\n值班安排另行通知。', from: 7, to: 14 },
  { title: '办公系统升级完成', content: '办公系统已于上周末完成升级，如有问题请联系管理员。', from: -20, to: -10, readBy: [SEED_USER.sales, SEED_USER.finance] },
  { title: '上季度销售冠军表彰', content: '恭喜销售一组获得上季度销售冠军！', from: -40, to: -30, depts: [SALES_DEPT], readBy: [SEED_USER.sales] },
];

const csv = (ids: readonly number[] = []) => (ids.length ? `,${ids.join(',')},` : '');

export async function seedDemoAnnouncements(db: Kysely<Database>, log: (line: string) => void, now = new Date()): Promise<void> {
  const day = backlogToday(now);
  const rows = await db.insertInto('oa_announcement').values(ANNOUNCEMENTS.map((a) => ({
    title: a.title, content: a.content, create_user_id: SEED_USER.admin, create_time: now, update_time: now,
    start_time: day.plusDays(a.from), end_time: day.plusDays(a.to),
    dept_ids: csv(a.depts), owner_user_ids: csv(a.users), read_user_ids: csv([SEED_USER.admin, ...(a.readBy ?? [])]), // read by its author, as saveAndUpdate leaves it
  }))).returning(['announcement_id', 'dept_ids', 'owner_user_ids']).execute();
  // their rows of the office feed, as saveAndUpdate writes them
  await db.insertInto('oa_action_record').values(rows.map((row) => ({
    user_id: SEED_USER.admin, type: FEED_TYPE_ANNOUNCEMENT, action_id: row.announcement_id, create_time: now, content: '添加了公告',
    join_user_ids: row.owner_user_ids || ',', dept_ids: row.dept_ids || ',',
  }))).execute();
  log(`  ${ANNOUNCEMENTS.length} announcements`);
}
