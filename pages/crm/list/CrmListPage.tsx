// The eight CRM list routes (clue, customer, contacts, seas, business, contract, money, product):
// one thin page that reads its module from the route's component key, loads that module's page
// file and renders the engine's ListScreen with the session's permission tree. No module logic here.
import { useMemo } from 'react';
import { Box, Flex, Spinner } from '@chakra-ui/react';
import type { PageProps } from '../../../engine/react/index.ts';
import { ListScreen } from '../../../engine/react/list/index.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import { useSession } from '../../session/sessionStore.ts';
import { serverListEnvironment } from './listEnvironment.ts';
import { isListPageKey } from './listPages.ts';
import { useListPage } from './useListPage.ts';

export default function CrmListPage({ route }: PageProps) {
  const { auth } = useSession();
  const key = route.component;
  const env = useMemo(() => serverListEnvironment(auth), [auth]);
  const page = useListPage(isListPageKey(key) ? key : undefined);

  if (!isListPageKey(key)) return <EmptyState />;
  if (!page) return <Flex justify="center" py="10"><Spinner color="brand.500" /></Flex>;
  return (
    <Box h="full" minH="0">
      <ListScreen key={page.module} page={page} env={env} tableHeight="calc(100vh - 230px)" />
    </Box>
  );
}
