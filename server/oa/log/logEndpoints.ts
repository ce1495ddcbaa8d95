/**
 * OaLog/* (contract 10.1): a session is enough (the permission tree has no 日志 keys; everyone
 * writes logs). Each call taking a log id checks the caller against that log (logAccess.ts).
 */
import { type Endpoint, endpoint, type EndpointContext } from '../../http/endpoint.ts';
import { requireInt } from '../../http/params.ts';
import { requestVersion } from '../../permissions/permissionCache.ts';
import { claimRider } from '../../permissions/versionRider.ts';
import { logViewerOf, visibleLog } from './logAccess.ts';
import { logDetail, logList, logRelationList } from './logLists.ts';
import { deleteLog, readLog, saveLog } from './logSave.ts';
import { logSummary } from './logSummary.ts';

/** The caller as a reader of logs, cached under the version the guard read for this call. */
const viewerOf = ({ db, userId, request }: EndpointContext) => logViewerOf(db, userId, requestVersion(request));

export const oaLogEndpoints: Endpoint[] = [
  endpoint('OaLog/queryList', { carriesVersions: true }, async ({ db, params, userId, request }) =>
    logList(db, userId, params, { knownVersion: requestVersion(request), rider: claimRider(request) })),
  endpoint('OaLog/queryById', { readOnly: true }, async (ctx) => {
    const { db, params } = ctx;
    const logId = requireInt(params, 'logId', '日志');
    const viewer = await viewerOf(ctx);
    return logDetail(db, viewer, await visibleLog(db, viewer, logId));
  }),
  // 日志汇总 (journalList): not in the contract; logSummary.ts
  endpoint('OaLog/querySummary', { readOnly: true }, async ({ db, params, userId }) => logSummary(db, userId, params)),
  endpoint('OaLog/queryLogRelation', { carriesVersions: true }, async ({ db, params, userId, request }) =>
    logRelationList(db, userId, params, { knownVersion: requestVersion(request), rider: claimRider(request) })),
  endpoint('OaLog/addOrUpdate', async (ctx) => {
    await saveLog(ctx.db, await viewerOf(ctx), ctx.params);
    return undefined;
  }),
  endpoint('OaLog/deleteById', async (ctx) => {
    const logId = requireInt(ctx.params, 'logId', '日志');
    await deleteLog(ctx.db, await viewerOf(ctx), logId);
    return undefined;
  }),
  endpoint('OaLog/readLog', async (ctx) => {
    const logId = requireInt(ctx.params, 'logId', '日志');
    await readLog(ctx.db, await viewerOf(ctx), logId);
    return undefined;
  }),
];
