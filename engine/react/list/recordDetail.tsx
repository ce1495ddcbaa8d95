// The record drawer comes from engine/react/detail/RecordDetail.tsx (another part of the engine,
// built beside this one). It is found through import.meta.glob so that the list builds and runs
// whether or not that file exists yet; without it the name column opens a small stand-in that
// says the detail is not available.
import { lazy, type ComponentType } from 'react';
import { Box, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DetailViewProps } from './listEnvironment.ts';

const modules = import.meta.glob<{ RecordDetail?: ComponentType<DetailViewProps>; default?: ComponentType<DetailViewProps> }>('../detail/RecordDetail.tsx');

function DetailUnavailable({ onClose }: DetailViewProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body pt="6">
              <Box><Text fontSize="sm">{t('notBuilt.text')}</Text></Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" onClick={onClose}>{t('list.dialog.close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const load = Object.values(modules)[0];

export const LazyRecordDetail: ComponentType<DetailViewProps> = load
  ? lazy(async () => {
    const module = await load();
    const component = module.RecordDetail ?? module.default;
    return { default: component ?? DetailUnavailable };
  })
  : DetailUnavailable;
