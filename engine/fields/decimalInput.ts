// What a product-line input keeps while the user types (forms.md 5: "digits with up to 2 decimals
// only; extra characters are trimmed"). Used for sales price, quantity, discount, order discount and
// total. It never rejects: it trims, so the field always shows something the pricing can read.

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
// A Chinese IME types the full stop as 。 or the full-width ．; both mean a decimal point here.
const FULL_WIDTH_POINT = /[\uFF0E\u3002]/g;

export function sanitizeDecimalInput(text: string, maxDecimals = 2): string {
  const ascii = text
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 0x30))
    .replace(FULL_WIDTH_POINT, '.');
  const kept = ascii.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  let integer = point === -1 ? kept : kept.slice(0, point);
  // Only the first point counts: '1..2' and '1.2.3' read as 1.2 and 1.23.
  const decimals = point === -1 ? null : kept.slice(point + 1).replace(/\./g, '').slice(0, maxDecimals);
  integer = integer.replace(/^0+(?=\d)/, '');
  if (decimals === null) return integer;
  // '.5' becomes '0.5'; a trailing point ('12.') stays so the user can go on typing decimals.
  return `${integer === '' ? '0' : integer}.${decimals}`;
}
