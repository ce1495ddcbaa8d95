// The one page of every record module's route: routes.json names the module descriptor (and which
// of its lists), this page renders the engine's ListScreen for it with the session's permission
// tree; the list opens the module's detail drawer and create view. No module logic here.
// The list's state and its open record are the route's URL (`/crm/customer/20001?q=杭州&page=2`):
// the route's hidden `:id` child matches a record's path, and this page, the parent, stays mounted
// while the drawer opens and closes (engine/react/list/README.md "Addresses").
// A route naming several lists (`lists`: office approvals' 我发起的 and 我审批的) shows them as tabs
// over one list screen; the chosen tab is the address's `list` parameter (tabbedAddress.ts). A
// route whose `view` is `create` shows the module's create form instead (RecordFormPage.tsx).
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, Flex, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../engine/react/index.ts';
import { ListScreen } from '../../engine/react/list/index.ts';
import { useRouterListAddress } from '../../engine/react/list/routerListAddress.ts';
import { tabbedAddress, tabInQuery } from '../../engine/react/list/tabbedAddress.ts';
import { modulePage } from '../../engine/modules/catalogue.ts';
import { fillPathParams, routeListParams } from '../../engine/routes/index.ts';
import { EmptyState } from '../../widgets/EmptyState.tsx';
import { useSession } from '../session/sessionStore.ts';
import { serverListEnvironment } from '../crm/list/listEnvironment.ts';
import { RecordFormPage } from './RecordFormPage.tsx';

export default function RecordPage(props: PageProps) {
  // A route with `"view": "create"` is the module's create form as a page (公告's notice-new).
  return props.route.view === 'create' ? <RecordFormPage {...props} /> : <RecordListPage {...props} />;
}

function RecordListPage({ route, fullPath }: PageProps) {
  const { t } = useTranslation();
  const { auth } = useSession();
  const env = useMemo(() => serverListEnvironment(auth), [auth]);
  // A list inside a record (a project's board at /project/list/:workId): the path's params are the list call's.
  const params = useParams();
  const navigate = useNavigate();
  const listPath = useMemo(() => fillPathParams(fullPath, params), [fullPath, params]);
  const pathParams = useMemo(() => routeListParams(route.listParams, params), [route.listParams, params]);
  const paramsKey = JSON.stringify(pathParams ?? {});
  const address = useRouterListAddress(listPath);
  const tabs = route.lists;
  const tab = tabs ? tabInQuery(address.query, tabs) : undefined;
  const page = useMemo(() => {
    const found = route.module ? modulePage(route.module, tab ?? route.list) : undefined;
    // A record's tabs (a project's 任务 / 归档任务 / 文件) share the first list's record: its name, actions and rights.
    const context = found?.context ?? (tabs ? modulePage(route.module!, tabs[0]!)?.context : undefined);
    const withContext = found && context ? { ...found, context } : found;
    return withContext && pathParams ? { ...withContext, listParams: { ...withContext.listParams, ...pathParams } } : withContext;
    // pathParams by value: a new object each render must not reload the list
  }, [route.module, route.list, tab, paramsKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const listAddress = useMemo(() => (tabs && tab ? tabbedAddress(address, tab, tabs) : address), [address, tab, tabs]);

  if (!page) return <EmptyState />;
  const tabList = tabs && tab ? (
    // Another tab starts its list afresh: its own controls, page 1 (the other's query is not its own).
    <Tabs.Root value={tab} onValueChange={(details) => address.setQuery(details.value === tabs[0] ? '' : `list=${encodeURIComponent(details.value)}`, 'push')}
      variant="line" colorPalette="brand" px={page.context ? '0' : '4'}>
      <Tabs.List>
        {tabs.map((id) => {
          const listPage = modulePage(route.module!, id);
          return listPage ? <Tabs.Trigger key={id} value={id}>{t(listPage.title)}</Tabs.Trigger> : null;
        })}
      </Tabs.List>
    </Tabs.Root>
  ) : null;
  // A record's tabs sit under its name and actions; a module's tabs (待我审批 / 我已审批) name the list themselves.
  const inside = Boolean(tabList && page.context);
  const screen = <ListScreen key={`${page.module}:${paramsKey}`} page={page} env={env} address={listAddress} navigate={(path) => void navigate(path)}
    tableHeight={tabs ? 'calc(100vh - 280px)' : 'calc(100vh - 230px)'} headingHidden={!!tabList && !inside} belowHeading={inside ? tabList : undefined} />;
  if (!tabList || inside) return <Box h="full" minH="0">{screen}</Box>;
  return (
    <Flex direction="column" h="full" minH="0">
      {tabList}
      <Box flex="1" minH="0">{screen}</Box>
    </Flex>
  );
}
