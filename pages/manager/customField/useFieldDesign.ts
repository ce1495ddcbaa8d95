// One module's design: loads field/list, holds the working copy (designerState), knows whether it
// differs from what is stored, and saves it (field/save) then reloads. A background refresh never
// replaces unsaved work: the list is taken from the server only while nothing is changed.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import useSWR from 'swr';
import { fieldList, fieldSave, type FieldListRow } from '../../../server-adapter/fields.ts';
import { fromListRow, toSaveRows, type DesignField } from './designField.ts';
import { designerReducer, initialDesignerState, type DesignerAction, type DesignerState } from './designerState.ts';

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
}

const fingerprint = (fields: readonly DesignField[], label: number) => JSON.stringify(toSaveRows(fields, label));

/** `categoryId`: label 10 (OA approval) fields come one category at a time. */
export function useFieldDesign(label: number, categoryId?: number): FieldDesign {
  const { data, error, isLoading, mutate } = useSWR(
    ['field/list', label, categoryId],
    ([, l, c]: [string, number, number | undefined]) => fieldList(l, { categoryId: c }),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  const [state, dispatch] = useReducer(designerReducer, initialDesignerState);
  const [stored, setStored] = useState<DesignField[] | null>(null);
  const taken = useRef<FieldListRow[] | null>(null);

  const baseline = useMemo(() => (stored ? fingerprint(stored, label) : null), [stored, label]);
  const dirty = baseline !== null && fingerprint(state.fields, label) !== baseline;

  const adopt = useCallback((rows: FieldListRow[], select?: (fields: DesignField[]) => string | null) => {
    taken.current = rows;
    const fields = rows.map(fromListRow);
    setStored(fields);
    dispatch({ type: 'load', fields, select: select?.(fields) });
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
    await fieldSave({ label, data: toSaveRows(state.fields, label) });
    // New fields come back with ids: keep the admin on the field they were editing, by name.
    const selectedName = state.fields.find((field) => field.uid === state.selected)?.name.trim();
    const rows = await mutate();
    if (rows) adopt(rows, (fields) => fields.find((field) => field.name === selectedName)?.uid ?? null);
  }, [label, state.fields, state.selected, mutate, adopt]);

  const reload = useCallback(() => void mutate(), [mutate]);

  return { state, dispatch, loading: isLoading && !stored, loadError: stored ? undefined : error, reload, dirty, removed, save };
}
