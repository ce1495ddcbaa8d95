// The board's columns: the descriptor's fixed list (titles from the i18n catalogue), a call's
// answer (titles are data), in groups when the answer has them (a business type and its stages:
// the board shows one group at a time, the first until the user picks another), or the list
// call's own answer (a project's lists: `groups`, passed in by the list screen).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerColumnsOf, columnGroupsOf, isAnswerColumns, isCalledColumns, type BoardColumnGroup, type PageBoard } from '../../../pages/index.ts';
import type { BoardApi } from '../listEnvironment.ts';
import { messageOf } from '../../errorMessage.ts';

export type BoardColumnsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; groups: BoardColumnGroup[] };

export function useBoardColumns(board: PageBoard, api: BoardApi, listParams: Record<string, string | number> | undefined,
  answerGroups?: readonly Record<string, unknown>[]) {
  const { t } = useTranslation();
  const spec = board.columns;
  const fixed = useMemo<BoardColumnsState | null>(() => {
    if (isAnswerColumns(spec)) return { status: 'ready', groups: [{ value: null, label: '', columns: answerColumnsOf(spec, answerGroups ?? []) }] };
    if (isCalledColumns(spec)) return null;
    return { status: 'ready', groups: [{ value: null, label: '', columns: spec.options.map((option) => ({ value: option.value, label: t(option.label) })) }] };
  }, [spec, t, answerGroups]);
  const [called, setCalled] = useState<BoardColumnsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [groupValue, setGroupValue] = useState<string | null>(null);

  useEffect(() => {
    if (!isCalledColumns(spec)) return;
    let live = true;
    setCalled({ status: 'loading' });
    api.queryColumns(spec.call, { ...listParams }).then(
      (data) => { if (live) setCalled({ status: 'ready', groups: columnGroupsOf(spec, data) }); },
      (error: unknown) => { if (live) setCalled({ status: 'error', message: messageOf(error) }); },
    );
    return () => { live = false; };
  }, [api, spec, listParams, attempt]);

  const state = fixed ?? called;
  const groups = state.status === 'ready' ? state.groups : [];
  const group = groups.find((candidate) => String(candidate.value) === groupValue) ?? groups[0];
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, groups, group, chooseGroup: setGroupValue, retry };
}
