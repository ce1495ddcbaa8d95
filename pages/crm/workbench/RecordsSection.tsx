// 跟进记录: how many follow-ups the chosen people wrote in the period on each kind of record
// (Crm/Instrument/queryRecordConunt), and the chosen kind's follow-ups, newest first
// (queryRecordList), paged like every list.
import { useEffect, useState } from 'react';
import { Button, Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { DEFAULT_PAGE_SIZE } from '../../../engine/pages/index.ts';
import { FollowUpEntry } from '../../../engine/react/detail/tabs/FollowUpEntry.tsx';
import { Pager } from '../../../engine/react/list/Pager.tsx';
import { queryRecordCounts, queryRecordList, RECORD_CRM_TYPES, type RecordCrmType, type WorkbenchFilter, type WorkbenchRecord } from '../../../server-adapter/crmInstrument.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import { filterKey } from './workbenchFilter.ts';
import { WorkbenchPanel } from './WorkbenchPanel.tsx';

/** The record a follow-up was written on (`typesName` of queryRecordList). */
const subjectOf = (row: WorkbenchRecord): string | null => (typeof row.typesName === 'string' ? row.typesName : null);

export function RecordsSection({ filter }: { filter: WorkbenchFilter }) {
  const { t } = useTranslation();
  const [crmType, setCrmType] = useState<RecordCrmType>('crm_customer');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  useEffect(() => setPage(1), [filter]); // another period or other people: from the first page
  const counts = useSWR(filterKey('Crm/Instrument/queryRecordConunt', filter), () => queryRecordCounts(filter), { keepPreviousData: true });
  const list = useSWR(filterKey('Crm/Instrument/queryRecordList', filter, crmType, page, limit), () => queryRecordList(filter, crmType, page, limit), { keepPreviousData: true });
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
        <Pager total={list.data?.totalRow ?? 0} page={page} limit={limit} onPage={setPage} onLimit={(next) => { setLimit(next); setPage(1); }} />
      </Stack>
    </WorkbenchPanel>
  );
}
