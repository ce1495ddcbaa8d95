/**
 * The auth tree (`login.auth`, `system/role/auth`), built as contract 3.2 says. The client hides
 * routes and buttons with it; accessGuard.ts checks endpoints against the very same tree.
 *
 *   { crm: { customer: { index: true, ... }, ... }, bi: {...}, manage: {...}, oa: {...}, project: {...} }
 */
import type { Kysely } from 'kysely';
import type { AdminMenu, Database } from '../db/schema.ts';
import { PermissionDeniedError } from '../http/errors.ts';
import { cachedForUser } from './permissionCache.ts';
import { type HeldRole, isSuperAdmin, PROJECT_ADMIN_ROLE_LABEL, rolesOfUser } from './userRoles.ts';

export type AuthTree = Record<string, Record<string, Record<string, true>>>;

/** What a super admin's `manage` always is, whatever role_menu says (contract 3.4). */
const FULL_MANAGE: Record<string, string[]> = {
  system: ['read', 'update'],
  configSet: ['read', 'update'],
  users: ['read', 'userSave', 'userEnables', 'userUpdate', 'deptSave', 'deptUpdate', 'deptDelete'],
  permission: ['update'],
  oa: ['examine'],
  examineFlow: ['update'],
  crm: ['field', 'pool', 'setting', 'achievement'],
  work: ['update'],
};

/** Module switch rows in admin_config (status 0 = switched off) and the BI pages each one carries. */
const MODULE_SWITCHES = ['oa', 'crm', 'project'] as const;
const BI_PAGES_OF_MODULE: Record<string, string[]> = {
  oa: ['oa'],
  crm: ['achievement', 'business', 'customer', 'contract', 'product', 'portrait', 'ranking'],
  project: [],
};

export async function buildAuthTree(db: Kysely<Database>, userId: number): Promise<AuthTree> {
  const [roles, menus, switchedOff] = await Promise.all([
    rolesOfUser(db, userId),
    db.selectFrom('admin_menu').selectAll().where('status', '=', 1).orderBy('menu_id').execute(),
    db.selectFrom('admin_config').select('name')
      .where('name', 'in', [...MODULE_SWITCHES]).where('status', '=', 0).execute(),
  ]);
  const granted = await grantedMenuIds(db, roles, menus);
  const tree = treeOfGrantedMenus(menus, granted);
  if (isSuperAdmin(roles)) tree.manage = fullManage();
  tree.project ??= {};
  tree.oa ??= {};
  for (const { name } of switchedOff) switchOffModule(tree, name);
  return tree;
}

async function grantedMenuIds(db: Kysely<Database>, roles: HeldRole[], menus: AdminMenu[]): Promise<Set<number>> {
  if (isSuperAdmin(roles)) return new Set(menus.map((m) => m.menu_id));
  const granted = new Set<number>();
  if (roles.length) {
    const rows = await db.selectFrom('admin_role_menu').select('menu_id')
      .where('role_id', 'in', roles.map((r) => r.roleId)).execute();
    for (const row of rows) granted.add(row.menu_id);
  }
  if (roles.some((r) => r.label === PROJECT_ADMIN_ROLE_LABEL)) {
    for (const menu of menus) if (menu.remarks === 'projectSave') granted.add(menu.menu_id);
  }
  return granted;
}

/** Root realm → module realm → granted action realms; empty modules and roots left out. */
function treeOfGrantedMenus(menus: AdminMenu[], granted: Set<number>): AuthTree {
  const childrenOf = new Map<number, AdminMenu[]>();
  for (const menu of menus) {
    const siblings = childrenOf.get(menu.parent_id) ?? [];
    siblings.push(menu);
    childrenOf.set(menu.parent_id, siblings);
  }
  const tree: AuthTree = {};
  for (const root of childrenOf.get(0) ?? []) {
    const modules: Record<string, Record<string, true>> = {};
    for (const module of childrenOf.get(root.menu_id) ?? []) {
      const actions: Record<string, true> = {};
      for (const action of childrenOf.get(module.menu_id) ?? []) {
        if (granted.has(action.menu_id)) actions[action.realm] = true;
      }
      if (Object.keys(actions).length) modules[module.realm] = actions;
    }
    if (Object.keys(modules).length) tree[root.realm] = modules;
  }
  return tree;
}

function fullManage(): AuthTree[string] {
  return Object.fromEntries(Object.entries(FULL_MANAGE).map(([module, actions]) =>
    [module, Object.fromEntries(actions.map((a) => [a, true as const]))]));
}

function switchOffModule(tree: AuthTree, module: string) {
  delete tree[module];
  const bi = tree.bi;
  if (!bi) return;
  for (const page of BI_PAGES_OF_MODULE[module] ?? []) delete bi[page];
  if (!Object.keys(bi).length) delete tree.bi;
}

/** `crm.customer.index`-style keys, the form the endpoint table uses. */
export function permissionKeysOf(tree: AuthTree): Set<string> {
  const keys = new Set<string>();
  for (const [root, modules] of Object.entries(tree)) {
    for (const [module, actions] of Object.entries(modules)) {
      for (const action of Object.keys(actions)) keys.add(`${root}.${module}.${action}`);
    }
  }
  return keys;
}

/**
 * The user's permission keys, cached per permission version (permissionCache.ts): what the access
 * guard asks on every call. Read-only: the set is shared by every call of the user.
 */
export function userPermissionKeys(db: Kysely<Database>, userId: number, knownVersion?: string): Promise<ReadonlySet<string>> {
  return cachedForUser(db, userId, 'keys', async () => permissionKeysOf(await buildAuthTree(db, userId)), knownVersion);
}

/**
 * For calls whose key depends on the body (save vs update, the list `type`): refuses with `无权访问`
 * unless the user holds `key`. `knownVersion`: the version the access guard read for this request.
 */
export async function requirePermission(db: Kysely<Database>, userId: number, key: string, knownVersion?: string): Promise<void> {
  if (!(await userPermissionKeys(db, userId, knownVersion)).has(key)) throw new PermissionDeniedError();
}
