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
