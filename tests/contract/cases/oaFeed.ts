// The office feed's call (contract 10.4 OaRecord/getOaRecordPageList), as the admin. The demo data
// may hold no feed row the admin sees: the case writes the admin's 公告 (to everyone) once per run
// (memoised per app) through OaAnnouncement/saveAndUpdate itself. Rows differ by type in what is
// merged over them; the shape checks what every row has.
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import type { Fixture } from '../fixture.ts';
import { ok, page } from '../shape.ts';

const ROW = {
  logId: 'int', userId: 'int', type: 'int', actionId: 'int', createTime: 'datetime', joinUserIds: 'string', deptIds: 'string', content: 'string?',
  typeName: 'string', createUser: { userId: 'int', realname: 'string', img: 'string?' }, title: 'string?',
};

const made = new WeakMap<TestApp, Promise<void>>();

async function make(fx: Fixture, t: TestApp): Promise<void> {
  const answer = await t.call('OaAnnouncement/saveAndUpdate', {
    title: '工作台动态', content: '本周五团建', startTime: '2026-03-01', endTime: '2026-03-31', deptIds: '', ownerUserIds: '',
  }, fx.tokens.admin!);
  if (answer.code !== 0) throw new Error(`OaAnnouncement/saveAndUpdate refused: ${answer.msg}`);
}

const announced = (fx: Fixture, t: TestApp) => {
  if (!made.has(t)) made.set(t, make(fx, t));
  return made.get(t)!;
};

export const oaFeedCases: ContractCase[] = [
  { url: 'OaRecord/getOaRecordPageList', see: '10.4', params: async (fx, t) => (await announced(fx, t), { type: 0 }), answer: ok(page(ROW)) },
];
