// 跟进记录: how many follow-ups the chosen people wrote in the period on each kind of record
// (Crm/Instrument/queryRecordConunt), and the chosen kind's follow-ups, newest first
// (queryRecordList), ten at a time.
import { useEffect, useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FollowUpEntry } from '../../../engine/react/detail/tabs/FollowUpEntry.tsx';
import { queryRecordCounts, queryRecordList, RECORD_CRM_TYPES, type RecordCrmType, type WorkbenchFilter, type WorkbenchRecord } from '../../../server-adapter/crmInstrument.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import { filterKey } from './workbenchFilter.ts';
import { WorkbenchPanel } from './WorkbenchPanel.tsx';

const LIMIT = 10;

/** The record a follow-up was written on, by whichever name the answer carries. */
function subjectOf(row: WorkbenchRecord): string | null {
  for (const key of ['typesName', 'crmName', 'customerName', 'leadsName', 'businessName', 'contractName', 'name']) {
    const value = row[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

export function RecordsSection({ filter }: { filter: WorkbenchFilter }) {
  const { t } = useTranslation();
  const [crmType, setCrmType] = useState<RecordCrmType>('crm_customer');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [filter]); // another period or other people: from the first page
  const counts = useSWR(filterKey('Crm/Instrument/queryRecordConunt', filter), () => queryRecordCounts(filter), { keepPreviousData: true });
  const list = useSWR(filterKey('Crm/Instrument/queryRecordList', filter, crmType, page), () => queryRecordList(filter, crmType, page, LIMIT), { keepPreviousData: true });
  const pages = Math.max(1, Math.ceil((list.data?.totalRow ?? 0) / LIMIT));
  const choose = (type: RecordCrmType) => { setCrmType(type); setPage(1); };

  return (
    <WorkbenchPanel title={t('crmWorkbench.records.title')} error={counts.error || list.error ? t('crmWorkbench.loadError') : null}>
      <Flex role="tablist" aria-label={t('crmWorkbench.records.title')} gap="1" wrap="wrap" mb="3">
        {RECORD_CRM_TYPES.map((type) => (
          <Button key={type} size="xs" role="tab" aria-selected={crmType === type} variant={crmType === type ? 'solid' : 'outline'}
            colorPalette={crmType === type ? 'brand' : undefined} onClick={() => choose(type)}>
            {t(`crmWorkbench.records.${type}`)} {counts.data ? counts.data[type] : ''}
          </Button>
        ))}
      </Flex>
      <Stack role="tabpanel" gap="3">
        {list.data && list.data.list.length === 0 ? <EmptyState /> : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={t(`crmWorkbench.records.${crmType}`)}>
            {(list.data?.list ?? []).map((row) => <FollowUpEntry key={row.recordId} row={row} subject={subjectOf(row)} />)}
          </Stack>
        )}
        {pages > 1 && (
          <Flex gap="2" align="center" justify="flex-end" fontSize="sm">
            <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('crmWorkbench.records.prev')}</Button>
            <Text>{page} / {pages}</Text>
            <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('crmWorkbench.records.next')}</Button>
          </Flex>
        )}
      </Stack>
    </WorkbenchPanel>
  );
}
