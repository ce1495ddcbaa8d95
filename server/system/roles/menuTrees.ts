/**
 * The menu trees of the role editor (contract 3.3, 3.8), and which menus a role of a type may be
 * given. One definition serves both: `system/menu/getMenuListByType` shows exactly the menus that
 * `system/role/updateRoleMenu` and `update` accept for that role type.
 *
 *   type 1 系统管理: the `manage` tree                 (no bi)
 *   type 2 客户管理: the `crm` tree + `bi` without its `oa` page
 *   type 7 办公管理: the `oa` tree  + `bi` with only its `oa` page
 *   type 8 项目管理: the `project` tree                (no bi)
 *
 * A node is a menu row `{menu_id, parent_id, menu_name, realm, menu_type, sort, status, remarks}`
 * (camelCased on the way out); every node that is not a button (menu_type 3) has `childMenu`.
 * Children in menu_id order, as the original's unordered query answered them. Disabled menus
 * (status 0) grant nothing in the auth tree, so they are neither shown nor accepted.
 */
import type { Kysely } from 'kysely';
import type { AdminMenu, Database } from '../../db/schema.ts';
import { ROOT_REALM_OF_TYPE } from './roleTypes.ts';

export type MenuNode = AdminMenu & { childMenu?: MenuNode[] };

const BUTTON = 3;

export function enabledMenus(db: Kysely<Database>): Promise<AdminMenu[]> {
  return db.selectFrom('admin_menu').selectAll().where('status', '=', 1).orderBy('menu_id').execute();
}

function childrenIndex(menus: AdminMenu[]): Map<number, AdminMenu[]> {
  const index = new Map<number, AdminMenu[]>();
  for (const menu of menus) {
    const siblings = index.get(menu.parent_id) ?? [];
    siblings.push(menu);
    index.set(menu.parent_id, siblings);
  }
  return index;
}

/** The menu with its subtree; `keepChild` filters the first level below it. Depth-bounded (a saved cycle ends). */
function nodeOf(menu: AdminMenu, children: Map<number, AdminMenu[]>, keepChild: (m: AdminMenu) => boolean = () => true, depth = 0): MenuNode {
  if (menu.menu_type === BUTTON) return { ...menu };
  const below = depth < 20 ? (children.get(menu.menu_id) ?? []).filter(keepChild) : [];
  return { ...menu, childMenu: below.map((child) => nodeOf(child, children, undefined, depth + 1)) };
}

const rootOf = (children: Map<number, AdminMenu[]>, realm: string) => (children.get(0) ?? []).find((m) => m.realm === realm);

/** What getMenuListByType answers: `{data, bi}` per the table above; `{}` for any other type. */
export function editorTrees(menus: AdminMenu[], roleType: number): { data?: MenuNode; bi?: MenuNode } {
  const realm = ROOT_REALM_OF_TYPE[roleType];
  if (!realm) return {};
  const children = childrenIndex(menus);
  const trees: { data?: MenuNode; bi?: MenuNode } = {};
  const root = rootOf(children, realm);
  if (root) trees.data = nodeOf(root, children);
  const bi = rootOf(children, 'bi');
  if (bi && roleType === 2) trees.bi = nodeOf(bi, children, (m) => m.realm !== 'oa');
  if (bi && roleType === 7) trees.bi = nodeOf(bi, children, (m) => m.realm === 'oa');
  return trees;
}

/** Every menu id of the editor's trees for the type (roots included: the client sends a fully checked root). */
export function grantableMenuIds(menus: AdminMenu[], roleType: number): Set<number> {
  const ids = new Set<number>();
  const walk = (node: MenuNode) => {
    ids.add(node.menu_id);
    for (const child of node.childMenu ?? []) walk(child);
  };
  for (const tree of Object.values(editorTrees(menus, roleType))) if (tree) walk(tree);
  return ids;
}

/**
 * `system/menu/getAllMenuList`: every root with its tree, except the `work` root (the per-project
 * role template, edited through the project settings). The original's recursive filter also
 * dropped `manage.work` (项目管理设置), a real permission; it is kept here.
 */
export function allMenuTrees(menus: AdminMenu[]): MenuNode[] {
  const children = childrenIndex(menus);
  return (children.get(0) ?? []).filter((root) => root.realm !== 'work').map((root) => nodeOf(root, children));
}

/**
 * The root menu of `realm` (parent_id 0) with its whole tree, in the node shape above; undefined
 * when there is no such enabled root. `system/menu/getWorkMenuList` answers the `work` root's (the
 * per-project role template, contract 3.8) and setWorkRole accepts its ids (projectRoles.ts).
 */
export function rootMenuTree(menus: AdminMenu[], realm: string): MenuNode | undefined {
  const children = childrenIndex(menus);
  const root = rootOf(children, realm);
  return root && nodeOf(root, children);
}

/**
 * The realm of the root a menu hangs under (`crm`, `bi`, ...); undefined for a root itself and
 * for a menu whose chain is broken. Walks at most 20 levels (a saved cycle ends the walk).
 */
export function menuRootRealms(menus: Pick<AdminMenu, 'menu_id' | 'parent_id' | 'realm'>[]): (menuId: number) => string | undefined {
  const byId = new Map(menus.map((m) => [m.menu_id, m]));
  return (menuId) => {
    let menu = byId.get(menuId);
    for (let depth = 0; menu && menu.parent_id !== 0 && depth < 20; depth++) menu = byId.get(menu.parent_id);
    return menu && menu.parent_id === 0 && menu.menu_id !== menuId ? menu.realm : undefined;
  };
}

const ROOT_LABELS: Record<string, string> = { crm: '客户管理', bi: '商业智能', manage: '系统管理', oa: '办公', project: '项目管理', work: '项目' };

/** A menu as a person reads it in a message: `客户管理-查看列表`, `办公分析`, a root as `系统管理`. */
export function menuLabel(menus: AdminMenu[], menuId: number): string {
  const byId = new Map(menus.map((m) => [m.menu_id, m]));
  const names: string[] = [];
  let menu = byId.get(menuId);
  for (let depth = 0; menu && depth < 20; depth++) {
    if (menu.parent_id === 0) {
      if (!names.length) names.push(ROOT_LABELS[menu.realm] ?? menu.menu_name);
      break;
    }
    names.unshift(menu.menu_name);
    menu = byId.get(menu.parent_id);
  }
  return names.join('-');
}
