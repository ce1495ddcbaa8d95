// What rjsf's SchemaField and StringField/ArrayField work out for a field on every render of the
// form (label, options, which widget, whether the label shows, id), worked out here ONCE per
// compiled form. The field components then only add the live parts (value, errors, disabled) from
// the store, so a keystroke recomputes nothing of this.
import {
  getSchemaType,
  getUiOptions,
  optionsList,
  type Field,
  type FieldPathId,
  type RJSFSchema,
  type UiSchema,
  type Widget,
  type WidgetProps,
} from '@rjsf/utils';
import type { CompiledForm } from '../../fields/index.ts';
import { createFormStore, type FormStore } from './formStore.ts';

/** rjsf's ids: `root` + `_` + key, so labels, errors and stories match LingxiForm's DOM exactly. */
export const ID_PREFIX = 'root';
export const ID_SEPARATOR = '_';

export function fieldId(key: string): string {
  return `${ID_PREFIX}${ID_SEPARATOR}${key}`;
}

/**
 * When a field's rules run while it is edited. Everything runs on blur; "pick" controls commit a
 * choice in one gesture, so their change is the moment to check (forms.md 5: "checked on blur or
 * change"; Element UI's trigger ['blur', 'change'] did that). Typed controls are checked on change
 * only once they show a message, so it clears as the user fixes it but does not nag mid-word.
 */
export type ValidateOn = 'blur' | 'change' | 'submit';

const CHECKED_ON_CHANGE = new Set([
  'select', 'checkbox', 'date', 'datetime', 'user', 'structure', 'file', 'customer', 'contacts', 'business', 'contract',
  'receivables_plan', 'business_type', 'business_status',
]);

export type FieldRender =
  | { kind: 'widget'; Widget: Widget }
  | { kind: 'field'; Field: Field }
  /** No widget or field for this formType: an inline notice instead of rjsf's throw. */
  | { kind: 'unsupported' };

export interface FieldSpec {
  key: string;
  /** `root_<key>`: the control's id, the label's `for`. */
  id: string;
  fieldPathId: FieldPathId;
  formType: string;
  /** The property's JSON Schema. */
  schema: RJSFSchema;
  /** The property's UI schema, minus what the template consumes (classNames, style), as rjsf passes it. */
  uiSchema: UiSchema;
  /** What StringField passes as `options`: the UI options minus widget/placeholder/title, plus enumOptions. */
  options: WidgetProps['options'];
  placeholder: string;
  label: string;
  displayLabel: boolean;
  required: boolean;
  /** Read-only by compilation (OA totals) or the UI schema. */
  readonly: boolean;
  /** Disabled by compilation (locked in relative mode, linkage dependents): the store's starting state. */
  disabledAtStart: boolean;
  hidden: boolean;
  autofocus: boolean;
  description: string;
  help: string | undefined;
  classNames: string;
  style: UiSchema['ui:style'];
  validateOn: ValidateOn;
  /** Keys whose values this field's widget reads (formContext.formData): it re-renders when they change. */
  dependsOn: readonly string[];
  /** Takes the whole row (product grid, map, detail editors). */
  fullRow: boolean;
  render: FieldRender;
}

export interface SpecSources {
  widgets: Readonly<Record<string, Widget>>;
  fields: Readonly<Record<string, Field>>;
  /** Extra dependencies by key, beside the ones the widgets are known to have. */
  dependencies?: Readonly<Record<string, readonly string[]>>;
}

const NO_KEYS: readonly string[] = Object.freeze([]);

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Widgets that read another field's value from formContext.formData (see widgets/form/dataSources.ts). */
function knownDependencies(formType: string, options: Record<string, unknown>, compiled: CompiledForm): string[] {
  const byFieldName = (fieldName: string) => compiled.keyByFieldName[fieldName] ?? fieldName;
  if (formType === 'business_status') return [textOf(options.typeField) ?? byFieldName('type_id')];
  if (formType === 'receivables_plan') return [textOf(options.contractField) ?? byFieldName('contract_id')];
  return [];
}

function renderOf(uiSchema: UiSchema, sources: SpecSources): FieldRender {
  const field = uiSchema['ui:field'];
  if (typeof field === 'function') return { kind: 'field', Field: field as Field };
  if (typeof field === 'string' && Object.hasOwn(sources.fields, field)) return { kind: 'field', Field: sources.fields[field]! };
  // rjsf's ObjectField ignores 'ui:widget', so an object value named by 'ui:field' has no widget fallback.
  if (typeof field === 'string') return { kind: 'unsupported' };
  const widget = uiSchema['ui:widget'];
  if (typeof widget === 'function') return { kind: 'widget', Widget: widget as Widget };
  if (typeof widget === 'string' && Object.hasOwn(sources.widgets, widget)) return { kind: 'widget', Widget: sources.widgets[widget]! };
  return { kind: 'unsupported' };
}

function enumOptionsOf(schema: RJSFSchema, uiSchema: UiSchema): WidgetProps['options']['enumOptions'] {
  if (schema.enum || schema.oneOf || schema.anyOf) return optionsList(schema, uiSchema);
  const items = schema.items;
  if (items && typeof items === 'object' && !Array.isArray(items) && (items.enum || items.oneOf || items.anyOf)) {
    return optionsList(items as RJSFSchema, uiSchema);
  }
  return undefined;
}

function specOf(key: string, compiled: CompiledForm, sources: SpecSources): FieldSpec {
  const properties = (compiled.schema.properties ?? {}) as Record<string, RJSFSchema>;
  const schema = properties[key] ?? {};
  const rawUi = (compiled.uiSchema[key] ?? {}) as UiSchema;
  const uiOptions = getUiOptions(rawUi) as Record<string, unknown>;
  // `disabled` is left out too: the store owns it (linkage enables and disables fields while the form
  // is open), and a widget that also read the compiled option would stay disabled for ever.
  const { widget: _widget, field: _field, placeholder, title, classNames, style, disabled: _disabled, ...rest } = uiOptions;
  // As SchemaField: the template consumes classNames and style; the control does not get them again.
  const { 'ui:classNames': _uiClassNames, 'ui:style': _uiStyle, ...uiSchema } = rawUi;
  const options = { ...rest, enumOptions: enumOptionsOf(schema, rawUi) } as WidgetProps['options'];

  const formType = textOf(uiOptions.formType) ?? (typeof rawUi['ui:widget'] === 'string' ? rawUi['ui:widget'] : 'unknown');
  const schemaType = getSchemaType(schema);
  const render = renderOf(rawUi, sources);
  const id = fieldId(key);

  const declared = Array.isArray(uiOptions.dependsOn) ? uiOptions.dependsOn.filter((k): k is string => typeof k === 'string') : [];
  const wanted = [...knownDependencies(formType, uiOptions, compiled), ...declared, ...(sources.dependencies?.[key] ?? [])];
  const dependsOn = [...new Set(wanted)].filter((dep) => dep !== key && Object.hasOwn(properties, dep));

  const validateOn: ValidateOn = uiOptions.validateOn === 'submit' ? 'submit' : CHECKED_ON_CHANGE.has(formType) ? 'change' : 'blur';
  const classes = ['rjsf-field', `rjsf-field-${String(schemaType)}`];
  if (typeof classNames === 'string' && classNames !== '') classes.push(classNames);

  return {
    key,
    id,
    fieldPathId: { $id: id, path: [key] },
    formType,
    schema,
    uiSchema,
    options,
    placeholder: typeof placeholder === 'string' ? placeholder : '',
    label: textOf(title) ?? textOf(schema.title) ?? key,
    // getDisplayLabel without schemaUtils: our arrays always name a widget, objects and custom fields
    // draw their own label.
    displayLabel: uiOptions.label !== false && rawUi['ui:field'] === undefined && schemaType !== 'object',
    required: (compiled.schema.required ?? []).includes(key),
    readonly: Boolean(uiOptions.readonly ?? schema.readOnly),
    disabledAtStart: Boolean(uiOptions.disabled),
    hidden: uiOptions.widget === 'hidden',
    autofocus: Boolean(uiOptions.autofocus),
    description: textOf(uiOptions.description) ?? textOf(schema.description) ?? '',
    help: textOf(uiOptions.help),
    classNames: classes.join(' '),
    style: style as UiSchema['ui:style'],
    validateOn,
    dependsOn: dependsOn.length > 0 ? dependsOn : NO_KEYS,
    fullRow: uiOptions.fullRow === true,
    render,
  };
}

/** Specs of every field in display order. */
export function fieldSpecs(compiled: CompiledForm, sources: SpecSources): FieldSpec[] {
  return compiled.order.map((key) => specOf(key, compiled, sources));
}

/** A store holding the compiled form's initial values, with the fields compiled as disabled disabled. */
export function createCompiledFormStore(
  compiled: CompiledForm,
  extraErrors?: Readonly<Record<string, string | null | undefined>>,
): FormStore {
  const values: Record<string, unknown> = {};
  const disabled: string[] = [];
  for (const key of compiled.order) {
    values[key] = compiled.formData[key];
    const ui = (compiled.uiSchema[key] ?? {}) as UiSchema;
    if (getUiOptions(ui).disabled === true) disabled.push(key);
  }
  return createFormStore({ values, disabled, extraErrors });
}
