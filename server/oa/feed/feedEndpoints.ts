/**
 * The office feed's call (contract 10.4): a session is enough (the permission tree has no key for
 * the workbench); what it lists is decided row by row by each target's own rule (feedAccess.ts).
 */
import { type Endpoint, endpoint } from '../../http/endpoint.ts';
import { requestVersion } from '../../permissions/permissionCache.ts';
import { claimRider } from '../../permissions/versionRider.ts';
import { feedPage } from './feedList.ts';

export const oaFeedEndpoints: Endpoint[] = [
  endpoint('OaRecord/getOaRecordPageList', { carriesVersions: true },
    async ({ db, params, userId, request }) => feedPage(db, userId, params, requestVersion(request), claimRider(request))),
];
