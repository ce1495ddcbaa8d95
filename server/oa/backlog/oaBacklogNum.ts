/**
 * OaBackLog/num (contract 8.3): the office sidebar's badges, `{eventNum, taskNum, announcementNum,
 * logNum, examineNum}`. examineNum counts the approvals waiting for the user's decision: their open
 * rows, as 待我审批's totalRow (oa/examine/examineLists.ts `waitingCount`), so badge and list agree.
 * eventNum counts the user's events (created or taking part) with an occurrence covering today,
 * repeats included (oa/event/eventLists.ts). announcementNum counts the unread announcements
 * active today that the user sees (oa/announcement/announcementCalls.ts `unreadActiveCount`, the
 * lists' own rule). logNum counts the logs sent to the user (by name or department) that they
 * have not read (oa/log/logLists.ts `unreadSentCount`). taskNum counts the open top-level office
 * tasks whose main user or member the user is (task/taskLists.ts `openTaskCount`, OaRecord/queryTask's rule).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endpoint } from '../../http/endpoint.ts';
import { eventCountToday } from '../event/eventLists.ts';
import { waitingCount } from '../examine/examineLists.ts';
import { unreadActiveCount } from '../announcement/announcementCalls.ts';
import { unreadSentCount } from '../log/logLists.ts';
import { openTaskCount } from '../../task/taskLists.ts';

export async function oaBacklogNum(db: Kysely<Database>, userId: number) {
  const [eventNum, taskNum, announcementNum, examineNum, logNum] = await Promise.all([
    eventCountToday(db, userId), openTaskCount(db, userId), unreadActiveCount(db, userId), waitingCount(db, userId), unreadSentCount(db, userId),
  ]);
  return { eventNum, taskNum, announcementNum, logNum, examineNum };
}

export const oaBacklogEndpoints = [
  endpoint('OaBackLog/num', async ({ db, userId }) => oaBacklogNum(db, userId)),
];
