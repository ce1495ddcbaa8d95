/**
 * The CRM workbench (仪表盘, contract 13 `Crm/Instrument/*`). A session is all the guard asks
 * (no keys declared): every figure is counted for the user set of its module, within the
 * caller's data scope and list rights (audience.ts), over the period of `type` or
 * `startTime`/`endTime` (period.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endpoint, type EndpointContext } from '../../http/endpoint.ts';
import type { Params } from '../../http/params.ts';
import { readTargetKind } from '../achievement/achievementInput.ts';
import { requestVersion } from '../../permissions/permissionCache.ts';
import { type Audience, readAudience } from './audience.ts';
import { queryBulletin, queryBulletinInfo } from './bulletin.ts';
import { followUpCounts, followUpList } from './followUpStats.ts';
import { queryFunnel } from './funnel.ts';
import { queryPerformance } from './performance.ts';
import { type Period, readPeriod } from './period.ts';
import { sellMonth } from './salesMoney.ts';

interface Figure { db: Kysely<Database>; userId: number; params: Params; audience: Audience; period: Period; version?: string }

/** A workbench call: its period and user set read (and refused) before anything is counted. */
function instrument(path: string, answer: (figure: Figure) => Promise<unknown>) {
  return endpoint(`Crm/Instrument/${path}`, async ({ db, params, userId, request }: EndpointContext) => {
    const period = readPeriod(params);
    const version = requestVersion(request);
    const audience = await readAudience(db, userId, params, version);
    return answer({ db, userId, params, audience, period, version });
  });
}

export const instrumentEndpoints = [
  instrument('queryBulletin', ({ db, audience, period }) => queryBulletin(db, audience, period)),
  instrument('queryBulletinInfo', ({ db, userId, audience, period, params, version }) =>
    queryBulletinInfo(db, userId, audience, period, params, version)),
  instrument('sellMonth', ({ db, audience, period }) => sellMonth(db, audience, period)),
  instrument('queryPerformance', ({ db, audience, period, params }) => queryPerformance(db, audience, period, readTargetKind(params))),
  instrument('queryBusiness', ({ db, audience, period, params }) => queryFunnel(db, audience, period, params)),
  instrument('queryRecordConunt', ({ db, audience, period }) => followUpCounts(db, audience, period)),
  instrument('queryRecordList', ({ db, audience, period, params }) => followUpList(db, audience, period, params)),
];
