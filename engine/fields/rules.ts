// The field rules of forms.md 5 as plain functions. Both validation paths call these and nothing
// else: validateFormData (the server, and any caller without ajv) and the ajv keyword that rjsf runs
// in the browser (ajvRules.ts). One table, so the two can never disagree.

import { isWireDate, isWireDateTime } from './dateText.ts';
import type { DetailItem, Flag, FormMode } from './definition.ts';
import { formTypeModule } from './formTypes/index.ts';
import type { FormType } from './formTypes.ts';
import { isEmptyValue } from './isEmptyValue.ts';
import { LIMITS } from './limits.ts';
import type { MessageId } from './messages.ts';
import { toText } from './valueText.ts';

// Callers have always read the limits here.
export { LIMITS } from './limits.ts';

export type RuleName =
  | 'required'
  | 'number'
  | 'floatnumber'
  | 'mobile'
  | 'email'
  | 'date'
  | 'datetime'
  | 'maxChars'
  | 'expenseItems'
  | 'tripItems';

export interface RuleFailure {
  id: MessageId;
  params: Record<string, string | number>;
}

/** What a rule needs to know about the field besides its value. */
export interface RuleSubject {
  name: string;
  formType: FormType;
}

// The original rule was /^([-+]?\d{1,12})(\.\d{0,4})?$/: "须少于12位" really means "at most 12".
// We keep the sign it allowed and require a digit after a decimal point ("12." is a typo, not a number).
const NUMBER_PATTERN = /^[-+]?\d{1,12}(\.\d{1,4})?$/;
const CURRENCY_PATTERN = /^[-+]?\d{1,10}(\.\d{1,2})?$/;
// 6 to 11 digits, optionally after an area prefix: a country code (+86) or a trunk area code (0571),
// with an optional dash or space between. The original's prefix (\+?0?\d{2,4}-?)? let any run of
// 8 to 15 digits pass; here a prefix must start with + or 0.
const MOBILE_PATTERN = /^(?:(?:\+\d{1,4}|0\d{2,3})[- ]?)?\d{6,11}$/;
// "A simple address pattern": the original's, with '+' in the local part and TLDs longer than 4.
const EMAIL_PATTERN = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z]{2,63}$/;

/** forms.md 5: which keys every detail item needs. */
export const EXPENSE_ITEM_KEYS = ['startAddress', 'endAddress', 'startTime', 'endTime', 'traffic', 'stay', 'diet', 'other'] as const;
export const TRIP_ITEM_KEYS = ['startAddress', 'endAddress', 'startTime', 'endTime', 'duration'] as const;

/** Characters as people count them: an emoji is one, not two UTF-16 units. */
export function countChars(text: string): number {
  return Array.from(text).length;
}

function fail(id: MessageId, params: Record<string, string | number> = {}): RuleFailure {
  return { id, params };
}

function matches(pattern: RegExp, value: unknown): boolean {
  return pattern.test(toText(value).trim());
}

function itemHas(item: DetailItem, key: string): boolean {
  const value = item[key];
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  return toText(value).trim() !== '';
}

function itemsIncomplete(items: unknown, keys: readonly string[], positiveKey?: string): boolean {
  if (!Array.isArray(items)) return false;
  return items.some((item: DetailItem) => {
    if (typeof item !== 'object' || item === null) return true;
    if (!keys.every((key) => itemHas(item, key))) return true;
    // A trip of zero days is not a trip; a zero expense amount is a real answer ("no hotel").
    if (positiveKey !== undefined) {
      const amount = Number(toText(item[positiveKey]));
      return !(amount > 0);
    }
    return false;
  });
}

function descriptionTooLong(items: unknown): boolean {
  if (!Array.isArray(items)) return false;
  return items.some(
    (item: DetailItem) =>
      typeof item === 'object' && item !== null && countChars(toText(item.description)) > LIMITS.detailDescriptionMaxChars,
  );
}

type RuleCheck = (value: unknown, subject: RuleSubject) => RuleFailure | null;

const RULE_CHECKS: Readonly<Record<RuleName, RuleCheck>> = {
  required: (value, subject) => (isEmptyValue(subject.formType, value) ? fail('required', { name: subject.name }) : null),
  number: (value) => (matches(NUMBER_PATTERN, value) ? null : fail('number')),
  floatnumber: (value) => (matches(CURRENCY_PATTERN, value) ? null : fail('floatnumber')),
  mobile: (value) => (matches(MOBILE_PATTERN, value) ? null : fail('mobile')),
  email: (value) => (matches(EMAIL_PATTERN, value) ? null : fail('email')),
  // The wire spelling exactly (values from the server arrive normalised): a typed `2026-02-30` or
  // `2026-11-3` is named here, not sent for the server to refuse with the same message.
  date: (value, subject) => (isWireDate(toText(value).trim()) ? null : fail('invalidValue', { name: subject.name })),
  datetime: (value, subject) => (isWireDateTime(toText(value).trim()) ? null : fail('invalidValue', { name: subject.name })),
  maxChars: (value, subject) =>
    countChars(toText(value)) > LIMITS.textareaMaxChars ? fail('maxChars', { name: subject.name, max: LIMITS.textareaMaxChars }) : null,
  expenseItems: (value, subject) => {
    if (itemsIncomplete(value, EXPENSE_ITEM_KEYS)) return fail('detailIncomplete');
    if (descriptionTooLong(value)) return fail('detailDescriptionTooLong', { name: subject.name, max: LIMITS.detailDescriptionMaxChars });
    return null;
  },
  tripItems: (value, subject) => {
    if (itemsIncomplete(value, TRIP_ITEM_KEYS, 'duration')) return fail('detailIncomplete');
    if (descriptionTooLong(value)) return fail('detailDescriptionTooLong', { name: subject.name, max: LIMITS.detailDescriptionMaxChars });
    return null;
  },
};

export function isFlagSet(flag: Flag | null | undefined): boolean {
  return flag === 1 || flag === true;
}

/** The rules a field carries in a given mode, in the order they are checked. */
export function rulesForField(field: { formType: FormType; isNull?: Flag | null }, mode: FormMode): RuleName[] {
  const rules: RuleName[] = [];
  if (isFlagSet(field.isNull)) rules.push('required');
  // Which format rules a type has (and in which modes) is its module's to say.
  rules.push(...formTypeModule(field.formType).formatRules(mode));
  return rules;
}

/**
 * The first failing rule, as the user sees one message per field. Empty values stop after
 * `required`: format rules never judge an empty value.
 */
export function checkFieldRules(rules: readonly RuleName[], value: unknown, subject: RuleSubject): RuleFailure | null {
  const empty = isEmptyValue(subject.formType, value);
  for (const rule of rules) {
    if (rule !== 'required' && empty) continue;
    const failure = RULE_CHECKS[rule](value, subject);
    if (failure) return failure;
  }
  return null;
}
