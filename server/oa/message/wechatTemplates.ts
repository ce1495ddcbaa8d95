/**
 * 公众号模板消息 (the office's `email` page; the contract gives the page no call of its own): the
 * settings of the WeChat official account that would push the office's reminders to staff as
 * template messages, one template per kind of reminder. Kept in admin_config rows as the
 * original keeps its settings:
 *   wechatMpAppId                 value = the account's AppID (wx + 16 hex)
 *   wechatMpAppSecret             value = its AppSecret (32 hex); never answered, only whether set
 *   wechatMpTemplate.<kind>       status = 1 enabled, value = the template's ID
 *
 * Sending is not built: this server does not call the WeChat API (no messaging provider, and this
 * machine reaches no outside network). The answer says so (`sending: false`) and the page tells
 * the user that reminders stay in the sidebar's counters. Reading needs a session; changing needs
 * 工作台设置's right (messageEndpoints.ts), and the AppID is shown only to those who may change it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalText, type Params } from '../../http/params.ts';
import { writeConfigRow } from '../../system/configRows.ts';

/** The reminders a template may carry, with the keywords (template fields) each fills, in order. */
export const TEMPLATE_KINDS = [
  { kind: 'examine', title: '审批待办提醒', keywords: ['审批类型', '申请人', '提交时间'] },
  { kind: 'log', title: '日志接收提醒', keywords: ['日志', '发送人', '发送时间'] },
  { kind: 'task', title: '任务指派提醒', keywords: ['任务名称', '指派人', '指派时间'] },
  { kind: 'event', title: '日程提醒', keywords: ['日程主题', '创建人', '创建时间'] },
  { kind: 'announcement', title: '公告通知', keywords: ['公告标题', '发布人', '发布时间'] },
] as const;

export type TemplateKind = (typeof TEMPLATE_KINDS)[number]['kind'];

const APP_ID = 'wechatMpAppId';
const APP_SECRET = 'wechatMpAppSecret';
const templateRow = (kind: TemplateKind) => `wechatMpTemplate.${kind}`;
const ALL_ROWS = [APP_ID, APP_SECRET, ...TEMPLATE_KINDS.map((t) => templateRow(t.kind))];

const APP_ID_FORMAT = /^wx[0-9a-f]{16}$/;
const APP_SECRET_FORMAT = /^[0-9a-f]{32}$/;
const TEMPLATE_ID_FORMAT = /^[A-Za-z0-9_-]{1,64}$/;

export interface TemplateSetting {
  kind: TemplateKind;
  title: string;
  keywords: readonly string[];
  templateId: string;
  enabled: 0 | 1;
}

export interface WechatSetting {
  /** AppID and AppSecret both set */
  configured: boolean;
  /** whether this server sends template messages at all (it does not: no provider) */
  sending: false;
  /** shown to those who may change it; '' otherwise */
  appId: string;
  hasSecret: boolean;
  templates: TemplateSetting[];
}

async function readRows(db: Kysely<Database>) {
  const rows = await db.selectFrom('admin_config').select(['name', 'status', 'value']).where('name', 'in', ALL_ROWS).execute();
  return new Map(rows.map((row) => [row.name, row]));
}

export async function wechatSetting(db: Kysely<Database>, mayChange: boolean): Promise<WechatSetting> {
  const rows = await readRows(db);
  const appId = rows.get(APP_ID)?.value ?? '';
  const hasSecret = !!rows.get(APP_SECRET)?.value;
  return {
    configured: appId !== '' && hasSecret,
    sending: false,
    appId: mayChange ? appId : '',
    hasSecret,
    templates: TEMPLATE_KINDS.map(({ kind, title, keywords }) => {
      const row = rows.get(templateRow(kind));
      return { kind, title, keywords, templateId: row?.value ?? '', enabled: row?.status === 1 ? 1 : 0 };
    }),
  };
}

function readFlag(params: Params, key: string, label: string): 0 | 1 {
  const value = params[key];
  if (value === undefined || value === null || value === '') return 0;
  if (value === 1 || value === '1' || value === true || value === 'true') return 1;
  if (value === 0 || value === '0' || value === false || value === 'false') return 0;
  throw new BusinessError(`${label}格式不正确`);
}

/**
 * Saves the account and the templates together, after every check (nothing is written when one
 * fails). An empty AppSecret keeps the stored one; `clearSecret=1` removes it.
 */
export async function saveWechatSetting(db: Kysely<Database>, params: Params): Promise<void> {
  const appId = optionalText(params, 'appId', '公众号AppID', 64) ?? '';
  if (appId && !APP_ID_FORMAT.test(appId)) throw new BusinessError('公众号AppID格式不正确');
  const appSecret = optionalText(params, 'appSecret', '公众号AppSecret', 64) ?? '';
  if (appSecret && !APP_SECRET_FORMAT.test(appSecret)) throw new BusinessError('公众号AppSecret格式不正确');
  const clearSecret = readFlag(params, 'clearSecret', '清除AppSecret');
  const templates = TEMPLATE_KINDS.map(({ kind, title }) => {
    const templateId = optionalText(params, `${kind}TemplateId`, `${title}的模板ID`, 64) ?? '';
    if (templateId && !TEMPLATE_ID_FORMAT.test(templateId)) throw new BusinessError(`${title}的模板ID格式不正确`);
    const enabled = readFlag(params, `${kind}Enabled`, `${title}的启用`);
    if (enabled && !templateId) throw new BusinessError(`启用${title}需要填写模板ID`);
    return { name: templateRow(kind), status: enabled, value: templateId };
  });
  const rows: Array<{ name: string; status: number; value: string | undefined }> = [
    { name: APP_ID, status: 1, value: appId },
    ...(clearSecret ? [{ name: APP_SECRET, status: 1, value: '' }] : appSecret ? [{ name: APP_SECRET, status: 1, value: appSecret }] : []),
    ...templates,
  ];
  await db.transaction().execute(async (trx) => {
    for (const row of rows) await writeConfigRow(trx, row.name, { status: row.status, value: row.value ?? '' }, '公众号模板消息');
  });
}
