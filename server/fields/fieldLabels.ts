/**
 * The modules that own fields (contract 5.1 `label`, 6.1 type codes) and what the designer and the
 * list heads call them.
 */
import { BusinessError } from '../http/errors.ts';
import { optionalInt, type Params } from '../http/params.ts';

export const LABEL = {
  leads: 1, customer: 2, contacts: 3, product: 4, business: 5, contract: 6, receivables: 7,
  receivablesPlan: 8, pool: 9, examine: 10,
} as const;

/** The seven modules of the field designer (field/queryFields), in the original's order. */
export const DESIGNER_MODULES = [
  { label: 1, name: '线索管理', types: 'crm_leads' },
  { label: 2, name: '客户管理', types: 'crm_customer' },
  { label: 3, name: '联系人管理', types: 'crm_contacts' },
  { label: 4, name: '产品管理', types: 'crm_product' },
  { label: 5, name: '商机管理', types: 'crm_business' },
  { label: 6, name: '合同管理', types: 'crm_contract' },
  { label: 7, name: '回款管理', types: 'crm_receivables' },
] as const;

export const DESIGNER_LABELS: readonly number[] = DESIGNER_MODULES.map((m) => m.label);

/** List names of field/setFelidStyle `types` and admin_field_style.type, by list label. */
export const LIST_TYPES: Readonly<Record<number, string>> = {
  ...Object.fromEntries(DESIGNER_MODULES.map((m) => [m.label, m.types])),
  [LABEL.pool]: 'crm_customer_pool',
};

/** The pool list shows customers: its columns come from the customer fields. */
export function fieldLabelOfList(listLabel: number): number {
  return listLabel === LABEL.pool ? LABEL.customer : listLabel;
}

/** A required `label` (or another key) that must be one of `allowed`: `模块不能为空` / `模块格式不正确`. */
export function readLabel(params: Params, allowed: readonly number[], key = 'label'): number {
  const label = optionalInt(params, key, '模块');
  if (label === undefined) throw new BusinessError('模块不能为空');
  if (!allowed.includes(label)) throw new BusinessError('模块格式不正确');
  return label;
}
