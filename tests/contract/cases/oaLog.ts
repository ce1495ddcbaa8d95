// The work log's calls (contract 10.1) and the comments' (10.6), as the admin, so the generated
// security checks (tests/security) send the same ids as another user. The cases make the admin's
// 日报 once per run (memoised per app), sent to 张伟 and linking the fixture's customer, with a
// comment and a reply, through OaLog/addOrUpdate and comment/setComment themselves.
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import type { Fixture } from '../fixture.ts';
import { ok, page } from '../shape.ts';

const USER_BRIEF = { userId: 'int', realname: 'string', img: 'string?' };
const FILE = { fileId: 'int', name: 'string', size: 'string', filePath: 'string', fileType: 'string', batchId: 'string' };

/** A comment of 10.6 (a reply has `replyUser` too, a root none); its replies in childCommentList. */
const REPLY = {
  commentId: 'int', content: 'string', userId: 'int', createTime: 'datetime', typeId: 'int', type: 'int', favour: 'int', pid: 'int', mainId: 'int',
  user: USER_BRIEF, replyUser: USER_BRIEF,
};
const { replyUser: _none, ...ROOT } = REPLY;
const COMMENT = { ...ROOT, childCommentList: [REPLY] };

/** OaLog/queryList's row: log columns + the contract's extra keys. */
const ROW = {
  logId: 'int', categoryId: 'int', title: 'string?', content: 'string', tomorrow: 'string?', question: 'string?', createUserId: 'int',
  createTime: 'datetime', updateTime: 'datetime', sendUserIds: 'string', sendDeptIds: 'string', readUserIds: 'string', batchId: 'string?',
  deptId: 'int?', realname: 'string', userImg: 'string?', customerIds: 'string', contactsIds: 'string', businessIds: 'string', contractIds: 'string',
  img: [FILE], file: [FILE], sendUserList: [USER_BRIEF], sendDeptList: [{ id: 'int', name: 'string' }],
  customerList: [{ customerId: 'int', customerName: 'string' }], contactsList: [{ contactsId: 'int', name: 'string' }],
  businessList: [{ businessId: 'int', businessName: 'string' }], contractList: [{ contractId: 'int', contractName: 'string', num: 'string' }],
  createUser: { ...USER_BRIEF, username: 'string', deptId: 'int?', deptName: 'string', parentId: 'int?', parentName: 'string' },
  permission: { isUpdate: 'int', isDelete: 'int' }, isRead: 'int', replyList: [COMMENT],
};

const made = new WeakMap<TestApp, Promise<number>>();

async function newestLog(t: TestApp): Promise<number> {
  return (await t.db.selectFrom('oa_log').select('log_id').orderBy('log_id', 'desc').limit(1).executeTakeFirstOrThrow()).log_id;
}

async function saveLog(t: TestApp, token: string, body: Record<string, unknown>): Promise<number> {
  const response = await t.app.inject({
    method: 'POST', url: '/api/OaLog/addOrUpdate', headers: { 'content-type': 'application/json', 'admin-token': token }, payload: JSON.stringify(body),
  });
  const answer = response.json();
  if (answer.code !== 0) throw new Error(`OaLog/addOrUpdate refused: ${answer.msg}`);
  return newestLog(t);
}

async function make(fx: Fixture, t: TestApp): Promise<number> {
  const token = fx.tokens.admin!;
  const logId = await saveLog(t, token, {
    categoryId: 1, title: '今日工作', content: '整理客户资料', tomorrow: '拜访客户', question: '无', sendUserIds: String(fx.users.manager), customerIds: String(fx.customerId),
  });
  const root = await t.call('comment/setComment', { type: 2, typeId: logId, content: '收到', pid: 0, mainId: 0 }, token);
  if (root.code !== 0) throw new Error(`comment/setComment refused: ${root.msg}`);
  await t.call('comment/setComment', { type: 2, typeId: logId, content: '好的', pid: fx.users.admin, mainId: root.data.commentId }, token);
  return logId;
}

const log = (fx: Fixture, t: TestApp) => {
  if (!made.has(t)) made.set(t, make(fx, t));
  return made.get(t)!;
};

const firstComment = async (fx: Fixture, t: TestApp) => {
  const logId = await log(fx, t);
  return (await t.db.selectFrom('task_comment').select('comment_id').where('type', '=', 2).where('type_id', '=', logId).orderBy('comment_id').limit(1).executeTakeFirstOrThrow()).comment_id;
};

export const oaLogCases: ContractCase[] = [
  {
    url: 'OaLog/queryList', see: '10.1', params: async (fx, t) => (await log(fx, t), { by: 4 }),
    answer: ok(page(ROW)), paged: { all: ok([ROW]) },
  },
  {
    url: 'OaLog/queryLogRelation', see: '10.1', params: async (fx, t) => (await log(fx, t), { customerIds: fx.customerId }),
    answer: ok(page(ROW)), paged: { all: ok([ROW]) },
  },
  {
    url: 'comment/queryCommentList', see: '10.6', params: async (fx, t) => ({ type: 2, typeId: await log(fx, t) }),
    answer: ok([COMMENT]),
  },

  // writes
  { url: 'OaLog/readLog', see: '10.1', write: true, params: async (fx, t) => ({ logId: await log(fx, t) }), answer: ok() },
  {
    url: 'OaLog/addOrUpdate', see: '10.1', write: true,
    params: async (fx, t) => ({
      logId: await log(fx, t), categoryId: 2, content: '本周整理客户资料', tomorrow: '', question: '', sendUserIds: String(fx.users.manager), sendDeptIds: '',
      customerIds: String(fx.customerId),
    }),
    answer: ok(),
  },
  {
    url: 'comment/setComment', see: '10.6', write: true,
    params: async (fx, t) => ({ type: 2, typeId: await log(fx, t), content: '补充一点', pid: fx.users.admin, mainId: await firstComment(fx, t) }),
    answer: ok({ ...REPLY, childCommentList: [] }),
  },
  {
    url: 'comment/deleteComment', see: '10.6', write: true,
    params: async (fx, t) => {
      const added = await t.call('comment/setComment', { type: 2, typeId: await log(fx, t), content: '待删除的评论' }, fx.tokens.admin!);
      return { commentId: added.data.commentId };
    },
    answer: ok(),
  },
  {
    url: 'OaLog/deleteById', see: '10.1', write: true,
    params: async (fx, t) => ({ logId: await saveLog(t, fx.tokens.admin!, { categoryId: 1, content: '待删除的日志', sendUserIds: String(fx.users.manager) }) }),
    answer: ok(),
  },
];
