// The schedule's calls (contract 10.3) and its OaRecord calls (10.4), as the admin, so the generated
// security checks (tests/security) send the same ids as another user. The demo data has no events:
// the cases make the admin's weekly meeting once per run (memoised per app), with 张伟 taking part
// and the fixture's customer linked, through OaEvent/add itself.
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import type { Fixture } from '../fixture.ts';
import { ok, page } from '../shape.ts';

const USER_BRIEF = { userId: 'int', realname: 'string', img: 'string?' };

/** OaEvent/queryList's row: event + relation columns + the contract's extra keys. */
const ROW = {
  eventId: 'int', title: 'string', content: 'string?', startTime: 'datetime', endTime: 'datetime', createUserId: 'int', createTime: 'datetime',
  updateTime: 'datetime', type: 'int', ownerUserIds: 'string', address: 'string?', remark: 'string?', color: 'string?', remindType: 'int?',
  eventrelationId: 'int?', customerIds: 'string', contactsIds: 'string', businessIds: 'string', contractIds: 'string',
  realname: 'string', ownerUserName: 'string', createUser: USER_BRIEF, ownerList: [USER_BRIEF],
  customerList: [{ customerId: 'int', customerName: 'string' }], contactsList: [{ contactsId: 'int', name: 'string' }],
  businessList: [{ businessId: 'int', businessName: 'string' }], contractList: [{ contractId: 'int', contractName: 'string', num: 'string' }],
  permission: { isUpdate: 'int', isDelete: 'int' },
};

const made = new WeakMap<TestApp, Promise<number>>();

async function make(fx: Fixture, t: TestApp): Promise<number> {
  const answer = await t.call('OaEvent/add', {
    title: '周例会', content: '本周销售进展', startTime: '2026-03-02 09:30:00', endTime: '2026-03-02 10:30:00', type: 2, ownerUserIds: String(fx.users.manager),
    address: '一号会议室', remark: '', color: '#3a7bd5', remindType: 2, customerIds: String(fx.customerId),
  }, fx.tokens.admin!);
  if (answer.code !== 0) throw new Error(`OaEvent/add refused: ${answer.msg}`);
  const row = await t.db.selectFrom('oa_event').select('event_id').orderBy('event_id', 'desc').limit(1).executeTakeFirstOrThrow();
  return row.event_id;
}

const meeting = (fx: Fixture, t: TestApp) => {
  if (!made.has(t)) made.set(t, make(fx, t));
  return made.get(t)!;
};

const FORM = { title: '客户回访', startTime: '2026-03-05 14:00:00', endTime: '2026-03-05 15:00:00', type: 0, remindType: 1, address: '客户公司' };

export const oaEventCases: ContractCase[] = [
  {
    url: 'OaEvent/queryList', see: '10.3', params: async (fx, t) => (await meeting(fx, t), { startTime: '2026-03-01 00:00:00', endTime: '2026-03-31 23:59:59' }),
    answer: ok([ROW]),
  },
  {
    url: 'OaEvent/queryEventRelation', see: '10.3', params: async (fx, t) => (await meeting(fx, t), { customerIds: fx.customerId }),
    answer: ok(page(ROW)), paged: { all: ok([ROW]) },
  },
  {
    url: 'OaRecord/queryEvent', see: '10.4', params: async (fx, t) => (await meeting(fx, t), { month: '2026-03' }),
    answer: ok([{ date: 'date', status: 'int' }]),
  },
  {
    url: 'OaRecord/queryEventByDay', see: '10.4', params: async (fx, t) => (await meeting(fx, t), { day: '2026-03-09' }),
    answer: ok([{ eventId: 'int', title: 'string', startTime: 'date', endTime: 'date', ownerUserIds: 'string', realnames: 'string' }]),
  },

  // writes
  { url: 'OaEvent/add', see: '10.3', write: true, params: (fx) => ({ ...FORM, ownerUserIds: String(fx.users.manager) }), answer: ok() },
  {
    url: 'OaEvent/update', see: '10.3', write: true,
    params: async (fx, t) => ({ ...FORM, eventId: await meeting(fx, t), title: '周例会（改到周二）', startTime: '2026-03-03 09:30:00', endTime: '2026-03-03 10:30:00', type: 2 }),
    answer: ok(),
  },
  {
    url: 'OaEvent/delete', see: '10.3', write: true,
    params: async (fx, t) => {
      await t.call('OaEvent/add', { ...FORM, title: '待删除的日程' }, fx.tokens.admin!);
      return { eventId: (await t.db.selectFrom('oa_event').select('event_id').orderBy('event_id', 'desc').limit(1).executeTakeFirstOrThrow()).event_id };
    },
    answer: ok(),
  },
];
