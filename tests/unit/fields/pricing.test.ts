import { describe, expect, it } from 'vitest';
import {
  changeProductLine,
  discountFor,
  examineDerivedTotal,
  expenseItemMoney,
  expenseTotalMoney,
  newProductLine,
  orderDiscountFromTotal,
  recalculateLine,
  recalculateOrder,
  salesPriceFor,
  subtotalFor,
  tripTotalDuration,
  type ProductLine,
} from '../../../engine/fields/index.ts';

const line = (patch: Partial<ProductLine>): ProductLine => ({ price: '0.00', salesPrice: '0.00', num: '1', discount: '0.00', subtotal: '0.00', ...patch });

describe('line pricing: salesPrice = price × (100 − discount) / 100, subtotal = salesPrice × num', () => {
  it('prices 99.99 at 12.5% off as 87.49 (87.49125 rounded)', () => {
    expect(salesPriceFor('99.99', '12.5')).toBe('87.49');
    expect(recalculateLine(line({ price: '99.99', num: '3', discount: '12.5' }), 'discount')).toMatchObject({
      discount: '12.5',
      salesPrice: '87.49',
      subtotal: '262.47',
    });
  });

  it('rounds half up in decimal, where binary floats round 1.005 down', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(0.1 * 3).not.toBe(0.3);
    expect(salesPriceFor('10.01', '50')).toBe('5.01');
    expect(subtotalFor('0.1', '3')).toBe('0.30');
    expect(subtotalFor('1.005', '1')).toBe('1.01');
  });

  it('derives the discount from an entered sales price', () => {
    expect(discountFor('99.99', '87.49')).toBe('12.50');
    expect(recalculateLine(line({ price: '99.99', num: '2', discount: '0.00', salesPrice: '87.5' }), 'salesPrice')).toMatchObject({
      salesPrice: '87.5',
      discount: '12.49',
      subtotal: '175.00',
    });
  });

  it('gives a zero standard price a zero discount instead of dividing by zero', () => {
    expect(discountFor('0', '50')).toBe('0.00');
    expect(discountFor('', '')).toBe('0.00');
  });

  it('allows a markup: a sales price above the standard price is a negative discount', () => {
    expect(discountFor('100', '110')).toBe('-10.00');
    expect(salesPriceFor('100', '-10')).toBe('110.00');
  });

  it('recomputes only the subtotal when the quantity changes', () => {
    expect(recalculateLine(line({ price: '50', salesPrice: '45.00', discount: '10.00', num: '2.5' }), 'num')).toMatchObject({
      salesPrice: '45.00',
      discount: '10.00',
      subtotal: '112.50',
    });
  });

  it('reads empty inputs as zero while a line is being filled in', () => {
    expect(recalculateLine(line({ price: '99.99', num: '', discount: '' }), 'discount')).toMatchObject({ salesPrice: '99.99', subtotal: '0.00' });
  });
});

describe('order pricing: total = Σ subtotals × (100 − order discount) / 100', () => {
  const lines = [line({ subtotal: '262.47' }), line({ subtotal: '19.99' }), line({ subtotal: '0.35' })];

  it('sums three subtotals and takes 10% off', () => {
    expect(recalculateOrder(lines, '10')).toEqual({ totalPrice: '254.53', discountRate: '10' });
    expect(recalculateOrder(lines, '')).toEqual({ totalPrice: '282.81', discountRate: '' });
  });

  it('derives the order discount from an entered total, and the two agree', () => {
    const fromTotal = orderDiscountFromTotal(lines, '250.00');
    expect(fromTotal).toEqual({ totalPrice: '250.00', discountRate: '11.60' });
    expect(recalculateOrder(lines, fromTotal.discountRate).totalPrice).toBe('250.00');
  });

  it('gives an empty order a zero discount', () => {
    expect(orderDiscountFromTotal([], '100')).toEqual({ totalPrice: '100', discountRate: '0.00' });
  });

  it('recomputes a changed line and the order total in one step', () => {
    const value = { product: [line({ price: '99.99', salesPrice: '99.99', num: '1', subtotal: '99.99' }), line({ subtotal: '19.99' })], totalPrice: '119.98', discountRate: '10' };
    const next = changeProductLine(value, 0, { num: '3', discount: '12.5' }, 'discount');
    expect(next.product[0]).toMatchObject({ salesPrice: '87.49', subtotal: '262.47' });
    expect(next.product[1]).toBe(value.product[1]);
    expect(next).toMatchObject({ totalPrice: '254.21', discountRate: '10' });
  });

  it('adds a picked product at its standard price, one unit, no discount', () => {
    expect(newProductLine({ productId: 4, name: '灵犀CRM', price: '1000' })).toEqual({
      productId: 4, name: '灵犀CRM', price: '1000.00', salesPrice: '1000.00', num: '1', discount: '0.00', subtotal: '1000.00',
    });
  });
});

describe('approval totals', () => {
  it('adds up an expense item and a claim', () => {
    const item = { traffic: '300.10', stay: '0.2', diet: '', other: '1' };
    expect(expenseItemMoney(item)).toBe('301.30');
    expect(expenseTotalMoney([item, { traffic: '0.1', stay: '0.2' }])).toBe('301.60');
    expect(examineDerivedTotal(5, [item])).toEqual({ fieldName: 'money', value: '301.30' });
  });

  it('adds up trip days', () => {
    expect(tripTotalDuration([{ duration: '1.5' }, { duration: '2' }])).toBe('3.50');
    expect(examineDerivedTotal(3, [{ duration: '1' }])).toEqual({ fieldName: 'duration', value: '1.00' });
    expect(examineDerivedTotal(1, [])).toBeNull();
  });
});
