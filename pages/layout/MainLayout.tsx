// The layout of the office, CRM, BI and project areas (and the personal center): the top bar, the
// area's sidebar of permitted pages, and the page itself.
import { useMemo } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sidebarMenu } from '../../engine/routes/index.ts';
import type { PageProps } from '../../engine/react/index.ts';
import { useSession } from '../session/sessionStore.ts';
import { useSystemName } from '../shell/useSystemName.ts';
import { TopNav } from './TopNav.tsx';
import { Sidebar } from './Sidebar.tsx';
import { dynamicMenuCalls, toSidebarEntries, withBadge, withDynamicItems } from './sidebarEntries.ts';
import { useDynamicMenus } from './useDynamicMenus.ts';
import { ProjectCreateButton } from '../project/ProjectCreateButton.tsx';
import { badgeText } from '../crm/message/backlogTabs.ts';
import { useBacklogCounts } from '../crm/message/useBacklogCounts.ts';
import { useMenuBadges } from './useMenuBadges.ts';

const BACKLOG_PATH = '/crm/message';
/** The project area's sidebar starts with 新建项目 (for holders of projectManage.save). */
const PROJECT_AREA = '/project';
import { useActiveMenu, usePageTitle } from './useActiveMenu.ts';

export default function MainLayout({ route }: PageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { auth } = useSession();
  const { name, logo } = useSystemName();
  const menu = useMemo(() => sidebarMenu(route), [route]);
  // Items declaring a count in routes.json (`badge`: the office's 审批) carry it.
  const badges = useMenuBadges(menu);
  // Items listing a call's rows (the user's projects) become groups of them.
  const calls = useMemo(() => dynamicMenuCalls(menu), [menu]);
  const rowsOf = useDynamicMenus(calls);
  const menuEntries = useMemo(() => [...badges].reduce((entries, [path, badge]) => withBadge(entries, path, badge), withDynamicItems(menu, toSidebarEntries(menu, t), rowsOf)),
    [menu, t, badges, rowsOf]);
  // The CRM sidebar's 待办事项 carries the to-do count (pages/crm/message), when the user has that page.
  const hasBacklog = menuEntries.some((entry) => entry.kind === 'item' && entry.path === BACKLOG_PATH);
  const { counts } = useBacklogCounts(hasBacklog);
  const entries = useMemo(() => (hasBacklog ? withBadge(menuEntries, BACKLOG_PATH, badgeText(counts.totalNum)) : menuEntries),
    [menuEntries, hasBacklog, counts.totalNum]);
  const activeIndex = useActiveMenu(route, pathname);
  usePageTitle(route, pathname, name);

  return (
    <Flex direction="column" h="100vh" bg="gray.50">
      <TopNav auth={auth ?? {}} pathname={pathname} systemName={name} logo={logo} />
      <Flex flex="1" minH="0">
        {/* The personal center has no pages to list, so no sidebar. */}
        {entries.length > 0 && <Sidebar entries={entries} activeIndex={activeIndex} top={route.path === PROJECT_AREA ? ProjectCreateButton : undefined} />}
        <Box as="main" flex="1" minW="0" overflow="auto" p="4">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
