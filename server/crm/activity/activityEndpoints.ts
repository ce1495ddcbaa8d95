/**
 * Follow-ups and the operation log (contract 7.2):
 *   <Prefix>/addRecord, <Prefix>/getRecord   leads, customer, contacts, business, contract
 *   CrmRecord/deleteFollowRecord, queryRecordOptions, setRecordOptions, queryRecordList
 *   CrmBackLog/setLeadsFollowup, CrmBackLog/setCustomerFollowup (followup = 1)
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endpoint, type Endpoint } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import { type Params, optionalChoice, optionalText, requireInt, requireText } from '../../http/params.ts';
import { CRM_MODULES, crmModuleOfType } from '../crmModules.ts';
import { optionalIds, requireIds } from '../../http/idList.ts';
import { accessibleRecord } from '../../records/recordAccess.ts';
import { SYSTEM_USER_ID } from './actionLog.ts';
import { markFollowedUp } from './followupMarks.ts';
import { addFollowUp, deleteFollowUp, FOLLOW_UP_MODULES, type FollowUpModuleKey, followUpsOf } from './followUps.ts';
import { readRecordOptions, recordOptions, replaceRecordOptions } from './recordOptions.ts';

const followUpEndpoints: Endpoint[] = FOLLOW_UP_MODULES.flatMap((key: FollowUpModuleKey) => {
  const module = CRM_MODULES[key];
  return [
    endpoint(`${module.prefix}/addRecord`, async ({ db, params, userId }) => {
      const typesId = requireInt(params, 'typesId', module.title);
      const content = requireText(params, 'content', '跟进内容', 10_000);
      const category = requireText(params, 'category', '跟进类型', 100);
      const nextTime = parseNextTime(optionalText(params, 'nextTime', '下次联系时间', 30));
      const batchId = optionalText(params, 'batchId', '附件批次', 50) || undefined;
      if (batchId !== undefined && !/^[\w-]{1,50}$/.test(batchId)) throw new BusinessError('附件批次格式不正确');
      const businessIds = optionalIds(params, 'businessIds', '商机');
      const contactsIds = optionalIds(params, 'contactsIds', '联系人');
      // 添加到日程: the next contact time on the author's schedule, which needs a time to put there.
      const toSchedule = optionalChoice(params, 'isEvent', '添加到日程', [0, 1]) === 1;
      if (toSchedule && !nextTime) throw new BusinessError('添加到日程需要填写下次联系时间');
      await addFollowUp(db, userId, key, { typesId, content, category, nextTime, batchId, businessIds, contactsIds, toSchedule });
    }),
    endpoint(`${module.prefix}/getRecord`, async ({ db, params, userId }) =>
      followUpsOf(db, userId, key, requireInt(params, module.idKey, module.title))),
  ];
});

export const activityEndpoints: Endpoint[] = [
  ...followUpEndpoints,

  endpoint('CrmRecord/deleteFollowRecord', async ({ db, dataDir, params, userId }) => {
    await deleteFollowUp(db, dataDir, userId, requireInt(params, 'recordId', '跟进记录'));
  }),

  endpoint('CrmRecord/queryRecordOptions', async ({ db }) => recordOptions(db)),

  endpoint('CrmRecord/setRecordOptions', { rights: ['manage.crm.setting'] }, async ({ db, params }) => {
    await replaceRecordOptions(db, readRecordOptions(params.value));
  }),

  endpoint('CrmRecord/queryRecordList', async ({ db, params, userId }) => operationLog(db, userId, params)),

  endpoint('CrmBackLog/setLeadsFollowup', async ({ db, params, userId }) => {
    await markFollowedUp(db, userId, 'leads', requireIds(params, 'ids', '线索'));
  }),
  endpoint('CrmBackLog/setCustomerFollowup', async ({ db, params, userId }) => {
    await markFollowedUp(db, userId, 'customer', requireIds(params, 'ids', '客户'));
  }),
];

/** `yyyy-MM-dd HH:mm:ss` (seconds optional, or a bare date) as local time; '' = none. */
export function parseNextTime(text: string | undefined): Date | null {
  if (!text) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) throw new BusinessError('下次联系时间格式不正确');
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const date = new Date(year, month - 1, day, hour, minute, second);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new BusinessError('下次联系时间格式不正确');
  }
  return date;
}

/** CrmRecord/queryRecordList: `actionId`, `types` (module code) → the record's log, newest first. */
async function operationLog(db: Kysely<Database>, userId: number, params: Params) {
  const types = requireInt(params, 'types', '类型');
  const module = crmModuleOfType(types);
  if (!module) throw new BusinessError('类型格式不正确');
  const actionId = requireInt(params, 'actionId', module.title);
  if (module.scoped) await accessibleRecord(db, userId, module, actionId, 'read');
  const rows = await db.selectFrom('crm_action_record as a')
    .leftJoin('admin_user as u', 'u.user_id', 'a.create_user_id')
    .selectAll('a').select(['u.realname', 'u.img'])
    .where('a.types', '=', String(module.type)).where('a.action_id', '=', actionId)
    .orderBy('a.create_time', 'desc').orderBy('a.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    content: JSON.parse(row.content) as string[],
    realname: row.create_user_id === SYSTEM_USER_ID ? '系统' : row.realname,
  }));
}
