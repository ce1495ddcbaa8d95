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
import { createCompiledFormStore, type FormStore } from '../form/index.ts';
import { subscribeFieldVersion } from '../../../server-adapter/fieldEvents.ts';
import { carryOverValues } from './carryOverValues.ts';
import { loadModuleFields, type LoadedModuleFields, type RecordVersionReader } from './loadModuleFields.ts';
import { applyOpeningState } from './openingState.ts';

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
  /** Update mode: reads the record's version, before its values (loadModuleFields). Read once per load. */
  readRecordVersion?: RecordVersionReader;
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
  /** 0 for the first load, +1 per recompile after an admin change. */
  revision: number;
  /** Linkage loads the opening state asks for (a business's products when creating a contract from it). */
  initialFetches: FetchHint[];
  reload(): void;
}

export type ModuleFields =
  | { status: 'loading'; reload(): void }
  | { status: 'error'; error: unknown; reload(): void }
  | ReadyModuleFields;

type Built = Omit<ReadyModuleFields, 'reload'>;

export function useModuleFields(label: number, options: ModuleFieldsOptions): ModuleFields {
  const { id, mode, crmType, parentType, batchId } = options;
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; error: unknown } | Built>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The pre-fill is often an object literal: reading it through a ref keeps a re-render from reloading.
  const prefill = useRef(options.prefill);
  prefill.current = options.prefill;
  const readRecordVersion = useRef(options.readRecordVersion);
  readRecordVersion.current = options.readRecordVersion;

  useEffect(() => {
    let live = true;
    let sequence = 0;
    let current: Built | null = null;
    let unsubscribe: (() => void) | null = null;

    const build = (loaded: LoadedModuleFields): Built => {
      const lockedFields = mode === 'relative' && crmType && parentType ? relativeLockedFields(crmType, parentType, loaded.definitions) : [];
      const compiled = compileFields(loaded.definitions, { mode, crmType, lockedFields, prefill: prefill.current, batchId });
      const store = createCompiledFormStore(compiled);
      if (current) carryOverValues(current.store, current.compiled, store, compiled);
      const lockedKeys = new Set(lockedFields.map((fieldName) => compiled.keyByFieldName[fieldName] ?? fieldName));
      const initialFetches = applyOpeningState(store, compiled, crmType, lockedKeys);
      return {
        status: 'ready',
        definitions: loaded.definitions,
        compiled,
        store,
        lockedKeys,
        version: loaded.version,
        recordVersion: current ? current.recordVersion : loaded.recordVersion,
        revision: current ? current.revision + 1 : 0,
        initialFetches,
      };
    };

    const load = async (): Promise<void> => {
      const mine = ++sequence;
      const isReload = current !== null;
      try {
        // A recompile keeps the first load's record version: no need to read it again.
        const loaded = await loadModuleFields(label, id, isReload ? undefined : readRecordVersion.current);
        // A later load (a second admin save) supersedes this one.
        if (!live || mine !== sequence) return;
        current = build(loaded);
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

    setState({ status: 'loading' });
    void load();
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [label, id, mode, crmType, parentType, batchId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return state.status === 'ready' ? { ...state, reload } : { ...state, reload };
}
