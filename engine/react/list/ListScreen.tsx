// A CRM list screen assembled from its page JSON (schemas/pages/crm/<module>.json) and the user's
// auth tree: scene selector and 场景管理, keyword search, 高级筛选, 列设置, the toolbar's 新建 /
// 导入 / 导出, the response's extras (合同总金额...), the virtualised table with sorting, resizing
// and selection, the batch bar with only the actions the tree allows, and paging; or, for a list
// that offers it, the board view of the same rows (board/, loaded only then). Nothing in here is
// specific to a module: a new module is a new page file. With an address (a record list route) the
// query, page and open record live in the URL (listAddress.ts; README.md "Addresses").
import { typeNameKey } from '../../modules/catalogue.ts';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Box, Button, Flex, Heading, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  exportQuery, extraValue, hasAuthKey, nextSort, rowsFromData, visibleBatchActions, visibleToolbar,
  type FilterData, type PageAction, type PageDef, type PageView,
} from '../../pages/index.ts';
import type { ListRow } from '../../../server-adapter/crmList.ts';
import type { Scene } from '../../../server-adapter/scenes.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import { BatchActionDialog } from './BatchActionDialog.tsx';
import { moneyText } from './cellFormat.ts';
import { ColumnSettingsDialog } from './ColumnSettingsDialog.tsx';
import { FilterDialog } from './FilterDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import type { ListEnvironment } from './listEnvironment.ts';
import type { ListAddress } from './listAddress.ts';
import { recordId } from '../../routes/recordPaths.ts';
import { ListTable } from './ListTable.tsx';
import { Pager } from './Pager.tsx';
import { countKey, exactCountQuery, totalIsExact } from './listCount.ts';
import { rememberPageSize } from './pageSizePreference.ts';
import { LazyRecordDetail } from './recordDetail.tsx';
import { SceneManageDialog } from './SceneManageDialog.tsx';
import { messageOf } from '../errorMessage.ts';
import { useListData } from './useListData.ts';
import { useListContext } from './useListContext.ts';
import { ContextActions } from './ContextActions.tsx';
import { useRecordSaved } from './recordSaved.ts';
import { useListView } from './listView.ts';
import { ViewSwitch } from './ViewSwitch.tsx';
import { ListControls } from './ListControls.tsx';
import { FeedView } from './feed/FeedView.tsx';
import { FeedSidePanel } from './feed/FeedSidePanel.tsx';
import { useFeedMore } from './feed/useFeedMore.ts';
import { boardChunk, CalendarView } from './lazyViews.ts';

const TABLE_ONLY: readonly PageView[] = ['table'];

export interface ListScreenProps {
  page: PageDef;
  env: ListEnvironment;
  /** The table's height (CSS); the app fills the window. */
  tableHeight?: string;
  /** Controls of the page around the list, shown after the title (待办事项: the list's option and owner). */
  titleExtra?: ReactNode;
  /** Where the list's state and open record live (the route's URL); in memory without one. */
  address?: ListAddress;
  /** A tab above already shows the list's name: the heading stays for screen readers only. */
  headingHidden?: boolean;
  /** Shown under the heading's row (a project's tabs: 任务 / 归档任务 / 文件, under its name and actions). */
  belowHeading?: ReactNode;
  /** Goes to another screen (a record's action that takes it out of view: 删除项目). */
  navigate?(path: string): void;
}

type Dialog =
  | { kind: 'filter'; startSaving?: boolean; scene?: Scene }
  | { kind: 'scenes' }
  | { kind: 'columns' }
  | { kind: 'import' }
  | { kind: 'create'; prefill?: Record<string, string> }
  | { kind: 'action'; action: PageAction }
  | { kind: 'detail'; id: number }
  | null;

/**
 * A list that belongs to a record (PageDef.context: a project's board) waits for it: the record's
 * title heads the list, its permission object joins the user's, its refusal is the no-permission
 * state. Any other list is the list screen itself.
 */
export function ListScreen(props: ListScreenProps) {
  const { page, env } = props;
  const context = useListContext(page, env.auth, env.query);
  const contextEnv = useMemo(() => (page.context ? { ...env, auth: context.auth } : env), [env, page.context, context.auth]);
  if (context.state.status === 'none') return <ListScreenBody {...props} />;
  if (context.state.status === 'loading') {
    return <Flex role="status" align="center" justify="center" gap="2" py="10"><Spinner size="sm" color="brand.500" /></Flex>;
  }
  if (context.state.status === 'refused') return <NoAccess message={context.state.message} />;
  const actions = <ContextActions page={page} auth={contextEnv.auth} env={contextEnv} record={context.state.record} onChanged={context.reload} navigate={props.navigate} />;
  return <ListScreenBody {...props} env={contextEnv} heading={context.state.title} titleExtra={<>{props.titleExtra}{actions}</>} />;
}

function NoAccess({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack role="alert" align="center" justify="center" gap="2" py="16">
      <Text fontSize="md" fontWeight="semibold">{t('list.context.noAccess')}</Text>
      {message && <Text fontSize="sm" color="fg.muted">{message}</Text>}
    </Stack>
  );
}

interface ListScreenBodyProps extends ListScreenProps {
  /** The record's title (a project's name) instead of the list's. */
  heading?: string;
}

function ListScreenBody({ page, env, tableHeight, titleExtra, address, headingHidden, heading, belowHeading }: ListScreenBodyProps) {
  const { t } = useTranslation();
  const views = useMemo(() => offeredViews(page, env), [page, env]);
  const [view, setView] = useListView(page, views);
  const board = view === 'board' ? page.board! : undefined;
  const boardLoaded = boardChunk.useLoaded(Boolean(board)); // the board's chunk, fetched while the rows load (lazyViews.ts)
  const calendar = view === 'calendar' ? page.calendar! : undefined;
  const feed = view === 'feed' ? page.feed! : undefined;
  /** A feed card's record: another module's, in its own drawer (never the list's address: the id is not this list's). */
  const [feedRecord, setFeedRecord] = useState<{ crmType: PageDef['crmType']; id: number } | null>(null);
  const openFeedRecord = useCallback((module: string, id: number) => setFeedRecord({ crmType: module as PageDef['crmType'], id }), []);
  /** Bumped on every reload: the calendar asks its range again, a feed loading more starts over (each keeps its own rows). */
  const [revision, setRevision] = useState(0);
  const data = useListData(page, env, view, address);
  const { state, setState, scenes, columns, setColumns } = data;
  /** A feed that loads more (descriptor `feed.more`) has its own rows, pages appended, and no pager. */
  const feedMore = useFeedMore(page, env.api, state, revision, Boolean(feed?.more));
  const rows = feed?.more ? feedMore.rows : data.rows;
  const [searchText, setSearchText] = useState(state.search);
  // The box shows the keyword the list has: Back to an earlier search puts its keyword back.
  useEffect(() => setSearchText(state.search), [state.search]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);

  const actions = useMemo(() => visibleBatchActions(page, env.auth), [page, env.auth]);
  const toolbar = useMemo(() => visibleToolbar(page, env.auth), [page, env.auth]);
  const typeName = t(typeNameKey(page.crmType));
  const title = heading || t(page.title);
  const list = rows.status === 'ready' ? rows.value.list : [];
  const total = rows.status === 'ready' ? rows.value.totalRow : 0;
  const filterCount = Object.keys(state.filter).length;

  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const change = useCallback((patch: Partial<typeof state>) => {
    setSelected(new Set());
    setState((current) => ({ ...current, page: 1, ...patch }));
  }, [setState]);
  // Read through a ref: an embedding page may build its environment object anew on each render.
  const recordsChanged = useRef(env.onRecordsChanged);
  recordsChanged.current = env.onRecordsChanged;
  const reload = useCallback(() => {
    setSelected(new Set());
    data.reload();
    setRevision((n) => n + 1);
    recordsChanged.current?.();
  }, [data]);
  useRecordSaved(page.crmType, reload);

  const onSelect = useCallback((ids: string[], on: boolean) => setSelected((current) => {
    const next = new Set(current);
    for (const id of ids) if (on) next.add(id); else next.delete(id);
    return next;
  }), []);

  // Widths are saved for the server's heads; a list drawing its own columns keeps them for the visit.
  const ownColumns = page.heads === false;
  const onResize = useCallback((field: string, width: number) => {
    setColumns((current) => current.map((column) => (column.field === field ? { ...column, width } : column)));
    if (!ownColumns) env.api.setColumnWidth(page.styleType, field, width).catch(() => undefined);
  }, [env.api, page.styleType, setColumns, ownColumns]);
  // A plain list call takes no sort: its headers do not offer one.
  const sortable = page.request !== 'plain';

  const openRecord = address?.openRecord;
  const onOpen = useCallback((row: ListRow) => {
    const id = Number(row[page.idKey]);
    if (!Number.isFinite(id)) return;
    if (openRecord) openRecord(id);
    else setDialog({ kind: 'detail', id });
  }, [page.idKey, openRecord]);
  /** The open record: the address's (the URL's path) or the in-memory dialog's. */
  const detail = address
    ? (address.record === null ? null : { id: recordId(address.record) ?? Number.NaN, close: address.closeRecord })
    : (dialog?.kind === 'detail' ? { id: dialog.id, close: () => setDialog(null) } : null);

  const selectedIds = [...selected];
  const done = () => {
    env.notifySuccess(t('list.done'));
    setDialog(null);
    reload();
  };

  async function runAction(action: PageAction, params: Record<string, unknown>) {
    await env.api.runAction(action.call, { [action.idsKey]: selectedIds.join(','), ...action.params, ...params });
    done();
  }

  async function exportRows(call: string, params: Record<string, unknown>, encoding: 'json' | 'form', timeout?: number) {
    setExporting(true);
    try {
      await env.api.download({ call, params, encoding, timeout, fallbackName: `${title}.xlsx` });
    } catch {
      // the request client has told the user
    } finally {
      setExporting(false);
    }
  }

  function startAction(action: PageAction) {
    if (action.kind === 'export') {
      void exportRows(action.call, { [action.idsKey]: selectedIds.join(','), ...action.params }, 'form', action.timeout);
      return;
    }
    if (action.kind === 'direct') {
      // `each`: a call that takes one id (work/setWork) is made per record, in turn; the first refusal stops the rest.
      const calls = action.each ? selectedIds.map((id) => [id]) : [selectedIds];
      const run = async () => {
        for (const ids of calls) await env.api.runAction(action.call, { [action.idsKey]: ids.join(','), ...action.params });
      };
      run().then(done, (error: unknown) => {
        const msg = messageOf(error);
        if (msg) env.notifyError(msg);
        if (action.each) reload(); // the records before the refusal were done: show them so
      });
      return;
    }
    setDialog({ kind: 'action', action });
  }

  const DetailView = env.DetailView ?? LazyRecordDetail;
  const CreateView = env.CreateView;
  const canCreate = toolbar.some((a) => a.id === 'create') && CreateView !== undefined;
  const importAction = toolbar.find((a) => a.id === 'import');
  const exportAction = toolbar.find((a) => a.id === 'export');
  const selectable = actions.length > 0;
  const movable = board?.move ? !board.move.auth || hasAuthKey(env.auth, board.move.auth) : false;
  const addAuth = board?.quickAdd ? board.quickAdd.auth ?? board.move?.auth : undefined;
  const addable = Boolean(board?.quickAdd) && (!addAuth || hasAuthKey(env.auth, addAuth));
  const columnRights = useMemo(() => {
    const edit = board?.columnEdit;
    const may = (spec?: { auth?: string }) => Boolean(spec) && (!spec!.auth || hasAuthKey(env.auth, spec!.auth));
    return edit ? { add: may(edit.add), rename: may(edit.rename), remove: may(edit.remove), reorder: may(edit.reorder) } : undefined;
  }, [board, env.auth]);

  const loading = <Flex role="status" align="center" justify="center" gap="2" py="10"><Spinner size="sm" color="brand.500" /><Text fontSize="sm" color="fg.muted">{t('list.state.loading')}</Text></Flex>;
  const status = rows.status === 'loading' || (data.loading && rows.status !== 'ready')
    ? loading
    : rows.status === 'error'
      ? (
        <Stack role="alert" align="center" gap="2" py="10">
          <Text fontSize="sm" color="red.600">{rows.message || t('list.state.failed')}</Text>
          <Button size="xs" variant="outline" onClick={reload}>{t('list.state.retry')}</Button>
        </Stack>
      )
      : list.length === 0 ? <EmptyState /> : undefined;

  return (
    <Stack gap="3" p="4" h="full" minH="0" aria-busy={data.loading || undefined}>
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="md" mr="2" srOnly={headingHidden}>{title}</Heading>
        {titleExtra}
        {views.length > 1 && <ViewSwitch views={views} view={view} onChange={(next) => { setSelected(new Set()); setView(next); }} />}
        {page.scenes && (
          <Flex align="center" gap="1">
            <NativeSelect.Root size="sm" w="auto" minW="140px">
              <NativeSelect.Field aria-label={t('list.scene.label')} value={state.sceneId === null ? '' : String(state.sceneId)}
                onChange={(event) => change({ sceneId: event.currentTarget.value ? Number(event.currentTarget.value) : null })}>
                {scenes.length === 0 && <option value="">{t('list.scene.all')}</option>}
                {scenes.map((scene) => <option key={scene.sceneId} value={scene.sceneId}>{scene.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'scenes' })}>{t('list.scene.manage')}</Button>
          </Flex>
        )}
        {page.controls?.length ? (
          <ListControls controls={page.controls} params={state.params} loadOptions={env.controlOptions} listParams={page.listParams} onChange={(params) => change({ params })} />
        ) : null}
        {/* basis below its width: a narrow screen (待办事项 beside its own menu) shrinks the box instead of wrapping the toolbar */}
        {page.searchPlaceholder !== undefined && (
          <Box as="form" role="search" onSubmit={(event) => { event.preventDefault(); change({ search: searchText }); }} display="flex" gap="1"
            flex="1 1 230px" maxW="320px">
            <Input size="sm" flex="1" minW="0" type="search" aria-label={t('list.search.label')} placeholder={t(page.searchPlaceholder)} value={searchText}
              onChange={(event) => { const value = event.currentTarget.value; setSearchText(value); if (!value && state.search) change({ search: '' }); }} />
            <Button size="sm" type="submit" variant="outline">{t('list.search.label')}</Button>
          </Box>
        )}
        {page.filter && (
          <Button size="sm" variant={filterCount ? 'subtle' : 'outline'} colorPalette={filterCount ? 'brand' : undefined} onClick={() => setDialog({ kind: 'filter' })}>
            {t('list.toolbar.filter')}{filterCount ? ` (${filterCount})` : ''}
          </Button>
        )}
        {view === 'table' && !ownColumns && <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'columns' })}>{t('list.toolbar.columns')}</Button>}
        <Flex gap="2" ml="auto">
          {importAction && <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'import' })}>{t('list.toolbar.import')}</Button>}
          {exportAction && (
            <Button size="sm" variant="outline" loading={exporting} loadingText={t('list.exporting')}
              onClick={() => void exportRows(exportAction.call!, exportQuery(page, state) as Record<string, unknown>, exportAction.encoding ?? 'json', exportAction.timeout)}>
              {t('list.toolbar.export')}
            </Button>
          )}
          {canCreate && <Button size="sm" colorPalette="brand" onClick={() => setDialog({ kind: 'create' })}>{t('list.toolbar.create', { type: typeName })}</Button>}
        </Flex>
      </Flex>
      {belowHeading}

      {view === 'table' && (page.extras?.length ?? 0) > 0 && rows.status === 'ready' && (
        <Flex gap="6" fontSize="sm" color="fg.muted" role="group" aria-label={title}>
          {page.extras!.map((extra) => {
            const value = extraValue(rows.value, extra);
            return (
              <Text key={extra.id}>
                {t(extra.label)}：<Text as="span" fontWeight="semibold" color="fg">{extra.format === 'money' ? moneyText(value) : String(value ?? 0)}</Text>
              </Text>
            );
          })}
        </Flex>
      )}

      {view === 'table' && selectable && selected.size > 0 && (
        <Flex role="toolbar" aria-label={t('list.batch.bar')} align="center" gap="2" px="3" py="2" bg="brand.50" borderRadius="sm" wrap="wrap">
          <Badge colorPalette="brand">{t('list.batch.selected', { count: selected.size })}</Badge>
          {actions.map((action) => (
            <Button key={action.id} size="xs" variant="outline" colorPalette={action.danger ? 'red' : undefined} bg="bg"
              loading={action.kind === 'export' && exporting} onClick={() => startAction(action)}>
              {t(action.label ?? `list.action.${action.id}`)}
            </Button>
          ))}
          <Button size="xs" variant="ghost" ml="auto" onClick={clearSelection}>{t('list.batch.clear')}</Button>
        </Flex>
      )}

      {calendar ? (
        <Suspense fallback={<Flex justify="center" py="10"><Spinner size="sm" color="brand.500" /></Flex>}>
          <CalendarView title={title} calendar={calendar} idKey={page.idKey} call={page.listCall} listParams={page.listParams} query={env.query!}
            onOpen={onOpen} onCreate={canCreate ? (prefill) => setDialog({ kind: 'create', prefill }) : undefined} revision={revision} height={tableHeight} />
        </Suspense>
      ) : board ? (
        rows.status === 'ready' && boardLoaded ? (
          <Suspense fallback={<Flex justify="center" py="10"><Spinner size="sm" color="brand.500" /></Flex>}>
            <boardChunk.View title={title} board={board} idKey={page.idKey} listParams={page.listParams} api={env.board!} rows={list}
              movable={movable} onOpen={onOpen} height={tableHeight}
              groups={rows.status === 'ready' ? rows.value.groups as Array<Record<string, unknown>> | undefined : undefined}
              addable={addable} columnRights={columnRights} onAdded={reload}
              summary={(
                <>
                  <Text>{total > list.length ? t('list.board.capped', { count: list.length, total }) : t('list.board.total', { total })}</Text>
                  {!movable && board?.move && <Text>{t('list.board.readOnly')}</Text>}
                </>
              )} />
          </Suspense>
        ) : rows.status === 'ready' ? loading : status
      ) : (
        <>
          {feed ? (
            <Flex gap="4" flex="1" minH="0" align="stretch">
              <Flex direction="column" flex="1" minW="0">
                {status ?? <FeedView title={title} feed={feed} rows={list} onOpen={openFeedRecord}
                  more={feed.more ? { lastPage: feedMore.lastPage, loading: feedMore.loadingMore, error: feedMore.moreError, onMore: feedMore.loadMore } : undefined} />}
              </Flex>
              {feed.side?.length && env.query ? (
                <Stack gap="3" w="300px" flexShrink={0} display={{ base: 'none', lg: 'flex' }} overflowY="auto">
                  {feed.side.map((side) => <FeedSidePanel key={side.call} side={side} query={env.query!} revision={revision} onOpen={openFeedRecord} />)}
                </Stack>
              ) : null}
            </Flex>
          ) : (
          <ListTable label={title} columns={columns} rows={list} idKey={page.idKey} nameColumn={page.nameColumn} nameOpens={page.open !== false} selectable={selectable}
            selected={selected} onSelect={onSelect} sortField={state.sortField} order={state.order}
            onSort={sortable ? (field) => change(nextSort(state, field)) : undefined} onResize={onResize} onOpen={onOpen} status={status} height={tableHeight} />
          )}

          {/* keyed by the query: an exact count asked for (约 N 条 clicked) holds for this query only; a feed loading more has none */}
          {!feed?.more && <Pager key={countKey(page, state)} total={total} exact={totalIsExact(rows.status === 'ready' ? rows.value : undefined)}
            countExactly={() => env.api.queryPageList(page.listCall, exactCountQuery(page, state)).then((answer) => answer.totalRow)}
            page={state.page} limit={state.limit}
            onPage={(next) => { setSelected(new Set()); setState((current) => ({ ...current, page: next })); }}
            onLimit={(limit) => { rememberPageSize(page, limit); change({ limit }); }} />}
        </>
      )}

      {dialog?.kind === 'filter' && (
        <FilterDialog page={page} env={env} startSaving={dialog.startSaving}
          scene={dialog.scene ? { sceneId: dialog.scene.sceneId, name: dialog.scene.name, isDefault: Number(dialog.scene.isDefault) === 1 } : undefined}
          initial={dialog.scene ? rowsFromData(dialog.scene.data) : rowsFromData(state.filter)}
          onApply={(filter: FilterData) => { change({ filter }); setDialog(null); }}
          onSceneSaved={(name: string) => {
            env.notifySuccess(t('list.done'));
            setDialog(null);
            // an edited scene stays chosen; a new one becomes the list's scene, without the ad-hoc filter it came from
            if (dialog.scene) void data.loadScenes(state.sceneId);
            else { setState((current) => ({ ...current, filter: {} })); void data.loadScenes(state.sceneId, name); }
          }}
          onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'scenes' && (
        <SceneManageDialog page={page} env={env} onClose={() => setDialog(null)} onChanged={() => void data.loadScenes(state.sceneId)}
          onAdd={() => setDialog({ kind: 'filter', startSaving: true })} onEdit={(scene) => setDialog({ kind: 'filter', scene })} />
      )}
      {dialog?.kind === 'columns' && (
        <ColumnSettingsDialog page={page} env={env} onClose={() => setDialog(null)} onSaved={() => { env.notifySuccess(t('list.done')); setDialog(null); data.reloadHeads(); }} />
      )}
      {dialog?.kind === 'import' && importAction && (
        <ImportDialog action={importAction} env={env} typeName={typeName} onFinished={reload} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'action' && (
        <BatchActionDialog action={dialog.action} count={selected.size} env={env} onRun={(params) => runAction(dialog.action, params)} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'create' && CreateView && (
        <Suspense fallback={null}>
          <CreateView crmType={page.crmType} prefill={dialog.prefill} onClose={() => setDialog(null)} onSaved={reload} />
        </Suspense>
      )}
      {feedRecord && (
        <Suspense fallback={null}>
          <DetailView key={`${feedRecord.crmType}-${feedRecord.id}`} crmType={feedRecord.crmType} id={feedRecord.id} onClose={() => setFeedRecord(null)} onChanged={reload} />
        </Suspense>
      )}
      {detail && (
        <Suspense fallback={null}>
          {/* keyed by the record: Forward from one record to another starts a fresh drawer */}
          <DetailView key={detail.id} crmType={page.crmType} id={detail.id} onClose={detail.close} onChanged={reload} />
        </Suspense>
      )}
    </Stack>
  );
}

/** Whether the list offers its board here: the descriptor names it and the environment brings its calls. */
export function boardOffered(page: PageDef, env: Pick<ListEnvironment, 'board'>): boolean {
  return Boolean(page.board && page.views?.includes('board') && env.board);
}

/** The views the list offers here: those its descriptor names whose calls the environment brings; the table when none. */
export function offeredViews(page: PageDef, env: Pick<ListEnvironment, 'board' | 'query'>): readonly PageView[] {
  const views = (page.views ?? []).filter((view) => (view === 'board' ? boardOffered(page, env)
    : view === 'calendar' ? Boolean(page.calendar && env.query) : view === 'feed' ? Boolean(page.feed) : true));
  return views.length ? views : TABLE_ONLY;
}

/** Whether the user may open this list at all (the route guard decides first; this is for embedding). */
export function canSeeList(page: PageDef, env: Pick<ListEnvironment, 'auth'>): boolean {
  return hasAuthKey(env.auth, page.auth);
}

