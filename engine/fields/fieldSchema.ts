// One field's JSON Schema (draft-07) and rjsf UI schema. The JSON Schema says what the value is and
// which rules hold (the `lingxiRules` keyword); the UI schema says how to edit it (widget, options).

import type { FieldDefinition } from './definition.ts';
import { VALUE_KIND, type FormType } from './formTypes.ts';
import { LIMITS, isFlagSet, type RuleName } from './rules.ts';
import { uniqueCheckTrigger } from './uniqueCheck.ts';

export type JsonSchemaTypeName = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** The custom ajv keyword that carries a field's rules (see ajvRules.ts). */
export const RULES_KEYWORD = 'lingxiRules';

export interface LingxiRules {
  formType: FormType;
  rules: RuleName[];
}

/** The subset of JSON Schema draft-07 the compiler emits, plus our rules keyword. */
export interface JsonSchema {
  $schema?: string;
  type?: JsonSchemaTypeName | JsonSchemaTypeName[];
  title?: string;
  description?: string;
  readOnly?: boolean;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  [RULES_KEYWORD]?: LingxiRules;
}

export type UiSchema = Record<string, unknown>;

// Nullable everywhere: a cleared date picker or a server null must reach our rules (and their
// Chinese messages), not fail ajv's type check with an English one. rjsf reads [T, 'null'] as T.
function valueSchema(formType: FormType): JsonSchema {
  switch (VALUE_KIND[formType]) {
    case 'string':
      return { type: ['string', 'null'] };
    case 'stringList':
      return { type: ['array', 'null'], items: { type: 'string' } };
    case 'recordList':
    case 'itemList':
      return { type: ['array', 'null'], items: { type: 'object' } };
    case 'idPath':
      return { type: ['array', 'null'], items: { type: ['integer', 'string'] } };
    case 'id':
      // rjsf takes the first type (a number field); ids may also be strings on our server.
      return { type: ['integer', 'string', 'null'] };
    case 'file':
    case 'product':
    case 'mapAddress':
      return { type: ['object', 'null'] };
  }
}

export function fieldJsonSchema(field: FieldDefinition, rules: RuleName[], readOnly: boolean): JsonSchema {
  const schema: JsonSchema = { ...valueSchema(field.formType), title: field.name };
  if (readOnly) schema.readOnly = true;
  if (rules.length > 0) schema[RULES_KEYWORD] = { formType: field.formType, rules };
  return schema;
}

/** Options as an array: select/checkbox settings may arrive as "a,b,c" or only in `options`. */
export function normalizeSetting(field: FieldDefinition): unknown[] {
  const { setting } = field;
  if (Array.isArray(setting)) return setting;
  const text = typeof setting === 'string' && setting !== '' ? setting : (field.options ?? '');
  if (field.formType === 'select' || field.formType === 'checkbox') {
    return text.split(',').map((option) => option.trim()).filter((option) => option !== '');
  }
  return [];
}

/**
 * Object-valued form types cannot be drawn by an rjsf widget (ObjectField ignores ui:widget), so
 * they also name a custom field of the same name; the widget registry registers both.
 */
const NEEDS_CUSTOM_FIELD = new Set<string>(['file', 'product', 'mapAddress']);
/** Types drawn across the whole row in the original layout. */
const FULL_ROW = new Set<FormType>(['product', 'map_address', 'examine_cause', 'business_cause']);

export interface FieldUiState {
  disabled: boolean;
  readOnly: boolean;
}

export function fieldUiSchema(field: FieldDefinition, state: FieldUiState): UiSchema {
  const isUnique = isFlagSet(field.isUnique);
  const ui: UiSchema = { 'ui:widget': field.formType };
  if (NEEDS_CUSTOM_FIELD.has(VALUE_KIND[field.formType])) ui['ui:field'] = field.formType;
  if (field.inputTips) ui['ui:placeholder'] = field.inputTips;
  if (state.disabled) ui['ui:disabled'] = true;
  if (state.readOnly) ui['ui:readonly'] = true;
  const options: Record<string, unknown> = {
    formType: field.formType,
    fieldName: field.fieldName,
    name: field.name,
    setting: normalizeSetting(field),
    required: isFlagSet(field.isNull),
    isUnique,
    disabled: state.disabled,
    readonly: state.readOnly,
  };
  if (field.fieldId !== undefined && field.fieldId !== null) options.fieldId = field.fieldId;
  if (isUnique) options.uniqueCheckOn = uniqueCheckTrigger(field.formType);
  if (field.formType === 'textarea') options.maxLength = LIMITS.textareaMaxChars;
  // forms.md 5: the product category's required check runs on submit only.
  if (field.formType === 'category') options.validateOn = 'submit';
  if (FULL_ROW.has(field.formType)) options.fullRow = true;
  ui['ui:options'] = options;
  return ui;
}
