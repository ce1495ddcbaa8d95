// The records behind a figure or a bar: the module's own list screen (columns, detail drawer) fed
// by the drill's call with the page's filter, so its total is the figure. Read-only here: no
// scenes, toolbar or batch actions (those live on the module's page).
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { PageDef } from '../../pages/index.ts';
import { ListScreen, type ListEnvironment } from '../list/index.ts';

export function DrillDialog({ title, page, env, onClose }: { title: string; page: PageDef; env: ListEnvironment; onClose(): void }) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="cover">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
            <Dialog.Body pt="10">
              <ListScreen page={{ ...page, title }} env={env} tableHeight="calc(100vh - 260px)" />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
