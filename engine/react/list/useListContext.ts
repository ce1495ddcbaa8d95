// The record a list belongs to (PageDef.context: a project for its board), read with the list's
// fixed parameters before the list: its title heads the screen, its permission object joins the
// user's tree for the screen's rights (a project member's `work.task.save`), and a refusal (a
// private project opened by a non-member, or one deleted) shows the no-permission state.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AuthTree } from '../../routes/types.ts';
import type { PageDef } from '../../pages/index.ts';
import { messageOf } from '../errorMessage.ts';

export type ListContextState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'refused'; message: string }
  | { status: 'ready'; title: string; auth: AuthTree | undefined; record: Record<string, unknown> };

export function useListContext(page: PageDef, auth: AuthTree | undefined, query: ((call: string, params: Record<string, unknown>) => Promise<unknown>) | undefined) {
  const context = page.context;
  const [state, setState] = useState<ListContextState>(context ? { status: 'loading' } : { status: 'none' });
  // Bumped after an action changed the record (a tag renamed): read it again, keeping the page up meanwhile.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    if (!context || !query) return undefined;
    let live = true;
    query(context.call, { ...page.listParams }).then(
      (data) => {
        if (!live) return;
        const record = (data ?? {}) as Record<string, unknown>;
        const own = context.auth ? record[context.auth] as AuthTree | undefined : undefined;
        setState({ status: 'ready', title: String(record[context.title] ?? ''), auth: own, record });
      },
      (error: unknown) => { if (live) setState({ status: 'refused', message: messageOf(error) }); },
    );
    return () => { live = false; };
  }, [context, query, page.listParams, version]);
  // The record's own keys beside the user's: a key of the record's object wins for that record.
  const merged = useMemo<AuthTree | undefined>(() => (state.status === 'ready' && state.auth ? { ...auth, ...state.auth } : auth), [auth, state]);
  return { state, auth: merged, reload };
}
