// The board's column management (`board.columnEdit`: a project's task lists): add, rename, remove
// and reorder, each offered only with its right and sent through the board's write call with the
// list's fixed parameters; every change reloads the list, whose answer is the columns.
import { useMemo } from 'react';
import type { BoardColumnEdit } from '../../../pages/index.ts';
import type { BoardApi } from '../listEnvironment.ts';

export interface ColumnRights { add: boolean; rename: boolean; remove: boolean; reorder?: boolean }

export function useColumnEditing(edit: BoardColumnEdit | undefined, rights: ColumnRights | undefined, api: BoardApi,
  listParams: Record<string, string | number> | undefined, changed: (() => void) | undefined) {
  return useMemo(() => {
    const write = api.write;
    if (!edit || !rights || !write) return {};
    const run = async (call: string, params: Record<string, unknown>, encoding?: 'json' | 'form') => {
      const body = { ...listParams, ...params };
      await (encoding ? write(call, body, encoding) : write(call, body));
      changed?.();
    };
    return {
      add: edit.add && rights.add ? (name: string) => run(edit.add!.call, { [edit.add!.nameKey]: name }) : undefined,
      rename: edit.rename && rights.rename
        ? (value: string | number, name: string) => run(edit.rename!.call, { [edit.rename!.groupKey]: value, [edit.rename!.nameKey]: name }) : undefined,
      remove: edit.remove && rights.remove ? (value: string | number) => run(edit.remove!.call, { [edit.remove!.groupKey]: value }) : undefined,
      /** Every column's value in the new order. */
      reorder: edit.reorder && rights.reorder
        ? (values: Array<string | number>) => run(edit.reorder!.call, { [edit.reorder!.idsKey]: values }, edit.reorder!.encoding) : undefined,
    };
  }, [edit, rights, api, listParams, changed]);
}
