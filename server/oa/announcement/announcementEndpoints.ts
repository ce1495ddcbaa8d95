/**
 * OaAnnouncement/* (contract 10.2, 3.7). The lists, reading and marking read need a session
 * (everyone reads announcements; visibility decides which); saveAndUpdate needs
 * `oa.announcement.save` or `.update` (the handler then asks the one its case needs), delete
 * `oa.announcement.delete`. Every id is checked against the caller's audience (`无权访问`).
 */
import { claimRider } from '../../permissions/versionRider.ts';
import { type Endpoint, endpoint } from '../../http/endpoint.ts';
import { optionalChoice, requireInt } from '../../http/params.ts';
import { announcementById, deleteAnnouncement, type ListType, queryAnnouncements, readAnnouncement, saveAnnouncement } from './announcementCalls.ts';
import { ANNOUNCEMENT_RIGHTS } from './announcementRows.ts';

export const announcementEndpoints: Endpoint[] = [
  endpoint('OaAnnouncement/queryList', { carriesVersions: true }, async ({ db, params, userId, request }) =>
    queryAnnouncements(db, userId, (optionalChoice(params, 'type', '公告类型', [1, 2]) ?? 1) as ListType, params, claimRider(request))),
  endpoint('OaAnnouncement/saveAndUpdate', { rights: [ANNOUNCEMENT_RIGHTS.save, ANNOUNCEMENT_RIGHTS.update] }, async ({ db, params, userId }) => {
    await saveAnnouncement(db, userId, params);
    return undefined;
  }),
  endpoint('OaAnnouncement/delete', { rights: [ANNOUNCEMENT_RIGHTS.delete] }, async ({ db, params, userId }) => {
    await deleteAnnouncement(db, userId, requireInt(params, 'id', '公告'));
    return undefined;
  }),
  endpoint('OaAnnouncement/readAnnouncement', async ({ db, params, userId }) => {
    await readAnnouncement(db, userId, requireInt(params, 'announcementId', '公告'));
    return undefined;
  }),
  endpoint('OaAnnouncement/queryById', async ({ db, params, userId }) => announcementById(db, userId, requireInt(params, 'id', '公告'))),
];
