// The form runtime's external store: one immutable `FieldState` per key, listeners per key. A
// keystroke replaces one field's state and wakes only that field's subscribers; the whole formData
// object exists only when someone asks for it (`snapshot()`: submit, linkage). No React here: the
// React side reads it through useSyncExternalStore (SchemaForm.tsx), the host may drive it directly
// (linkage, server errors) through the same methods.
import type { PickerScope } from '../../fields/index.ts';

/** Everything a field's view depends on, replaced (never mutated) when any part changes. */
export interface FieldState {
  readonly value: unknown;
  /** The failing rule's message (validateField), shown under the field. */
  readonly error: string | undefined;
  /** A message from outside the rules: the server's uniqueness answer, a 422 mapped to the field. */
  readonly extraError: string | undefined;
  /** The field has lost focus at least once. */
  readonly touched: boolean;
  readonly disabled: boolean;
  /** Record-picker scope from linkage (`applyLinkage` → `scopes[key]`). */
  readonly scope: PickerScope | undefined;
}

export type FormValues = Record<string, unknown>;

export interface FormStoreInit {
  /** Initial values by key; the keys are the form's keys, in display order. */
  values: Readonly<FormValues>;
  /** Keys (or a lookup) that start disabled. */
  disabled?: Iterable<string>;
  extraErrors?: Readonly<Record<string, string | null | undefined>>;
  scopes?: Readonly<Record<string, PickerScope>>;
}

export type FieldListener = () => void;
export type ChangeListener = (key: string, state: FieldState, previous: FieldState) => void;

export interface FormStore {
  /** The form's keys in display order (fixed at creation). */
  readonly keys: readonly string[];
  has(key: string): boolean;
  /** The current state of one field; the same object until that field changes (a valid useSyncExternalStore snapshot). */
  field(key: string): FieldState;
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  /** Several values at once (linkage fills): subscribers hear once per changed key, after all are applied. */
  setMany(values: Readonly<FormValues>): void;
  /** Wakes `fn` when the field's state changes. Returns the unsubscribe function. */
  subscribe(key: string, fn: FieldListener): () => void;
  /** Hears every field change, with the key: devtools, autosave, a dirty flag. */
  subscribeAll(fn: ChangeListener): () => void;
  /** The whole formData as a fresh object, built now (O(fields)); never called per keystroke by the runtime. */
  snapshot(): FormValues;

  getError(key: string): string | undefined;
  setError(key: string, message: string | null | undefined): void;
  /** Rule errors by key. `replace: true` clears every key not listed (a full validation). */
  setErrors(errors: Readonly<Record<string, string | null | undefined>>, options?: { replace?: boolean }): void;
  setExtraError(key: string, message: string | null | undefined): void;
  /** Replaces all extra errors (keys not listed are cleared). */
  setExtraErrors(errors: Readonly<Record<string, string | null | undefined>>): void;
  /** Keys whose field currently shows a message (rule or extra), in display order. */
  invalidKeys(): string[];

  touch(key: string): void;
  isTouched(key: string): boolean;

  isDisabled(key: string): boolean;
  setDisabled(key: string, disabled: boolean): void;
  /** Exactly these keys are disabled afterwards (what `applyLinkage` returns). */
  setDisabledKeys(keys: Iterable<string>): void;
  disabledKeys(): Set<string>;

  setScope(key: string, scope: PickerScope | undefined): void;
  /** Exactly these scopes afterwards. */
  setScopes(scopes: Readonly<Record<string, PickerScope>>): void;
  scopes(): Record<string, PickerScope>;

  /** Back to new values (default: the initial ones); errors, touched and extra errors cleared. */
  reset(values?: Readonly<FormValues>): void;
}

const blank = (message: string | null | undefined): string | undefined =>
  typeof message === 'string' && message !== '' ? message : undefined;

function sameScope(a: PickerScope | undefined, b: PickerScope | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

export function createFormStore(init: FormStoreInit): FormStore {
  const keys = Object.freeze(Object.keys(init.values));
  const initialValues = init.values;
  const states = new Map<string, FieldState>();
  const listeners = new Map<string, Set<FieldListener>>();
  const changeListeners = new Set<ChangeListener>();
  const startDisabled = new Set(init.disabled ?? []);

  for (const key of keys) {
    states.set(key, {
      value: initialValues[key],
      error: undefined,
      extraError: blank(init.extraErrors?.[key]),
      touched: false,
      disabled: startDisabled.has(key),
      scope: init.scopes?.[key],
    });
  }

  function current(key: string): FieldState {
    const state = states.get(key);
    if (!state) throw new Error(`表单没有字段 ${key}`);
    return state;
  }

  // Batches collect the keys whose state changed and notify once at the end, so a linkage result
  // touching five fields re-renders five fields once each.
  let batchDepth = 0;
  const pending = new Map<string, FieldState>();

  function flush(): void {
    if (pending.size === 0) return;
    const changed = [...pending];
    pending.clear();
    for (const [key, previous] of changed) {
      const state = states.get(key)!;
      if (state === previous) continue;
      const fns = listeners.get(key);
      if (fns) for (const fn of [...fns]) fn();
      for (const fn of [...changeListeners]) fn(key, state, previous);
    }
  }

  function batch(run: () => void): void {
    batchDepth += 1;
    try {
      run();
    } finally {
      batchDepth -= 1;
      if (batchDepth === 0) flush();
    }
  }

  function update(key: string, patch: Partial<FieldState>): void {
    const previous = current(key);
    let changed = false;
    for (const name of Object.keys(patch) as (keyof FieldState)[]) {
      const same = name === 'scope' ? sameScope(previous.scope, patch.scope) : Object.is(previous[name], patch[name]);
      if (!same) {
        changed = true;
        break;
      }
    }
    if (!changed) return;
    states.set(key, { ...previous, ...patch });
    if (!pending.has(key)) pending.set(key, previous);
    if (batchDepth === 0) flush();
  }

  const store: FormStore = {
    keys,
    has: (key) => states.has(key),
    field: current,
    get: (key) => current(key).value,
    set: (key, value) => update(key, { value }),
    setMany: (values) =>
      batch(() => {
        for (const key of Object.keys(values)) if (states.has(key)) update(key, { value: values[key] });
      }),
    subscribe(key, fn) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
      };
    },
    subscribeAll(fn) {
      changeListeners.add(fn);
      return () => {
        changeListeners.delete(fn);
      };
    },
    snapshot() {
      const values: FormValues = {};
      for (const key of keys) values[key] = states.get(key)!.value;
      return values;
    },

    getError: (key) => current(key).error,
    setError: (key, message) => update(key, { error: blank(message) }),
    setErrors: (errors, options = {}) =>
      batch(() => {
        const targets = options.replace ? keys : Object.keys(errors).filter((key) => states.has(key));
        for (const key of targets) update(key, { error: blank(errors[key]) });
      }),
    setExtraError: (key, message) => {
      if (states.has(key)) update(key, { extraError: blank(message) });
    },
    setExtraErrors: (errors) =>
      batch(() => {
        for (const key of keys) update(key, { extraError: blank(errors[key]) });
      }),
    invalidKeys: () => keys.filter((key) => {
      const state = states.get(key)!;
      return state.error !== undefined || state.extraError !== undefined;
    }),

    touch: (key) => update(key, { touched: true }),
    isTouched: (key) => current(key).touched,

    isDisabled: (key) => current(key).disabled,
    setDisabled: (key, disabled) => update(key, { disabled }),
    setDisabledKeys: (disabledKeys) =>
      batch(() => {
        const wanted = new Set(disabledKeys);
        for (const key of keys) update(key, { disabled: wanted.has(key) });
      }),
    disabledKeys: () => new Set(keys.filter((key) => states.get(key)!.disabled)),

    setScope: (key, scope) => update(key, { scope }),
    setScopes: (scopes) =>
      batch(() => {
        for (const key of keys) update(key, { scope: scopes[key] });
      }),
    scopes() {
      const scopes: Record<string, PickerScope> = {};
      for (const key of keys) {
        const scope = states.get(key)!.scope;
        if (scope) scopes[key] = scope;
      }
      return scopes;
    },

    reset: (values = initialValues) =>
      batch(() => {
        for (const key of keys) update(key, { value: values[key], error: undefined, extraError: undefined, touched: false });
      }),
  };
  return store;
}
