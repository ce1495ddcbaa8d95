// One field of a SchemaForm, in two subscribed parts:
//   SchemaFormField  the shell: FieldTemplate (label, error, help) around the control. Re-renders
//                    when the field's message, disabled state or scope changes, or when a field it
//                    depends on changes value.
//   FieldControl     the registry widget (or object field). Re-renders when the value changes.
// So a keystroke re-renders the widget alone, not the template around it. Both build the props
// rjsf's SchemaField + StringField would pass, so the same widgets and templates as LingxiForm draw.
import { memo, useCallback, useMemo, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { Text } from '@chakra-ui/react';
import {
  descriptionId,
  getTemplate,
  type DescriptionFieldProps,
  type FieldErrorProps,
  type FieldHelpProps,
  type FieldProps,
  type FieldTemplateProps,
  type Registry,
  type WidgetProps,
} from '@rjsf/utils';
import type { FieldSpec } from './fieldSpecs.ts';
import type { FormRuntime } from './formRuntime.ts';
import type { FieldState, FormStore } from './formStore.ts';
import { fieldRegistry } from './registry.ts';
import { unsupportedFieldType } from './strings.ts';

/** What every field of one form shares; a new object only when the form's own props change. */
export interface FieldContext {
  runtime: FormRuntime;
  registry: Registry;
  disabled: boolean;
  readonly: boolean;
  /** The field's outer element, for focusing the first invalid field. */
  registerElement(key: string, element: HTMLElement | null): void;
}

const NO_ERRORS: string[] = [];
const NO_DEPENDENCIES = Object.freeze({}) as Readonly<Record<string, unknown>>;
const noop = () => undefined;

/** The values of the fields this one depends on, as one object that changes only when one of them does. */
function useDependencyValues(store: FormStore, keys: readonly string[]): Readonly<Record<string, unknown>> | null {
  const cache = useRef<Readonly<Record<string, unknown>>>(NO_DEPENDENCIES);
  const subscribe = useCallback(
    (notify: () => void) => {
      const stops = keys.map((key) => store.subscribe(key, notify));
      return () => stops.forEach((stop) => stop());
    },
    [store, keys],
  );
  const read = useCallback(() => {
    const previous = cache.current;
    if (keys.every((key) => Object.hasOwn(previous, key) && Object.is(previous[key], store.get(key)))) return previous;
    const next: Record<string, unknown> = {};
    for (const key of keys) next[key] = store.get(key);
    cache.current = next;
    return next;
  }, [store, keys]);
  const values = useSyncExternalStore(subscribe, read, read);
  return keys.length > 0 ? values : null;
}

function UnsupportedNotice({ id, formType }: { id: string; formType: string }) {
  return (
    <Text id={id} fontSize="sm" color="fg.warning" bg="bg.warning" px="3" py="2" borderRadius="md">
      {unsupportedFieldType(formType)}
    </Text>
  );
}

/** The parts of a field's state the shell shows; the same object while they are unchanged. */
interface ShellState {
  message: string | undefined;
  disabled: boolean;
  scope: FieldState['scope'];
}

function useShellState(store: FormStore, key: string): ShellState {
  const cache = useRef<ShellState | null>(null);
  const subscribe = useCallback((notify: () => void) => store.subscribe(key, notify), [store, key]);
  const read = useCallback(() => {
    const state = store.field(key);
    const message = state.error ?? state.extraError;
    const previous = cache.current;
    if (previous && previous.message === message && previous.disabled === state.disabled && previous.scope === state.scope) return previous;
    return (cache.current = { message, disabled: state.disabled, scope: state.scope });
  }, [store, key]);
  return useSyncExternalStore(subscribe, read, read);
}

interface ControlProps {
  spec: FieldSpec;
  runtime: FormRuntime;
  registry: Registry;
  disabled: boolean;
  readonly: boolean;
  rawErrors: string[];
}

function FieldControlView({ spec, runtime, registry, disabled, readonly, rawErrors }: ControlProps) {
  const { store } = runtime;
  const { key, id, schema, uiSchema, fieldPathId } = spec;
  const subscribe = useCallback((notify: () => void) => store.subscribe(key, notify), [store, key]);
  const read = useCallback(() => store.get(key), [store, key]);
  const value = useSyncExternalStore(subscribe, read, read);

  const onChange = useCallback((next: unknown) => runtime.change(key, next), [runtime, key]);
  const onBlur = useCallback(() => runtime.blur(key), [runtime, key]);

  if (spec.render.kind === 'widget') {
    const Widget = spec.render.Widget as ComponentType<WidgetProps>;
    return (
      <Widget
        id={id}
        name={key}
        label={spec.label}
        hideLabel={!spec.displayLabel}
        schema={schema}
        uiSchema={uiSchema}
        options={spec.options}
        placeholder={spec.placeholder}
        value={value}
        required={spec.required}
        disabled={disabled}
        readonly={readonly}
        hideError={false}
        autofocus={spec.autofocus}
        rawErrors={rawErrors}
        registry={registry}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={noop}
      />
    );
  }
  if (spec.render.kind === 'field') {
    const ObjectField = spec.render.Field as ComponentType<FieldProps>;
    return (
      <ObjectField
        name={key}
        schema={schema}
        uiSchema={uiSchema}
        fieldPathId={fieldPathId}
        formData={value}
        errorSchema={undefined}
        rawErrors={rawErrors}
        required={spec.required}
        disabled={disabled}
        readonly={readonly}
        hideError={false}
        autofocus={spec.autofocus}
        registry={registry}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={noop}
      />
    );
  }
  return <UnsupportedNotice id={id} formType={spec.formType} />;
}

const FieldControl = memo(FieldControlView);

function SchemaFormFieldView({ spec, context }: { spec: FieldSpec; context: FieldContext }) {
  const { runtime } = context;
  const { store } = runtime;
  const { key, id, schema, uiSchema, fieldPathId } = spec;

  const state = useShellState(store, key);
  const dependencies = useDependencyValues(store, spec.dependsOn);
  const registry = useMemo(
    () => fieldRegistry(context.registry, key, dependencies, state.scope),
    [context.registry, key, dependencies, state.scope],
  );
  const registerElement = useCallback((element: HTMLElement | null) => context.registerElement(key, element), [context, key]);
  // Template-level onChange (rjsf gives FieldTemplate one; ours does not call it).
  const onChange = useCallback((value: unknown) => runtime.change(key, value), [runtime, key]);

  const { message } = state;
  const rawErrors = useMemo(() => (message ? [message] : NO_ERRORS), [message]);
  const disabled = context.disabled || state.disabled;
  const readonly = context.readonly || spec.readonly;
  const hasErrors = rawErrors.length > 0;

  const uiOptions = spec.options;
  const FieldTemplate = getTemplate('FieldTemplate', registry, uiOptions) as ComponentType<FieldTemplateProps>;
  const FieldErrorTemplate = getTemplate('FieldErrorTemplate', registry, uiOptions) as ComponentType<FieldErrorProps>;
  const FieldHelpTemplate = getTemplate('FieldHelpTemplate', registry, uiOptions) as ComponentType<FieldHelpProps>;
  const DescriptionFieldTemplate = (registry.templates.DescriptionFieldTemplate ?? noop) as ComponentType<DescriptionFieldProps>;

  return (
    <div ref={registerElement} data-field-key={key} style={spec.fullRow ? FULL_ROW : undefined}>
      <FieldTemplate
        id={id}
        fieldPathId={fieldPathId}
        label={spec.label}
        displayLabel={spec.displayLabel}
        required={spec.required}
        hidden={spec.hidden}
        disabled={disabled}
        readonly={readonly}
        hideError={false}
        classNames={hasErrors ? `${spec.classNames} rjsf-field-error` : spec.classNames}
        style={spec.style as FieldTemplateProps['style']}
        rawErrors={hasErrors ? rawErrors : undefined}
        errors={<FieldErrorTemplate errors={rawErrors} fieldPathId={fieldPathId} schema={schema} uiSchema={uiSchema} registry={registry} />}
        help={<FieldHelpTemplate help={spec.help} fieldPathId={fieldPathId} hasErrors={hasErrors} schema={schema} uiSchema={uiSchema} registry={registry} />}
        rawHelp={spec.help}
        description={<DescriptionFieldTemplate id={descriptionId(id)} description={spec.description} schema={schema} uiSchema={uiSchema} registry={registry} />}
        rawDescription={spec.description}
        // The value lives in FieldControl's subscription: templates that show the value do not
        // exist here, and reading it in the shell would re-render the template on every keystroke.
        formData={undefined}
        onChange={onChange}
        onKeyRename={noop}
        onKeyRenameBlur={noop}
        onRemoveProperty={noop}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      >
        <FieldControl spec={spec} runtime={runtime} registry={registry} disabled={disabled} readonly={readonly} rawErrors={rawErrors} />
      </FieldTemplate>
    </div>
  );
}

const FULL_ROW = { gridColumn: '1 / -1' } as const;

/** Re-renders only from its own subscriptions: `spec` and `context` are stable for the form's life. */
export const SchemaFormField = memo(SchemaFormFieldView);
