// The field rules as an ajv 8 keyword, for rjsf's validator in the browser:
//
//   const validator = customizeValidator(lingxiValidatorOptions());
//   <Form validator={validator} transformErrors={fieldErrorMessages} ... />
//
// The keyword calls the same rule table as validateFormData, and fieldErrorMessages turns ajv's
// own `required` errors (a missing key) into the same "{name}不能为空", so the user reads the field's
// name and the spec's Chinese text, never a property key (rjsf #831, #4348, #5134).

import type { KeywordDefinition, Options, SchemaValidateFunction } from 'ajv';
import { RULES_KEYWORD, type JsonSchema, type LingxiRules } from './fieldSchema.ts';
import { fieldMessage, type MessageId, type MessageLanguage } from './messages.ts';
import { checkFieldRules } from './rules.ts';

interface RuleErrorParams {
  messageId: MessageId;
  messageParams: Record<string, string | number>;
}

// ajv reads a failing keyword's errors from the validate function's own `errors` property.
const validateLingxiRules: SchemaValidateFunction = (rules: LingxiRules, data: unknown, parentSchema?: JsonSchema) => {
  const name = parentSchema?.title ?? '';
  const failure = checkFieldRules(rules.rules, data, { name, formType: rules.formType });
  if (!failure) {
    validateLingxiRules.errors = [];
    return true;
  }
  const params: RuleErrorParams = { messageId: failure.id, messageParams: failure.params };
  // ajv adds no parentSchema to a function keyword's errors; rjsf reads the field's title from it.
  validateLingxiRules.errors = [
    { keyword: RULES_KEYWORD, message: fieldMessage(failure.id, failure.params), params, ...(parentSchema ? { parentSchema } : {}) },
  ];
  return false;
};

export const lingxiRulesKeyword: KeywordDefinition = {
  keyword: RULES_KEYWORD,
  schemaType: 'object',
  errors: true,
  validate: validateLingxiRules,
};

export const lingxiAjvKeywords: KeywordDefinition[] = [lingxiRulesKeyword];

/**
 * Options for `new Ajv(...)`. Union types ([T, 'null']) are how the schema lets empty values reach
 * our rules; ajv's strict mode wants them allowed explicitly.
 */
export function lingxiAjvOptions(): Options {
  return { keywords: lingxiAjvKeywords, allowUnionTypes: true };
}

/** Options for `customizeValidator` of @rjsf/validator-ajv8. */
export function lingxiValidatorOptions(): { ajvOptionsOverrides: Options } {
  return { ajvOptionsOverrides: lingxiAjvOptions() };
}

/** The shape of rjsf's RJSFValidationError, restated so the core does not depend on rjsf. */
export interface RjsfErrorLike {
  name?: string;
  property?: string;
  message?: string;
  params?: unknown;
  stack: string;
  schemaPath?: string;
  title?: string;
}

function propertyName(error: RjsfErrorLike): string {
  if (error.title) return error.title;
  return (error.property ?? '').replace(/^\./, '');
}

function isRuleParams(params: unknown): params is RuleErrorParams {
  return typeof params === 'object' && params !== null && 'messageId' in params;
}

type WithMessage<E> = E & { message: string };

function withFieldMessages<E extends RjsfErrorLike>(errors: E[], language: MessageLanguage): WithMessage<E>[] {
  const seen = new Set<string>();
  const result: WithMessage<E>[] = [];
  for (const error of errors) {
    let message: string;
    if (error.name === RULES_KEYWORD && isRuleParams(error.params)) {
      message = fieldMessage(error.params.messageId, error.params.messageParams, language);
    } else if (error.name === 'required') {
      message = fieldMessage('required', { name: propertyName(error) }, language);
    } else {
      message = fieldMessage('invalidValue', { name: propertyName(error) }, language);
    }
    // rjsf writes a missing property as "money" and an invalid one as ".money": one field either way.
    const field = (error.property ?? '').replace(/^\./, '');
    if (seen.has(field)) continue;
    seen.add(field);
    result.push({ ...error, message, stack: message });
  }
  return result;
}

/**
 * rjsf `transformErrors`: every error gets the spec's Chinese message (in `message` and in
 * `stack`, which rjsf's error list shows), and each field keeps only its first error, as
 * validateFormData reports one per field. (rjsf passes the uiSchema as a second argument; unused.)
 */
export function fieldErrorMessages<E extends RjsfErrorLike>(errors: E[]): WithMessage<E>[] {
  return withFieldMessages(errors, 'zh-CN');
}

/** The same transformer for another interface language. */
export function fieldErrorMessagesIn(language: MessageLanguage): <E extends RjsfErrorLike>(errors: E[]) => WithMessage<E>[] {
  return (errors) => withFieldMessages(errors, language);
}
