// What a list screen needs from its surroundings: the list and scene calls, the permission tree,
// the member picker's sources, how to tell the user (toasts), and the create and detail views. The
// app page (pages/crm/list) passes the real ones; a story passes in-story fakes of the same shape.
import type { ComponentType } from 'react';
import type { AuthTree } from '../../routes/types.ts';
import type { PageCrmType } from '../../pages/index.ts';
import type { CrmListApi } from '../../../server-adapter/crmList.ts';
import type { ScenesApi } from '../../../server-adapter/scenes.ts';
import type { DeptOption, MemberUser } from '../../../widgets/form/dataSources.ts';

export interface CreateViewProps {
  crmType: PageCrmType;
  /** Values by fieldName the new record starts with (a calendar's picked time). */
  prefill?: Readonly<Record<string, unknown>>;
  onClose(): void;
  /** After each successful save: the list reloads. */
  onSaved(): void;
}

export interface DetailViewProps {
  crmType: PageCrmType;
  id: number;
  onClose(): void;
  /** The record changed or went away: the list reloads. */
  onChanged?(): void;
}

/** The board view's calls (a list's `board`): without them a list offers the table only. */
export interface BoardApi {
  /** A call answering the board's columns (`board.columns.call`), with the list's fixed parameters; resolves to the envelope's `data`. */
  queryColumns(call: string, params: Record<string, unknown>): Promise<unknown>;
  /** The move call. A refusal rejects with the server's `msg`; the request client has shown it already. */
  move(call: string, params: Record<string, unknown>, encoding: 'json' | 'form'): Promise<void>;
  /** The board's own writes (a card added by its title, a column added, renamed or removed); a refusal rejects, the request client has shown it. */
  write?(call: string, params: Record<string, unknown>, encoding?: 'json' | 'form'): Promise<void>;
}

export interface ListEnvironment {
  api: CrmListApi;
  scenes: ScenesApi;
  auth: AuthTree | undefined;
  users(): Promise<MemberUser[]>;
  deptTree(): Promise<DeptOption[]>;
  notifySuccess(msg: string): void;
  notifyError(msg: string): void;
  /** The list's records changed (a batch action, a save, an action in the record's detail): the to-do counters follow. */
  onRecordsChanged?(): void;
  /** The create/edit overlay; without it 新建 is not offered. */
  CreateView?: ComponentType<CreateViewProps>;
  /** The record drawer; defaults to engine/react/detail's RecordDetail when it exists. */
  DetailView?: ComponentType<DetailViewProps>;
  /** The board view's calls; a list whose descriptor offers a board shows it only with them. */
  board?: BoardApi;
  /**
   * A descriptor's own read call, quiet (the view says it failed): the envelope's `data`. The
   * calendar asks the list call for its visible range with it, the feed's side panels their calls;
   * a list offers those views only with it.
   */
  query?(call: string, params: Record<string, unknown>): Promise<unknown>;
  /** A list control's options from its source call (the envelope's `data`); without it such a select offers 全部 only. */
  controlOptions?(call: string, params?: Record<string, unknown>): Promise<unknown>;
  /** The views context actions name (`view`: 编辑项目, 成员管理); an action whose view is missing is not offered. */
  contextViews?: Readonly<Record<string, ComponentType<ContextViewProps>>>;
}

/** What a context action's view gets: the record a list belongs to and the list's fixed parameters. */
export interface ContextViewProps {
  record: Record<string, unknown>;
  listParams: Readonly<Record<string, string | number>>;
  onClose(): void;
  /** The record changed: it is read again and the list reloads. */
  onChanged(): void;
}
