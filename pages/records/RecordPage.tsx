// The one page of every record module's route: routes.json names the module descriptor (and which
// of its lists), this page renders the engine's ListScreen for it with the session's permission
// tree; the list opens the module's detail drawer and create view. No module logic here.
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { PageProps } from '../../engine/react/index.ts';
import { ListScreen } from '../../engine/react/list/index.ts';
import { modulePage } from '../../engine/modules/catalogue.ts';
import { EmptyState } from '../../widgets/EmptyState.tsx';
import { useSession } from '../session/sessionStore.ts';
import { serverListEnvironment } from '../crm/list/listEnvironment.ts';

export default function RecordPage({ route }: PageProps) {
  const { auth } = useSession();
  const env = useMemo(() => serverListEnvironment(auth), [auth]);
  const page = route.module ? modulePage(route.module, route.list) : undefined;

  if (!page) return <EmptyState />;
  return (
    <Box h="full" minH="0">
      <ListScreen key={page.module} page={page} env={env} tableHeight="calc(100vh - 230px)" />
    </Box>
  );
}
