// What the answer to a linkage fetch does to the form. The React layer performs the request named by
// a FetchHint and hands the answer here, so the effect stays testable without a network.

import type { FormData } from '../definition.ts';
import { normalizeValue, toText } from '../normalizeValue.ts';
import type { FetchHint, LinkageForm } from './applyLinkage.ts';

/** `CrmBusiness/queryProduct`-style answer (forms.md 7.9): the lines, their total and discount. */
export interface BusinessProductsAnswer {
  list?: unknown[];
  money?: unknown;
  discountRate?: unknown;
}

export interface BusinessTypeAnswer {
  typeId: number | string;
  name?: string;
  statusList?: Array<Record<string, unknown> & { statusId?: number | string }>;
}

export interface FetchEffect {
  formData: FormData;
  /** New options for a select, e.g. the stages of the chosen business type. */
  options?: { key: string; setting: unknown[] };
}

function keyFor(form: LinkageForm | undefined, fieldName: string): string {
  return form?.keyByFieldName[fieldName] ?? fieldName;
}

export function applyFetchResult(hint: FetchHint, answer: unknown, formData: FormData, form?: LinkageForm): FetchEffect {
  switch (hint.kind) {
    case 'businessProducts': {
      const { list, money, discountRate } = (answer ?? {}) as BusinessProductsAnswer;
      const next = { ...formData };
      const productKey = keyFor(form, 'product');
      const moneyKey = keyFor(form, 'money');
      if (productKey in next) {
        next[productKey] = normalizeValue('product', { product: list ?? [], totalPrice: money, discountRate });
      }
      if (moneyKey in next) next[moneyKey] = toText(money);
      return { formData: next };
    }
    case 'businessStatusOptions': {
      // The answer is the business-type list (CrmBusiness/queryBusinessStatusOptions) or one type's stages.
      const typeId = hint.params.typeId;
      const stages = Array.isArray(answer)
        ? (answer as BusinessTypeAnswer[]).find((type) => String(type.typeId) === String(typeId))?.statusList ?? []
        : ((answer as BusinessTypeAnswer | null)?.statusList ?? []);
      const setting = stages.map((stage) => ({ ...stage, value: stage.statusId }));
      return { formData, options: { key: hint.target ?? keyFor(form, 'status_id'), setting } };
    }
  }
}
