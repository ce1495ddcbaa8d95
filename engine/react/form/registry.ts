// The `registry` our runtime hands to widgets, fields and templates: what rjsf's Form would build,
// minus `schemaUtils` (no validator instance, no schema retrieval per render). The widgets in
// widgets/ read only `templates` (getTemplate('BaseInputTemplate')) and `formContext`
// (data sources, the values of fields they depend on, linkage scopes); anything that reaches for
// `schemaUtils` gets a clear error naming the method instead of a silent wrong answer.
import {
  englishStringTranslator,
  type Field,
  type FormContextType,
  type Registry,
  type RJSFSchema,
  type SchemaUtilsType,
  type TemplatesType,
  type Widget,
} from '@rjsf/utils';
import type { PickerScope } from '../../fields/index.ts';
import { ID_PREFIX, ID_SEPARATOR } from './fieldSpecs.ts';

const noSchemaUtils = new Proxy({} as SchemaUtilsType, {
  get(_target, property) {
    if (property === 'then' || typeof property === 'symbol') return undefined;
    return () => {
      throw new Error(`SchemaForm 不提供 registry.schemaUtils.${String(property)}：控件请只读 registry.templates 与 registry.formContext`);
    };
  },
});

export interface RegistryParts {
  templates: Partial<TemplatesType>;
  widgets: Readonly<Record<string, Widget>>;
  fields: Readonly<Record<string, Field>>;
  formContext: FormContextType;
  rootSchema: RJSFSchema;
}

export function buildRegistry(parts: RegistryParts): Registry {
  return {
    templates: parts.templates as TemplatesType,
    widgets: parts.widgets as Registry['widgets'],
    fields: parts.fields as Registry['fields'],
    formContext: parts.formContext,
    rootSchema: parts.rootSchema,
    schemaUtils: noSchemaUtils,
    translateString: englishStringTranslator,
    globalFormOptions: { idPrefix: ID_PREFIX, idSeparator: ID_SEPARATOR },
  };
}

/**
 * The registry of one field whose widget reads other fields' values or its own linkage scope:
 * `formContext.formData` gets the dependencies' current values and `formContext.scopes[key]` the
 * scope, on top of what the host put there. Built only for such fields, only when those change.
 */
export function fieldRegistry(
  base: Registry,
  key: string,
  dependencies: Readonly<Record<string, unknown>> | null,
  scope: PickerScope | undefined,
): Registry {
  if (!dependencies && !scope) return base;
  const context = (typeof base.formContext === 'object' && base.formContext !== null ? base.formContext : {}) as Record<string, unknown>;
  const formContext: Record<string, unknown> = { ...context };
  if (dependencies) formContext.formData = { ...(context.formData as Record<string, unknown> | undefined), ...dependencies };
  if (scope) formContext.scopes = { ...(context.scopes as Record<string, PickerScope> | undefined), [key]: scope };
  return { ...base, formContext };
}
