// 公众号模板消息 (OaMessage/*, server/oa/message/wechatTemplates.ts): the official account's settings
// and its templates, and each reminder kind's newest record the user sees (the preview). Types
// mirror the server's: the browser never imports server code.
import { requestData } from './request.ts';

export type TemplateKind = 'examine' | 'log' | 'task' | 'event' | 'announcement';

export interface TemplateSetting { kind: TemplateKind; title: string; keywords: string[]; templateId: string; enabled: 0 | 1 }

export interface WechatSetting { configured: boolean; sending: boolean; appId: string; hasSecret: boolean; templates: TemplateSetting[] }

export interface WechatSettingForm {
  appId: string;
  appSecret: string;
  clearSecret: boolean;
  templates: Record<TemplateKind, { templateId: string; enabled: boolean }>;
}

export function queryWechatSetting(): Promise<WechatSetting> {
  return requestData('OaMessage/querySetting');
}

export function saveWechatSetting(form: WechatSettingForm): Promise<unknown> {
  const body: Record<string, string | number> = { appId: form.appId.trim(), appSecret: form.appSecret.trim(), clearSecret: form.clearSecret ? 1 : 0 };
  for (const [kind, template] of Object.entries(form.templates)) {
    body[`${kind}TemplateId`] = template.templateId.trim();
    body[`${kind}Enabled`] = template.enabled ? 1 : 0;
  }
  return requestData('OaMessage/setSetting', body);
}

/** The workbench feed's kind (OaRecord/getOaRecordPageList `type`) of each reminder. */
const FEED_TYPE: Record<TemplateKind, number> = { log: 1, event: 2, announcement: 3, task: 4, examine: 5 };

export interface FeedRecord { title?: string; content?: string; createTime?: string; createUser?: { realname?: string } }

/**
 * The newest workbench feed row of the kind that the user sees; undefined when none. Uncounted
 * (`total: 0`): a preview needs one row, not the size of the user's whole feed.
 */
export async function newestOfKind(kind: TemplateKind): Promise<FeedRecord | undefined> {
  const page = await requestData<{ list?: FeedRecord[] }>('OaRecord/getOaRecordPageList', { page: 1, limit: 1, type: FEED_TYPE[kind], total: 0 }, { silent: true });
  return page?.list?.[0];
}
