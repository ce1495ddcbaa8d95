/**
 * Project management's calls (contract 11): `work/*`, `workbench/*`, `workTrash/*`,
 * `task/setTaskClass` and `task/archiveByTaskId`. Creating or editing a project needs
 * `project.projectManage.save` (the contract: "required even for edits"); every other call needs a
 * session, then the project's own rules (workAccess.ts): a project out of view is `项目不存在！`, a
 * missing key in its permission object `没有权限`, before anything is written.
 */
import { topLevel } from '../http/envelope.ts';
import { type Endpoint, endpoint } from '../http/endpoint.ts';
import { taskViewer } from '../task/taskAccess.ts';
import { workViewer } from './workAccess.ts';
import { claimRider } from '../permissions/versionRider.ts';
import {
  activateTask, archiveListTasks, archivedTasks, archiveTask, deleteTaskList, setTaskClass, taskBoard, updateClassOrder, updateOrder,
} from './workBoard.ts';
import { archivedWorks, ownerRoleList, projectRoles, workById, workFiles, workNameList } from './workReads.ts';
import { myTaskBoard, taskCalendar, updateTop } from './myTasks.ts';
import { deleteWork, leaveWork, removeWorkOwnerUser, setOwnerRole, setWork } from './workSave.ts';
import { workStatistics } from './workStatistics.ts';
import { purgeTask, restoreTask, trashList } from './workTrash.ts';

const done = () => undefined;

export const workEndpoints: Endpoint[] = [
  endpoint('work/setWork', { rights: ['project.projectManage.save'] }, async ({ db, params, userId }) => topLevel(await setWork(db, await workViewer(db, userId), params))),
  endpoint('work/getWorkById', { readOnly: true }, async ({ db, params, userId }) => workById(db, await workViewer(db, userId), params)),
  endpoint('work/deleteWork', async ({ db, params, userId }) => deleteWork(db, await workViewer(db, userId), params).then(done)),
  endpoint('work/queryWorkNameList', { readOnly: true }, async ({ db, userId }) => workNameList(db, await workViewer(db, userId))),
  endpoint('work/queryArchiveWorkList', { readOnly: true }, async ({ db, params, userId }) => archivedWorks(db, await workViewer(db, userId), params)),
  endpoint('work/queryTaskByWorkId', { carriesVersions: true }, async ({ db, params, userId, request }) => taskBoard(db, userId, params, claimRider(request))),
  endpoint('work/queryTaskFileByWorkId', { readOnly: true }, async ({ db, params, userId }) => workFiles(db, await workViewer(db, userId), params)),
  endpoint('work/workStatistics', { readOnly: true }, async ({ db, params, userId }) => workStatistics(db, await workViewer(db, userId), params)),
  endpoint('work/queryOwnerRoleList', { readOnly: true }, async ({ db, params, userId }) => ownerRoleList(db, await workViewer(db, userId), params)),
  endpoint('work/setOwnerRole', async ({ db, params, userId }) => setOwnerRole(db, await workViewer(db, userId), params)),
  endpoint('work/queryRoleList', { readOnly: true }, async ({ db }) => projectRoles(db)),
  endpoint('work/leave', async ({ db, params, userId }) => leaveWork(db, await workViewer(db, userId), params).then(done)),
  endpoint('work/removeWorkOwnerUser', async ({ db, params, userId }) => removeWorkOwnerUser(db, await workViewer(db, userId), params).then(done)),
  endpoint('work/deleteTaskList', async ({ db, params, userId }) => deleteTaskList(db, await workViewer(db, userId), params).then(done)),
  endpoint('work/archiveTask', async ({ db, params, userId }) => archiveListTasks(db, await workViewer(db, userId), params).then(done)),
  endpoint('work/archList', { readOnly: true }, async ({ db, params, userId }) => archivedTasks(db, await workViewer(db, userId), params)),
  endpoint('work/updateOrder', async ({ db, params, userId }) => updateOrder(db, await workViewer(db, userId), params).then(done)),
  endpoint('work/updateClassOrder', async ({ db, params, userId }) => updateClassOrder(db, await workViewer(db, userId), params).then(done)),
  endpoint('work/activation', async ({ db, params, userId }) => activateTask(db, await taskViewer(db, userId), params).then(done)),
  endpoint('task/setTaskClass', async ({ db, params, userId }) => setTaskClass(db, await workViewer(db, userId), params).then(done)),
  endpoint('task/archiveByTaskId', async ({ db, params, userId }) => archiveTask(db, await taskViewer(db, userId), params).then(done)),
  endpoint('workbench/myTask', { readOnly: true }, async ({ db, userId }) => myTaskBoard(db, await workViewer(db, userId))),
  endpoint('workbench/updateTop', async ({ db, params, userId }) => updateTop(db, await workViewer(db, userId), params).then(done)),
  endpoint('workbench/dateList', { readOnly: true }, async ({ db, params, userId }) => taskCalendar(db, await workViewer(db, userId), params)),
  endpoint('workTrash/queryList', { readOnly: true }, async ({ db, userId }) => trashList(db, await taskViewer(db, userId))),
  endpoint('workTrash/restore', async ({ db, params, userId }) => restoreTask(db, await taskViewer(db, userId), params).then(done)),
  endpoint('workTrash/deleteTask', async ({ db, params, userId }) => purgeTask(db, await taskViewer(db, userId), params).then(done)),
];
