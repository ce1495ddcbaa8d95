// Comments (contract 10.6 comment/*), on logs (type 2): access follows the target (whoever may read
// the log reads its comments and comments on it; anyone else is answered as for a missing log,
// nothing written); roots and replies (mainId, pid → replyUser, childCommentList), the log's
// replyList; edits by the author only; deletes by the author or the super admin, a root taking its
// replies; content required, at most 2,000 characters, kept as typed; type 1 (tasks) refused until
// the task module registers its target.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let sales2: string;
let finance: string;
let logId: number;

const { manager: MANAGER, sales: SALES, finance: FINANCE } = SEED_USER;
const GONE = '该日志不存在或已被删除';

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, sales2, finance] = await Promise.all(['admin', 'manager', 'sales', 'sales2', 'finance'].map((u) => t.login(u)));
  // 李娜's log to 王芳: seen by 李娜, 王芳, 张伟 (her superior) and admin; not by 刘洋
  const saved = await postJson(t, 'OaLog/addOrUpdate', { categoryId: 1, content: '今日拜访三家客户', sendUserIds: String(FINANCE) }, sales);
  if (saved.code !== 0) throw new Error(saved.msg);
  logId = (await t.db.selectFrom('oa_log').select('log_id').orderBy('log_id', 'desc').limit(1).executeTakeFirstOrThrow()).log_id;
});
afterAll(async () => { await t?.close(); });

const comment = (token: string, form: Record<string, unknown>) => t.call('comment/setComment', { type: 2, typeId: logId, ...form }, token);
const countComments = async () => Number((await t.db.selectFrom('task_comment').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('comments and replies on a log', () => {
  let root: number;
  let reply: number;

  it('saves a root and answers it with its author', async () => {
    const answer = await comment(finance, { content: '<b>写得很好</b>\n  继续', pid: 0, mainId: 0 });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({
      content: '<b>写得很好</b>\n  继续', userId: FINANCE, typeId: logId, type: 2, pid: 0, mainId: 0, favour: 0,
      user: { userId: FINANCE, realname: '王芳' }, childCommentList: [],
    });
    expect(answer.data).not.toHaveProperty('replyUser');
    expect(answer.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    root = answer.data.commentId;
  });

  it('saves replies in the root\'s thread, naming the replied user', async () => {
    const answer = await comment(sales, { content: '谢谢', pid: FINANCE, mainId: root });
    expect(answer.data).toMatchObject({ mainId: root, pid: FINANCE, replyUser: { userId: FINANCE, realname: '王芳' }, user: { userId: SALES } });
    reply = answer.data.commentId;
    // a reply to a reply stays in the root's thread; without pid it answers the replied comment's author
    const nested = await comment(manager, { content: '同意', mainId: reply });
    expect(nested.data).toMatchObject({ mainId: root, pid: SALES, replyUser: { userId: SALES, realname: '李娜' } });
    // the author's superior and the super admin may comment: they see the log
    expect((await comment(admin, { content: '阅' })).code).toBe(0);
  });

  it('lists roots oldest first, each with its replies; the log answers them as replyList', async () => {
    const answer = await t.call('comment/queryCommentList', { type: 2, typeId: logId }, finance);
    expect(answer.code).toBe(0);
    expect(answer.data.map((c: { content: string }) => c.content)).toEqual(['<b>写得很好</b>\n  继续', '阅']);
    expect(answer.data[0].childCommentList.map((c: { content: string; user: { realname: string } }) => [c.content, c.user.realname]))
      .toEqual([['谢谢', '李娜'], ['同意', '张伟']]);
    const detail = await t.call('OaLog/queryById', { logId }, manager);
    expect(detail.data.replyList).toEqual(answer.data);
    const row = (await postJson(t, 'OaLog/queryList', { by: 1 }, sales)).data.list.find((r: { logId: number }) => r.logId === logId);
    expect(row.replyList).toEqual(answer.data);
  });

  it('edits a comment by its author only', async () => {
    expect(await comment(sales, { commentId: root, content: '改掉' })).toMatchObject({ code: 500, msg: '没有权限' });
    expect(await comment(admin, { commentId: root, content: '改掉' })).toMatchObject({ code: 500, msg: '没有权限' });
    expect(await comment(finance, { commentId: root, content: '' })).toMatchObject({ code: 500, msg: '评论内容不能为空' });
    const edited = await comment(finance, { commentId: root, content: '写得很好！' });
    expect(edited.data).toMatchObject({ commentId: root, content: '写得很好！', mainId: 0 });
  });

  it('deletes a reply by its author; a root by the super admin, with its replies; others refused', async () => {
    const before = await countComments();
    expect(await t.call('comment/deleteComment', { commentId: reply }, finance)).toMatchObject({ code: 500, msg: '没有权限' });
    expect(await t.call('comment/deleteComment', { commentId: root }, manager)).toMatchObject({ code: 500, msg: '没有权限' });
    expect(await t.call('comment/deleteComment', { commentId: root }, sales2)).toMatchObject({ code: 500, msg: '评论不存在或已被删除' });
    expect(await t.call('comment/deleteComment', { commentId: 999999 }, sales)).toMatchObject({ code: 500, msg: '评论不存在或已被删除' });
    expect(await t.call('comment/deleteComment', { commentId: 99_999_999_999 }, sales)).toMatchObject({ code: 500, msg: '评论不存在或已被删除' });
    expect(await countComments()).toBe(before);
    expect(await t.call('comment/deleteComment', { commentId: reply }, sales)).toMatchObject({ code: 0 });
    expect(await countComments()).toBe(before - 1);
    expect(await t.call('comment/deleteComment', { commentId: root }, admin)).toMatchObject({ code: 0 });
    const left = (await t.call('comment/queryCommentList', { type: 2, typeId: logId }, sales)).data;
    expect(left.map((c: { content: string }) => c.content)).toEqual(['阅']);
    expect(await t.db.selectFrom('task_comment').select('comment_id').where('main_id', '=', root).executeTakeFirst()).toBeUndefined();
  });
});

describe('refusals, nothing written', () => {
  it('refuses a log the caller does not see as a missing log', async () => {
    const before = await countComments();
    expect(await comment(sales2, { content: '我也看看' })).toMatchObject({ code: 500, msg: GONE });
    expect(await t.call('comment/queryCommentList', { type: 2, typeId: logId }, sales2)).toMatchObject({ code: 500, msg: GONE });
    expect(await comment(sales, { typeId: 999999, content: '不存在' })).toMatchObject({ code: 500, msg: GONE });
    expect(await comment(sales, { typeId: 99_999_999_999, content: '不存在' })).toMatchObject({ code: 500, msg: GONE });
    const own = (await comment(sales, { content: '自己的评论' })).data.commentId as number;
    expect(await comment(sales2, { commentId: own, content: '改' })).toMatchObject({ code: 500, msg: '评论不存在或已被删除' });
    expect(await countComments()).toBe(before + 1);
  });

  it('refuses bad forms with messages naming the field', async () => {
    const before = await countComments();
    expect(await comment(sales, { content: '' })).toMatchObject({ code: 500, msg: '评论内容不能为空' });
    expect(await comment(sales, { content: '   ' })).toMatchObject({ code: 500, msg: '评论内容不能为空' });
    expect(await comment(sales, { content: 'x'.repeat(2001) })).toMatchObject({ code: 500, msg: '评论内容不能超过2000个字符' });
    expect(await comment(sales, { content: '好', typeId: '' })).toMatchObject({ code: 500, msg: '评论对象不能为空' });
    expect(await comment(sales, { content: '好', type: '' })).toMatchObject({ code: 500, msg: '评论类型不能为空' });
    expect(await comment(sales, { content: '好', type: 3 })).toMatchObject({ code: 500, msg: '评论类型格式不正确' });
    expect(await comment(sales, { content: '好', mainId: 999999 })).toMatchObject({ code: 500, msg: '回复的评论不存在或已被删除' });
    const root = (await t.call('comment/queryCommentList', { type: 2, typeId: logId }, sales)).data[0].commentId;
    expect(await comment(sales, { content: '好', mainId: root, pid: 999999 })).toMatchObject({ code: 500, msg: '回复的用户不存在' });
    expect(await countComments()).toBe(before);
    expect((await comment(sales, { content: 'x'.repeat(2000) })).code).toBe(0);
  });

  it('task comments (type 1) follow the task: its people and their superiors comment; others are told 任务不存在！; the task counts them', async () => {
    const created = await t.call('task/setTask', { name: '评论用的任务', mainUserId: SEED_USER.sales, ownerUserId: String(SEED_USER.sales2) }, sales);
    expect(created.code).toBe(0);
    const task = await t.db.selectFrom('task').select('task_id').where('name', '=', '评论用的任务').executeTakeFirstOrThrow();
    const before = await countComments();
    expect((await t.call('comment/setComment', { type: 1, typeId: task.task_id, content: '今天能完成吗？' }, sales2)).code).toBe(0);
    expect((await t.call('comment/setComment', { type: 1, typeId: task.task_id, content: '张伟看过了' }, manager)).code).toBe(0); // 李娜's superior reads her tasks
    expect(await t.call('comment/setComment', { type: 1, typeId: task.task_id, content: '财务插话' }, finance)).toMatchObject({ code: 500, msg: '任务不存在！' });
    expect(await t.call('comment/queryCommentList', { type: 1, typeId: task.task_id }, finance)).toMatchObject({ code: 500, msg: '任务不存在！' });
    expect(await countComments()).toBe(before + 2);
    const list = await t.call('comment/queryCommentList', { type: 1, typeId: task.task_id }, sales);
    expect((list.data as Array<{ content: string }>).map((c) => c.content)).toEqual(['今天能完成吗？', '张伟看过了']);
    const info = await t.call('task/queryTaskList', { type: 1, page: 1, limit: 50 }, sales);
    const row = (info.data as { list: Array<{ taskId: number; commentCount: number }> }).list.find((r) => r.taskId === task.task_id);
    expect(row?.commentCount).toBe(2);
  });
});
