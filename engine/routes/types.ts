// The shapes of schemas/routes.json and of the permission ("auth") tree the server sends.
// Kept free of React and the DOM: the same data drives the router, the navigation and tests.

/** The permission tree: nested objects whose leaves are `true` (server contract 3.4). */
export interface AuthTree {
  [key: string]: AuthTree | boolean | undefined;
}

/** The auth-tree groups a route can be gated on (the tree's top-level keys). */
export type AuthGroup = 'oa' | 'crm' | 'bi' | 'manage' | 'project';

export interface RouteMeta {
  /** Without it the route is always shown. */
  requiresAuth?: boolean;
  /** 0: the group must be present; 1: `auth[type][subType]`; 2+: the dotted `subType` chain. */
  index?: number;
  type?: AuthGroup;
  /** A permission key under `auth[type]`; for index >= 2 a dotted chain such as `crm.field`. */
  subType?: string;
  /** The sidebar item to highlight when this route is open (hidden pages point at their list). */
  menuIndex?: string;
}

/**
 * One entry of routes.json. A node without `path` is a menu group: it adds no URL segment, only a
 * sidebar heading (the BI groups, the admin customer-management group).
 */
/**
 * A sidebar entry listing what a call answers (the user's projects): one item per row, the route's
 * path with its one `:param` filled by the row's `value`, titled by its `label`, under a heading of
 * the route's title; nothing while there are none.
 */
export interface DynamicMenu {
  call: string;
  value: string;
  label: string;
}

export interface RouteDef {
  path?: string;
  /** Key into the page registry (pages/registry.ts). */
  component?: string;
  /** The generic RecordPage's module descriptor key (schemas/modules/<area>/<key>.json). */
  module?: string;
  /** Which of that module's lists; the module's own when absent (the pool is the customer's `pool`). */
  list?: string;
  /** Several of the module's lists as tabs of one page (office approvals: 我发起的, 我审批的); the first opens. */
  lists?: string[];
  /** The list call's fixed parameters from the path (`{workId: ':workId'}`: a project's board at `list/:workId`). */
  listParams?: Record<string, string>;
  /** `create`: the page is the module's create form (`?id=` edits that record) instead of its list (公告's notice-new). */
  view?: 'create';
  /** The menu item's count: a call answering an object, and the key of the count (OaBackLog/num examineNum). */
  badge?: { call: string; field: string };
  /** Where the route itself sends the user (its first child page). */
  redirect?: string;
  /** Reachable by URL but not listed in any menu. */
  hidden?: boolean;
  /** i18n key of the title (the Chinese text lives in i18n/zh-CN.json). */
  title: string;
  /** Icon name (pages/layout/icons.tsx). */
  icon?: string;
  /** A sidebar entry whose sub-items come from the server (the admin role types). */
  dynamicMenu?: 'roleTypes' | DynamicMenu;
  meta?: RouteMeta;
  children?: RouteDef[];
}
