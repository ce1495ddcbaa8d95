// Product line and order pricing (forms.md 9):
//   salesPrice = price × (100 − discount) / 100        subtotal = salesPrice × num
//   total      = Σ subtotals × (100 − orderDiscount) / 100
// and the reverse: the discount from an entered sales price, the order discount from an entered
// total. Results are strings with 2 decimals, rounded half up. Each step rounds what it shows, and
// the next step starts from the shown figure, so the numbers on screen always multiply out.

import type { ProductLine, ProductValue } from './definition.ts';
import { HUNDRED, ONE, ZERO, decimal, toMoney, type DecimalValue } from './decimal.ts';

export type LineChange = 'salesPrice' | 'num' | 'discount';

export function salesPriceFor(price: unknown, discount: unknown): string {
  return toMoney(decimal(price).times(HUNDRED.minus(decimal(discount))).div(HUNDRED));
}

/** A zero standard price has no meaningful percentage: the discount is 0. */
export function discountFor(price: unknown, salesPrice: unknown): string {
  const standard = decimal(price);
  if (standard.eq(ZERO)) return '0.00';
  return toMoney(ONE.minus(decimal(salesPrice).div(standard)).times(HUNDRED));
}

export function subtotalFor(salesPrice: unknown, num: unknown): string {
  return toMoney(decimal(salesPrice).times(decimal(num)));
}

/**
 * The line after the user changed one of its inputs. The changed input stays as typed (the field
 * has focus; rewriting "12." to "12.00" would fight the typing); the derived figures are recomputed.
 * A discount above 100 or a sales price above the standard price is not clamped: the arithmetic
 * stays reversible, and a markup (negative discount) is a real case.
 */
export function recalculateLine(line: ProductLine, changed: LineChange): ProductLine {
  switch (changed) {
    case 'discount': {
      const salesPrice = salesPriceFor(line.price, line.discount);
      return { ...line, salesPrice, subtotal: subtotalFor(salesPrice, line.num) };
    }
    case 'salesPrice':
      return { ...line, discount: discountFor(line.price, line.salesPrice), subtotal: subtotalFor(line.salesPrice, line.num) };
    case 'num':
      return { ...line, subtotal: subtotalFor(line.salesPrice, line.num) };
  }
}

function sumOfSubtotals(lines: readonly ProductLine[]): DecimalValue {
  return lines.reduce((sum, line) => sum.plus(decimal(line.subtotal)), ZERO);
}

export interface OrderTotals {
  totalPrice: string;
  discountRate: string;
}

/** The order total after the order discount; the discount is echoed back as typed. */
export function recalculateOrder(lines: readonly ProductLine[], orderDiscount: unknown): OrderTotals {
  const total = sumOfSubtotals(lines).times(HUNDRED.minus(decimal(orderDiscount))).div(HUNDRED);
  return { totalPrice: toMoney(total), discountRate: typeof orderDiscount === 'string' ? orderDiscount : toMoney(decimal(orderDiscount)) };
}

/** The order discount that turns the lines' sum into the entered total; 0 when the sum is 0. */
export function orderDiscountFromTotal(lines: readonly ProductLine[], total: unknown): OrderTotals {
  const sum = sumOfSubtotals(lines);
  const entered = typeof total === 'string' ? total : toMoney(decimal(total));
  if (sum.eq(ZERO)) return { totalPrice: entered, discountRate: '0.00' };
  const discount = HUNDRED.minus(decimal(total).div(sum).times(HUNDRED));
  return { totalPrice: entered, discountRate: toMoney(discount) };
}

/** A product picked into the grid: sold at its standard price, quantity 1, no discount. */
export function newProductLine(product: Record<string, unknown> & { price?: unknown }): ProductLine {
  const price = toMoney(decimal(product.price));
  return { ...product, price, salesPrice: price, num: '1', discount: '0.00', subtotal: price };
}

/** The grid value after one line's input changed: that line and the order total are recomputed. */
export function changeProductLine(value: ProductValue, index: number, patch: Partial<ProductLine>, changed: LineChange): ProductValue {
  const product = value.product.map((line, i) => (i === index ? recalculateLine({ ...line, ...patch }, changed) : line));
  return { product, ...recalculateOrder(product, value.discountRate) };
}
