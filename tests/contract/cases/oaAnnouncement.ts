// The announcements' calls of Appendix A (contract 10.2), as the admin (queryById, not in the
// appendix, is checked by tests/api/oa-announcement.test.ts). The cases make one active announcement
// for everyone once per run (memoised per app) through saveAndUpdate itself, so the lists, the
// detail and the read have a row whatever the demo data holds.
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import type { Fixture } from '../fixture.ts';
import { ok, page } from '../shape.ts';
import { backlogToday } from '../../../server/crm/backlog/backlogToday.ts';

/** The list row: the columns, the creator's fields, days as yyyy-MM-dd, isRead. */
const ROW = {
  announcementId: 'int', title: 'string', content: 'string', createUserId: 'int', createTime: 'datetime', updateTime: 'datetime',
  startTime: 'date', endTime: 'date', deptIds: 'string', ownerUserIds: 'string', readUserIds: 'string',
  userId: 'int', username: 'string', img: 'string?', realname: 'string', parentId: 'int', isRead: 'int',
  permission: { isUpdate: 'int', isDelete: 'int' },
};

const made = new WeakMap<TestApp, Promise<number>>();

async function make(fx: Fixture, t: TestApp, title: string): Promise<number> {
  const today = backlogToday().date;
  const body = await t.call('OaAnnouncement/saveAndUpdate', { title, content: '全员请注意', startTime: today, endTime: today, deptIds: '', ownerUserIds: '' }, fx.tokens.admin!);
  if (body.code !== 0) throw new Error(`saveAndUpdate refused: ${body.msg}`);
  const row = await t.db.selectFrom('oa_announcement').select('announcement_id').orderBy('announcement_id', 'desc').limit(1).executeTakeFirstOrThrow();
  return row.announcement_id;
}

const announcement = (fx: Fixture, t: TestApp) => {
  if (!made.has(t)) made.set(t, make(fx, t, '合同公告'));
  return made.get(t)!;
};

export const oaAnnouncementCases: ContractCase[] = [
  {
    url: 'OaAnnouncement/queryList', see: '10.2', params: async (fx, t) => (await announcement(fx, t), { type: 1 }),
    answer: ok(page(ROW)), paged: { all: ok([ROW]) },
  },
  // writes
  {
    url: 'OaAnnouncement/readAnnouncement', see: '10.2', write: true,
    params: async (fx, t) => ({ announcementId: await announcement(fx, t) }),
    answer: ok(),
  },
  {
    url: 'OaAnnouncement/saveAndUpdate', see: '10.2', write: true,
    params: async (fx, t) => ({ announcementId: await announcement(fx, t), title: '合同公告（改）', content: '内容', startTime: backlogToday().date, endTime: backlogToday().date, deptIds: '2', ownerUserIds: '' }),
    answer: ok(),
  },
  {
    url: 'OaAnnouncement/delete', see: '10.2', write: true,
    params: async (fx, t) => ({ id: await make(fx, t, '待删除的公告') }),
    answer: ok(),
  },
];
