// What a tab shows before or instead of its content: a spinner while loading, the server's message
// with 重试 after a failure, 没有找到数据 when the list is empty.
import type { ReactNode } from 'react';
import { Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../widgets/EmptyState.tsx';
import type { LoadState } from '../useDetailLoad.ts';

export function TabStatus<T>({ load, empty, children }: { load: LoadState<T> & { reload(): void }; empty: (data: T) => boolean; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (load.status === 'failed') {
    return (
      <Stack align="center" py="8" gap="2" role="alert">
        <Text fontSize="sm" color="fg.muted">{load.message || t('detail.failed')}</Text>
        <Button size="xs" variant="outline" onClick={load.reload}>{t('detail.retry')}</Button>
      </Stack>
    );
  }
  if (load.data === undefined) {
    return (
      <Flex justify="center" py="8" gap="2" align="center" color="fg.muted" fontSize="sm" role="status">
        <Spinner size="sm" />
        {t('detail.loading')}
      </Flex>
    );
  }
  if (empty(load.data)) return <EmptyState />;
  return <>{children(load.data)}</>;
}
