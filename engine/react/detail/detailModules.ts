// What the record drawer shows of a module, resolved from its descriptor (schemas/modules, the
// `detail` section): the name field, the header's facts, the actions (each with the full auth-tree
// path that allows it and a declarative condition on the record), the tabs and the related lists
// behind them. RecordDetail assembles itself from this; nothing module-specific lives in the
// components, and a new module needs no entry here.
import type { CrmType } from '../../fields/index.ts';
import {
  actionFits, moduleRight as rightOf, type ModuleAction, type ModuleDescriptor, type ModuleExamine, type RelatedColumn, type RelatedSection, type ValueFormat,
} from '../../modules/index.ts';
import { allModules, moduleOf } from '../../modules/catalogue.ts';

export type { ValueFormat };

/** A tab id: one of the engine's built-in tabs, or a related-list tab of the module. */
export type TabId = string;

/** The action kinds the drawer knows how to run (DetailActions.tsx). */
export type ActionId = 'edit' | 'transfer' | 'lock' | 'unlock' | 'putinpool' | 'receive' | 'dealStatus' | 'discard' | 'transform' | 'shelve' | 'unshelve' | 'delete' | 'call';

export interface FactDef {
  /** i18n key under `detail.fact.` */
  label: string;
  /** Keys of the queryById row, the first present one wins. */
  fields: readonly string[];
  format?: ValueFormat;
  join?: boolean;
  empty?: string;
  /** i18n prefix of the texts of a value naming a choice (`<choices>.<value>`). */
  choices?: string;
}

export interface ActionDef {
  id: ActionId;
  /** Dotted auth-tree path (server-contract 3.3), `crm.<module>.<key>`. */
  auth: string;
  /** The record states it fits (a locked customer offers 解锁, not 锁定). */
  fits(record: Readonly<Record<string, unknown>>): boolean;
  /** Shown in red and behind a confirmation. */
  danger?: boolean;
  /** id `call`: what it sends and its button's i18n key. */
  run?: { call: string; idKey?: string; params: Readonly<Record<string, string | number>>; label: string };
}

export type ColumnDef = RelatedColumn;

export interface RelatedSectionDef {
  /** i18n key under `detail.section.` (shown when a tab has two sections). */
  title: string;
  /** The list call; the parent's id goes under `param`. Absent: the rows are the record's `from`. */
  path?: string;
  param?: string;
  /** The record's key holding the rows (an approval's `customerList`). */
  from?: string;
  /** The related module: its rows open its detail, 新建 opens its create view. */
  module: string;
  /** Row id key ({type}Id). */
  rowId: string;
  columns: readonly ColumnDef[];
  /** 新建 opens the create view for this type in relative mode. */
  createType?: CrmType;
  /** Business ↔ contacts links can be made and undone here. */
  relate?: 'contacts' | 'business';
}

export interface TabDef {
  id: TabId;
  /** i18n key under `detail.tab.` */
  label: string;
  /** Dotted auth path the tab needs; absent: anyone who may read the record. */
  auth?: string;
}

export interface DetailModule {
  key: string;
  descriptor: ModuleDescriptor;
  /** The record's name in the queryById row. */
  nameFields: readonly string[];
  facts: readonly FactDef[];
  actions: readonly ActionDef[];
  tabs: readonly (TabId | { id: TabId; auth?: string })[];
  stageBar: boolean;
  related: Readonly<Record<TabId, readonly RelatedSectionDef[]>>;
  productsPath?: string;
  /** The approval panel's calls and the record's keys it reads; null without a panel. */
  examine: ModuleExamine | null;
  /** Has team members (团队成员): the team tab, and a transfer asks whether the old owner stays. */
  team: boolean;
}

/** The tabs every module may list, drawn by the engine itself (RecordDetail's tab registry). */
export const BUILT_IN_TABS: Readonly<Record<string, TabDef>> = {
  info: { id: 'info', label: 'info' },
  followup: { id: 'followup', label: 'followup' },
  products: { id: 'products', label: 'products' },
  team: { id: 'team', label: 'team' },
  files: { id: 'files', label: 'files' },
  log: { id: 'log', label: 'log' },
  text: { id: 'text', label: 'text' },
  comments: { id: 'comments', label: 'comments' },
  activity: { id: 'activity', label: 'activity' },
  checklist: { id: 'checklist', label: 'checklist' },
};

function resolveAction(descriptor: ModuleDescriptor, action: ModuleAction): ActionDef {
  const detail = descriptor.detail ?? { states: undefined };
  return {
    id: action.id as ActionId,
    auth: rightOf(descriptor, action.auth),
    fits: (record) => actionFits(detail, action, record),
    ...(action.danger ? { danger: true } : {}),
    ...(action.id === 'call' && action.call && action.label
      ? { run: { call: action.call, ...(action.idKey ? { idKey: action.idKey } : {}), params: action.params ?? {}, label: action.label } }
      : {}),
  };
}

/** The CRM's approval panel (contracts, receivables: `detail.examine: true`): examineRecord/*, the record's checkStatus. */
export const CRM_EXAMINE: ModuleExamine = {
  progress: 'examineRecord/queryExamineRecordList',
  audit: 'examineRecord/auditExamine',
  status: 'checkStatus',
  statusFormat: 'checkStatus',
  recordId: 'examineRecordId',
};

function resolveSection(section: RelatedSection): RelatedSectionDef {
  const child = moduleOf(section.module);
  return {
    title: section.title,
    ...(section.path ? { path: section.path, param: section.param } : {}),
    ...(section.from ? { from: section.from } : {}),
    module: child.key,
    rowId: child.record.idKey,
    columns: child.detail?.relatedColumns ?? [],
    ...(section.create ? { createType: child.key as CrmType } : {}),
    ...(section.relate ? { relate: section.relate } : {}),
  };
}

const resolved = new Map<string, DetailModule>();

/** The drawer's view of a module; throws on a key without a descriptor (a typo, not a state). */
export function detailModule(key: string): DetailModule {
  const cached = resolved.get(key);
  if (cached) return cached;
  const descriptor = moduleOf(key);
  const detail = descriptor.detail;
  const module: DetailModule = {
    key,
    descriptor,
    nameFields: detail?.nameFields ?? [descriptor.record.nameColumn],
    facts: detail?.facts ?? [],
    actions: (detail?.actions ?? []).map((action) => resolveAction(descriptor, action)),
    tabs: detail?.tabs ?? ['info'],
    stageBar: detail?.stageBar === true,
    related: Object.fromEntries(Object.entries(detail?.related ?? {}).map(([tab, sections]) => [tab, sections.map(resolveSection)])),
    ...(detail?.productsPath ? { productsPath: detail.productsPath } : {}),
    examine: detail?.examine === true ? CRM_EXAMINE : (typeof detail?.examine === 'object' ? detail.examine : null),
    team: descriptor.record.team,
  };
  resolved.set(key, module);
  return module;
}

/** A tab of the module: a built-in one, or a related list (it needs the related module's list right). */
export function tabDef(module: DetailModule, id: TabId): TabDef | undefined {
  const builtIn = BUILT_IN_TABS[id];
  if (builtIn) return builtIn;
  const first = module.related[id]?.[0];
  return first ? { id, label: id, auth: rightOf(moduleOf(first.module), 'index') } : undefined;
}

/** Every tab id some module can show (built-in, or a related list of a descriptor). */
export function knownTabIds(): ReadonlySet<TabId> {
  const ids = new Set<TabId>(Object.keys(BUILT_IN_TABS));
  for (const descriptor of allModules()) for (const tab of Object.keys(descriptor.detail?.related ?? {})) ids.add(tab);
  return ids;
}

/** The auth path of a module-level right: `crm.<module>.<key>` (the module's own prefix). */
export function moduleRight(crmType: string, key: string): string {
  return rightOf(moduleOf(crmType), key);
}
