/**
 * 角色权限管理 of the admin backend (contract 3.8; keys of 3.7 declared with each endpoint: the writes
 * need `manage.permission.update`, the two reads a session only). Rules and messages:
 * docs/server.md, "Roles and permissions". The project roles of 项目管理设置 (contract 3.8, 11):
 * `manage.work.update` for all four calls, projectRoles.ts.
 */
import { requireIds } from '../../http/idList.ts';
import { endpoint } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalInt, requireInt } from '../../http/params.ts';
import { allMenuTrees, editorTrees, enabledMenus } from './menuTrees.ts';
import { readDataType, readMenuIds, readRemark, readRoleId, readRoleName, readRoleType } from './roleForm.ts';
import { deleteWorkRole, projectRoleList, saveWorkRole, workMenuTree } from './projectRoles.ts';
import { relateUsers, unbindUser } from './roleMembers.ts';
import { addRole, copyRole, deleteRole, setRoleMenus, updateRole } from './roleSave.ts';
import { rolesByType } from './rolesByType.ts';

export const roleAdminEndpoints = [
  endpoint('system/role/getRoleByType', async ({ db, params }) => rolesByType(db, requireInt(params, 'roleType', '角色类型'))),

  // {data: <root + childMenu>, bi?: <bi root + childMenu>}: the envelope's data is nested `data.data`
  endpoint('system/menu/getMenuListByType', async ({ db, params }) =>
    editorTrees(await enabledMenus(db), requireInt(params, 'roleType', '角色类型'))),

  endpoint('system/menu/getAllMenuList', async ({ db }) => allMenuTrees(await enabledMenus(db))),

  endpoint('system/role/add', { rights: ['manage.permission.update'] }, async ({ db, params }) => {
    const roleName = readRoleName(params);
    const roleType = readRoleType(params);
    await addRole(db, { roleName, roleType, remark: readRemark(params), dataType: readDataType(params) });
  }),

  endpoint('system/role/update', { rights: ['manage.permission.update'] }, async ({ db, params, userId }) => {
    const roleId = readRoleId(params);
    const roleName = readRoleName(params);
    const roleType = readRoleType(params);
    return updateRole(db, userId, {
      roleId, roleName, roleType, remark: readRemark(params), dataType: readDataType(params), menuIds: readMenuIds(params, 'menuIds'),
    });
  }),

  // JSON {id, type: <data_type>, rules: [menuId...], roleName}; roleName is not read (the original ignored it too)
  endpoint('system/role/updateRoleMenu', { rights: ['manage.permission.update'] }, async ({ db, params, userId }) => {
    const roleId = readRoleId(params, 'id');
    const dataType = readDataType(params, 'type');
    const menuIds = readMenuIds(params, 'rules');
    if (!menuIds) throw new BusinessError('权限不能为空');
    await setRoleMenus(db, userId, roleId, menuIds, dataType);
  }),

  endpoint('system/role/copy', { rights: ['manage.permission.update'] }, async ({ db, params }) => {
    await copyRole(db, readRoleId(params));
  }),

  endpoint('system/role/delete', { rights: ['manage.permission.update'] }, async ({ db, params }) => {
    await deleteRole(db, readRoleId(params));
  }),

  endpoint('system/role/relatedUser', { rights: ['manage.permission.update'] }, async ({ db, params, userId }) => {
    const userIds = requireIds(params, 'userIds', '员工');
    const roleIds = requireIds(params, 'roleIds', '角色');
    await relateUsers(db, userId, userIds, roleIds);
  }),

  endpoint('system/role/unbindingUser', { rights: ['manage.permission.update'] }, async ({ db, params, userId }) => {
    const target = requireInt(params, 'userId', '员工');
    const roleId = readRoleId(params);
    await unbindUser(db, userId, target, roleId);
  }),

  // contract 11 puts the two reads under manage.work.update too (3.7 lists only the writes)
  endpoint('system/menu/getWorkMenuList', { rights: ['manage.work.update'] }, async ({ db }) => workMenuTree(db)),

  endpoint('system/role/queryProjectRoleList', { rights: ['manage.work.update'] }, async ({ db }) => projectRoleList(db)),

  // JSON {roleId?, roleName, remark, rules: [menuId...]}; answers no data
  endpoint('system/role/setWorkRole', { rights: ['manage.work.update'] }, async ({ db, params }) => {
    const roleId = optionalInt(params, 'roleId', '角色');
    const roleName = readRoleName(params);
    await saveWorkRole(db, { roleId, roleName, remark: readRemark(params), menuIds: readMenuIds(params, 'rules') });
  }),

  endpoint('system/role/deleteWorkRole', { rights: ['manage.work.update'] }, async ({ db, params }) => {
    await deleteWorkRole(db, readRoleId(params));
  }),
];
