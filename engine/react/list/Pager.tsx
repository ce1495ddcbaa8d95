// Paging under the list: 共 N 条, rows per page (15/30/60/100), previous / next and the page number.
import { Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { pageCount, PAGE_SIZES } from '../../pages/index.ts';

export function Pager({ total, page, limit, onPage, onLimit }: { total: number; page: number; limit: number; onPage(page: number): void; onLimit(limit: number): void }) {
  const { t } = useTranslation();
  const pages = pageCount(total, limit);
  return (
    <Flex as="nav" aria-label={t('list.pager.page', { page, pages })} align="center" justify="flex-end" gap="3" py="2" fontSize="sm" wrap="wrap">
      <Text>{t('list.pager.total', { total })}</Text>
      <NativeSelect.Root size="xs" w="auto">
        <NativeSelect.Field aria-label={t('list.pager.sizeLabel')} value={String(limit)} onChange={(event) => onLimit(Number(event.currentTarget.value))}>
          {PAGE_SIZES.map((size) => <option key={size} value={size}>{t('list.pager.pageSize', { size })}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('list.pager.prev')}>‹</Button>
      <Text aria-live="polite">{t('list.pager.page', { page, pages })}</Text>
      <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('list.pager.next')}>›</Button>
    </Flex>
  );
}
