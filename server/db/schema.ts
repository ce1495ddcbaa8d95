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
  crm_customer: CrmCustomerTable;
  oa_examine_category: OaExamineCategoryTable;
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
export type OaExamineCategory = Selectable<OaExamineCategoryTable>;
