// Decimal arithmetic for money, discounts and quantities: big.js, never binary floats (0.1 + 0.2).
// A private Big constructor so our rounding settings cannot leak into, or be changed by, other code.

import Big from 'big.js';

const Decimal = Big();
Decimal.DP = 20;
Decimal.RM = Decimal.roundHalfUp;

export type DecimalValue = Big.Big;

/** Parses user or server text; empty or unreadable text counts as zero (a line not filled in yet). */
export function decimal(value: unknown): DecimalValue {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return new Decimal(0);
  return new Decimal(text.endsWith('.') ? text.slice(0, -1) : text);
}

/** Two decimals, half up (99.99 × 87.5% = 87.49125 → "87.49"; 0.005 → "0.01"). */
export function toMoney(value: DecimalValue): string {
  const text = value.toFixed(2, Decimal.roundHalfUp);
  // big.js keeps the sign of a zero: -0.001 would print "-0.00".
  return text === '-0.00' ? '0.00' : text;
}

export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);
export const HUNDRED = new Decimal(100);
