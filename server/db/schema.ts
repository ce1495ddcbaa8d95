/**
 * Kysely table types. Column names are snake_case as in the database; the HTTP layer turns them
 * into camelCase on the way out (contract 1.3).
 *
 * Conventions (see docs/server.md):
 * - datetimes are `timestamp` (without time zone) holding the server's local wall time; they read
 *   back as JS `Date` on both engines (see database.ts for the type parsers);
 * - decimals are `numeric` and read back as strings, never floats;
 * - bigint ids read back as JS numbers.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A datetime column: Date out, Date (or an ISO-ish string) in. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A numeric column: string out (exact decimal), number or string in. */
export type Decimal = ColumnType<string, string | number, string | number>;
/** A numeric column with a default: may be left out of an insert. */
export type DefaultDecimal = ColumnType<string, string | number | undefined, string | number>;

export interface AdminUserTable {
  user_id: Generated<number>;
  username: string;
  /** `scrypt$<N>$<r>$<p>$<hex key>`, see auth/password.ts */
  password: string;
  salt: string;
  img: string | null;
  create_time: Timestamp;
  realname: string | null;
  num: string | null;
  mobile: string | null;
  email: string | null;
  /** 0 未选择, 1 男, 2 女 */
  sex: number | null;
  dept_id: number | null;
  post: string | null;
  /** 0 disabled, 1 normal, 2 not yet activated (becomes 1 at first login) */
  status: Generated<number>;
  /** direct superior; 0 = none */
  parent_id: Generated<number>;
  last_login_time: Timestamp | null;
  last_login_ip: string | null;
}

export interface AdminDeptTable {
  dept_id: Generated<number>;
  /** parent department; 0 = top level */
  pid: Generated<number>;
  name: string;
  /** sort order */
  num: Generated<number>;
  remark: string | null;
}

export interface AdminMenuTable {
  menu_id: Generated<number>;
  parent_id: Generated<number>;
  menu_name: string;
  /** permission key segment, e.g. `customer` in `crm.customer.index` */
  realm: string;
  /** 0 root, 1 module/directory, 3 button */
  menu_type: number;
  sort: Generated<number>;
  status: Generated<number>;
  remarks: string | null;
}

export interface AdminRoleTable {
  role_id: Generated<number>;
  role_name: string;
  role_type: number;
  remark: string | null;
  status: Generated<number>;
  /** data scope 1..5, contract 3.6 */
  data_type: Generated<number>;
  is_hidden: Generated<number>;
  label: number | null;
}

export interface AdminRoleMenuTable {
  id: Generated<number>;
  role_id: number;
  menu_id: number;
}

export interface AdminUserRoleTable {
  id: Generated<number>;
  user_id: number;
  role_id: number;
}

export interface AdminConfigTable {
  setting_id: Generated<number>;
  status: Generated<number>;
  name: string;
  value: string | null;
  description: string | null;
}

export interface AdminFileTable {
  file_id: Generated<number>;
  /** display name (the uploader's file name, renameable) */
  name: string;
  /** bytes */
  size: number;
  create_user_id: number;
  create_time: Timestamp;
  /** path relative to DATA_DIR/uploads (so the data dir can move) */
  path: string;
  /** public URL, relative to the host: `/api/uploads/<yyyyMMdd>/<uuid>-<name>` */
  file_path: string;
  /** 'img' | 'file' */
  file_type: Generated<string>;
  batch_id: string;
}

export interface AdminSessionTable {
  /** 32 hex characters, sent by the client in the `Admin-Token` header */
  token: string;
  user_id: number;
  expires_at: Timestamp;
  created_at: Timestamp;
  last_seen_ip: string | null;
}

export interface AdminLoginAttemptTable {
  id: Generated<number>;
  username: string;
  /** The client address (request.ip); null on rows older than migration 0017. */
  address: string | null;
  attempted_at: Timestamp;
  success: boolean;
}

/** Field definitions of every module (contract 5.1). See docs/custom-fields.md. */
export interface AdminFieldTable {
  field_id: Generated<number>;
  /** fixed fields: the entity column (snake_case); custom fields: equal to `name` */
  field_name: string;
  name: string;
  /** form type code, contract 5.2 */
  type: number;
  /** module: 1 线索 .. 8 回款计划, 10 OA 审批 */
  label: number;
  remark: string | null;
  input_tips: string | null;
  max_length: number | null;
  default_value: Generated<string>;
  is_unique: Generated<number>;
  /** 1 = required (the original's misleading name) */
  is_null: Generated<number>;
  sorting: Generated<number>;
  /** comma-separated choices of select/checkbox */
  options: string | null;
  /** 0 edit+delete, 1 edit only, 2 delete only, 3 neither */
  operating: Generated<number>;
  update_time: Timestamp;
  examine_category_id: number | null;
  /** 0 custom (value in the entity's `custom` jsonb, keyed by field_id), 1 fixed (entity column) */
  field_type: Generated<number>;
  relevant: number | null;
}

/** OA approval categories (contract 9.2); their fields are admin_field label 10 rows. */
export interface OaExamineCategoryTable {
  category_id: Generated<number>;
  title: string;
  remarks: string | null;
  /** 1 普通 2 请假 3 出差 4 加班 5 差旅报销 6 借款 0 自定义 */
  type: Generated<number>;
  create_user_id: number;
  /** 1 启用 0 禁用 */
  status: Generated<number>;
  /** 1 = system category: fields not editable, cannot be deleted */
  is_sys: Generated<number>;
  /** 1 固定 2 自选/授权 */
  examine_type: Generated<number>;
  user_ids: Generated<string>;
  dept_ids: Generated<string>;
  create_time: Timestamp;
  update_time: Timestamp | null;
  is_deleted: Generated<number>;
  delete_time: Timestamp | null;
  delete_user_id: number | null;
}

/** An OA approval (contract 9.2, migration 0023). check_status/examine_record_id follow its record. */
export interface OaExamineTable {
  examine_id: Generated<number>;
  category_id: number;
  content: string | null;
  remark: string | null;
  /** 请假类型 */
  type_id: string | null;
  money: Decimal | null;
  start_time: Timestamp | null;
  end_time: Timestamp | null;
  duration: Decimal | null;
  create_user_id: number;
  create_time: Timestamp;
  update_time: Timestamp;
  batch_id: string;
  custom: CustomColumn;
  examine_record_id: number | null;
  /** 0 待审核 1 通过 2 拒绝 3 审核中 4 撤回 */
  check_status: Generated<number>;
}

/** An announcement 公告 (contract 10.2); id lists are ",1,2," texts, '' = none. */
export interface OaAnnouncementTable {
  announcement_id: Generated<number>;
  title: string;
  content: string | null;
  create_user_id: number;
  create_time: Timestamp;
  update_time: Timestamp;
  /** `date` columns read back as 'yyyy-MM-dd' strings */
  start_time: string;
  end_time: string;
  dept_ids: Generated<string>;
  owner_user_ids: Generated<string>;
  read_user_ids: Generated<string>;
}

/** An itinerary (出差) or expense (差旅报销) line of an approval. */
export interface OaExamineTravelTable {
  travel_id: Generated<number>;
  examine_id: number;
  start_address: string | null;
  start_time: Timestamp | null;
  end_address: string | null;
  end_time: Timestamp | null;
  traffic: Decimal | null;
  stay: Decimal | null;
  diet: Decimal | null;
  other: Decimal | null;
  money: Decimal | null;
  vehicle: string | null;
  trip: string | null;
  duration: Decimal | null;
  description: string | null;
  batch_id: string | null;
  /** the line's position in the approval */
  sort: Generated<number>;
}

/** The CRM records an approval links (integer[] where the original keeps ",1,2,"). */
export interface OaExamineRelationTable {
  r_id: Generated<number>;
  examine_id: number;
  customer_ids: ColumnType<number[], string | undefined, string>;
  contacts_ids: ColumnType<number[], string | undefined, string>;
  business_ids: ColumnType<number[], string | undefined, string>;
  contract_ids: ColumnType<number[], string | undefined, string>;
  status: Generated<number>;
  create_time: Timestamp;
}

/** A schedule event (contract 10.3, migration 0026). type: repeat 0 不重复 1 每天 2 每周 3 每月 4 每年. */
export interface OaEventTable {
  event_id: Generated<number>;
  title: string;
  content: string | null;
  start_time: Timestamp;
  end_time: Timestamp;
  create_user_id: number;
  create_time: Timestamp;
  update_time: Timestamp;
  type: Generated<number>;
  /** participants (integer[] where the original keeps ",1,2,") */
  owner_user_ids: ColumnType<number[], string | undefined, string>;
  address: string | null;
  remark: string | null;
  color: string | null;
  /** 0 准时, 1 5分钟前, 2 15分钟前, 3 30分钟前, 4 1小时前, 5 2小时前, 6 1天前, 7 2天前, 8 1周前; null 不提醒 */
  remind_type: number | null;
}

/** The CRM records an event links. */
export interface OaEventRelationTable {
  eventrelation_id: Generated<number>;
  event_id: number;
  customer_ids: ColumnType<number[], string | undefined, string>;
  contacts_ids: ColumnType<number[], string | undefined, string>;
  business_ids: ColumnType<number[], string | undefined, string>;
  contract_ids: ColumnType<number[], string | undefined, string>;
  status: Generated<number>;
  create_time: Timestamp;
}

/** A work log 日志 (contract 10.1, migration 0031). */
export interface OaLogTable {
  log_id: Generated<number>;
  /** 1 日报, 2 周报, 3 月报 */
  category_id: number;
  title: string | null;
  content: string;
  /** 明日工作内容 */
  tomorrow: string | null;
  /** 遇到问题 */
  question: string | null;
  create_user_id: number;
  create_time: Timestamp;
  update_time: Timestamp;
  /** ",1,2," ('' = none), as the announcements' audience */
  send_user_ids: Generated<string>;
  send_dept_ids: Generated<string>;
  read_user_ids: Generated<string>;
  batch_id: string | null;
}

/** The CRM records a log links (integer[] as oa_event_relation). */
export interface OaLogRelationTable {
  r_id: Generated<number>;
  log_id: number;
  customer_ids: ColumnType<number[], string | undefined, string>;
  contacts_ids: ColumnType<number[], string | undefined, string>;
  business_ids: ColumnType<number[], string | undefined, string>;
  contract_ids: ColumnType<number[], string | undefined, string>;
  status: Generated<number>;
  create_time: Timestamp;
}

/** A comment (contract 10.6): type 1 任务评论, 2 日志评论; main_id 0 = a root, else its root; pid the replied user. */
export interface TaskCommentTable {
  comment_id: Generated<number>;
  user_id: number;
  content: string;
  create_time: Timestamp;
  main_id: Generated<number>;
  pid: Generated<number>;
  status: Generated<number>;
  type_id: number;
  favour: Generated<number>;
  type: number;
}

/** A fixed level of an OA category. step_type 1 负责人主管, 2 任意一人, 3 会签, 4 上一级审批人主管. */
export interface OaExamineStepTable {
  step_id: Generated<number>;
  step_type: number;
  category_id: number;
  /** ",1,2," */
  check_user_id: Generated<string>;
  step_num: number;
  create_time: Timestamp;
  remarks: string | null;
  /** 1: replaced by a later edit of the category's levels, kept for the approvals under way on it (migration 0024) */
  is_deleted: Generated<number>;
}

/**
 * The approval record and the approvers' rows of an OA approval: the columns of the CRM's
 * (admin_examine_record / _log), which lets one flow implementation serve both (server/examine/);
 * the record's examine_id is the approval (oa_examine.examine_id), not a flow.
 */
export type OaExamineRecordTable = AdminExamineRecordTable;
export type OaExamineLogTable = AdminExamineLogTable;

/**
 * A task (contract 10.5, 11; migration 0032): office tasks (work_id 0) and project tasks share it.
 * status 1 进行中 2 延期 3 归档 5 已完成; priority 0 无 1 低 2 中 3 高; is_top 0 收件箱 1 今天要做 2 下一步要做 3 以后要做.
 */
export interface TaskTable {
  task_id: Generated<number>;
  name: string;
  create_user_id: number;
  main_user_id: number | null;
  /** 参与人 (integer[] where the original keeps ",1,2,") */
  owner_user_id: ColumnType<number[], string | undefined, string>;
  create_time: Timestamp;
  update_time: Timestamp;
  status: Generated<number>;
  class_id: Generated<number>;
  /** labels (integer[] where the original keeps ",1,2,") */
  label_id: ColumnType<number[], string | undefined, string>;
  description: string | null;
  /** 0, or the parent task of a subtask */
  pid: Generated<number>;
  start_time: Timestamp | null;
  stop_time: Timestamp | null;
  priority: Generated<number>;
  /** 0 = an office task */
  work_id: Generated<number>;
  is_top: Generated<number>;
  is_open: Generated<number>;
  order_num: Generated<number>;
  top_order_num: Generated<number>;
  archive_time: Timestamp | null;
  is_archive: Generated<number>;
  /** 1 = in the trash (hidden_time: since when) */
  ishidden: Generated<number>;
  hidden_time: Timestamp | null;
  batch_id: string | null;
}

/** A project (contract 11; migration 0034). status 1 启用 3 归档 2 删除; is_open 1 public, 0 members only. */
export interface WorkTable {
  work_id: Generated<number>;
  name: string;
  status: Generated<number>;
  create_time: Timestamp;
  create_user_id: number;
  description: string | null;
  color: string | null;
  is_open: Generated<number>;
  /** the members (integer[] where the original keeps ",1,2,") */
  owner_user_id: ColumnType<number[], string | undefined, string>;
  archive_time: Timestamp | null;
  delete_time: Timestamp | null;
  batch_id: string | null;
}

/** A project's task list (a column of its board). */
export interface WorkTaskClassTable {
  class_id: Generated<number>;
  name: string;
  create_time: Timestamp;
  create_user_id: number;
  status: Generated<number>;
  work_id: number;
  order_num: Generated<number>;
}

/** A project member and their project role. */
export interface WorkUserTable {
  id: Generated<number>;
  work_id: number;
  user_id: number;
  role_id: number;
}

/** The CRM records a task links. */
export interface TaskRelationTable {
  r_id: Generated<number>;
  task_id: number;
  customer_ids: ColumnType<number[], string | undefined, string>;
  contacts_ids: ColumnType<number[], string | undefined, string>;
  business_ids: ColumnType<number[], string | undefined, string>;
  contract_ids: ColumnType<number[], string | undefined, string>;
  status: Generated<number>;
  create_time: Timestamp;
}

/** A task label (标签), shared by every user. */
export interface TaskLabelTable {
  label_id: Generated<number>;
  name: string;
  color: string | null;
  create_user_id: number;
  create_time: Timestamp;
  status: Generated<number>;
}

/** A task's activity line (动态). status 4 = deleted. */
export interface WorkTaskLogTable {
  log_id: Generated<number>;
  user_id: number;
  task_id: number;
  work_id: Generated<number>;
  content: string;
  create_time: Timestamp;
  status: Generated<number>;
}

/** The office workbench feed (contract 10.4). type 1 日志 2 日程 3 公告 4 任务 5 审批 6 评论. */
export interface OaActionRecordTable {
  log_id: Generated<number>;
  user_id: number;
  type: number;
  action_id: number;
  create_time: Timestamp;
  join_user_ids: Generated<string>;
  dept_ids: Generated<string>;
  content: string | null;
}

/** CRM approval flows of contracts (category_type 1) and receivables (2), contract 9.1. */
export interface AdminExamineTable {
  examine_id: Generated<number>;
  category_type: number;
  /** 1 固定审批 2 授权审批 */
  examine_type: number;
  name: string;
  /** ",1,2," */
  dept_ids: Generated<string>;
  user_ids: Generated<string>;
  create_time: Timestamp;
  create_user_id: number;
  update_time: Timestamp | null;
  update_user_id: number | null;
  /** 1 启用 0 禁用 2 删除 */
  status: Generated<number>;
  remarks: string | null;
}

/** A level of a fixed flow. step_type 1 负责人主管, 2 任意一人, 3 会签, 4 上一级审批人主管. */
export interface AdminExamineStepTable {
  step_id: Generated<number>;
  step_type: number;
  examine_id: number;
  /** ",1,2," */
  check_user_id: Generated<string>;
  step_num: number;
  create_time: Timestamp;
  remarks: string | null;
}

/** One approval of a contract or receivable. examine_status 0 未审核 1 通过 2 拒绝 3 审核中 4 撤回 5 草稿. */
export interface AdminExamineRecordTable {
  record_id: Generated<number>;
  examine_id: number;
  examine_step_id: number | null;
  examine_status: Generated<number>;
  create_user: number;
  create_time: Timestamp;
  remarks: string | null;
}

/**
 * One approver's row of a step. examine_status 0 待审 1 通过 2 拒绝 4 撤回; is_recheck 1 = superseded;
 * is_closed 1 = undecided but no longer asked (its level or round ended: migration 0025).
 */
export interface AdminExamineLogTable {
  log_id: Generated<number>;
  record_id: number;
  examine_step_id: number | null;
  examine_status: Generated<number>;
  create_user: number;
  create_time: Timestamp;
  examine_user: number;
  examine_time: Timestamp | null;
  remarks: string | null;
  is_recheck: Generated<number>;
  order_id: Generated<number>;
  is_closed: Generated<number>;
}

/** Per-user list columns: order and visibility (contract 5.6). */
export interface AdminFieldSortTable {
  id: Generated<number>;
  /** 1..7, 9 = 客户公海 */
  label: number;
  /** the list row key: camelCase for fixed fields and extras, the Chinese name for custom fields */
  field_name: string;
  name: string;
  type: number;
  sort: number;
  user_id: number;
  is_hide: Generated<number>;
  /** admin_field id; null for the extras (dealStatus, ownerUserName...) */
  field_id: number | null;
}

/** Per-user list column widths (contract 5.6). */
export interface AdminFieldStyleTable {
  id: Generated<number>;
  /** width in px */
  style: number;
  /** the list: `crm_customer`, `crm_customer_pool`... */
  type: string;
  field_name: string;
  user_id: number;
  create_time: Timestamp;
  update_time: Timestamp;
}

/**
 * One counter per label, bumped by every field/save in the same transaction. Each server process
 * polls this table and pushes changes to its browsers (fields/fieldVersionHub.ts).
 */
export interface AdminFieldVersionTable {
  label: number;
  version: number;
  updated_at: Timestamp;
}

/** Custom values keyed by field id (as text): `{"17": "A（重点客户）"}`. Empty values are absent. */
export type CustomValues = Record<string, string>;
/** jsonb: an object out; bind `JSON.stringify(values)`; defaults to `{}` on insert. */
export type CustomColumn = ColumnType<CustomValues, string | undefined, string>;

/** Customers (contract 7.4, section 15); owner NULL = in the public pool. */
export interface CrmCustomerTable {
  customer_id: Generated<number>;
  customer_name: string;
  /** 0 未跟进, 1 已跟进 */
  followup: Generated<number>;
  /** 1 locked */
  is_lock: Generated<number>;
  next_time: Timestamp | null;
  /** 0 未成交, 1 已成交 */
  deal_status: Generated<number>;
  mobile: string | null;
  telephone: string | null;
  website: string | null;
  remark: string | null;
  create_user_id: number;
  owner_user_id: number | null;
  /** team members, comma-wrapped ids: `,3,7,` (empty: `,`) */
  ro_user_id: Generated<string>;
  rw_user_id: Generated<string>;
  /** `省,市,区` */
  address: string | null;
  location: string | null;
  detail_address: string | null;
  lng: string | null;
  lat: string | null;
  create_time: Timestamp;
  update_time: Timestamp;
  batch_id: string;
  last_content: string | null;
  custom: CustomColumn;
}

/** Columns every CRM record table shares (migration 0005, like crm_customer). */
interface CrmRecordColumns {
  create_user_id: number;
  owner_user_id: number | null;
  create_time: Timestamp;
  update_time: Timestamp;
  /** 32 hex; also the record's attachment batch */
  batch_id: string;
  custom: CustomColumn;
}

/** Team members, comma-wrapped ids: `,3,7,` (empty: `,`). */
interface CrmTeamColumns {
  ro_user_id: Generated<string>;
  rw_user_id: Generated<string>;
}

/** Leads (contract 7.3). */
export interface CrmLeadsTable extends CrmRecordColumns {
  leads_id: Generated<number>;
  /** 1 converted to a customer */
  is_transform: Generated<number>;
  followup: Generated<number>;
  leads_name: string;
  /** the customer created by conversion */
  customer_id: number | null;
  next_time: Timestamp | null;
  telephone: string | null;
  mobile: string | null;
  address: string | null;
  remark: string | null;
  last_content: string | null;
}

/** Contacts (contract 7.5). */
export interface CrmContactsTable extends CrmRecordColumns {
  contacts_id: Generated<number>;
  name: string;
  next_time: Timestamp | null;
  mobile: string | null;
  telephone: string | null;
  email: string | null;
  post: string | null;
  customer_id: number;
  address: string | null;
  remark: string | null;
}

export interface CrmContactsBusinessTable {
  id: Generated<number>;
  business_id: number;
  contacts_id: number;
}

/** Business (contract 7.6). */
export interface CrmBusinessTable extends CrmRecordColumns, CrmTeamColumns {
  business_id: Generated<number>;
  /** 商机状态组 */
  type_id: number | null;
  /** 商机阶段 */
  status_id: number | null;
  next_time: Timestamp | null;
  customer_id: number;
  deal_date: Timestamp | null;
  business_name: Generated<string>;
  money: Decimal | null;
  /** 整单折扣, percent */
  discount_rate: Decimal | null;
  /** product lines after the order discount */
  total_price: Decimal | null;
  remark: string | null;
  /** 0 进行中, 1 赢单, 2 输单, 3 无效 */
  is_end: Generated<number>;
  status_remark: string | null;
}

/** 商机状态组 (contract 7.6). */
export interface CrmBusinessTypeTable {
  type_id: Generated<number>;
  name: string;
  /** `,1,2,` or '' (all departments) */
  dept_ids: Generated<string>;
  create_user_id: number;
  create_time: Timestamp;
  update_time: Timestamp | null;
  /** 1 启用, 0 禁用 */
  status: Generated<number>;
}

/** 商机阶段 of a type; `rate` is the win rate in percent, as text. */
export interface CrmBusinessStatusTable {
  status_id: Generated<number>;
  type_id: number;
  name: string;
  rate: string | null;
  order_num: Generated<number>;
}

/** A product line of a business or a contract. */
interface CrmProductLineColumns {
  r_id: Generated<number>;
  product_id: number;
  price: Decimal;
  sales_price: Decimal;
  num: number;
  discount: Decimal;
  subtotal: Decimal;
  unit: string | null;
}

export interface CrmBusinessProductTable extends CrmProductLineColumns {
  business_id: number;
}

/** One row per stage change of a business. */
export interface CrmBusinessChangeTable {
  change_id: Generated<number>;
  business_id: number;
  status_id: number;
  create_time: Timestamp;
  create_user_id: number;
}

/** Contracts (contract 7.7). `check_status`: 7.10 (5 草稿, 6 作废). */
export interface CrmContractTable extends CrmRecordColumns, CrmTeamColumns {
  contract_id: Generated<number>;
  name: string;
  customer_id: number;
  business_id: number | null;
  check_status: Generated<number>;
  examine_record_id: number | null;
  /** `date` columns read back as 'yyyy-MM-dd' strings */
  order_date: string | null;
  num: string;
  start_time: string | null;
  end_time: string | null;
  money: Decimal | null;
  discount_rate: Decimal | null;
  total_price: Decimal | null;
  types: string | null;
  payment_type: string | null;
  /** 客户签约人 */
  contacts_id: number | null;
  remark: string | null;
  /** 公司签约人 (a user id) */
  company_user_id: number | null;
}

export interface CrmContractProductTable extends CrmProductLineColumns {
  contract_id: number;
}

/** Receivables (contract 7.8). */
export interface CrmReceivablesTable extends CrmRecordColumns {
  receivables_id: Generated<number>;
  number: string;
  plan_id: number | null;
  customer_id: number;
  contract_id: number;
  check_status: Generated<number>;
  examine_record_id: number | null;
  return_time: string | null;
  return_type: string | null;
  money: Decimal | null;
  remark: string | null;
  remarks: string | null;
}

/** Receivables plans (contract 7.8); no custom values (label 8 is hard-coded). */
export interface CrmReceivablesPlanTable {
  plan_id: Generated<number>;
  /** 期数 "1", "2"... per contract */
  num: string;
  /** set when a receivable references the plan: the plan is paid */
  receivables_id: number | null;
  status: Generated<number>;
  money: Decimal | null;
  return_date: string | null;
  return_type: string | null;
  remind: number | null;
  remind_date: string | null;
  remark: string | null;
  create_user_id: number;
  owner_user_id: number | null;
  create_time: Timestamp;
  update_time: Timestamp;
  file_batch: string | null;
  contract_id: number;
  customer_id: number;
}

/** Products (contract 7.9); status 1 上架, 0 下架, 3 deleted. */
export interface CrmProductTable extends CrmRecordColumns {
  product_id: Generated<number>;
  name: Generated<string>;
  num: string | null;
  unit: string | null;
  price: Decimal | null;
  status: Generated<number>;
  category_id: number | null;
  description: string | null;
}

export interface CrmProductCategoryTable {
  category_id: Generated<number>;
  name: string;
  /** 0 = root */
  pid: Generated<number>;
}

/** Operation log of CRM records (contract 7.2 CrmRecord/queryRecordList); migration 0007. */
export interface CrmActionRecordTable {
  id: Generated<number>;
  create_user_id: number;
  create_time: Timestamp;
  /** module code "1".."7" (contract 6.1) */
  types: string;
  action_id: number;
  /** JSON array of lines: `["将客户名称 由A修改为B。"]` */
  content: string;
}

/** Owner movements; type 8 = customer pool (put-in: pre_owner set; receive/distribute: post_owner set). */
export interface CrmOwnerRecordTable {
  record_id: Generated<number>;
  /** the customer id */
  type_id: number;
  type: number;
  pre_owner_user_id: number | null;
  post_owner_user_id: number | null;
  create_time: Timestamp;
}

/** Follow-ups (跟进记录, contract 7.2 addRecord/getRecord). */
export interface AdminRecordTable {
  record_id: Generated<number>;
  /** crm_leads, crm_customer, crm_contacts, crm_business, crm_contract */
  types: string;
  types_id: number;
  content: string;
  category: string;
  next_time: Timestamp | null;
  batch_id: string;
  /** comma-wrapped ids `,1,2,` (empty `,`) */
  business_ids: Generated<string>;
  contacts_ids: Generated<string>;
  create_user_id: number;
  create_time: Timestamp;
  update_time: Timestamp;
}

/** 业绩目标 (contract 12.3, migration 0012): months and yeartarget are numeric(18,2), read as strings. */
export interface CrmAchievementTable {
  achievement_id: Generated<number>;
  /** a department id (type 2) or a user id (type 3) */
  obj_id: number;
  /** 1 公司, 2 部门, 3 员工 */
  type: number;
  /** `yyyy` */
  year: string;
  /** 1 合同目标, 2 回款目标 */
  status: number;
  january: DefaultDecimal;
  february: DefaultDecimal;
  march: DefaultDecimal;
  april: DefaultDecimal;
  may: DefaultDecimal;
  june: DefaultDecimal;
  july: DefaultDecimal;
  august: DefaultDecimal;
  september: DefaultDecimal;
  october: DefaultDecimal;
  november: DefaultDecimal;
  december: DefaultDecimal;
  /** the sum of the months, written by the server */
  yeartarget: DefaultDecimal;
}

/** Owned (type 1) / locked (type 2) customer limits (contract 7.4). */
export interface CrmCustomerSettingTable {
  setting_id: Generated<number>;
  setting_name: string;
  customer_num: number;
  /** 1 dealt customers count toward the limit, 0 not */
  customer_deal: Generated<number>;
  type: number;
  create_time: Timestamp;
}

export interface CrmCustomerSettingUserTable {
  id: Generated<number>;
  setting_id: number;
  user_id: number | null;
  dept_id: number | null;
  /** 1 员工, 2 部门 */
  type: number;
}

/** Cluster-wide jobs: a process runs one only after claiming its row (run_after <= now). */
export interface CrmJobLeaseTable {
  name: string;
  run_after: Timestamp;
}

/** Saved list filters (contract 6.5, migration 0006); `data` = queryPageList filter JSON text. */
export interface AdminSceneTable {
  scene_id: Generated<number>;
  /** list type 1-7 */
  type: number;
  name: string;
  user_id: number;
  sort: Generated<number>;
  data: Generated<string>;
  is_hide: Generated<number>;
  is_system: Generated<number>;
  /** system scene marker, e.g. `transform` */
  bydata: string | null;
  create_time: Timestamp;
  update_time: Timestamp;
}

/** A user's default scene per list type. */
export interface AdminSceneDefaultTable {
  default_id: Generated<number>;
  type: number;
  user_id: number;
  scene_id: number;
}

/** System messages; a CRM Excel import is one (migration 0009, crm/import/importMessages.ts). */
export interface AdminMessageTable {
  message_id: Generated<number>;
  title: string;
  content: Generated<string>;
  /** 1 CRM import */
  label: number;
  /** the CRM module code of an import */
  type: number;
  type_id: number | null;
  create_user: number;
  recipient_user: number;
  create_time: Timestamp;
  is_read: Generated<number>;
  read_time: Timestamp | null;
  /** running | finished | stopped | failed */
  import_state: string | null;
  import_done: Generated<number>;
  import_errors: Generated<number>;
  stop_requested: Generated<number>;
  error_file: string | null;
  update_time: Timestamp;
  /** The process running the import (migration 0019): its host, pid and per-start instance id. */
  import_host: string | null;
  import_pid: number | null;
  import_instance: string | null;
}

/**
 * BI's monthly rollups (migration 0037, kept by triggers on their source tables; read by
 * server/bi/rollups.ts only, never written by the application): per month (its first day), person
 * (0: none) and small keys, the count `n` and the exact sums (bigint and numeric come back as text).
 */
interface BiMonth { month: Timestamp; n: string }
export interface BiMoneyMonthTable extends BiMonth { kind: 'contract' | 'receivables'; owner_user_id: number; money: string }
export interface BiBusinessMonthTable extends BiMonth { owner_user_id: number; type_id: number; status_id: number; is_end: number; money: string }
export interface BiCustomerMonthTable extends BiMonth { owner_user_id: number; create_user_id: number; deal_status: number; first_part: string }
export interface BiContactsMonthTable extends BiMonth { create_user_id: number }
export interface BiRecordMonthTable extends BiMonth { create_user_id: number; types: string; category: string }
export interface BiExamineMonthTable extends BiMonth { create_user_id: number; category_id: number; check_status: number }
export interface BiCustomerFieldMonthTable extends BiMonth { owner_user_id: number; field: string; value: string; deal_status: number }
export interface BiContractProductMonthTable extends BiMonth { owner_user_id: number; product_id: number; num: string }
/** 成交周期 (migration 0038): per month of the first deal, the customer's owner and first part of 地区, the customers and their days. */
export interface BiFirstDealMonthTable extends BiMonth { owner_user_id: number; first_part: string; days: string }
/** Migration 0040: 成交周期 per product of the first deals. */
export interface BiFirstDealProductMonthTable extends BiMonth { owner_user_id: number; product_id: number; days: string }

/** Migration 0039: distinct customers per person and month / quarter / year (server/bi/presence.ts). */
interface BiSpan { kind: 'record' | 'deal'; span: 'month' | 'quarter' | 'year'; first_day: ColumnType<Date, string, string> }
export interface BiPresenceTable extends BiSpan { customer_id: number; user_id: number; n: ColumnType<string, number, number> }
export interface BiPresenceUsersTable extends BiSpan { user_id: number; customers: ColumnType<string, number, number> }
export interface BiPresenceCustomersTable extends BiSpan { customer_id: number; users: ColumnType<string, number, number> }

export interface Database {
  admin_user: AdminUserTable;
  admin_dept: AdminDeptTable;
  admin_menu: AdminMenuTable;
  admin_role: AdminRoleTable;
  admin_role_menu: AdminRoleMenuTable;
  admin_user_role: AdminUserRoleTable;
  admin_config: AdminConfigTable;
  admin_file: AdminFileTable;
  admin_session: AdminSessionTable;
  admin_login_attempt: AdminLoginAttemptTable;
  admin_field: AdminFieldTable;
  admin_field_sort: AdminFieldSortTable;
  admin_field_style: AdminFieldStyleTable;
  admin_field_version: AdminFieldVersionTable;
  admin_scene: AdminSceneTable;
  admin_scene_default: AdminSceneDefaultTable;
  crm_customer: CrmCustomerTable;
  crm_leads: CrmLeadsTable;
  crm_contacts: CrmContactsTable;
  crm_contacts_business: CrmContactsBusinessTable;
  crm_business: CrmBusinessTable;
  crm_business_type: CrmBusinessTypeTable;
  crm_business_status: CrmBusinessStatusTable;
  crm_business_product: CrmBusinessProductTable;
  crm_business_change: CrmBusinessChangeTable;
  crm_contract: CrmContractTable;
  crm_contract_product: CrmContractProductTable;
  crm_receivables: CrmReceivablesTable;
  crm_receivables_plan: CrmReceivablesPlanTable;
  crm_product: CrmProductTable;
  crm_product_category: CrmProductCategoryTable;
  crm_action_record: CrmActionRecordTable;
  crm_owner_record: CrmOwnerRecordTable;
  admin_record: AdminRecordTable;
  crm_achievement: CrmAchievementTable;
  bi_money_month: BiMoneyMonthTable;
  bi_business_month: BiBusinessMonthTable;
  bi_customer_month: BiCustomerMonthTable;
  bi_contacts_month: BiContactsMonthTable;
  bi_record_month: BiRecordMonthTable;
  bi_examine_month: BiExamineMonthTable;
  bi_customer_field_month: BiCustomerFieldMonthTable;
  bi_contract_product_month: BiContractProductMonthTable;
  bi_first_deal_month: BiFirstDealMonthTable;
  bi_first_deal_product_month: BiFirstDealProductMonthTable;
  bi_presence: BiPresenceTable;
  bi_presence_users: BiPresenceUsersTable;
  bi_presence_customers: BiPresenceCustomersTable;
  crm_customer_setting: CrmCustomerSettingTable;
  crm_customer_settinguser: CrmCustomerSettingUserTable;
  crm_job_lease: CrmJobLeaseTable;
  oa_examine_category: OaExamineCategoryTable;
  oa_examine: OaExamineTable;
  oa_examine_travel: OaExamineTravelTable;
  oa_examine_relation: OaExamineRelationTable;
  oa_examine_step: OaExamineStepTable;
  oa_examine_record: OaExamineRecordTable;
  oa_examine_log: OaExamineLogTable;
  oa_action_record: OaActionRecordTable;
  oa_event: OaEventTable;
  oa_event_relation: OaEventRelationTable;
  oa_announcement: OaAnnouncementTable;
  oa_log: OaLogTable;
  oa_log_relation: OaLogRelationTable;
  task_comment: TaskCommentTable;
  task: TaskTable;
  task_relation: TaskRelationTable;
  task_label: TaskLabelTable;
  work_task_log: WorkTaskLogTable;
  work: WorkTable;
  work_task_class: WorkTaskClassTable;
  work_user: WorkUserTable;
  admin_examine: AdminExamineTable;
  admin_examine_step: AdminExamineStepTable;
  admin_examine_record: AdminExamineRecordTable;
  admin_examine_log: AdminExamineLogTable;
  admin_message: AdminMessageTable;
}

export type AdminUser = Selectable<AdminUserTable>;
export type NewAdminUser = Insertable<AdminUserTable>;
export type AdminUserUpdate = Updateable<AdminUserTable>;
export type AdminDept = Selectable<AdminDeptTable>;
export type AdminMenu = Selectable<AdminMenuTable>;
export type AdminRole = Selectable<AdminRoleTable>;
export type AdminConfig = Selectable<AdminConfigTable>;
export type AdminFile = Selectable<AdminFileTable>;
export type AdminSession = Selectable<AdminSessionTable>;
export type AdminField = Selectable<AdminFieldTable>;
export type NewAdminField = Insertable<AdminFieldTable>;
export type CrmCustomer = Selectable<CrmCustomerTable>;
export type CrmLeads = Selectable<CrmLeadsTable>;
export type CrmContacts = Selectable<CrmContactsTable>;
export type CrmBusiness = Selectable<CrmBusinessTable>;
export type CrmContract = Selectable<CrmContractTable>;
export type CrmReceivables = Selectable<CrmReceivablesTable>;
export type CrmReceivablesPlan = Selectable<CrmReceivablesPlanTable>;
export type CrmProduct = Selectable<CrmProductTable>;
export type OaExamineCategory = Selectable<OaExamineCategoryTable>;
export type AdminRecord = Selectable<AdminRecordTable>;
