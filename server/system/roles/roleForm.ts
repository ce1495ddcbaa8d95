/**
 * Reading the parameters of the role calls (contract 3.8): shape only, every field named in its
 * message. Whether the role exists, the name is free and the menus fit the role type is checked
 * in the writing transaction (roleChecks.ts).
 */
import { BusinessError } from '../../http/errors.ts';
import { readIdList } from '../../http/idList.ts';
import { optionalChoice, optionalText, type Params, requireInt, requireText } from '../../http/params.ts';
import { DATA_TYPES, MANAGED_ROLE_TYPES } from './roleTypes.ts';

export const ROLE_NAME_MAX_LENGTH = 50;
export const REMARK_MAX_LENGTH = 255;

export const readRoleId = (params: Params, key = 'roleId') => requireInt(params, key, '角色');

export const readRoleName = (params: Params) => requireText(params, 'roleName', '角色名称', ROLE_NAME_MAX_LENGTH);

/** 1, 2, 7 or 8 (the types getRoleTypeList lists). */
export function readRoleType(params: Params): number {
  const roleType = requireInt(params, 'roleType', '角色类型');
  if (!MANAGED_ROLE_TYPES.includes(roleType)) throw new BusinessError('角色类型格式不正确');
  return roleType;
}

/** The data scope 1..5; undefined when absent or blank (the client sends `type: ''` for roles without one). */
export const readDataType = (params: Params, key = 'dataType') => optionalChoice(params, key, '数据权限', DATA_TYPES);

/** undefined = absent (kept), null = sent empty. */
export function readRemark(params: Params): string | null | undefined {
  const remark = optionalText(params, 'remark', '备注', REMARK_MAX_LENGTH);
  return remark === undefined ? undefined : remark || null;
}

/**
 * A list of menu ids: a JSON array in a form field (`menuIds=[1,9,17]`, also URL-encoded once more
 * as the original decoded it twice), a JSON body array, or qs's `rules[]=1&rules[]=9`. Distinct,
 * in the order sent; undefined when absent or blank. `[]` is a list too: a role without menus.
 */
export function readMenuIds(params: Params, key: string): number[] | undefined {
  let value = params[key];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (typeof value === 'string') value = parseJsonList(value.trim());
  if (!Array.isArray(value)) throw new BusinessError('权限格式不正确');
  return readIdList(value, '权限');
}

function parseJsonList(text: string): unknown {
  for (const candidate of [text, safeDecode(text)]) {
    if (candidate === undefined) continue;
    try {
      return JSON.parse(candidate);
    } catch { /* next */ }
  }
  return undefined;
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
