// 销售简报: what the chosen people added in the period (Crm/Instrument/queryBulletin). A figure
// with a module list behind it opens that list (BulletinListDialog); follow-ups and stage changes
// are shown by the 跟进记录 panel and have no list of their own.
import { useState } from 'react';
import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { type Bulletin, queryBulletin, type WorkbenchFilter } from '../../../server-adapter/crmInstrument.ts';
import { formatMoney } from '../../../engine/react/detail/formatValue.ts';
import { authModuleOf } from '../../../engine/modules/index.ts';
import { moduleOf } from '../../../engine/modules/catalogue.ts';
import { BulletinListDialog } from './BulletinListDialog.tsx';
import { filterKey } from './workbenchFilter.ts';
import { WorkbenchPanel } from './WorkbenchPanel.tsx';

export interface BulletinItem {
  key: keyof Bulletin;
  /** the module whose list is behind the figure (its descriptor gives the list, type and right) */
  list?: { module: string };
}

export const BULLETIN_ITEMS: readonly BulletinItem[] = [
  { key: 'customerCount', list: { module: 'customer' } },
  { key: 'contactsCount', list: { module: 'contacts' } },
  { key: 'businessCount', list: { module: 'business' } },
  { key: 'contractCount', list: { module: 'contract' } },
  { key: 'receivablesCount', list: { module: 'receivables' } },
  { key: 'leadsCount', list: { module: 'leads' } },
  { key: 'recordCount' },
  { key: 'recordStatusCount' },
];

export function BulletinSection({ filter, canList }: { filter: WorkbenchFilter; canList(module: string): boolean }) {
  const { t } = useTranslation();
  const { data, error } = useSWR(filterKey('Crm/Instrument/queryBulletin', filter), () => queryBulletin(filter), { keepPreviousData: true });
  const [open, setOpen] = useState<BulletinItem | null>(null);
  const money = (value: unknown) => (value === undefined || value === null ? '—' : formatMoney(value));

  return (
    <WorkbenchPanel title={t('crmWorkbench.bulletin.title')} note={t('crmWorkbench.bulletin.note')} error={error ? t('crmWorkbench.loadError') : null}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {BULLETIN_ITEMS.map((item) => {
          const title = t(`crmWorkbench.bulletin.${item.key}`);
          const count = data ? Number(data[item.key] ?? 0) : null;
          const clickable = item.list !== undefined && canList(authModuleOf(moduleOf(item.list.module))) && count !== null && count > 0;
          return (
            <Box key={item.key} borderWidth="1px" borderColor="border.muted" borderRadius="md" px="4" py="3" bg="bg.subtle">
              <Text fontSize="sm" color="fg.muted">{title}</Text>
              {clickable ? (
                <Button variant="plain" p="0" minW="0" h="auto" display="block" fontSize="2xl" fontWeight="semibold" color="brand.600"
                  aria-label={`${title} ${count}，${t('crmWorkbench.bulletin.open', { title })}`} onClick={() => setOpen(item)}>
                  {count}
                </Button>
              ) : (
                <Text fontSize="2xl" fontWeight="semibold" aria-label={`${title} ${count ?? ''}`}>{count ?? '…'}</Text>
              )}
            </Box>
          );
        })}
      </SimpleGrid>
      {data && (data.contractMoney !== undefined || data.receivablesMoney !== undefined) && (
        <Text fontSize="sm" color="fg.muted" mt="3">
          {t('crmWorkbench.bulletin.contractMoney')} {money(data.contractMoney)}　{t('crmWorkbench.bulletin.receivablesMoney')} {money(data.receivablesMoney)}
        </Text>
      )}
      {open?.list && (
        <BulletinListDialog title={t('crmWorkbench.bulletin.detail', { title: t(`crmWorkbench.bulletin.${open.key}`) })}
          module={open.list.module} filter={filter} onClose={() => setOpen(null)} />
      )}
    </WorkbenchPanel>
  );
}
