/**
 * The role types of 角色权限管理 (contract 3.5, 3.8): the groups the admin sidebar lists
 * (`system/role/getRoleTypeList`, in the order the original answers it) and the menu root each
 * type's permissions are chosen from. Roles of other types (5/6 per-project roles, 0 自定义) are
 * not managed here: the role calls answer `角色不存在` for them.
 */

export const ROLE_TYPES = [
  { name: '系统管理角色', roleType: 1 },
  { name: '办公管理角色', roleType: 7 },
  { name: '客户管理角色', roleType: 2 },
  { name: '项目管理角色', roleType: 8 },
] as const;

/** 1 系统管理, 2 客户管理, 7 办公管理, 8 项目管理. */
export const MANAGED_ROLE_TYPES: readonly number[] = ROLE_TYPES.map((t) => t.roleType);

/** The realm of the root menu (parent_id 0) whose tree a role type grants from. */
export const ROOT_REALM_OF_TYPE: Readonly<Record<number, string>> = { 1: 'manage', 2: 'crm', 7: 'oa', 8: 'project' };

export function roleTypeName(roleType: number): string {
  return ROLE_TYPES.find((t) => t.roleType === roleType)?.name ?? '自定义角色';
}

/** data_type (contract 3.6): 1 本人, 2 本人及下属, 3 本部门, 4 本部门及下属部门, 5 全部. */
export const DATA_TYPES = [1, 2, 3, 4, 5] as const;
/** A new role sees its holder's own records until an administrator says otherwise. */
export const DEFAULT_DATA_TYPE = 1;
