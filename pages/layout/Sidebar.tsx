// The left sidebar of an area: its permitted pages, groups as headings, collapsible. When the
// sidebar opens, the labels appear after 300 ms (spec section 9) so they do not wrap while the
// width animates; when collapsed, each item shows its label in a tooltip.
import { type ComponentType, useEffect, useState } from 'react';
import { Badge, Box, chakra, Flex, Text, Tooltip, Portal } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import { isActiveItem, type SidebarEntry, type SidebarItem } from './sidebarEntries.ts';
// CRM quick-create (owned by pages/crm): shown only in the CRM area's sidebar.
import { CrmQuickCreate } from '../crm/quickCreate/CrmQuickCreate.tsx';
import { sidebarArea } from '../crm/quickCreate/quickCreateEntries.ts';

export const SIDEBAR_LABEL_DELAY_MS = 300;
const COLLAPSED_KEY = 'sidebarCollapsed';
const WIDTH = { open: '208px', closed: '64px' };

function useCollapsed(): [boolean, (next: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  return [collapsed, (next) => {
    localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
    setCollapsed(next);
  }];
}

/** Labels show only once the sidebar has finished opening. */
function useLabelsShown(collapsed: boolean): boolean {
  const [shown, setShown] = useState(!collapsed);
  useEffect(() => {
    if (collapsed) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SIDEBAR_LABEL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [collapsed]);
  return shown;
}

function ItemLink({ item, active, labelsShown, collapsed, nested }: { item: SidebarItem; active: boolean; labelsShown: boolean; collapsed: boolean; nested: boolean }) {
  const { t } = useTranslation();
  const link = (
    <chakra.a asChild display="flex" alignItems="center" gap="3" h="40px" px={collapsed ? '0' : nested ? '5' : '4'}
      justifyContent={collapsed ? 'center' : 'flex-start'} mx="2" my="0.5" borderRadius="md" fontSize="sm"
      color={active ? 'white' : 'whiteAlpha.800'} bg={active ? 'brand.500' : 'transparent'}
      fontWeight={active ? 'medium' : 'normal'} _hover={{ bg: active ? 'brand.500' : 'whiteAlpha.100', color: 'white' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300' }} transition="background 0.15s">
      <Link to={item.path} aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? (item.badge ? `${item.label} ${t('sidebar.badge', { count: item.badge })}` : item.label) : undefined}>
        <Box position="relative" display="inline-flex">
          <Icon name={item.icon} size={nested && !item.icon ? 14 : 18} opacity={item.icon ? 1 : 0.6} />
          {item.badge && collapsed && <Box position="absolute" top="-3px" right="-4px" w="8px" h="8px" borderRadius="full" bg="red.500" aria-hidden="true" />}
        </Box>
        {labelsShown && <Text as="span" truncate flex="1">{item.label}</Text>}
        {item.badge && labelsShown && (
          <Badge colorPalette="red" variant="solid" size="sm" borderRadius="full" aria-label={t('sidebar.badge', { count: item.badge })}>{item.badge}</Badge>
        )}
      </Link>
    </chakra.a>
  );
  if (!collapsed) return link;
  return (
    <Tooltip.Root openDelay={SIDEBAR_LABEL_DELAY_MS} positioning={{ placement: 'right' }}>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{item.label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** What an area puts above its entries (the project area's 新建项目), told how the sidebar is drawn. */
export type SidebarTop = ComponentType<{ collapsed: boolean; labelsShown: boolean }>;

export function Sidebar({ entries, activeIndex, top: Top }: { entries: readonly SidebarEntry[]; activeIndex: string; top?: SidebarTop }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useCollapsed();
  const labelsShown = useLabelsShown(collapsed);
  const area = sidebarArea(entries);

  return (
    <Flex as="nav" aria-label={t('sidebar.label')} direction="column" w={collapsed ? WIDTH.closed : WIDTH.open}
      flexShrink={0} bg="#1f2a3d" color="white" transition="width 0.2s ease" overflow="hidden" data-collapsed={collapsed || undefined}>
      <Box flex="1" overflowY="auto" overflowX="hidden" py="3">
        {/* Quick create (pages/crm/quickCreate): the CRM's and the office's, of the area's modules. */}
        {area && <CrmQuickCreate key={area} area={area} collapsed={collapsed} labelsShown={labelsShown} />}
        {Top && <Top collapsed={collapsed} labelsShown={labelsShown} />}
        {entries.map((entry) => entry.kind === 'item' ? (
          <ItemLink key={entry.path} item={entry} active={isActiveItem(entry, activeIndex)} labelsShown={labelsShown} collapsed={collapsed} nested={false} />
        ) : (
          <Box key={entry.label} role="group" aria-label={entry.label} mt="2">
            {collapsed ? (
              <Box mx="4" my="2" borderTopWidth="1px" borderColor="whiteAlpha.200" />
            ) : (
              <Flex align="center" gap="2" px="6" pt="2" pb="1" fontSize="xs" color="whiteAlpha.600" letterSpacing="wide">
                <Icon name={entry.icon} size={14} />
                {labelsShown && <Text as="span" truncate>{entry.label}</Text>}
              </Flex>
            )}
            {entry.items.map((item) => (
              <ItemLink key={item.path} item={item} active={isActiveItem(item, activeIndex)} labelsShown={labelsShown} collapsed={collapsed} nested />
            ))}
          </Box>
        ))}
      </Box>
      <chakra.button type="button" onClick={() => setCollapsed(!collapsed)} aria-expanded={!collapsed}
        aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')} title={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
        display="flex" alignItems="center" justifyContent={collapsed ? 'center' : 'flex-end'} h="44px" px="5"
        borderTopWidth="1px" borderColor="whiteAlpha.200" color="whiteAlpha.700" cursor="pointer" _hover={{ color: 'white', bg: 'whiteAlpha.100' }}>
        <Icon name={collapsed ? 'chevrons-right' : 'chevrons-left'} />
      </chakra.button>
    </Flex>
  );
}
