// useModuleFields(label, {id?, mode, ...}): a module's create/edit form, ready to render. Loads the
// definitions (`field/queryField`), compiles them (engine/fields compileFields: mode, relative-mode
// locks, parent pre-fill), builds the form store and its opening state, and keeps all of that
// current: when an admin saves the module's fields (the field-version stream), the definitions are
// loaded and compiled again, and the values the user already typed move into the new store.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  compileFields,
  relativeLockedFields,
  type CompiledForm,
  type CrmType,
  type FetchHint,
  type FieldDefinition,
  type FormMode,
} from '../../fields/index.ts';
import { createCompiledFormStore, type FormStore, type FormValues } from '../form/index.ts';
import { subscribeFieldVersion } from '../../../server-adapter/fieldEvents.ts';
import { carryOverValues, loadedValuesToCarryOver } from './carryOverValues.ts';
import { loadModuleFields, type DefinitionsLoader, type LoadedModuleFields, type RecordVersionReader } from './loadModuleFields.ts';
import { applyOpeningState } from './openingState.ts';
import { rebaseValues, type RebaseOutcome } from './rebaseValues.ts';

export interface ModuleFieldsOptions {
  /** The record being edited (update mode). */
  id?: number;
  mode: FormMode;
  /** The CRM form (linkage, which fields start disabled); leave out for OA forms. */
  crmType?: CrmType;
  /** Relative mode: the parent record's type decides which fields are locked (relativeLockedFields). */
  parentType?: CrmType;
  /** Values by fieldName that override the definitions' (the parent record in relative mode). Read once per load. */
  prefill?: Readonly<Record<string, unknown>>;
  /** The record's batch id on update (sent with uniqueness checks). */
  batchId?: string;
  /** A module with categories: the category of the create form (an edit's is the record's own). */
  categoryId?: number;
  /** Update mode: reads the record's version, before its values (loadModuleFields). Read once per load. */
  readRecordVersion?: RecordVersionReader;
  /**
   * Where the definitions come from when not `field/queryField {label, id}`: a module's own edit
   * call (office approvals' OaExamine/getField) or its category under another parameter (label
   * 10's `id`). Read once per load.
   */
  loadDefinitions?: DefinitionsLoader;
  /** An office approval's category kind: 出差 (3) and 差旅报销 (5) derive their totals (compileFields examineType). */
  examineType?: number;
}

export interface ReadyModuleFields {
  status: 'ready';
  definitions: FieldDefinition[];
  compiled: CompiledForm;
  /** A new store per compile; values typed before a recompile are carried over. */
  store: FormStore;
  /** Keys locked for the parent record (relative mode): never enabled by linkage. */
  lockedKeys: ReadonlySet<string>;
  /** The field version these definitions belong to, when known. */
  version: number | undefined;
  /**
   * The edited record's version the values were loaded at (undefined: unknown, the save is not
   * checked). A recompile keeps the first load's: the values the user sees are carried over from it.
   */
  recordVersion: string | undefined;
  /** The values the form was loaded with (rebaseValues tells the user's changes by them). */
  loadedValues: FormValues;
  /** 0 for the first load, +1 per recompile after an admin change. */
  revision: number;
  /** Linkage loads the opening state asks for (a business's products when creating a contract from it). */
  initialFetches: FetchHint[];
  reload(): void;
  /**
   * After an edit was refused as a conflict: loads the record as it is now and keeps the values the
   * user changed (rebaseValues), with the record's new version. Null when superseded or not an edit;
   * rejects when the record cannot be read.
   */
  rebaseRecord(): Promise<RebaseOutcome | null>;
}

export type ModuleFields =
  | { status: 'loading'; reload(): void }
  | { status: 'error'; error: unknown; reload(): void }
  | ReadyModuleFields;

type Built = Omit<ReadyModuleFields, 'reload' | 'rebaseRecord'>;

export function useModuleFields(label: number, options: ModuleFieldsOptions): ModuleFields {
  const { id, mode, crmType, parentType, batchId, categoryId, examineType } = options;
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; error: unknown } | Built>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The pre-fill is often an object literal: reading it through a ref keeps a re-render from reloading.
  const prefill = useRef(options.prefill);
  prefill.current = options.prefill;
  const readRecordVersion = useRef(options.readRecordVersion);
  readRecordVersion.current = options.readRecordVersion;
  const loadDefinitions = useRef(options.loadDefinitions);
  loadDefinitions.current = options.loadDefinitions;
  const rebase = useRef<() => Promise<RebaseOutcome | null>>(async () => null);

  useEffect(() => {
    let live = true;
    let sequence = 0;
    let current: Built | null = null;
    let unsubscribe: (() => void) | null = null;

    // How the new store is filled: the load's values (first), the user's values carried over an
    // admin's field change (recompile), or the load's values plus the user's changes (rebase).
    const build = (loaded: LoadedModuleFields, how: 'first' | 'recompile' | 'rebase'): { built: Built; rebased?: RebaseOutcome } => {
      const lockedFields = mode === 'relative' && crmType && parentType ? relativeLockedFields(crmType, parentType, loaded.definitions) : [];
      const compiled = compileFields(loaded.definitions, { mode, crmType, lockedFields, prefill: prefill.current, batchId, examineType });
      const store = createCompiledFormStore(compiled);
      let loadedValues: FormValues = { ...compiled.formData };
      if (current && how === 'recompile') {
        carryOverValues(current.store, current.compiled, store, compiled);
        loadedValues = loadedValuesToCarryOver(current.loadedValues, current.compiled, compiled);
      }
      let rebased: RebaseOutcome | undefined;
      if (current && how === 'rebase') {
        rebased = rebaseValues({ store: current.store, compiled: current.compiled, loaded: current.loadedValues }, { store, compiled });
      }
      const lockedKeys = new Set(lockedFields.map((fieldName) => compiled.keyByFieldName[fieldName] ?? fieldName));
      const initialFetches = applyOpeningState(store, compiled, crmType, lockedKeys);
      const built: Built = {
        status: 'ready',
        definitions: loaded.definitions,
        compiled,
        store,
        lockedKeys,
        version: loaded.version,
        // A recompile carries the first load's values over, so it keeps that load's record version.
        recordVersion: current && how === 'recompile' ? current.recordVersion : loaded.recordVersion,
        loadedValues,
        revision: current && how === 'recompile' ? current.revision + 1 : current?.revision ?? 0,
        initialFetches,
      };
      return { built, rebased };
    };

    const load = async (): Promise<void> => {
      const mine = ++sequence;
      const isReload = current !== null;
      try {
        // A recompile keeps the first load's record version: no need to read it again.
        const loaded = await loadModuleFields(label, id, isReload ? undefined : readRecordVersion.current, categoryId, loadDefinitions.current);
        // A later load (a second admin save) supersedes this one.
        if (!live || mine !== sequence) return;
        current = build(loaded, isReload ? 'recompile' : 'first').built;
        setState(current);
        unsubscribe ??= subscribeFieldVersion(label, onVersion, loaded.version);
      } catch (error) {
        if (!live || mine !== sequence) return;
        // A failed reload keeps the form the user is filling in (the request client has said why);
        // the next change event tries again.
        if (!isReload) setState({ status: 'error', error });
      }
    };

    function onVersion(version: number): void {
      if (current?.version !== undefined && version <= current.version) return;
      void load();
    }

    rebase.current = async () => {
      if (!current || id === undefined) return null;
      const mine = ++sequence;
      const loaded = await loadModuleFields(label, id, readRecordVersion.current, categoryId, loadDefinitions.current);
      if (!live || mine !== sequence || !current) return null;
      const { built, rebased } = build(loaded, 'rebase');
      current = built;
      setState(current);
      return rebased ?? null;
    };

    setState({ status: 'loading' });
    void load();
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [label, id, mode, crmType, parentType, batchId, categoryId, examineType, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const rebaseRecord = useCallback(() => rebase.current(), []);
  return state.status === 'ready' ? { ...state, reload, rebaseRecord } : { ...state, reload };
}
