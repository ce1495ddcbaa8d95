// The modules whose fields the designer edits (contract 5.1 `label`), in the order the module list
// shows them, and the form types an admin may add to them. Names shown come from the server
// (field/queryFields); these are the facts the client needs before that answer arrives.
import type { CrmType, FormType } from '../../../engine/fields/index.ts';

export interface DesignerModule {
  label: number;
  /** `types` of field/queryFields, the route's first segment. */
  types: string;
  /** The create form this module's fields make: the preview compiles with it (linkage states). */
  crmType: CrmType;
}

/** 线索, 客户, 联系人, 商机, 合同, 回款, 产品: the CRM menu's order, not the label order. */
export const DESIGNER_MODULES: readonly DesignerModule[] = [
  { label: 1, types: 'crm_leads', crmType: 'leads' },
  { label: 2, types: 'crm_customer', crmType: 'customer' },
  { label: 3, types: 'crm_contacts', crmType: 'contacts' },
  { label: 5, types: 'crm_business', crmType: 'business' },
  { label: 6, types: 'crm_contract', crmType: 'contract' },
  { label: 7, types: 'crm_receivables', crmType: 'receivables' },
  { label: 4, types: 'crm_product', crmType: 'product' },
];

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
