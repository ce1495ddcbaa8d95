// 销售漏斗: the businesses of one stage group (商机组) by stage, with the won, lost and open amounts
// (Crm/Instrument/queryBusiness). The groups offered are those the user's department may use.
import { useMemo, useState } from 'react';
import { Flex, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatMoney } from '../../../engine/react/detail/formatValue.ts';
import { queryFunnel, type WorkbenchFilter } from '../../../server-adapter/crmInstrument.ts';
import { createServerDataSources } from '../../../server-adapter/dataSources.ts';
import { EChart, type EChartOption } from '../../../widgets/charts/EChart.tsx';
import { filterKey, moneyOf } from './workbenchFilter.ts';
import { WorkbenchPanel } from './WorkbenchPanel.tsx';

export function FunnelSection({ filter }: { filter: WorkbenchFilter }) {
  const { t } = useTranslation();
  const { data: types, error: typesError } = useSWR('CrmBusiness/queryBusinessStatusOptions', () => createServerDataSources().businessTypes!(), { revalidateOnFocus: false });
  const [chosen, setChosen] = useState<number | null>(null);
  const typeId = chosen ?? (types?.[0] ? Number(types[0].typeId) : undefined);
  const { data, error } = useSWR(types ? filterKey('Crm/Instrument/queryBusiness', filter, typeId ?? 0) : null, () => queryFunnel(filter, typeId), { keepPreviousData: true });
  const stages = data?.list ?? [];
  // A funnel's shape is the stage order, not the counts (a stage with 0 businesses would vanish):
  // each stage is a step narrower than the one before, and its label and tooltip carry the count.
  const option = useMemo((): EChartOption => ({
    color: ['#1a4f8b', '#2b6cb0', '#3182ce', '#4c6fcf', '#5a67d8', '#6b46c1', '#805ad5'],
    tooltip: { trigger: 'item', formatter: (p: { name: string; data: { count: number } }) => `${p.name}: ${p.data.count}` },
    series: [{
      type: 'funnel', sort: 'none', left: '10%', width: '80%', minSize: '30%', gap: 2,
      label: { show: true, position: 'inside', color: '#fff', formatter: (p: { name: string; data: { count: number } }) => `${p.name} ${p.data.count}` },
      data: stages.map((stage, index) => ({ name: stage.name, value: stages.length - index, count: Number(stage.count) || 0 })),
    }],
  }), [stages]);

  const select = types && types.length > 0 && (
    <NativeSelect.Root size="xs" w="auto">
      <NativeSelect.Field aria-label={t('crmWorkbench.funnel.type')} value={String(typeId ?? '')} onChange={(e) => setChosen(Number(e.currentTarget.value))}>
        {types.map((type) => <option key={String(type.typeId)} value={String(type.typeId)}>{type.name}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <WorkbenchPanel title={t('crmWorkbench.funnel.title')} controls={select} error={error || typesError ? t('crmWorkbench.loadError') : null}>
      {types && types.length === 0 ? <Text fontSize="sm" color="fg.muted">{t('crmWorkbench.funnel.noType')}</Text> : (
        <>
          <EChart option={option} label={t('crmWorkbench.funnel.chart')} height="240px" />
          <Flex gap="4" fontSize="sm" wrap="wrap" my="2">
            <Text>{t('crmWorkbench.funnel.won')} {formatMoney(moneyOf(data?.sumYing))}</Text>
            <Text>{t('crmWorkbench.funnel.lost')} {formatMoney(moneyOf(data?.sumShu))}</Text>
            <Text>{t('crmWorkbench.funnel.inProgress')} {formatMoney(moneyOf(data?.sumMoney))}</Text>
          </Flex>
          <Table.Root size="sm" aria-label={t('crmWorkbench.funnel.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('crmWorkbench.funnel.stage')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('crmWorkbench.funnel.count')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('crmWorkbench.funnel.money')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {stages.map((stage) => (
                <Table.Row key={`${stage.statusId ?? stage.name}`}>
                  <Table.Cell>{stage.name}</Table.Cell>
                  <Table.Cell textAlign="end">{stage.count}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(moneyOf(stage.money))}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </WorkbenchPanel>
  );
}
