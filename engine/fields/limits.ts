// forms.md 9: the field limits. Their own file because the rules (rules.ts) and the per-formType
// modules (formTypes/textarea.ts puts the 200 in the widget's options) both read them, and the
// rules import the modules.

/** Number 12 integer / 4 decimal digits, currency 10 / 2, text areas 200 characters. */
export const LIMITS = {
  numberIntegerDigits: 12,
  numberDecimalDigits: 4,
  currencyIntegerDigits: 10,
  currencyDecimalDigits: 2,
  textareaMaxChars: 200,
  detailDescriptionMaxChars: 200,
} as const;
