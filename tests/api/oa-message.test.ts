// 公众号模板消息 (OaMessage/*, the office's email page): everyone reads whether reminders go out as
// template messages (never the AppSecret, the AppID only to 工作台设置's holders); only manage.oa
// changes the account and the templates, every bad value refused with its field named and nothing
// written; the server says plainly that it does not send (no messaging provider).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let sales: string;
const APP_ID = 'wx0123456789abcdef';
const SECRET = '0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales] = await Promise.all(['admin', 'sales'].map((u) => t.login(u)));
});
afterAll(async () => { await t?.close(); });

const setting = async (token: string) => {
  const answer = await t.call('OaMessage/querySetting', {}, token);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
};
const rows = () => t.db.selectFrom('admin_config').select(['name', 'status', 'value']).where('name', 'like', 'wechatMp%').orderBy('name').execute();

describe('公众号模板消息', () => {
  it('starts unconfigured, five templates off, and says it does not send', async () => {
    expect(await setting(sales)).toEqual({
      configured: false, sending: false, appId: '', hasSecret: false,
      templates: [
        { kind: 'examine', title: '审批待办提醒', keywords: ['审批类型', '申请人', '提交时间'], templateId: '', enabled: 0 },
        { kind: 'log', title: '日志接收提醒', keywords: ['日志', '发送人', '发送时间'], templateId: '', enabled: 0 },
        { kind: 'task', title: '任务指派提醒', keywords: ['任务名称', '指派人', '指派时间'], templateId: '', enabled: 0 },
        { kind: 'event', title: '日程提醒', keywords: ['日程主题', '创建人', '创建时间'], templateId: '', enabled: 0 },
        { kind: 'announcement', title: '公告通知', keywords: ['公告标题', '发布人', '发布时间'], templateId: '', enabled: 0 },
      ],
    });
  });

  it('refuses anyone without 工作台设置, and every bad value by name, writing nothing', async () => {
    const refused = await t.call('OaMessage/setSetting', { appId: APP_ID }, sales);
    expect(refused.code).not.toBe(0);
    for (const [body, msg] of [
      [{ appId: 'wx123' }, '公众号AppID格式不正确'],
      [{ appId: APP_ID, appSecret: 'short' }, '公众号AppSecret格式不正确'],
      [{ appId: APP_ID, examineEnabled: 1 }, '启用审批待办提醒需要填写模板ID'],
      [{ appId: APP_ID, taskTemplateId: '<b>x</b>' }, '任务指派提醒的模板ID格式不正确'],
      [{ appId: APP_ID, logEnabled: 'yes' }, '日志接收提醒的启用格式不正确'],
    ] as const) {
      expect(await t.call('OaMessage/setSetting', body, admin)).toMatchObject({ code: 500, msg });
    }
    expect(await rows()).toEqual([]);
  });

  it('keeps the account and templates; the AppID to admins only, the AppSecret never', async () => {
    const saved = await t.call('OaMessage/setSetting', { appId: APP_ID, appSecret: SECRET, examineTemplateId: 'Tmpl_exam-01', examineEnabled: 1, logTemplateId: 'Tmpl_log' }, admin);
    expect(saved.code, saved.msg).toBe(0);
    const mine = await setting(admin);
    expect(mine).toMatchObject({ configured: true, sending: false, appId: APP_ID, hasSecret: true });
    expect(mine.templates.slice(0, 2)).toMatchObject([{ kind: 'examine', templateId: 'Tmpl_exam-01', enabled: 1 }, { kind: 'log', templateId: 'Tmpl_log', enabled: 0 }]);
    expect(JSON.stringify(mine)).not.toContain(SECRET);
    expect(await setting(sales)).toMatchObject({ configured: true, appId: '', hasSecret: true });

    // an empty AppSecret keeps it; clearSecret removes it
    await t.call('OaMessage/setSetting', { appId: APP_ID, examineTemplateId: 'Tmpl_exam-01', examineEnabled: 1 }, admin);
    expect(await setting(admin)).toMatchObject({ hasSecret: true, configured: true });
    await t.call('OaMessage/setSetting', { appId: APP_ID, clearSecret: 1 }, admin);
    expect(await setting(admin)).toMatchObject({ hasSecret: false, configured: false });
    expect((await setting(admin)).templates[0]).toMatchObject({ templateId: '', enabled: 0 });
  });
});
