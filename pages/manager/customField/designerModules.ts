// The modules whose fields the designer edits (contract 5.1 `label`), in the order the module list
// shows them: every descriptor with a `designer` entry (schemas/modules), in its menu order. Names
// shown come from the server (field/queryFields); these are the facts the client needs before that
// answer arrives. Also the form types an admin may add to them.
import type { CrmType, FormType } from '../../../engine/fields/index.ts';
import { allModules } from '../../../engine/modules/catalogue.ts';

export interface DesignerModule {
  label: number;
  /** `types` of field/queryFields, the route's first segment. */
  types: string;
  /** The create form this module's fields make: the preview compiles with it (linkage states). */
  crmType: CrmType;
}

/** 线索, 客户, 联系人, 商机, 合同, 回款, 产品: the menus' order, not the label order. */
export const DESIGNER_MODULES: readonly DesignerModule[] = allModules()
  .filter((module) => module.designer)
  .sort((a, b) => a.order - b.order)
  .map((module) => ({ label: module.label, types: module.designer!.types, crmType: module.key as CrmType }));

export function designerModule(label: number): DesignerModule | undefined {
  return DESIGNER_MODULES.find((module) => module.label === label);
}

/**
 * What an admin may add to a CRM module: the server accepts exactly these for new fields
 * (server/fields/designerInput.ts CUSTOM_FIELD_TYPES). Relations, addresses, categories and the
 * OA detail lists are system fields only. Order: the palette's.
 */
export const CRM_PALETTE: readonly FormType[] = [
  'text', 'textarea', 'select', 'date', 'number', 'floatnumber', 'mobile', 'file', 'checkbox', 'user', 'structure',
  'datetime', 'email',
];

/** The path of a module's designer: routes.json `custom-field/handlefield/:type/:id/:label`. */
export function designerPath(module: { types: string; label: number | string; name: string }): string {
  return `/manager/custom-field/handlefield/${encodeURIComponent(module.types)}/${module.label}/${encodeURIComponent(module.name)}`;
}

export const MODULE_LIST_PATH = '/manager/custom-field';

/** OA approval fields are label 10, one set per category: route `type` = this, `id` = the category id. */
export const EXAMINE_LABEL = 10;
export const EXAMINE_TYPE = 'oa_examine';

export function examineDesignerPath(category: { categoryId: number; title: string }): string {
  return designerPath({ types: EXAMINE_TYPE, label: category.categoryId, name: category.title });
}
