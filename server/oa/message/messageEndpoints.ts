/**
 * OaMessage/* (公众号模板消息, wechatTemplates.ts; not in the contract): reading the settings needs a
 * session (the page tells everyone whether reminders go out), changing them 工作台设置's right:
 * `manage.oa.examine`, the one action the permission tree gives under `manage.oa` (keys are
 * three-level, permissionKeysOf), held by whoever administers the office.
 */
import { type Endpoint, endpoint } from '../../http/endpoint.ts';
import { requestVersion } from '../../permissions/permissionCache.ts';
import { userPermissionKeys } from '../../permissions/authTree.ts';
import { saveWechatSetting, wechatSetting } from './wechatTemplates.ts';

export const MANAGE_OA = 'manage.oa.examine';

export const oaMessageEndpoints: Endpoint[] = [
  endpoint('OaMessage/querySetting', { readOnly: true }, async ({ db, userId, request }) => {
    const keys = await userPermissionKeys(db, userId, requestVersion(request));
    return wechatSetting(db, keys.has(MANAGE_OA));
  }),
  endpoint('OaMessage/setSetting', { rights: [MANAGE_OA] }, async ({ db, params }) => {
    await saveWechatSetting(db, params);
    return undefined;
  }),
];
