/**
 * OaEvent/* and the schedule's OaRecord calls (contract 10.3): a session is enough (the permission
 * tree has no 日程 keys; everyone keeps a schedule). Each call taking an event id checks the caller
 * against that event (eventAccess.ts): creator or participant to read, creator to change.
 */
import { claimRider } from '../../permissions/versionRider.ts';
import { type Endpoint, endpoint } from '../../http/endpoint.ts';
import { requireInt } from '../../http/params.ts';
import { visibleEvent } from './eventAccess.ts';
import { eventDetail, eventList, eventMonth, eventRelationList, eventsOfDay } from './eventLists.ts';
import { addEvent, deleteEvent, updateEvent } from './eventSave.ts';

export const oaEventEndpoints: Endpoint[] = [
  endpoint('OaEvent/queryList', { carriesVersions: true }, async ({ db, params, userId, request }) => eventList(db, userId, params, claimRider(request))),
  endpoint('OaEvent/queryById', { readOnly: true }, async ({ db, params, userId }) =>
    eventDetail(db, userId, await visibleEvent(db, userId, requireInt(params, 'eventId', '日程')))),
  endpoint('OaEvent/queryEventRelation', { readOnly: true }, async ({ db, params, userId }) => eventRelationList(db, userId, params)),
  endpoint('OaEvent/add', async ({ db, params, userId }) => {
    await addEvent(db, userId, params);
    return undefined;
  }),
  endpoint('OaEvent/update', async ({ db, params, userId }) => {
    await updateEvent(db, userId, requireInt(params, 'eventId', '日程'), params);
    return undefined;
  }),
  endpoint('OaEvent/delete', async ({ db, params, userId }) => {
    await deleteEvent(db, userId, requireInt(params, 'eventId', '日程'));
    return undefined;
  }),
  endpoint('OaRecord/queryEvent', { readOnly: true }, async ({ db, params, userId }) => eventMonth(db, userId, params)),
  endpoint('OaRecord/queryEventByDay', { readOnly: true }, async ({ db, params, userId }) => eventsOfDay(db, userId, params)),
];
