// One field's JSON Schema (draft-07) and rjsf UI schema. The JSON Schema says what the value is and
// which rules hold (the `lingxiRules` keyword); the UI schema says how to edit it (widget, options).

import type { FieldDefinition } from './definition.ts';
import { formTypeModule } from './formTypes/index.ts';
import type { FormType } from './formTypes.ts';
import { isFlagSet, type RuleName } from './rules.ts';

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

export function fieldJsonSchema(field: FieldDefinition, rules: RuleName[], readOnly: boolean): JsonSchema {
  // The value's type is the form type module's (nullable: see formTypes/valueParts.ts).
  const schema: JsonSchema = { ...formTypeModule(field.formType).valueSchema(), title: field.name };
  if (readOnly) schema.readOnly = true;
  if (rules.length > 0) schema[RULES_KEYWORD] = { formType: field.formType, rules };
  return schema;
}

/** Options as an array: select/checkbox settings may arrive as "a,b,c" or only in `options`. */
export function normalizeSetting(field: FieldDefinition): unknown[] {
  const { setting } = field;
  if (Array.isArray(setting)) return setting;
  const text = typeof setting === 'string' && setting !== '' ? setting : (field.options ?? '');
  if (formTypeModule(field.formType).ui.choices) {
    return text.split(',').map((option) => option.trim()).filter((option) => option !== '');
  }
  return [];
}

export interface FieldUiState {
  disabled: boolean;
  readOnly: boolean;
  /** The parent record in relative mode: fixed by where the form was opened, shown as a value only. */
  locked?: boolean;
}

export function fieldUiSchema(field: FieldDefinition, state: FieldUiState): UiSchema {
  const facts = formTypeModule(field.formType).ui;
  const isUnique = isFlagSet(field.isUnique);
  const ui: UiSchema = { 'ui:widget': field.formType };
  // Object values cannot be drawn by an rjsf widget (ObjectField ignores ui:widget), so they also
  // name a custom field of the same name; the widget registry registers both.
  if (facts.customField) ui['ui:field'] = field.formType;
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
  if (state.locked) options.locked = true;
  if (field.fieldId !== undefined && field.fieldId !== null) options.fieldId = field.fieldId;
  if (isUnique) options.uniqueCheckOn = facts.uniqueCheckOn;
  // The type's own options: a text area's 200 characters, the category's submit-only check...
  Object.assign(options, facts.options);
  if (facts.fullRow) options.fullRow = true;
  ui['ui:options'] = options;
  return ui;
}
