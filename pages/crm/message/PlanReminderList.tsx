// 待回款提醒: the receivables plans of CrmBackLog/remindReceivables (plans, not a module's list
// rows, so not a ListScreen): 期数, customer, contract, money, the plan date and payment method,
// how many days ahead it reminds, and the remark, with the list screen's paging. A customer or
// contract name opens that record's drawer, as in every list.
import { Suspense, useEffect, useState } from 'react';
import { Box, chakra, Flex, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type PageCrmType } from '../../../engine/pages/index.ts';
import type { ListEnvironment } from '../../../engine/react/list/index.ts';
import { Pager } from '../../../engine/react/list/Pager.tsx';
import { moneyText } from '../../../engine/react/list/cellFormat.ts';
import { LazyRecordDetail } from '../../../engine/react/list/recordDetail.tsx';
import { type PlanReminder, queryPlanReminders } from '../../../server-adapter/crmBacklog.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import type { IsSub } from './backlogTabs.ts';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: PlanReminder[]; totalRow: number };

export function PlanReminderList({ type, isSub, env }: { type: number; isSub: IsSub; env: ListEnvironment }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [rows, setRows] = useState<Loaded>({ status: 'loading' });
  const [detail, setDetail] = useState<{ crmType: PageCrmType; id: number } | null>(null);
  // bumped when a record opened from the list changed: the page is asked again
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    setRows({ status: 'loading' });
    queryPlanReminders({ ...paging, type, isSub }).then(
      (value) => { if (live) setRows({ status: 'ready', ...value }); },
      () => { if (live) setRows({ status: 'error' }); },
    );
    return () => { live = false; };
  }, [paging, type, isSub, reloads]);

  const link = (crmType: PageCrmType, id: number | null, text: string | null) => (id
    ? <chakra.button type="button" color="brand.600" _hover={{ textDecoration: 'underline' }} onClick={() => setDetail({ crmType, id })}>{text}</chakra.button>
    : text);
  const DetailView = env.DetailView ?? LazyRecordDetail;
  const heads = ['num', 'customer', 'contract', 'money', 'returnDate', 'returnType', 'remind', 'remark'] as const;

  return (
    <Box px="4" py="3">
      <Table.ScrollArea borderWidth="1px" borderRadius="sm" maxH="calc(100vh - 320px)">
        <Table.Root size="sm" stickyHeader aria-label={t('backlog.tab.remindReceivablesPlan')}>
          <Table.Header>
            <Table.Row>{heads.map((head) => <Table.ColumnHeader key={head}>{t(`backlog.plan.${head}`)}</Table.ColumnHeader>)}</Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.status === 'ready' && rows.list.map((row) => (
              <Table.Row key={row.planId}>
                <Table.Cell>{row.num}</Table.Cell>
                <Table.Cell>{link('customer', row.customerId, row.customerName)}</Table.Cell>
                <Table.Cell>{link('contract', row.contractId, row.contractNum)}</Table.Cell>
                <Table.Cell>{moneyText(row.money)}</Table.Cell>
                <Table.Cell>{row.returnDate}</Table.Cell>
                <Table.Cell>{row.returnType}</Table.Cell>
                <Table.Cell>{row.remind === null || row.remind === '' ? '' : t('backlog.plan.remindDays', { days: row.remind })}</Table.Cell>
                <Table.Cell>{row.remark}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {rows.status === 'loading' && <Flex role="status" justify="center" py="8"><Spinner size="sm" color="brand.500" /></Flex>}
        {rows.status === 'error' && <Text role="alert" textAlign="center" py="8" fontSize="sm" color="red.600">{t('list.state.failed')}</Text>}
        {rows.status === 'ready' && rows.list.length === 0 && <EmptyState />}
      </Table.ScrollArea>
      <Pager total={rows.status === 'ready' ? rows.totalRow : 0} page={paging.page} limit={paging.limit}
        onPage={(page) => setPaging((current) => ({ ...current, page }))} onLimit={(limit) => setPaging({ page: 1, limit })} />
      {detail && (
        <Suspense fallback={null}>
          <DetailView crmType={detail.crmType} id={detail.id} onClose={() => setDetail(null)}
            onChanged={() => { setReloads((n) => n + 1); env.onRecordsChanged?.(); }} />
        </Suspense>
      )}
    </Box>
  );
}
