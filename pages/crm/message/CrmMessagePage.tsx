// 待办事项 (/crm/message): the eight to-do lists of CrmBackLog (server-contract 8) beside a menu
// with their counts. A list is its module's list screen (engine ListScreen) driven by the to-do
// call, so its rows, columns, detail drawer and batch actions are the module's own; the plan
// reminders have their own table. Hand-written because it composes module pages, which no
// single page file describes (the tabs are data: backlogTabs.ts).
import { useMemo, useState } from 'react';
import { Badge, Box, Button, Flex, Heading, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../engine/react/index.ts';
import { ListScreen } from '../../../engine/react/list/index.ts';
import type { BacklogKey } from '../../../server-adapter/crmBacklog.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import { useSession } from '../../session/sessionStore.ts';
import { serverListEnvironment } from '../list/listEnvironment.ts';
import { modulePage as pageOf } from '../../../engine/modules/catalogue.ts';
import { BACKLOG_TABS, type BacklogTab, badgeText, type IsSub, toBacklogPage } from './backlogTabs.ts';
import { PlanReminderList } from './PlanReminderList.tsx';
import { useBacklogCounts } from './useBacklogCounts.ts';

export default function CrmMessagePage(_props: PageProps) {
  const { t } = useTranslation();
  const { auth } = useSession();
  const env = useMemo(() => serverListEnvironment(auth), [auth]);
  const { counts, loaded } = useBacklogCounts();
  // Only the lists the server counts for this user (the key is absent without the right).
  const tabs = useMemo(() => BACKLOG_TABS.filter((tab) => counts[tab.key] !== undefined), [counts]);
  const [active, setActive] = useState<BacklogKey | null>(null);
  const tab = tabs.find((candidate) => candidate.key === active) ?? tabs[0];
  const [type, setType] = useState(1);
  const [isSub, setIsSub] = useState<IsSub>(1);
  const modulePage = tab?.module ? pageOf(tab.module) : undefined;

  const open = (next: BacklogTab) => {
    setActive(next.key);
    setType(1);
  };

  if (!loaded) return <Flex justify="center" py="10"><Spinner color="brand.500" /></Flex>;
  if (!tab) return <EmptyState variant="noPermission" />;

  const page = modulePage && tab.module ? toBacklogPage(modulePage, tab, { type, isSub }) : null;
  const controls = (
    <>
      {tab.options.length > 0 && (
        <Flex role="radiogroup" aria-label={t('backlog.optionLabel')} gap="1">
          {tab.options.map((option, index) => (
            <Button key={option} size="sm" role="radio" aria-checked={type === index + 1}
              variant={type === index + 1 ? 'solid' : 'outline'} colorPalette={type === index + 1 ? 'brand' : undefined}
              onClick={() => setType(index + 1)}>
              {t(option)}
            </Button>
          ))}
        </Flex>
      )}
      <NativeSelect.Root size="sm" w="auto">
        <NativeSelect.Field aria-label={t('backlog.isSub.label')} value={String(isSub)} onChange={(event) => setIsSub(Number(event.currentTarget.value) as IsSub)}>
          <option value="1">{t('backlog.isSub.mine')}</option>
          <option value="2">{t('backlog.isSub.subordinates')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </>
  );
  return (
    <Flex h="full" minH="0" gap="4" align="stretch">
      <Stack as="nav" aria-label={t('routes.crm.message')} w="200px" flexShrink={0} bg="bg" borderRadius="md" borderWidth="1px" py="2" gap="0">
        {tabs.map((candidate) => {
          const current = candidate.key === tab.key;
          const badge = badgeText(counts[candidate.key]);
          return (
            <Button key={candidate.key} variant="ghost" justifyContent="space-between" borderRadius="0" h="42px" px="4" fontWeight="normal"
              aria-current={current ? 'page' : undefined} bg={current ? 'brand.50' : undefined} color={current ? 'brand.600' : undefined}
              borderLeftWidth="3px" borderLeftColor={current ? 'brand.500' : 'transparent'} onClick={() => open(candidate)}>
              <Text as="span" truncate>{t(candidate.title)}</Text>
              {badge && <Badge colorPalette="red" variant="solid" borderRadius="full" aria-label={t('backlog.count', { count: counts[candidate.key] })}>{badge}</Badge>}
            </Button>
          );
        })}
      </Stack>

      <Box flex="1" minW="0" bg="bg" borderRadius="md" borderWidth="1px">
        {tab.module === undefined ? (
          <Stack gap="0">
            <Flex align="center" gap="3" px="4" pt="4" wrap="wrap">
              <Heading as="h1" size="md" mr="2">{t(tab.title)}</Heading>
              {controls}
            </Flex>
            <PlanReminderList key={`${type}-${isSub}`} type={type} isSub={isSub} env={env} />
          </Stack>
        ) : page ? (
          // a list changed by an action (标记为已跟进, a transfer, an approval in the detail) refreshes the counts (env.onRecordsChanged)
          <ListScreen key={`${page.module}-${type}-${isSub}`} page={page} titleExtra={controls}
            env={env} tableHeight="calc(100vh - 250px)" />
        ) : (
          <Flex justify="center" py="10"><Spinner color="brand.500" /></Flex>
        )}
      </Box>
    </Flex>
  );
}
