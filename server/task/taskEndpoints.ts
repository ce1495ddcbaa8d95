/**
 * task/* and taskLabel/* for office tasks, and OaRecord/queryTask (contract 10.5, 10.4): a session
 * is enough (the permission tree has no office-task keys). Every call taking a task id checks the
 * caller against that task (taskAccess.ts): `任务不存在！` for a task out of view, as for a missing one.
 */
import { claimRider } from '../permissions/versionRider.ts';
import { type Endpoint, endpoint } from '../http/endpoint.ts';
import { requireInt } from '../http/params.ts';
import { taskViewer, visibleTask } from './taskAccess.ts';
import { deleteLabel, labelById, labelList, labelTasks, setLabel } from './taskLabels.ts';
import { openTasks, taskDetail, taskList, taskRelationList } from './taskLists.ts';
import { taskLogList } from './taskLog.ts';
import { deleteTask, saveTaskRelation, setTask } from './taskSave.ts';

export const taskEndpoints: Endpoint[] = [
  endpoint('task/queryTaskList', { carriesVersions: true }, async ({ db, params, userId, request }) => taskList(db, userId, params, claimRider(request))),
  endpoint('task/queryTaskInfo', { readOnly: true }, async ({ db, params, userId }) =>
    taskDetail(db, await visibleTask(db, await taskViewer(db, userId), requireInt(params, 'taskId', '任务')))),
  endpoint('task/queryWorkTaskLog', { readOnly: true }, async ({ db, params, userId }) => {
    const { task } = await visibleTask(db, await taskViewer(db, userId), requireInt(params, 'taskId', '任务'));
    return taskLogList(db, task.task_id);
  }),
  endpoint('task/queryTaskRelation', { readOnly: true }, async ({ db, params, userId }) => taskRelationList(db, await taskViewer(db, userId), params)),
  endpoint('task/setTask', async ({ db, params, userId }) => setTask(db, await taskViewer(db, userId), params)),
  endpoint('task/deleteTask', async ({ db, params, userId }) => {
    await deleteTask(db, await taskViewer(db, userId), params);
    return undefined;
  }),
  endpoint('task/saveTaskRelation', async ({ db, params, userId }) => {
    await saveTaskRelation(db, await taskViewer(db, userId), params);
    return undefined;
  }),
  endpoint('taskLabel/getLabelList', { readOnly: true }, async ({ db }) => labelList(db)),
  endpoint('taskLabel/queryById', { readOnly: true }, async ({ db, params }) => labelById(db, params)),
  endpoint('taskLabel/getTaskList', { readOnly: true }, async ({ db, params, userId }) => labelTasks(db, await taskViewer(db, userId), params)),
  endpoint('taskLabel/setLabel', async ({ db, params, userId }) => {
    await setLabel(db, await taskViewer(db, userId), params);
    return undefined;
  }),
  endpoint('taskLabel/deleteLabel', async ({ db, params, userId }) => {
    await deleteLabel(db, await taskViewer(db, userId), params);
    return undefined;
  }),
  endpoint('OaRecord/queryTask', { readOnly: true }, async ({ db, userId }) => openTasks(db, userId)),
];
