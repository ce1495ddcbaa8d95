// The form's behaviour between the store and the host, without React: what a change, a blur and a
// submit do. One instance per mounted form; every field component calls into it with its key, so a
// keystroke costs one store write, at most one validateField, and the host's callback.
import { validateField, validateFormData, type CompiledForm, type FieldError, type MessageLanguage } from '../../fields/index.ts';
import type { FieldSpec } from './fieldSpecs.ts';
import type { FormStore, FormValues } from './formStore.ts';

/** The host's callbacks, read at call time (the host may pass new functions on every render). */
export interface RuntimeCallbacks {
  /** After the store holds `value`; `previous` is what it held before (linkage compares the two). */
  onFieldChange?(key: string, value: unknown, store: FormStore, previous: unknown): void;
  onFieldBlur?(key: string, value: unknown, store: FormStore): void;
  onSubmit?(formData: FormValues): void;
}

export interface FormRuntimeOptions {
  compiled: CompiledForm;
  store: FormStore;
  specs: readonly FieldSpec[];
  language?: MessageLanguage;
  /** A field showing an extra (server) error cannot be submitted. Default true. */
  extraErrorsBlockSubmit?: boolean;
  callbacks(): RuntimeCallbacks;
  /** Moves the focus to a field's control; false when it has none. */
  focusField(key: string): boolean;
  /**
   * A submit was refused: bring the first problem into view with the focus and say how many there
   * are. Without it the first invalid field is only focused.
   */
  revealErrors?(keys: readonly string[], outside: readonly OutsideError[]): void;
}

/**
 * A part of the form the host draws outside the fields (the CRM form's approval section) that
 * refused the same submit: it counts among the problems and gets the focus after the fields'.
 */
export interface OutsideError {
  /** Its name as the user reads it: 审批人. */
  label: string;
  /** Moves the focus (and the view) to it; false when it cannot. */
  focus(): boolean;
}

export interface SubmitResult {
  /** The form data when it may be saved, else null. */
  formData: FormValues | null;
  /** Rule failures, in display order. */
  errors: FieldError[];
  /** Keys that blocked the submit (rule or extra errors), in display order; the first one has the focus. */
  invalidKeys: string[];
}

export interface FormRuntime {
  readonly compiled: CompiledForm;
  readonly store: FormStore;
  readonly specs: readonly FieldSpec[];
  spec(key: string): FieldSpec | undefined;
  /** A widget changed its value. */
  change(key: string, value: unknown): void;
  /** A widget lost the focus. */
  blur(key: string): void;
  /** Runs the field's rules now and shows the result; returns the message or null. */
  validateKey(key: string): string | null;
  /** Validates every field, shows every message; does not focus or submit. */
  validate(): FieldError[];
  /**
   * Validates every field; on success (and with no `outside` problem) calls onSubmit and returns the
   * data; else reveals the first problem and returns formData null.
   */
  submit(outside?: readonly OutsideError[]): SubmitResult;
  focusField(key: string): boolean;
}

export function createFormRuntime(options: FormRuntimeOptions): FormRuntime {
  const { compiled, store, specs, language } = options;
  const byKey = new Map(specs.map((spec) => [spec.key, spec]));
  const validateOptions = language ? { language } : {};

  function validateKey(key: string): string | null {
    const error = validateField(compiled, key, store.get(key), validateOptions);
    store.setError(key, error?.message);
    return error?.message ?? null;
  }

  function validate(): FieldError[] {
    const errors = validateFormData(compiled, store.snapshot(), validateOptions);
    const byField: Record<string, string> = {};
    for (const error of errors) byField[error.key] = error.message;
    store.setErrors(byField, { replace: true });
    return errors;
  }

  return {
    compiled,
    store,
    specs,
    spec: (key) => byKey.get(key),
    change(key, value) {
      const spec = byKey.get(key);
      const showing = store.field(key).error !== undefined;
      const previous = store.get(key);
      store.set(key, value);
      if (showing || spec?.validateOn === 'change') validateKey(key);
      options.callbacks().onFieldChange?.(key, value, store, previous);
    },
    blur(key) {
      const spec = byKey.get(key);
      store.touch(key);
      if (spec?.validateOn !== 'submit') validateKey(key);
      options.callbacks().onFieldBlur?.(key, store.get(key), store);
    },
    validateKey,
    validate,
    submit(outside = []) {
      const errors = validate();
      const blockByExtra = options.extraErrorsBlockSubmit !== false;
      const invalidKeys = store.keys.filter((key) => {
        const state = store.field(key);
        return state.error !== undefined || (blockByExtra && state.extraError !== undefined);
      });
      if (invalidKeys.length > 0 || outside.length > 0) {
        if (options.revealErrors) options.revealErrors(invalidKeys, outside);
        else if (invalidKeys.length > 0) options.focusField(invalidKeys[0]!);
        else outside[0]!.focus();
        return { formData: null, errors, invalidKeys };
      }
      const formData = store.snapshot();
      options.callbacks().onSubmit?.(formData);
      return { formData, errors, invalidKeys };
    },
    focusField: options.focusField,
  };
}
