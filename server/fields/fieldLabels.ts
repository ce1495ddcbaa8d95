/**
 * The modules that own fields (contract 5.1 `label`, 6.1 type codes) and what the designer and the
 * list heads call them.
 */
import { BusinessError } from '../http/errors.ts';
import { optionalInt, type Params } from '../http/params.ts';
import { moduleDescriptors } from '../modules/descriptors.ts';

export const LABEL = {
  leads: 1, customer: 2, contacts: 3, product: 4, business: 5, contract: 6, receivables: 7,
  receivablesPlan: 8, pool: 9, examine: 10,
} as const;

/** The modules of the field designer (field/queryFields): the descriptors with a designer entry, in label order as the original lists them. */
export function designerModules(): Array<{ label: number; name: string; types: string }> {
  return moduleDescriptors()
    .filter((module) => module.designer)
    .map((module) => ({ label: module.label, name: module.designer!.name, types: module.designer!.types }))
    .sort((a, b) => a.label - b.label);
}

export function designerLabels(): number[] {
  return designerModules().map((m) => m.label);
}

/** List names of field/setFelidStyle `types` and admin_field_style.type, by list label. */
export function listTypeOf(listLabel: number): string | undefined {
  if (listLabel === LABEL.pool) return 'crm_customer_pool';
  return designerModules().find((m) => m.label === listLabel)?.types;
}

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
