// The admin backend's own layout: a dark top bar with 返回首页 and 退出系统, and a sidebar of the
// admin pages the manage rights allow. Role-permission entries come from the server's role types.
import { useMemo, useState } from 'react';
import { Box, Button, Flex, HStack, Separator, Text } from '@chakra-ui/react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sidebarMenu, type MenuEntry } from '../../engine/routes/index.ts';
import type { PageProps } from '../../engine/react/index.ts';
import { useRoleTypes } from '../../server-adapter/hooks.ts';
import type { RoleType } from '../../server-adapter/types.ts';
import { useSystemName } from '../shell/useSystemName.ts';
import { BrandMark } from '../shell/BrandMark.tsx';
import { Sidebar } from './Sidebar.tsx';
import { toSidebarEntries, type SidebarEntry } from './sidebarEntries.ts';
import { useActiveMenu, usePageTitle } from './useActiveMenu.ts';
import { LogoutConfirmDialog } from './LogoutConfirmDialog.tsx';
import { Icon } from './icons.tsx';

/** role-auth/:pid/:title becomes one entry per role type: /manager/role-auth/<roleType>/<name>. */
function withRoleTypes(menu: readonly MenuEntry[], entries: SidebarEntry[], roleTypes: readonly RoleType[] | undefined): SidebarEntry[] {
  return entries.flatMap((entry, i): SidebarEntry[] => {
    const source = menu[i];
    if (source?.kind !== 'item' || source.dynamicMenu !== 'roleTypes' || entry.kind !== 'item') return [entry];
    // Until the role types arrive (or if they cannot be loaded) there is nothing to link to.
    if (!roleTypes?.length) return [];
    const base = source.path.slice(0, source.path.indexOf('/:'));
    return [{
      kind: 'group', label: entry.label, icon: entry.icon,
      items: roleTypes.map((role) => ({
        kind: 'item' as const, path: `${base}/${role.roleType}/${encodeURIComponent(role.name)}`, label: role.name,
      })),
    }];
  });
}

export default function ManagerLayout({ route }: PageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { name, logo } = useSystemName();
  const [confirming, setConfirming] = useState(false);
  const menu = useMemo(() => sidebarMenu(route), [route]);
  const listsRoles = menu.some((entry) => entry.kind === 'item' && entry.dynamicMenu === 'roleTypes');
  const { data: roleTypes } = useRoleTypes(listsRoles);
  const entries = useMemo(() => withRoleTypes(menu, toSidebarEntries(menu, t), roleTypes), [menu, t, roleTypes]);
  const activeIndex = useActiveMenu(route, pathname);
  usePageTitle(route, pathname, name);

  return (
    <Flex direction="column" h="100vh" bg="gray.50">
      <Flex as="header" h="56px" flexShrink={0} align="center" px="4" gap="4" bg="#16202f" color="white">
        <HStack gap="2">
          <BrandMark logo={logo} size={30} alt={name} />
          <Text fontSize="lg" fontWeight="semibold" whiteSpace="nowrap">{name}</Text>
        </HStack>
        <Separator orientation="vertical" h="20px" borderColor="whiteAlpha.400" />
        <Text color="whiteAlpha.800">{t('routes.manager.title')}</Text>
        <Box flex="1" />
        <Button asChild variant="ghost" size="sm" color="whiteAlpha.900" _hover={{ bg: 'whiteAlpha.200', color: 'white' }}>
          <Link to="/"><Icon name="back" size={16} />{t('manager.home')}</Link>
        </Button>
        <Button variant="ghost" size="sm" color="whiteAlpha.900" _hover={{ bg: 'whiteAlpha.200', color: 'white' }} onClick={() => setConfirming(true)}>
          <Icon name="logout" size={16} />{t('manager.exit')}
        </Button>
      </Flex>
      <Flex flex="1" minH="0">
        <Sidebar entries={entries} activeIndex={activeIndex} />
        <Box as="main" flex="1" minW="0" overflow="auto" p="4">
          <Outlet />
        </Box>
      </Flex>
      <LogoutConfirmDialog open={confirming} onClose={() => setConfirming(false)} />
    </Flex>
  );
}
