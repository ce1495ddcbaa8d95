// The list screen's definition: everything a list needs to know about one module, as data. It is
// derived from the module's descriptor (schemas/modules/<area>/<module>.json, engine/modules
// listPage), so adding a module means a descriptor, not a new screen. Pure types: no React, no DOM.
import type { PageBoard, PageView } from './boardTypes.ts';
import type { PageCalendar } from './calendarTypes.ts';
import type { PageFeed } from './feedTypes.ts';

export type * from './boardTypes.ts';
export type * from './calendarTypes.ts';
export type * from './feedTypes.ts';

/** The record type behind the rows (the pool's rows are customers). */
export type PageCrmType = 'leads' | 'customer' | 'contacts' | 'business' | 'contract' | 'receivables' | 'product';

/** How the list screen asks before running a batch action. */
export type ActionKind =
  /** A yes/no question (删除, 放入公海, 转化为客户, 领取). */
  | 'confirm'
  /** The new owner (member picker) plus, per module, what becomes of the old one (转移). */
  | 'transfer'
  /** One employee chosen in the member picker (分配). */
  | 'member'
  /** 已成交 / 未成交 (设置成交状态). */
  | 'dealStatus'
  /** Runs at once (锁定, 解锁, 上架, 下架). */
  | 'direct'
  /** A file download of the selected rows (导出选中). */
  | 'export'
  /** Team members (several employees, 只读/读写) added to every selected record (添加团队成员). */
  | 'teamAdd'
  /** Team members taken off every selected record (移除团队成员). */
  | 'teamRemove';

export interface PageAction {
  /** Stable id; the label is i18n `list.action.<id>` unless `label` says otherwise. */
  id: string;
  /** i18n key of the button text. */
  label?: string;
  /**
   * Dotted auth-tree path (server-contract 3.3), e.g. `crm.customer.transfer`; absent: whoever sees
   * the list, the server deciding per record (the trash's 恢复: the task's people).
   */
  auth?: string;
  kind: ActionKind;
  /** The call's path, e.g. `CrmCustomer/transfer`. */
  call: string;
  /** The parameter carrying the selected ids, comma-joined (`customerIds`, `ids`). */
  idsKey: string;
  /** Fixed extra parameters (`{isLock: 1}`, `{status: 0}`). */
  params?: Record<string, string | number>;
  /** The parameter the chosen member(s) go into (`newOwnerUserId`, `userId`, `memberIds`). */
  userKey?: string;
  /** Transfer: ask 移除/保留为团队成员 (transferType, power). */
  keepMember?: boolean;
  /** Transfer: offer to move the customer's contacts, business and contracts too (changeType). */
  children?: boolean;
  /** One call per selected record, in turn (work/setWork takes one workId); the first refusal stops the rest. */
  each?: boolean;
  /** Shown in red (删除). */
  danger?: boolean;
  /** A longer timeout in ms (the pool's export may take minutes). */
  timeout?: number;
}

/** A toolbar button: 新建, 导入, 导出 (all matching rows). */
export interface PageToolbarAction {
  id: 'create' | 'import' | 'export';
  label?: string;
  auth: string;
  /** export: the all-rows call; import: the upload call. */
  call?: string;
  /** export: `json` (the list query as JSON, the default) or `form`. */
  encoding?: 'json' | 'form';
  /** import: the template download. */
  templateCall?: string;
  timeout?: number;
}

/** A column used when `field/queryListHead` cannot be read. */
export interface PageColumn {
  /** The row's key; a dotted path reads inside it (`createUser.realname`). */
  field: string;
  /** Chinese label (list heads are data from the server; this is their stand-in). */
  name: string;
  width?: number;
  /** Shown only with this auth-tree path. */
  auth?: string;
  /** How the cell shows its value (the drawer's value formats: `examineStatus`, `money`...). */
  format?: PageValueFormat;
  /** The value is a number naming a choice: shown as the i18n text `<choices>.<value>` (a log's 日志类型). */
  choices?: string;
  /** The row's key holding a URL: the cell is a link to it, opened in a new tab (a project file's `filePath`). */
  link?: string;
}

/** The drawer's value formats (engine/modules ValueFormat), for list cells too. */
export type PageValueFormat = 'text' | 'money' | 'dealStatus' | 'checkStatus' | 'examineStatus' | 'isEnd' | 'bool' | 'percent' | 'lock' | 'onSale' | 'readState' | 'date';

/** A choice of a list control: its value as sent and the i18n key of its label. */
export interface PageControlOption {
  value: string | number;
  label: string;
}

/**
 * A parameter of the list call the user sets above the table (office approvals' 审批类型, 状态 and
 * 时间), kept in the list's state and its address under the parameter's own name:
 * - `tabs`: one of fixed options, always one chosen (`default`, else the first): 待我审批 / 我已审批;
 * - `select`: 全部 or one option, fixed (`options`) or a call's rows (`source`: the rows' `value`
 *   and `label` keys, the label being data);
 * - `dateRange`: two days sent under `param` (the start) and `to` (the end).
 */
export type PageControl =
  | { kind: 'tabs'; param: string; label: string; options: readonly PageControlOption[]; default?: string | number }
  | { kind: 'select'; param: string; label: string; options?: readonly PageControlOption[]; source?: PageControlSource }
  | { kind: 'dateRange'; param: string; to: string; label: string };

/**
 * A select's options from a call: each row's `value` and `label` keys. `listParams`: the call gets
 * the list's fixed parameters (a project board's 负责人 are work/queryOwnerRoleList of its workId).
 */
export interface PageControlSource { call: string; value: string; label: string; listParams?: true }

/** A detail tab, for the record drawer (engine/react/detail reads `detailTabs`). */
export type PageTab = string | { id: string; auth?: string };

/** A figure above the table read from the list response (合同总金额, 今日进入公海客户数). */
export interface PageExtra {
  id: string;
  /** i18n key of the label. */
  label: string;
  /** Dotted path in the response's `data` (`money.contractMoney`, `putInPoolTodayNum`). */
  from: string;
  format?: 'money' | 'number';
}

export interface PageDef {
  $schema?: string;
  /** The page's own id (leads, customer, pool...). */
  module: string;
  /** i18n key of the page title. */
  title: string;
  /** Module code: the `type` of queryPageList and of the scene calls (server-contract 6.1). */
  type: number;
  /** The record type the rows are (detail drawer, create form). */
  crmType: PageCrmType;
  /** Key under the area's auth tree that guards the page (leads, customer, pool...). */
  authModule: string;
  /** The dotted auth path guarding the page (`crm.pool`): the area and `authModule`. */
  auth: string;
  /** The list call. */
  listCall: string;
  /**
   * Fixed parameters of the list call, sent over the screen's own (the to-do lists of
   * CrmBackLog/* take the option in `type` and `isSub`: pages/crm/message).
   */
  listParams?: Record<string, string | number>;
  /** `field/queryListHead` label (pool 9). */
  headLabel: number;
  /** The module whose field versions and `scene/queryField` we use (the pool's fields are the customer's). */
  fieldLabel: number;
  /** `field/setFelidStyle` types (`crm_customer`, `crm_customer_pool`...). */
  styleType: string;
  /** Row id key (`customerId`). */
  idKey: string;
  /** The clickable column that opens the record. */
  nameColumn: string;
  /** False: the name is text, the rows have nothing to open (archived projects). */
  open?: false;
  /** i18n key of the keyword box's placeholder; absent: the list has no keyword search. */
  searchPlaceholder?: string;
  /** Saved filters (scene/queryScene) for this list; the pool has none. */
  scenes: boolean;
  /** The 高级筛选 dialog (scene/queryField with `fieldLabel`). */
  filter: boolean;
  defaultColumns: PageColumn[];
  /** Extra auth rules for server-provided columns, by fieldName. */
  columnAuth?: Record<string, string>;
  toolbar: PageToolbarAction[];
  batchActions: PageAction[];
  detailTabs: PageTab[];
  extras?: PageExtra[];
  /** The views the list offers, the default first (`['table', 'board']`); absent: the table only. */
  views?: PageView[];
  /** The board view (with `views` naming `board`). */
  board?: PageBoard;
  /** The calendar view (with `views` naming `calendar`). */
  calendar?: PageCalendar;
  /** The feed view (with `views` naming `feed`). */
  feed?: PageFeed;
  /** Parameters the user sets above the table (see PageControl), sent with the list call. */
  controls?: readonly PageControl[];
  /**
   * What the list call takes: `records` (default) the record lists' query of contract 6.2 (type,
   * search, scene, sort, filter); `plain` only page, limit, the controls and `listParams`
   * (OaExamine/myInitiate): no sorting by column.
   */
  request?: 'records' | 'plain';
  /** False: the columns are `defaultColumns` (no field/queryListHead, column settings or saved widths). */
  heads?: boolean;
  /**
   * The list call's answer: a Page or an array (default), or `groups`: an array of groups each
   * holding its rows under `list` (work/queryTaskByWorkId, workbench/myTask); the rows are every
   * group's, the groups are the board's columns (BoardAnswerColumns).
   */
  answer?: 'groups';
  /** The record the list belongs to (a project): its name titles the page, its permission object joins the user's. */
  context?: PageContext;
}

/**
 * The record a list belongs to, read before the list (work/getWorkById for a project's board): the
 * list's fixed parameters are its call's; a refusal shows the no-permission state instead of the
 * list (a private project's address opened by a non-member).
 */
export interface PageContext {
  call: string;
  /** Key of the answer's title (the project's `name`): the page's heading. */
  title: string;
  /** Key of the answer's permission object (`authList`), merged into the user's tree for this page's rights (`work.task.save`). */
  auth?: string;
  /** What the user may do to the record from the list's heading (退出项目, 删除项目). */
  actions?: readonly PageContextAction[];
}

/**
 * A call on the record a list belongs to, sent with the list's fixed parameters (the project) and
 * its own, after a confirmation; then the user goes to `then` (the record gone from view) or the
 * list reloads.
 */
export interface PageContextAction {
  id: string;
  /** i18n key of the button, and of the confirmation's question. */
  label: string;
  /** i18n key of the question (or, with `inputs`, the hint); absent with `view`. */
  confirm?: string;
  /** The call; absent with `view`. */
  call?: string;
  /**
   * A view of the environment's (ListEnvironment.contextViews) opened instead of a call: a form
   * that is not a few values (a project's settings with its members picker). It gets the record.
   */
  view?: string;
  params?: Record<string, string | number>;
  /** The right (a dotted path, the record's own keys included: `work.work.update`); absent: anyone who sees the record. */
  auth?: string;
  /**
   * Offered only when the signed-in user stands so in the record: `in`, a field listing users
   * (objects with `userId`) that holds them; `not`, a field holding a user id that is not theirs
   * (退出项目: offered to a member who is not the project's creator, whom the server refuses).
   */
  signedInUser?: { in?: string; not?: string };
  danger?: boolean;
  /** Where the user goes after it (the record leaves their view). */
  then?: string;
  /** Values asked in the dialog, prefilled from the record (a tag's name and colour); absent: a plain confirmation. */
  inputs?: readonly PageContextInput[];
}

/** One value a context action asks for, sent under `key` (the record's own value under that key prefills it). */
export interface PageContextInput {
  key: string;
  /** i18n key of its label. */
  label: string;
  /** `text`: one line; `color`: the eleven preset colours. */
  kind: 'text' | 'color';
  /** i18n key of the message shown while it is empty (the value is required). */
  required?: string;
  /** Most characters a text takes. */
  max?: number;
}
