/**
 * The product grid of a business or a contract (contract 7.6/7.7, forms.md 9), priced again on the
 * server with the engine's decimal arithmetic: a line keeps its standard price, discount and
 * quantity; its sales price and subtotal are recomputed, and so is the order total after the order
 * discount. What the browser showed and what is stored therefore always multiply out.
 */
import type { Kysely } from 'kysely';
import { type ProductLine, recalculateOrder, salesPriceFor, subtotalFor } from '../../engine/fields/index.ts';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';

export interface PricedLine {
  product_id: number;
  price: string;
  sales_price: string;
  num: number;
  discount: string;
  subtotal: string;
  unit: string | null;
}

export interface PricedGrid { lines: PricedLine[]; totalPrice: string; discountRate: string }

const DECIMAL = /^-?\d{1,16}(\.\d{1,2})?$/;

function decimalText(value: unknown, label: string, fallback = '0'): string {
  const text = value === null || value === undefined || value === '' ? fallback : String(value).trim();
  if (!DECIMAL.test(text)) throw new BusinessError(`${label}格式有误`);
  return text;
}

export async function priceProductGrid(db: Kysely<Database>, lines: ProductLine[], discountRate: unknown): Promise<PricedGrid> {
  const ids = lines.map((line, index) => {
    const id = Number(line.productId);
    if (!Number.isSafeInteger(id) || id <= 0) throw new BusinessError(`第${index + 1}行产品不存在`);
    return id;
  });
  const products = ids.length
    ? await db.selectFrom('crm_product').select(['product_id', 'unit', 'status']).where('product_id', 'in', ids).execute()
    : [];
  const byId = new Map(products.map((p) => [p.product_id, p]));
  const priced = lines.map((line, index): PricedLine => {
    const product = byId.get(ids[index]!);
    if (!product || product.status === 3) throw new BusinessError(`第${index + 1}行产品不存在或已被删除`);
    const num = String(line.num ?? '').trim() || '0';
    if (!/^\d{1,9}$/.test(num)) throw new BusinessError(`第${index + 1}行产品数量必须是整数`);
    const price = decimalText(line.price, `第${index + 1}行产品价格`);
    const discount = decimalText(line.discount, `第${index + 1}行产品折扣`);
    const salesPrice = salesPriceFor(price, discount);
    const unit = typeof line.unit === 'string' && line.unit !== '' ? line.unit.slice(0, 50) : product.unit;
    return {
      product_id: ids[index]!, price, sales_price: salesPrice, num: Number(num), discount,
      subtotal: subtotalFor(salesPrice, num), unit,
    };
  });
  const rate = decimalText(discountRate, '整单折扣');
  const totals = recalculateOrder(priced.map((l) => ({ price: l.price, salesPrice: l.sales_price, num: String(l.num), discount: l.discount, subtotal: l.subtotal })), rate);
  return { lines: priced, totalPrice: totals.totalPrice, discountRate: decimalText(totals.discountRate, '整单折扣') };
}

/** Replaces the lines of a business (`crm_business_product`) or a contract (`crm_contract_product`). */
export async function replaceProductLines(
  trx: Kysely<Database>, owner: { business_id: number } | { contract_id: number }, lines: PricedLine[],
): Promise<void> {
  if ('business_id' in owner) {
    await trx.deleteFrom('crm_business_product').where('business_id', '=', owner.business_id).execute();
    if (lines.length) await trx.insertInto('crm_business_product').values(lines.map((l) => ({ ...l, business_id: owner.business_id }))).execute();
  } else {
    await trx.deleteFrom('crm_contract_product').where('contract_id', '=', owner.contract_id).execute();
    if (lines.length) await trx.insertInto('crm_contract_product').values(lines.map((l) => ({ ...l, contract_id: owner.contract_id }))).execute();
  }
}
