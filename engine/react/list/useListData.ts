// The list screen's data: scenes (the default one first), the live column heads, and the page of
// rows for the current query. Heads follow the module's field changes (the field-version stream):
// when an admin adds, renames or removes a field, every open list reloads its heads and rows.
// With an address (a record list route) the state is the URL's query: read from it on mount and on
// Back/Forward, written to it on every change (useListAddressSync.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  boardQuery, buildListQuery, defaultScene, groupedAnswer, initialListState, visibleColumns,
  type ListState, type PageDef, type PageValueFormat, type PageView,
} from '../../pages/index.ts';
import type { ListHeadColumn, ListPage } from '../../../server-adapter/crmList.ts';
import type { Scene } from '../../../server-adapter/scenes.ts';
import type { ListEnvironment } from './listEnvironment.ts';
import type { ListAddress } from './listAddress.ts';
import { listStateFromQuery, sceneNameInQuery } from './listUrlState.ts';
import { useListAddressSync } from './useListAddressSync.ts';
import { messageOf } from '../errorMessage.ts';
import { rememberedPageSize } from './pageSizePreference.ts';

export interface ListColumn {
  field: string;
  name: string;
  width: number;
  formType?: string | null;
  /** A descriptor column's value format (PageColumn.format). */
  format?: PageValueFormat;
  /** A descriptor column's choice texts (PageColumn.choices). */
  choices?: string;
  /** The row's key of the URL the cell links to (PageColumn.link). */
  link?: string;
}

export const DEFAULT_COLUMN_WIDTH = 100;
export const MIN_COLUMN_WIDTH = 60;

type Status<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };


/**
 * The server answers 100 for every column nobody has resized: too narrow for the record's name,
 * which is what people read and click. That column starts wider; a width the user dragged is kept.
 */
const NAME_COLUMN_WIDTH = 180;

function toColumns(heads: readonly ListHeadColumn[], nameColumn: string): ListColumn[] {
  return heads.map((head) => {
    let width = Number(head.width) > 0 ? Number(head.width) : DEFAULT_COLUMN_WIDTH;
    if (head.fieldName === nameColumn && width === DEFAULT_COLUMN_WIDTH) width = NAME_COLUMN_WIDTH;
    return { field: head.fieldName, name: head.name, width, formType: head.formType ?? null };
  });
}

/**
 * `view`: the board asks the same call for the first BOARD_ROW_CAP rows in its order instead of a page.
 * `address`: where the state lives besides memory (the route's query); none for an embedded list.
 */
export function useListData(page: PageDef, env: ListEnvironment, view: PageView = 'table', address?: ListAddress) {
  const { api, scenes: scenesApi, auth } = env;
  // rows per page: the user's remembered choice for this list (pageSizePreference.ts), unless the address names one
  const [state, setRawState] = useState<ListState>(() => (address
    ? listStateFromQuery(address.query, { scenes: [], defaultLimit: rememberedPageSize(page), controls: page.controls })
    : { ...initialListState(), limit: rememberedPageSize(page) }));
  /** The address's query when the scenes were first asked for: its scene is chosen among them. */
  const addressQuery = useRef(address?.query);
  addressQuery.current = address?.query;
  const [scenes, setScenes] = useState<Scene[] | null>(page.scenes ? null : []);
  const [columns, setColumns] = useState<ListColumn[]>([]);
  const [headsSource, setHeadsSource] = useState<'loading' | 'server' | 'default'>('loading');
  const [rows, setRows] = useState<Status<ListPage>>({ status: 'loading' });
  const [reloadCount, setReloadCount] = useState(0);
  const [headsRevision, setHeadsRevision] = useState(0);
  const [loading, setLoadingFlag] = useState(true);
  const sequence = useRef(0);
  /** The view the shown rows were asked for: a table page is not a board's rows, so a switch shows loading. */
  const answeredView = useRef<PageView>(view);

  // Scenes: the default scene decides the first query.
  /**
   * Reloads the scenes and chooses `select` (a scene name: the one just added), else `keep`, else the
   * default, back on page 1. `opening`: the list's first load, which keeps the page and chooses the
   * scene the address names (else the default).
   */
  const loadScenes = useCallback(async (keep?: number | null, select?: string, opening = false) => {
    if (!page.scenes) return;
    let list: Scene[] = [];
    try {
      list = await scenesApi.queryScenes(page.type);
    } catch {
      list = []; // fails quietly: the 'All' scene stands in
    }
    setScenes(list);
    const selected = select === undefined ? undefined : list.filter((scene) => scene.name === select).at(-1);
    const kept = keep !== undefined && keep !== null ? list.find((scene) => scene.sceneId === keep) : undefined;
    const named = opening && addressQuery.current !== undefined ? sceneNameInQuery(addressQuery.current) : null;
    const chosen = selected ?? kept ?? (named !== null ? list.find((scene) => scene.name === named) : undefined) ?? defaultScene(list);
    setRawState((current) => ({ ...current, page: opening ? current.page : 1, sceneId: chosen ? chosen.sceneId : null }));
  }, [page.scenes, page.type, scenesApi]);

  useEffect(() => {
    void loadScenes(undefined, undefined, true);
  }, [loadScenes]);

  // Heads: the server's list, else the page's default columns; reloaded on every field change. A
  // list whose columns are its own (`heads: false`, office approvals' rows) draws its defaults.
  useEffect(() => {
    if (page.heads === false) {
      setColumns(visibleColumns(page.defaultColumns, auth).map((column) => ({
        field: column.field, name: column.name, width: column.width ?? DEFAULT_COLUMN_WIDTH, ...(column.format ? { format: column.format } : {}), ...(column.choices ? { choices: column.choices } : {}), ...(column.link ? { link: column.link } : {}),
      })));
      setHeadsSource('default');
      return undefined;
    }
    let live = true;
    let unsubscribe: (() => void) | undefined;
    (async () => {
      const version = await api.queryFieldVersion(page.fieldLabel).catch(() => undefined);
      try {
        const heads = await api.queryListHead(page.headLabel);
        if (!live) return;
        setColumns(visibleColumns(toColumns(heads, page.nameColumn), auth, page.columnAuth));
        setHeadsSource('server');
      } catch {
        if (!live) return;
        setColumns(visibleColumns(page.defaultColumns, auth).map((column) => ({ field: column.field, name: column.name, width: column.width ?? DEFAULT_COLUMN_WIDTH })));
        setHeadsSource('default');
      }
      if (!live || !api.subscribeFields) return;
      unsubscribe = api.subscribeFields(page.fieldLabel, () => {
        setHeadsRevision((n) => n + 1);
        setReloadCount((n) => n + 1);
      }, version);
    })();
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [api, auth, page, headsRevision]);

  // Rows: once the scene is known, for every change of the query.
  const ready = scenes !== null;
  useEffect(() => {
    if (!ready) return;
    // The calendar asks for its visible range itself (calendar/useCalendarRows.ts), never a page,
    // and a feed that loads more its pages (feed/useFeedMore.ts): nothing of the list's is loading.
    if (view === 'calendar' || (view === 'feed' && page.feed?.more)) {
      setLoadingFlag(false);
      return;
    }
    const mine = ++sequence.current;
    setRows((current) => (current.status === 'ready' && answeredView.current === view ? current : { status: 'loading' }));
    setLoadingFlag(true);
    const query = view === 'board' ? boardQuery(page, state) : buildListQuery(page, state);
    api.queryPageList(page.listCall, { ...query }).then(
      (answer) => {
        if (mine !== sequence.current) return;
        answeredView.current = view;
        const value = page.answer === 'groups' ? { ...answer, ...groupedAnswer(answer.list) } : answer;
        setRows({ status: 'ready', value });
        setLoadingFlag(false);
      },
      (error: unknown) => {
        if (mine !== sequence.current) return;
        setRows({ status: 'error', message: messageOf(error) });
        setLoadingFlag(false);
      },
    );
  }, [api, page, state, ready, reloadCount, view]);

  // The address: a user's change (setState) pushes a history entry; the URL's changes come back as state.
  const setState = useListAddressSync({ address, state, setState: setRawState, scenes, defaultLimit: () => rememberedPageSize(page), controls: page.controls });

  const reload = useCallback(() => setReloadCount((n) => n + 1), []);
  const reloadHeads = useCallback(() => setHeadsRevision((n) => n + 1), []);

  return { state, setState, scenes: scenes ?? [], scenesLoaded: ready, loadScenes, columns, setColumns, headsSource, rows, loading, reload, reloadHeads };
}

export type ListData = ReturnType<typeof useListData>;
