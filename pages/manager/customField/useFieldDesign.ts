// One module's design: loads field/list (with the field version it belongs to), holds the working
// copy (designerState), knows whether it differs from what is stored, and saves it (field/save with
// that version; an office approval category's fields through field/examineFieldSave) then reloads. A background refresh never replaces unsaved work: the list is taken
// from the server only while nothing is changed. A save refused because another admin saved in
// between offers to load their version and merge the working copy onto it (mergeDesign.ts).
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import useSWR from 'swr';
import { FIELD_DESIGN_CONFLICT_MESSAGE } from '../../../engine/fields/index.ts';
import { readFieldVersion } from '../../../engine/react/fields/index.ts';
import { RequestError } from '../../../server-adapter/errors.ts';
import { fieldList, fieldSave, type FieldListRow } from '../../../server-adapter/fields.ts';
import { fromListRow, toSaveRows, type DesignField } from './designField.ts';
import { designerReducer, initialDesignerState, type DesignerAction, type DesignerState } from './designerState.ts';
import { mergeDesign, type DesignMergeOutcome } from './mergeDesign.ts';

/**
 * none: no conflict. refused: the last save was refused, another admin saved since the design was
 * loaded. loading: their version is being loaded. merged: the working copy now sits on their
 * version (what changed on which side).
 */
export type DesignConflict =
  | { state: 'none' }
  | { state: 'refused' }
  | { state: 'loading' }
  | { state: 'merged'; outcome: DesignMergeOutcome };

export interface FieldDesign {
  state: DesignerState;
  dispatch: (action: DesignerAction) => void;
  loading: boolean;
  loadError: unknown;
  reload: () => void;
  dirty: boolean;
  /** Stored fields the working copy no longer has: saving deletes them and their values. */
  removed: DesignField[];
  /** Sends the design; resolves when stored and reloaded, rejects with the request error. */
  save: () => Promise<void>;
  conflict: DesignConflict;
  /** After a refusal as a conflict: loads the stored design and merges the working copy onto it. */
  loadLatest: () => Promise<void>;
}

/** field/list's rows and the label's field version read before them (undefined: unknown, not checked). */
interface StoredDesign {
  rows: FieldListRow[];
  version: number | undefined;
}

const fingerprint = (fields: readonly DesignField[], label: number) => JSON.stringify(toSaveRows(fields, label));

/** The version first: a save between the two reads then makes ours look older, never newer (loadModuleFields). */
async function loadDesign(label: number, categoryId: number | undefined): Promise<StoredDesign> {
  const version = await readFieldVersion(label);
  const rows = await fieldList(label, { categoryId });
  return { rows, version };
}

/** `categoryId`: label 10 (OA approval) fields come one category at a time. */
export function useFieldDesign(label: number, categoryId?: number): FieldDesign {
  const { data, error, isLoading, mutate } = useSWR(
    ['field/list', label, categoryId],
    ([, l, c]: [string, number, number | undefined]) => loadDesign(l, c),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  const [state, dispatch] = useReducer(designerReducer, initialDesignerState);
  const [stored, setStored] = useState<DesignField[] | null>(null);
  const [conflict, setConflict] = useState<DesignConflict>({ state: 'none' });
  const taken = useRef<StoredDesign | null>(null);

  const baseline = useMemo(() => (stored ? fingerprint(stored, label) : null), [stored, label]);
  const dirty = baseline !== null && fingerprint(state.fields, label) !== baseline;

  /** Makes `design` the stored baseline, and the working copy `working` (default: the stored fields). */
  const adopt = useCallback((design: StoredDesign, select?: (fields: DesignField[]) => string | null, working?: DesignField[]) => {
    taken.current = design;
    const fields = design.rows.map(fromListRow);
    setStored(fields);
    const next = working ?? fields;
    dispatch({ type: 'load', fields: next, select: select?.(next) });
  }, []);

  useEffect(() => {
    if (!data || data === taken.current || dirty) return;
    adopt(data);
  }, [data, dirty, adopt]);

  const removed = useMemo(() => {
    const kept = new Set(state.fields.map((field) => field.fieldId));
    return (stored ?? []).filter((field) => !kept.has(field.fieldId));
  }, [state.fields, stored]);

  const save = useCallback(async () => {
    try {
      await fieldSave({ label, categoryId, data: toSaveRows(state.fields, label), expectedVersion: taken.current?.version });
    } catch (refusal) {
      if (refusal instanceof RequestError && refusal.msg === FIELD_DESIGN_CONFLICT_MESSAGE) setConflict({ state: 'refused' });
      throw refusal;
    }
    setConflict({ state: 'none' });
    // New fields come back with ids: keep the admin on the field they were editing, by name.
    const selectedName = state.fields.find((field) => field.uid === state.selected)?.name.trim();
    const design = await mutate();
    if (design) adopt(design, (fields) => fields.find((field) => field.name === selectedName)?.uid ?? null);
  }, [label, categoryId, state.fields, state.selected, mutate, adopt]);

  const loadLatest = useCallback(async () => {
    setConflict({ state: 'loading' });
    const base = stored ?? [];
    const mine = state.fields;
    let design: StoredDesign | undefined;
    try {
      design = await mutate();
    } catch {
      // The request client has said why; the admin may try again.
    }
    if (!design) {
      setConflict({ state: 'refused' });
      return;
    }
    const merged = mergeDesign(base, mine, design.rows.map(fromListRow));
    adopt(design, undefined, merged.fields);
    setConflict({ state: 'merged', outcome: merged.outcome });
  }, [stored, state.fields, mutate, adopt]);

  const reload = useCallback(() => void mutate(), [mutate]);

  return { state, dispatch, loading: isLoading && !stored, loadError: stored ? undefined : error, reload, dirty, removed, save, conflict, loadLatest };
}
