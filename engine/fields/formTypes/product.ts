// product: the product grid of a business or contract. The form holds {product: lines, totalPrice,
// discountRate}; the payload sends the lines as the top-level `product` array and the two totals
// in `entity` (a missing total as 0.00). Pricing lives in pricing.ts.

import type { ProductLine, ProductValue } from '../definition.ts';
import { isPlainObject, toText } from '../valueText.ts';
import { plainDisplay } from './displayText.ts';
import { TEXT_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { NO_FORMAT_RULES, PLAIN_UI } from './valueParts.ts';

function normalizeProductLine(raw: Record<string, unknown>): ProductLine {
  return {
    ...raw,
    price: toText(raw.price),
    salesPrice: toText(raw.salesPrice),
    num: toText(raw.num),
    discount: toText(raw.discount),
    subtotal: toText(raw.subtotal),
  };
}

function normalizeProduct(raw: unknown): ProductValue {
  if (!isPlainObject(raw)) return { product: [], totalPrice: '', discountRate: '' };
  const lines = Array.isArray(raw.product) ? raw.product.filter(isPlainObject).map(normalizeProductLine) : [];
  return { product: lines, totalPrice: toText(raw.totalPrice), discountRate: toText(raw.discountRate) };
}

/** An order without product lines is empty, whatever its total says. */
function isEmptyProduct(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  const lines = (value as Partial<ProductValue>).product;
  return !Array.isArray(lines) || lines.length === 0;
}

export function encodeProduct(value: unknown): ProductValue {
  const product = (value ?? {}) as Partial<ProductValue>;
  return {
    product: Array.isArray(product.product) ? product.product : [],
    totalPrice: toText(product.totalPrice),
    discountRate: toText(product.discountRate),
  };
}

export const productModule: FormTypeModule = {
  formType: 'product',
  valueSchema: () => ({ type: ['object', 'null'] }),
  normalize: normalizeProduct,
  isEmpty: isEmptyProduct,
  wire: {
    kind: 'payloadPart',
    split: (value, payload) => {
      const product = encodeProduct(value);
      payload.product = product.product;
      payload.entity.totalPrice = product.totalPrice || '0.00';
      payload.entity.discountRate = product.discountRate || '0.00';
    },
    join: (payload) => {
      const entity = payload.entity ?? {};
      return normalizeProduct({ product: payload.product ?? [], totalPrice: entity.totalPrice, discountRate: entity.discountRate });
    },
  },
  ui: { ...PLAIN_UI, customField: true, fullRow: true },
  formatRules: NO_FORMAT_RULES,
  filter: TEXT_FILTER,
  detail: plainDisplay,
};
