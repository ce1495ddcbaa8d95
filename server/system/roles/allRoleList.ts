/**
 * `system/role/getAllRoleList` (contract 3.8): the roles an employee can be given, grouped by
 * role type in the order 系统管理, 客户管理, 办公管理, 项目管理, 自定义 (types 1, 2, 7, 8, 0), each
 * group `{name, pid: <roleType>, list}` and each role
 * `{id, title, remark, type: <data_type>, status, pid: <role_type>, label, rules: {crm, bi}}`, the
 * rules being the role's menu ids below the `crm` and the `bi` roots. Visible roles only
 * (`is_hidden = 1`: 1 means shown, contract 3.5). A session is enough (not in contract 3.7).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ASSIGNABLE_ROLE_TYPES } from '../users/employeeChecks.ts';
import { rolesWithMenus } from './rolesWithMenus.ts';

const GROUP_NAMES: Record<number, string> = { 1: '系统管理角色', 2: '客户管理角色', 7: '办公管理角色', 8: '项目管理角色', 0: '自定义角色' };

export async function allRoleList(db: Kysely<Database>) {
  const { roles, menusOf } = await rolesWithMenus(db, ASSIGNABLE_ROLE_TYPES);
  const rulesOf = (roleId: number) => ({ crm: menusOf(roleId, 'crm'), bi: menusOf(roleId, 'bi') });

  return ASSIGNABLE_ROLE_TYPES.map((roleType) => ({
    name: GROUP_NAMES[roleType],
    pid: roleType,
    list: roles.filter((r) => r.role_type === roleType).map((r) => ({
      id: r.role_id, title: r.role_name, remark: r.remark, type: r.data_type, status: r.status, pid: r.role_type,
      label: r.label, rules: rulesOf(r.role_id),
    })),
  }));
}
