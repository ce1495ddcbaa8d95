// What the screens read of a descriptor, derived in one place: a list screen's page definition
// (engine/pages PageDef, what ListScreen renders), the rights of its actions, and the module's
// entries in the area's menus. Pure functions: the browser and the server share them.
import type { PageBoard, PageCrmType, PageDef } from '../pages/types.ts';
import { matches } from './conditions.ts';
import type { ModuleAction, ModuleBoard, ModuleDescriptor, ModuleDetail } from './types.ts';

/** `crm.customer` → `customer`: the module's key under its area in the auth tree. */
export function authModuleOf(module: Pick<ModuleDescriptor, 'auth'>): string {
  return module.auth.slice(module.auth.indexOf('.') + 1);
}

/**
 * A right of the module: `update` → `crm.contract.update`; a full dotted path stays as it is. A
 * module without keys of its own (`rights: "area"`, office approvals) answers its area (`oa`) for
 * every key: engine/pages hasRight grants an area key by its presence.
 */
export function moduleRight(module: Pick<ModuleDescriptor, 'auth'> & { area?: string; rights?: 'area'; openRights?: readonly string[] }, key: string): string {
  if (key.includes('.')) return key;
  const open = module.rights === 'area' || (module.openRights?.includes(key) ?? false);
  return open && module.area ? module.area : `${module.auth}.${key}`;
}

/** The list screen `listId` of the module as the list engine takes it; undefined when absent. */
export function listPage(module: ModuleDescriptor, listId: string = module.key): PageDef | undefined {
  const list = module.lists?.[listId];
  if (!list) return undefined;
  const authModule = list.authModule ?? authModuleOf(module);
  return {
    module: listId,
    title: list.title,
    type: list.type ?? module.label,
    crmType: module.key as PageCrmType,
    authModule,
    auth: `${module.area}.${authModule}`,
    listCall: list.call,
    ...(list.listParams ? { listParams: list.listParams } : {}),
    headLabel: list.headLabel ?? module.label,
    fieldLabel: module.label,
    styleType: list.styleType,
    idKey: module.record.idKey,
    nameColumn: list.nameColumn,
    ...(list.open === false ? { open: false as const } : {}),
    ...(list.searchPlaceholder ? { searchPlaceholder: list.searchPlaceholder } : {}),
    scenes: list.scenes,
    filter: list.filter,
    defaultColumns: list.defaultColumns,
    ...(list.columnAuth ? { columnAuth: list.columnAuth } : {}),
    // A toolbar right may be a key of the module (`save`), like actions'.
    toolbar: list.toolbar.map((action) => ({ ...action, auth: moduleRight(module, action.auth) })),
    batchActions: list.batchActions,
    detailTabs: module.detail?.tabs ? [...module.detail.tabs] : ['info'],
    ...(list.extras ? { extras: list.extras } : {}),
    ...(list.views ? { views: [...list.views] } : {}),
    ...(list.board ? { board: boardPage(module, list.board) } : {}),
    ...(list.calendar ? { calendar: list.calendar } : {}),
    ...(list.feed ? { feed: list.feed } : {}),
    ...(list.controls ? { controls: list.controls } : {}),
    ...(list.request ? { request: list.request } : {}),
    ...(list.heads === false ? { heads: false } : {}),
    ...(list.answer ? { answer: list.answer } : {}),
    ...(list.context ? { context: list.context } : {}),
  };
}

/** A board as the list engine takes it: the move's right as a dotted path (`update` → `crm.business.update`). */
function boardPage(module: ModuleDescriptor, board: ModuleBoard): PageBoard {
  if (!board.move?.auth) return board;
  return { ...board, move: { ...board.move, auth: moduleRight(module, board.move.auth) } };
}

/** Whether an action of the detail fits this record (its `when`, with the module's named states). */
export function actionFits(detail: Pick<ModuleDetail, 'states'>, action: ModuleAction, record: Readonly<Record<string, unknown>>): boolean {
  return action.when ? matches(action.when, record, detail.states) : true;
}

/** The modules of an area in their menu order (quick create, designer). */
export function inMenuOrder<T extends Pick<ModuleDescriptor, 'order'>>(modules: readonly T[]): T[] {
  return [...modules].sort((a, b) => a.order - b.order);
}
