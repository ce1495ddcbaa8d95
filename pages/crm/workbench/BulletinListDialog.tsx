// The records behind a 销售简报 figure: the module's own list screen (columns, detail drawer) fed by
// Crm/Instrument/queryBulletinInfo with the dashboard's filter, so its total is the figure.
// Read-only here: no scenes, toolbar or batch actions (those live on the module's page).
import { useMemo } from 'react';
import { CloseButton, Dialog, Flex, Portal, Spinner } from '@chakra-ui/react';
import type { PageDef } from '../../../engine/pages/index.ts';
import { ListScreen } from '../../../engine/react/list/index.ts';
import { filterParams, type WorkbenchFilter } from '../../../server-adapter/crmInstrument.ts';
import { useSession } from '../../session/sessionStore.ts';
import { serverListEnvironment } from '../list/listEnvironment.ts';
import { moduleOf, modulePage as pageOf } from '../../../engine/modules/catalogue.ts';

export function bulletinPage(modulePage: PageDef, label: number, filter: WorkbenchFilter): PageDef {
  return {
    ...modulePage,
    module: `bulletin-${modulePage.module}`,
    listCall: 'Crm/Instrument/queryBulletinInfo',
    // `type` is the period here, not the module code the list would send (the call takes `label`);
    // a custom range says so, or the module code would stand in its place
    listParams: { type: 'custom', ...filterParams(filter), label },
    scenes: false,
    toolbar: [],
    extras: [],
    batchActions: [],
  };
}

export function BulletinListDialog({ title, module, filter, onClose }: {
  title: string; module: string; filter: WorkbenchFilter; onClose(): void;
}) {
  const { auth } = useSession();
  const env = useMemo(() => serverListEnvironment(auth), [auth]);
  const modulePage = pageOf(module);
  const label = moduleOf(module).label;
  const page = useMemo(() => (modulePage ? { ...bulletinPage(modulePage, label, filter), title } : null), [modulePage, label, filter, title]);
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="cover">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
            <Dialog.Body pt="10">
              {page ? <ListScreen page={page} env={env} tableHeight="calc(100vh - 260px)" />
                : <Flex justify="center" py="10"><Spinner color="brand.500" /></Flex>}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
