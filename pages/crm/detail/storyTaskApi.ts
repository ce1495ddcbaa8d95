// An in-memory task (任务, schemas/modules/oa/task.json) for the record drawer's stories only: the
// answers of task/queryTaskInfo (its subtasks in childTask), task/setTask and task/deleteTask on
// subtasks, comment/* of type 1 (roots with their replies) and task/queryWorkTaskLog, shaped as the
// server answers them (contract 10.5, 10.6). The story's user is 张三 (userId 1), the task's
// creator; 李四 owns it. Everything else is the customer's stand-in (storyDetailApi.ts). Never used by the product.
import type { CommentRow, CrmDetailApi, DetailRecord } from '../../../server-adapter/crmDetail.ts';
import { STORY_USERS } from '../../../widgets/pickers/storyData.ts';
import { createStoryDetailApi } from './storyDetailApi.ts';

const later = <T,>(value: T): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(structuredClone(value)), 30));
const user = (userId: number) => {
  const found = STORY_USERS.find((u) => u.userId === userId)!;
  return { userId, realname: found.realname, img: null };
};
const ME = 1;

/** A subtask as childTask lists it (the same shape as a task). */
function subtask(taskId: number, name: string, status: number): DetailRecord {
  return {
    taskId, name, status, pid: 12, workId: 0, priority: 0, mainUserId: null, createUserId: ME, description: null, startTime: null, stopTime: null,
    createTime: '2026-03-02 09:10:00', mainUser: null, ownerUserList: [], labelList: [], isEnd: 0,
  };
}

export function createStoryTaskApi(): CrmDetailApi & { calls: string[] } {
  const base = createStoryDetailApi();
  const { calls } = base;
  let nextId = 100;
  let children: DetailRecord[] = [subtask(31, '收集三家供应商报价', 5), subtask(32, '整理报价对比表', 1)];
  let status = 1;
  const task = (): DetailRecord => ({
    taskId: 12, name: '准备季度报价', description: '汇总三家供应商报价，周五前发给张伟。', status, priority: 3, workId: 0, workName: null, pid: 0,
    mainUserId: 2, createUserId: ME, ownerUserId: ',3,1,', labelId: ',1,', startTime: '2026-03-01 09:00:00', stopTime: '2026-03-20',
    createTime: '2026-03-01 09:00:00', updateTime: '2026-03-02 09:10:00', batchId: 'task-b12', isTop: 0, isOpen: 1, ishidden: 0,
    mainUser: user(2), createUser: user(ME), ownerUserList: [user(3), user(ME)], labelList: [{ labelId: 1, labelName: '重要', color: '#e5534b' }],
    customerList: [{ customerId: 7, customerName: '杭州云帆科技有限公司' }], contactsList: [], businessList: [], contractList: [],
    img: [], file: [], childTask: children, commentCount: comments.length, childWCCount: children.filter((c) => c.status === 5).length,
    childAllCount: children.length, fileCount: 0, relationCount: 1, isEnd: 0, permission: { isUpdate: 1, isDelete: 1 },
  });
  let comments: CommentRow[] = [
    {
      commentId: 41, content: '供应商 B 的报价还没到，\n我明天再催一次。', userId: 2, createTime: '2026-03-02 10:00:00', mainId: 0, pid: 0, user: user(2),
      childCommentList: [],
    },
  ];
  const activity = [
    { logId: 52, content: '将子任务 收集三家供应商报价 标记为完成', createTime: '2026-03-02 09:10:00', img: null, realname: '张三' },
    { logId: 51, content: '添加了新任务 准备季度报价', createTime: '2026-03-01 09:00:00', img: null, realname: '张三' },
  ];

  return {
    ...base,
    queryById(crmType, id) {
      calls.push(`queryById ${crmType} ${id}`);
      return (crmType as string) === 'task' ? later(task()) : base.queryById(crmType, id);
    },
    async run(call, params) {
      calls.push(`${call} ${JSON.stringify(params)}`);
      if (call === 'task/setTask' && params.pid) {
        children = [...children, subtask(nextId++, String(params.name), 1)];
      } else if (call === 'task/setTask' && Number(params.taskId) === 12) {
        status = Number(params.status);
      } else if (call === 'task/setTask') {
        children = children.map((c) => (c.taskId === params.taskId ? { ...c, status: Number(params.status) } : c));
      } else if (call === 'task/deleteTask') {
        children = children.filter((c) => c.taskId !== params.taskId);
      }
      return undefined;
    },
    queryComments(type, typeId) {
      calls.push(`queryComments ${type} ${typeId}`);
      return later(comments);
    },
    async addComment(input) {
      calls.push(`addComment ${JSON.stringify(input)}`);
      const row: CommentRow = {
        commentId: nextId++, content: input.content, userId: ME, createTime: '2026-03-03 09:00:00', mainId: input.mainId, pid: input.pid, user: user(ME),
        ...(input.pid ? { replyUser: { userId: input.pid, realname: user(input.pid).realname } } : {}),
      };
      if (input.mainId) comments = comments.map((root) => (root.commentId === input.mainId ? { ...root, childCommentList: [...(root.childCommentList ?? []), row] } : root));
      else comments = [...comments, { ...row, childCommentList: [] }];
    },
    async deleteComment(commentId) {
      calls.push(`deleteComment ${commentId}`);
      // a root goes with its replies (contract 10.6)
      comments = comments.filter((root) => root.commentId !== commentId)
        .map((root) => ({ ...root, childCommentList: (root.childCommentList ?? []).filter((reply) => reply.commentId !== commentId) }));
    },
    relatedRows(path, params) {
      if (path === 'task/queryWorkTaskLog') {
        calls.push(`relatedRows ${path} ${JSON.stringify(params)}`);
        return later(activity);
      }
      return base.relatedRows(path, params);
    },
    queryFiles(batchId) {
      return batchId === 'task-b12' ? later([]) : base.queryFiles(batchId);
    },
  };
}
