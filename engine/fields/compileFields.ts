// Field definitions from the server → one compiled form: JSON Schema for the values and rules,
// rjsf UI schema for the widgets, typed initial values, display order. The browser renders it; the
// server compiles the same definitions and validates saves against it (validateFormData.ts).

import type { CompileContext, FieldDefinition, FormData } from './definition.ts';
import { fieldJsonSchema, fieldUiSchema, type JsonSchema, type UiSchema } from './fieldSchema.ts';
import { initialLinkageState } from './linkage/applyLinkage.ts';
import { linkageDependents } from './linkage/linkageRules.ts';
import { isSystemField, keyOf } from './keys.ts';
import { hasMeaningfulRaw, normalizeValue } from './normalizeValue.ts';
import { isFlagSet, rulesForField, type RuleName } from './rules.ts';

export interface CompiledField {
  key: string;
  definition: FieldDefinition;
  /** Stored in an entity column (true) or in the custom `field[]` list (false). */
  system: boolean;
  rules: RuleName[];
}

export interface CompiledForm {
  /** draft-07 object schema; each property's `title` is the field's name. */
  schema: JsonSchema;
  uiSchema: UiSchema;
  /** Initial values, keyed like the schema, each in its form type's shape. */
  formData: FormData;
  /** Property keys in display order (also `uiSchema['ui:order']`). */
  order: string[];
  fields: CompiledField[];
  /** fieldName → key, for rules that name fields the way the server does (linkage). */
  keyByFieldName: Readonly<Record<string, string>>;
  context: CompileContext;
  keyOf(field: FieldDefinition): string;
  fieldByKey(key: string): CompiledField | undefined;
}

export const JSON_SCHEMA_DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** Server order is `sorting`; OA forms come unordered, and pseudo fields (no sorting) go last. */
function displayOrder(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => {
      const sa = typeof a.field.sorting === 'number' ? a.field.sorting : Number.POSITIVE_INFINITY;
      const sb = typeof b.field.sorting === 'number' ? b.field.sorting : Number.POSITIVE_INFINITY;
      return sa === sb ? a.index - b.index : sa - sb;
    })
    .map(({ field }) => field);
}

/**
 * Create forms start from the admin's default when the value is empty; an edit form shows what the
 * record holds, even if that is empty (the user cleared it on purpose).
 */
function initialValue(field: FieldDefinition, context: CompileContext): unknown {
  const prefill = context.prefill;
  if (prefill && Object.prototype.hasOwnProperty.call(prefill, field.fieldName)) {
    return normalizeValue(field.formType, prefill[field.fieldName]);
  }
  if (context.mode === 'update') return normalizeValue(field.formType, field.value);
  const raw = hasMeaningfulRaw(field.value) ? field.value : field.defaultValue;
  return normalizeValue(field.formType, raw);
}

/** OA approvals: a trip's total days and an expense's total money are sums of the detail items. */
function isReadOnly(field: FieldDefinition, context: CompileContext): boolean {
  return (context.examineType === 3 && field.fieldName === 'duration') || (context.examineType === 5 && field.fieldName === 'money');
}

export function compileFields(definitions: readonly FieldDefinition[], context: CompileContext): CompiledForm {
  const ordered = displayOrder(definitions);
  const fields: CompiledField[] = [];
  const keyByFieldName: Record<string, string> = {};
  const formData: FormData = {};
  for (const definition of ordered) {
    const key = keyOf(definition);
    if (fields.some((field) => field.key === key)) {
      throw new Error(`字段「${definition.name}」的键 ${key} 与其他字段重复`);
    }
    fields.push({ key, definition, system: isSystemField(definition), rules: rulesForField(definition, context.mode) });
    keyByFieldName[definition.fieldName] = key;
    formData[key] = initialValue(definition, context);
  }

  const locked = new Set(context.lockedFields ?? []);
  const linkageDisabled = context.crmType
    ? initialLinkageState(context.crmType, context.mode, formData, { keyByFieldName }).disabled
    : new Set<string>();

  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = {};
  for (const { key, definition, rules } of fields) {
    const readOnly = isReadOnly(definition, context);
    const isLocked = locked.has(definition.fieldName) || locked.has(key);
    const disabled = isLocked || linkageDisabled.has(key);
    properties[key] = fieldJsonSchema(definition, rules, readOnly);
    if (isFlagSet(definition.isNull)) required.push(key);
    uiSchema[key] = fieldUiSchema(definition, { disabled, readOnly, locked: isLocked });
  }
  // A dependent picker names the field it waits for by its formType (customer): 请先选择客户.
  for (const [target, source] of context.crmType ? linkageDependents(context.crmType) : []) {
    const targetUi = uiSchema[keyByFieldName[target] ?? ''] as UiSchema | undefined;
    const sourceField = fields.find((field) => field.definition.fieldName === source);
    if (!targetUi || !sourceField) continue;
    targetUi['ui:options'] = { ...(targetUi['ui:options'] as Record<string, unknown>), waitsFor: sourceField.definition.formType };
  }
  const order = fields.map((field) => field.key);
  uiSchema['ui:order'] = order;

  const schema: JsonSchema = { $schema: JSON_SCHEMA_DRAFT_07, type: 'object', properties };
  if (required.length > 0) schema.required = required;

  const byKey = new Map(fields.map((field) => [field.key, field]));
  return {
    schema,
    uiSchema,
    formData,
    order,
    fields,
    keyByFieldName,
    context,
    keyOf,
    fieldByKey: (key) => byKey.get(key),
  };
}
