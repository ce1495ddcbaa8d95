// SchemaForm: a create/edit form drawn from a compiled form (engine/fields compileFields) with the
// widgets and rjsf templates of the engine environment's form theme, on a per-field store instead
// of rjsf's whole-form state. A keystroke writes one key and re-renders one field (plus the fields
// that declared a dependency on it); rjsf re-renders the Form and walks every field. See
// docs/form-runtime.md.
import {
  createContext,
  useCallback,
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Grid, VisuallyHidden } from '@chakra-ui/react';
import type { Field, FormContextType, Widget } from '@rjsf/utils';
import type { CompiledForm, FieldError, MessageLanguage } from '../../fields/index.ts';
import { useEngineService, useOptionalEngineService } from '../environment/index.ts';
import { createCompiledFormStore, fieldId, fieldSpecs } from './fieldSpecs.ts';
import { createFormRuntime, type FormRuntime, type OutsideError, type RuntimeCallbacks, type SubmitResult } from './formRuntime.ts';
import type { FormStore, FormValues } from './formStore.ts';
import { buildRegistry } from './registry.ts';
import { SchemaFormField, type FieldContext } from './SchemaFormField.tsx';
import { invalidSummary } from './strings.ts';

export type ExtraErrors = Readonly<Record<string, string | null | undefined>>;

/** What `formRef` and `useSchemaForm()` give: the store and the form's actions. */
export interface SchemaFormApi {
  readonly compiled: CompiledForm;
  readonly store: FormStore;
  /**
   * Validates all; on success calls onSubmit and returns the formData. Else it reveals the problems
   * (revealErrors) and returns null.
   */
  submit(): FormValues | null;
  /** The same, with the errors and the keys that blocked; `outside` adds the host's own refusals (they block too). */
  submitWithErrors(outside?: readonly OutsideError[]): SubmitResult;
  /**
   * Tells the user a submit was refused: scrolls the first problem (the fields' in display order,
   * then `outside`) into view and focuses it, announces 有N项需要修改：… in the form's alert region
   * and shows it as a toast (the environment's notify). For refusals found after the rules (a
   * uniqueness answer from the server).
   */
  revealErrors(keys: readonly string[], outside?: readonly OutsideError[]): void;
  /** Validates every field and shows the messages, without submitting or moving the focus. */
  validate(): FieldError[];
  /** Runs one field's rules now and shows the result. */
  validateField(key: string): string | null;
  /** Scrolls a field into view and focuses its control; false when it has none (unknown key, not rendered). */
  focusField(key: string): boolean;
}

export interface SchemaFormProps extends RuntimeCallbacks {
  /** The output of compileFields. A new object starts a new store (unless `store` is given). */
  compiled: CompiledForm;
  /** A store the host owns (useFormStore(compiled)), to read and write values before and outside the form. */
  store?: FormStore;
  /** rjsf's formContext: `dataSources`, and anything else widgets read from `registry.formContext`. */
  formContext?: FormContextType;
  /** Every field disabled. */
  disabled?: boolean;
  /** Every field read-only. */
  readonly?: boolean;
  /** Messages from outside the rules by key (a uniqueness failure from the server), shown under the field. */
  extraErrors?: ExtraErrors;
  /** Fields showing an extra error block submit. Default true. */
  extraErrorsBlockSubmit?: boolean;
  formRef?: Ref<SchemaFormApi>;
  /** More "re-render field K when field D changes" links: K → [D...], beside the known ones. */
  dependencies?: Readonly<Record<string, readonly string[]>>;
  /** Language of the rule messages; default zh-CN. */
  language?: MessageLanguage;
  /** Grid columns; `fullRow` fields span them all. Default 1. */
  columns?: number;
  /** Replace or add widgets (by 'ui:widget' name) and object fields (by 'ui:field' name). */
  widgets?: Readonly<Record<string, Widget>>;
  fields?: Readonly<Record<string, Field>>;
  /** The <form> element's id (a dialog's footer button can submit it with form="…"). */
  id?: string;
  /** Rendered after the fields, inside the form and the useSchemaForm() context: buttons, linkage effects. */
  children?: ReactNode;
}

const SchemaFormContext = createContext<SchemaFormApi | null>(null);

/** The api of the enclosing SchemaForm: for children (a save button, a linkage effect). */
export function useSchemaForm(): SchemaFormApi {
  const api = useContext(SchemaFormContext);
  if (!api) throw new Error('useSchemaForm() 只能在 <SchemaForm> 之内使用');
  return api;
}

/** A store for `compiled` that the host owns and passes to <SchemaForm store={…}>; new when `compiled` changes. */
export function useFormStore(compiled: CompiledForm, extraErrors?: ExtraErrors): FormStore {
  const initialErrors = useRef(extraErrors);
  return useMemo(() => createCompiledFormStore(compiled, initialErrors.current), [compiled]);
}

const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function SchemaForm(props: SchemaFormProps) {
  const { compiled, formContext, disabled = false, readonly = false, extraErrors, extraErrorsBlockSubmit, formRef, dependencies, language, columns = 1, id, children } = props;

  const ownStore = useMemo(
    () => (props.store ? null : createCompiledFormStore(compiled, extraErrors)),
    // Extra errors only seed a new store; the effect below keeps them in sync.
    [compiled, props.store],
  );
  const store = props.store ?? ownStore!;

  // The host's callbacks are read when they fire, so passing new functions each render re-renders nothing.
  const latest = useRef<RuntimeCallbacks>(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const elements = useRef(new Map<string, HTMLElement>());
  const focusField = useCallback((key: string): boolean => {
    const wrapper = elements.current.get(key);
    if (!wrapper) return false;
    const control = wrapper.querySelector<HTMLElement>(`[id="${fieldId(key)}"]`);
    const target = control?.matches(FOCUSABLE) ? control : (control ?? wrapper).querySelector<HTMLElement>(FOCUSABLE) ?? wrapper.querySelector<HTMLElement>(FOCUSABLE);
    if (!target) return false;
    // The whole field (label, control, message) into view in whatever scrolls it (a dialog's body,
    // a drawer, the page): focus() alone scrolls only the control, so its label could stay above
    // the edge. 'nearest' moves nothing that need not move ('center' also shifted a dialog whose
    // body could scroll no further).
    wrapper.scrollIntoView?.({ block: 'nearest' });
    target.focus({ preventScroll: true });
    return document.activeElement === target;
  }, []);

  // What a refused submit says: in an alert region of the form (a screen reader hears it even when
  // the focused field's message was already on screen) and as a toast. A new node each time, so the
  // same text is announced again on the next refusal.
  const notify = useOptionalEngineService('notify');
  const [announcement, setAnnouncement] = useState<{ text: string; serial: number } | null>(null);
  const specsRef = useRef<readonly { key: string; label: string }[]>([]);
  const revealErrors = useCallback((keys: readonly string[], outside: readonly OutsideError[] = []) => {
    if (keys.length === 0 && outside.length === 0) return;
    const focused = keys.length > 0 ? focusField(keys[0]!) : false;
    if (!focused) (keys.length > 0 ? outside : outside.slice(0, 1)).some((problem) => problem.focus());
    const labels = new Map(specsRef.current.map((spec) => [spec.key, spec.label]));
    const text = invalidSummary([...keys.map((key) => labels.get(key) ?? key), ...outside.map((problem) => problem.label)]);
    setAnnouncement((current) => ({ text, serial: (current?.serial ?? 0) + 1 }));
    notify?.error(text);
  }, [focusField, notify]);

  // The widgets, fields and templates come from the engine environment (the app's registry): the
  // engine never imports widgets/registry.ts. Pass stable maps (module constants): a new `widgets`
  // object re-creates every field's props.
  const theme = useEngineService('formTheme');
  const widgets = useMemo(() => (props.widgets ? { ...theme.widgets, ...props.widgets } : theme.widgets), [theme.widgets, props.widgets]);
  const fields = useMemo(() => (props.fields ? { ...theme.fields, ...props.fields } : theme.fields), [theme.fields, props.fields]);
  const specs = useMemo(() => fieldSpecs(compiled, { widgets, fields, dependencies }), [compiled, widgets, fields, dependencies]);
  specsRef.current = specs;

  const runtime: FormRuntime = useMemo(
    () => createFormRuntime({ compiled, store, specs, language, extraErrorsBlockSubmit, callbacks: () => latest.current, focusField, revealErrors }),
    [compiled, store, specs, language, extraErrorsBlockSubmit, focusField, revealErrors],
  );

  const registry = useMemo(
    () =>
      buildRegistry({
        templates: theme.templates,
        widgets,
        fields,
        formContext: formContext ?? {},
        rootSchema: compiled.schema as never,
      }),
    [theme.templates, widgets, fields, formContext, compiled.schema],
  );

  const registerElement = useCallback((key: string, element: HTMLElement | null) => {
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
  }, []);

  const context: FieldContext = useMemo(
    () => ({ runtime, registry, disabled, readonly, registerElement }),
    [runtime, registry, disabled, readonly, registerElement],
  );

  // A submit that goes through takes the last refusal's summary away.
  const submitForm = useCallback((outside?: readonly OutsideError[]) => {
    const result = runtime.submit(outside);
    if (result.formData) setAnnouncement(null);
    return result;
  }, [runtime]);

  const api: SchemaFormApi = useMemo(
    () => ({
      compiled,
      store,
      submit: () => submitForm().formData,
      submitWithErrors: submitForm,
      revealErrors,
      validate: () => runtime.validate(),
      validateField: (key: string) => runtime.validateKey(key),
      focusField,
    }),
    [compiled, store, runtime, submitForm, focusField, revealErrors],
  );
  useImperativeHandle(formRef, () => api, [api]);

  // extraErrors as a prop: replace the store's set when it changes; dropping the prop clears them.
  const hadExtraErrors = useRef(extraErrors !== undefined);
  useLayoutEffect(() => {
    if (extraErrors !== undefined) store.setExtraErrors(extraErrors);
    else if (hadExtraErrors.current) store.setExtraErrors({});
    hadExtraErrors.current = extraErrors !== undefined;
  }, [store, extraErrors]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitForm();
    },
    [submitForm],
  );

  return (
    <SchemaFormContext.Provider value={api}>
      <form id={id} noValidate onSubmit={onSubmit}>
        <Grid templateColumns={`repeat(${Math.max(1, columns)}, minmax(0, 1fr))`} columnGap="6" rowGap="4">
          {specs.map((spec) => (
            <SchemaFormField key={spec.key} spec={spec} context={context} />
          ))}
        </Grid>
        {announcement ? <VisuallyHidden key={announcement.serial} role="alert">{announcement.text}</VisuallyHidden> : null}
        {children}
      </form>
    </SchemaFormContext.Provider>
  );
}
