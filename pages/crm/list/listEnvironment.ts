// The list screen's real surroundings: the server adapter's calls, the session's permission tree,
// the member picker's server sources, the app's toaster and the CRM create view.
import { lazy, createElement, type ComponentType } from 'react';
import { mutate } from 'swr';
import type { AuthTree } from '../../../engine/routes/index.ts';
import type { CreateViewProps, ListEnvironment } from '../../../engine/react/list/index.ts';
import {
  downloadExport, queryFieldConfig, queryImportInfo, queryImportNum, queryListHead, queryPageList, runListAction, saveFieldConfig,
  setColumnWidth, uploadImport, type CrmListApi,
} from '../../../server-adapter/crmList.ts';
import { queryFieldVersions } from '../../../server-adapter/fields.ts';
import { subscribeFieldVersion } from '../../../server-adapter/fieldEvents.ts';
import { scenesApi } from '../../../server-adapter/scenes.ts';
import { moveBoardCard, queryBoardColumns, writeBoard } from '../../../server-adapter/board.ts';
import { createServerDataSources } from '../../../server-adapter/dataSources.ts';
import { toastError, toastSuccess } from '../../shell/toaster.tsx';
import { BACKLOG_COUNTS_KEY } from '../message/useBacklogCounts.ts';
import { refreshMenuBadges } from '../../layout/useMenuBadges.ts';
import { refreshDynamicMenus } from '../../layout/useDynamicMenus.ts';
import { requestData } from '../../../server-adapter/request.ts';

export const crmListApi: CrmListApi = {
  queryPageList: (call, body) => queryPageList(call, body),
  queryListHead: (label) => queryListHead(label, { silent: true }),
  async queryFieldVersion(label) {
    const versions = await queryFieldVersions({ silent: true });
    const value = Number(versions[String(label)]);
    return Number.isInteger(value) ? value : 0;
  },
  queryFieldConfig: (label) => queryFieldConfig(label),
  saveFieldConfig: (label, shown, hidden) => saveFieldConfig(label, shown, hidden),
  setColumnWidth: (types, field, width) => setColumnWidth(types, field, width, { silent: true }),
  runAction: (call, params) => runListAction(call, params),
  download: (request) => downloadExport(request),
  uploadImport: (call, input) => uploadImport(call, input),
  queryImportNum,
  queryImportInfo,
  subscribeFields: (label, onChange, loadedVersion) => subscribeFieldVersion(label, () => onChange(), loadedVersion),
};

const CrmCreateHost = lazy(() => import('../create/CrmCreateHost.tsx'));

/** 新建<type>: the CRM create view in save mode; each save reloads the list. */
const CreateView: ComponentType<CreateViewProps> = ({ crmType, prefill, onClose, onSaved }) =>
  createElement(CrmCreateHost, { request: { crmType, action: { type: 'save', ...(prefill ? { prefill } : {}) } }, onClose, onSaved: () => onSaved() });

const sources = createServerDataSources();

// The views a list's context actions name (schemas/modules/oa/task.json, list `project`): a
// project's settings, forms too large for a context action's few inputs.
const CONTEXT_VIEWS = {
  projectEdit: lazy(() => import('../../project/ProjectEditView.tsx')),
  projectMembers: lazy(() => import('../../project/ProjectMembersView.tsx')),
};

export function serverListEnvironment(auth: AuthTree | undefined): ListEnvironment {
  return {
    api: crmListApi,
    scenes: scenesApi,
    auth,
    users: () => sources.users({}),
    deptTree: () => sources.deptTree(),
    notifySuccess: toastSuccess,
    notifyError: toastError,
    // Approving a contract or an approval, transferring a customer...: the sidebar's counts follow at once.
    onRecordsChanged: () => {
      void mutate(BACKLOG_COUNTS_KEY);
      refreshMenuBadges();
      refreshDynamicMenus();
    },
    CreateView,
    contextViews: CONTEXT_VIEWS,
    // Lists whose descriptor offers a board (看板) draw it with these.
    board: { queryColumns: queryBoardColumns, move: moveBoardCard, write: writeBoard },
    // A descriptor's own read calls (the calendar's range, the workbench's side panels): quiet, the view says it failed.
    query: (call, params) => requestData<unknown>(call, params, { silent: true }),
    // A list control's choices from its call (office approvals' 审批类型); failures are shown by the request client.
    controlOptions: (call, params) => requestData<unknown>(call, { ...params }),
  };
}
