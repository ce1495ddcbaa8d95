// The shape of a module descriptor: schemas/modules/<area>/<module>.json, validated by
// schemas/meta/module.schema.json. One file says everything the browser and the server need to
// know of one record module (CRM's leads ... product, later office approvals, tasks...): its type
// key and code, permission prefix, table, its list screens, its detail drawer, its form. Every
// screen and the server's record pipeline are derived from it; nothing else describes a module.
// Pure types: no React, no DOM.
import type { PageDef, PageTab } from '../pages/types.ts';
import type { PageBoard } from '../pages/boardTypes.ts';

/**
 * A declarative condition on a record (a queryById row), never a closure: actions and facts name
 * system keys, never a custom field's name (an admin may rename that).
 * - `{field, eq}`: the value equals (numbers compare as numbers; `null` matches only a present null)
 * - `{field, ne}`, `{field, in: [...]}`
 * - `{all: [...]}`, `{any: [...]}`, `{not: {...}}`
 * - `{state: name}`: a named state of the module (`detail.states`, e.g. the customer's `pool`)
 */
export type Condition =
  | { field: string; eq: string | number | boolean | null }
  | { field: string; ne: string | number | boolean | null }
  | { field: string; in: ReadonlyArray<string | number> }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition }
  | { state: string };

/**
 * How a value is shown in the drawer and in a list cell: money with separators, status codes as
 * their names (`examineStatus`: an office approval's 待审核 / 审核中 / 通过 / 拒绝 / 撤回)...
 */
export type ValueFormat = 'text' | 'money' | 'dealStatus' | 'checkStatus' | 'examineStatus' | 'isEnd' | 'bool' | 'percent' | 'lock' | 'onSale' | 'readState' | 'date';

/** How the list engine treats a column (filters are checked by kind before they reach SQL). */
export type ColumnKind = 'int' | 'num' | 'text' | 'ts' | 'date';

/** The server side of a module: its table and the keys of its calls (contract 6-7). */
export interface ModuleRecord {
  /** Chinese name in the server's messages: `该${title}不存在或已被删除`. */
  title: string;
  table: string;
  idColumn: string;
  /** The id's request key (`customerId`) and the key of comma-joined ids (`customerIds`). */
  idKey: string;
  idsKey: string;
  /** The column holding the record's display name. */
  nameColumn: string;
  /** The table's entity columns (all but `custom`) and their kinds: what lists filter and sort by. */
  columns: Readonly<Record<string, ColumnKind>>;
  /** The columns its forms' fixed fields write (the rest are written by the server). */
  formColumns: readonly string[];
  /** Columns the list keyword searches (LIKE %s%). */
  searchColumns: readonly string[];
  /** Call prefix: `${callPrefix}/queryById`, `/deleteByIds`, `/transfer`... */
  callPrefix: string;
  /** Has ro_user_id / rw_user_id team columns (团队成员; a transfer asks whether the old owner stays). */
  team: boolean;
  /** The data scope (本人 ... 全部) limits who reads it. */
  scoped: boolean;
  /** Has `custom` JSONB values and a `batch_id` (attachments). */
  custom: boolean;
  /** The follow-up / operation-log `types` value (`crm_customer`). */
  recordTypes?: string;
  /** False: the standard calls check no keys of this module (the plan: its handler checks the contract). */
  ownRights?: boolean;
}

/** The create/edit view (forms.md 2, 7). */
export interface ModuleForm {
  /** The save call (JSON body). */
  save: string;
  /** An edit's save call when it is not `save` (the schedule: OaEvent/add creates, OaEvent/update edits). */
  update?: string;
  /** Goes to approval: 保存草稿 + 提交审核 and the approval section. */
  approval?: boolean;
  /** The approval flows' category_type (admin_examine): which flows approve this module's records. */
  examineCategory?: number;
  /** Listed in the area's quick-create popover, in `order`. */
  quickCreate?: boolean;
  /**
   * The approval section of a module whose flow is its own (office approvals: the category's flow,
   * `OaExamine/queryExaminStep {categoryId}`) rather than a CRM flow of `examineCategory`. Its
   * records are submitted with 保存 (no draft); an authorised flow's approver goes as `checkUserId`.
   */
  flow?: ModuleFlow;
  /** The edit form's call when it is not `field/queryField {label, id}` (office approvals: OaExamine/getField). */
  edit?: ModuleCall;
  /** Renamed parts of the save body (office approvals: `entity` → `oaExamine`, `travelList` → `oaExamineTravelList`). */
  payload?: { entity?: string; travelList?: string; flat?: boolean };
  /** The form's 关联业务 section: CRM records picked and linked to the record (forms.md 2.1); without its `key` the ids go at the body's top. */
  relations?: ModuleRelations;
  /** The form's 图片 and 附件 sections: files in the record's batch (forms.md 2.1). */
  attachments?: boolean;
}

/** A call with its id parameter and fixed parameters: `OaExamine/getField {examineId, isDetail: 2}`. */
export interface ModuleCall {
  call: string;
  /** The parameter carrying the record's id; the module's `record.idKey` when absent. */
  idKey?: string;
  params?: Readonly<Record<string, string | number>>;
}

/** Where the approval section reads the flow: the call, with the category id under `categoryParam`. */
export interface ModuleFlow {
  call: string;
  /** The parameter carrying the form's category (`categoryId`). */
  categoryParam?: string;
  /**
   * On edit, the parameter carrying the record's id (`examineId`): the flow then answers the
   * approver chosen last time, which the section shows again.
   */
  recordParam?: string;
}

/** The 关联业务 section: the save body's key and, per CRM type, its ids key and where an edit finds the linked rows. */
export interface ModuleRelations {
  /** The save body's key (`oaExamineRelation`): `{customerIds: '1,2', ...}`; absent: the ids at the body's top (the schedule). */
  key?: string;
  types: ReadonlyArray<{
    /** The linked module (customer, contacts, business, contract): its picker, row id and name. */
    module: string;
    /** The comma-joined ids' key (`customerIds`). */
    idsKey: string;
    /** The record's key holding the linked rows on edit and in the detail (`customerList`). */
    from: string;
  }>;
}

/**
 * A module whose fields depend on a category (as office approvals' on their type): a record's form
 * is its label's admin_field rows of its category (examine_category_id) plus the shared ones (no
 * category). 新建 asks for the category first; an edit keeps the record's.
 */
export interface ModuleCategory {
  /** The record's system key holding the category (`categoryId`); its column (`category_id`) is an int column of `record.columns`. */
  key: string;
  /**
   * Where the create view gets the categories: the call's rows, each one's id under `value`, its
   * name under `label`, and under `kind` its system kind when it has one (an office approval's type:
   * 3 出差 and 5 差旅报销 derive their totals from their detail lines).
   */
  options: { call: string; value: string; label: string; kind?: string };
  /** i18n key of the choice dialog's title (审批类型); `选择{type}类型` when absent. */
  title?: string;
  /**
   * Icons of the choices (the app's icon names): `fixed` by category id, else the `cycle`'s, in
   * turn by id (shell-and-calls.md: 1-6 fixed, the rest through nine).
   */
  icons?: { fixed?: Readonly<Record<string, string>>; cycle: readonly string[] };
  /** The parameter of `field/queryField` carrying the category (`id` for label 10, contract 5.4); `key` when absent. */
  fieldsParam?: string;
  /** The record's keys holding its category's name and kind (an edit's title 编辑差旅报销 and its totals). */
  record?: { label: string; kind?: string };
}

/** The custom-field designer's entry for this module (进入后台 → 自定义字段设置). */
export interface ModuleDesigner {
  /** `types` of field/queryFields (`crm_contract`). */
  types: string;
  /** The module list's name (合同管理). */
  name: string;
}

/** The keys a list declares exactly as the list engine takes them (engine/pages PageDef). */
type SharedListKeys = 'styleType' | 'nameColumn' | 'open' | 'searchPlaceholder' | 'listParams' | 'scenes' | 'filter' | 'defaultColumns'
  | 'columnAuth' | 'toolbar' | 'batchActions' | 'extras' | 'views' | 'calendar' | 'feed' | 'controls' | 'request' | 'heads' | 'answer' | 'context';

/**
 * A list screen of the module (the pool is a second list of the customer): the list engine's own
 * keys, plus what derive.ts listPage fills from the module when the list does not say otherwise.
 */
export interface ModuleList extends Pick<PageDef, SharedListKeys> {
  /** i18n key of the page title. */
  title: string;
  /** The list call. */
  call: string;
  /** The queryPageList / scene `type` code, when not the module's label (the pool: 9). */
  type?: number;
  /** `field/queryListHead` label when not the module's label (pool 9). */
  headLabel?: number;
  /** Key under the area's auth tree guarding the list, when not the module's (`pool`). */
  authModule?: string;
  /** The board view: group-by key, columns, order key, move call, card (`move.auth` relative to the module's prefix, like actions). */
  board?: ModuleBoard;
}

/** A list's board view as the descriptor declares it (engine/pages/boardTypes.ts). */
export type ModuleBoard = PageBoard;

export interface ModuleFact {
  /** i18n key under `detail.fact.` */
  label: string;
  /** Keys of the queryById row; the first present wins. */
  fields: readonly string[];
  format?: ValueFormat;
  /** Every field with a value, joined with 、 (an announcement's 通知范围: departments and people). */
  join?: boolean;
  /**
   * The value is a number naming a choice: shown as the i18n text `<choices>.<value>` (an event's
   * 重复 0-4 as 不重复, 每天...); a value without a text shows as it is.
   */
  choices?: string;
  /** i18n key shown when no field has a value (全部员工), instead of —. */
  empty?: string;
}

export interface ModuleAction {
  /** The engine's action kinds (detail/DetailActions.tsx): edit, transfer, lock, delete... */
  id: string;
  /** The right: a key under the module's prefix (`update`) or a full dotted path (`crm.pool.receive`). */
  auth: string;
  /** The record states it fits; absent: always. */
  when?: Condition;
  danger?: boolean;
  /** delete: the call when not `<prefix>/deleteByIds {idsKey}` (OaExamine/deleteOaExamine {examineId}). */
  call?: string;
  /** With `call`: the parameter carrying the record's id. */
  idKey?: string;
  /** id `call`: the button's i18n key (完成任务). */
  label?: string;
  /** id `call`: fixed parameters sent with the record's id (`{status: 5}`). */
  params?: Readonly<Record<string, string | number>>;
}

export interface RelatedColumn {
  field: string;
  /** i18n key under `detail.col.` */
  label: string;
  format?: ValueFormat;
  /** The value is a number naming a choice: the i18n text `<choices>.<value>`. */
  choices?: string;
  alt?: readonly string[];
}

/**
 * One related list inside a tab: another module's records under this one, from a call (the parent's
 * id under `param`) or from the record itself (`from`: an approval's `customerList`).
 */
export interface RelatedSection {
  /** The related module's key; its row id, columns and create view come from its descriptor. */
  module: string;
  /** i18n key under `detail.section.` (shown when a tab has two sections). */
  title: string;
  /** The list call; the parent's id goes under `param`. */
  path?: string;
  param?: string;
  /** The record's key holding the rows (no call); an empty section is left out. */
  from?: string;
  /** 新建 opens the related module's create view in relative mode. */
  create?: boolean;
  /** Links can be made and undone here (business ↔ contacts). */
  relate?: 'contacts' | 'business';
}

export interface ModuleDetail {
  /** The record's name in the queryById row. */
  nameFields: readonly string[];
  /** Named record states the conditions refer to (`{state: 'pool'}`). */
  states?: Record<string, Condition>;
  facts: readonly ModuleFact[];
  actions: readonly ModuleAction[];
  tabs: readonly PageTab[];
  /** Related lists by tab id (a tab id not built into the engine is a related-list tab). */
  related?: Record<string, readonly RelatedSection[]>;
  /** The columns this module shows when listed under another record. */
  relatedColumns?: readonly RelatedColumn[];
  /** The product lines call of the products tab. */
  productsPath?: string;
  /** A business's stage bar under the header. */
  stageBar?: boolean;
  /**
   * The approval panel under the header: `true` for the CRM's flow calls (examineRecord/*, the
   * record's `checkStatus`), or the module's own calls (office approvals: OaExamine/*).
   */
  examine?: boolean | ModuleExamine;
  /** The record's call when it is not `<prefix>/queryById {idKey}` (OaExamine/queryOaExamineInfo). */
  read?: ModuleCall;
  /** 基本信息's call when it is not `field/information {types: label, id}` (OaExamine/getField {isDetail: 1}). */
  information?: ModuleCall;
  /**
   * A call made when the drawer shows a record fitting `when` (an announcement: readAnnouncement
   * while isRead is 0); the list behind and the menu's counts then reload.
   */
  open?: { call: string; idKey?: string; when?: Condition };
  /**
   * The record's long text, shown exactly as typed (never as HTML) in the built-in `text` tab; a
   * record with several (a log's 今日工作内容, 明日工作内容, 遇到问题) names the others in `more`, each
   * under its heading (i18n key).
   */
  text?: { field: string; label?: string; more?: ReadonlyArray<{ field: string; label: string }> };
  /** The built-in `comments` tab: comment/* of this `type` (contract 10.6: 1 tasks, 2 logs) on the record. */
  comments?: { type: number };
  /** The built-in `activity` tab: the record's activity lines from a call (task/queryWorkTaskLog {taskId}). */
  activity?: ModuleCall;
  /** The built-in `checklist` tab: the record's child items (a task's subtasks), ticked, added and removed. */
  checklist?: ModuleChecklist;
}

/** A record's child items as a checklist (a task's subtasks from `childTask`). */
export interface ModuleChecklist {
  /** The record's key holding the items. */
  from: string;
  /** An item's key of its title, and of its id (the module's idKey when absent). */
  title: string;
  idKey?: string;
  /** When an item is done (`{field: 'status', eq: 5}`). */
  done: Condition;
  /** Ticking: the call with the item's id under `idKey` and `on` (done) or `off` (open). */
  toggle: { call: string; idKey: string; on: Readonly<Record<string, string | number>>; off: Readonly<Record<string, string | number>> };
  /** Adding: the call with the record's id under `parentKey` and the typed title under `titleKey`. */
  add: { call: string; parentKey: string; titleKey: string };
  remove: { call: string; idKey: string };
}

/** A module's own approval calls and the record's keys the panel reads. */
export interface ModuleExamine {
  /** The progress (queryExamineRecordList {recordId}). */
  progress: string;
  /** The audit (auditExamine {recordId, status, remarks, nextUserId}). */
  audit: string;
  /** The decided steps with their remarks (queryExamineLogList {recordId}), listed under the progress. */
  log?: string;
  /** The record's key of its approval state (`examineStatus`) and how it is named. */
  status: string;
  statusFormat: ValueFormat;
  /** The record's key of its approval record id (`examineRecordId`). */
  recordId: string;
}

export interface ModuleDescriptor {
  $schema?: string;
  /** The module's type key (`customer`, `receivables_plan`): unique across descriptors. */
  key: string;
  /** The area (top navigation): crm, oa, project, bi. */
  area: string;
  /** admin_field label = module code (contract 5.1, 6.1). */
  label: number;
  /** i18n key of the record type's name (客户). */
  typeName: string;
  /** Permission prefix: `crm.customer`, `oa.examine`, `project.task`. */
  auth: string;
  /** Order in the area's menus (quick create, designer). */
  order: number;
  /**
   * `area`: the module has no permission keys of its own (office approvals): whoever has its area
   * (`auth.oa`) may open, create and act, and the server decides per record (the row's own
   * `permission`). Its rights resolve to the area key (derive.ts moduleRight).
   */
  rights?: 'area';
  /**
   * Keys of its prefix that whoever has its area holds (announcements: everyone reads them, and the
   * server decides which by audience); its other keys (save, update, delete) stay its own.
   */
  openRights?: ReadonlyArray<'index' | 'read'>;
  record: ModuleRecord;
  form?: ModuleForm;
  category?: ModuleCategory;
  designer?: ModuleDesigner;
  lists?: Record<string, ModuleList>;
  detail?: ModuleDetail;
}
