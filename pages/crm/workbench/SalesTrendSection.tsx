// 销售趋势: contract and received amounts per month (or per day for short periods) of the chosen
// people (Crm/Instrument/sellMonth), with the period's totals.
import { useMemo } from 'react';
import { Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatMoney } from '../../../engine/react/detail/formatValue.ts';
import { querySellMonth, type WorkbenchFilter } from '../../../server-adapter/crmInstrument.ts';
import { EChart, type EChartOption } from '../../../widgets/charts/EChart.tsx';
import { bucketLabel, filterKey, moneyOf } from './workbenchFilter.ts';
import { WorkbenchPanel } from './WorkbenchPanel.tsx';

export function SalesTrendSection({ filter }: { filter: WorkbenchFilter }) {
  const { t } = useTranslation();
  const { data, error } = useSWR(filterKey('Crm/Instrument/sellMonth', filter), () => querySellMonth(filter), { keepPreviousData: true });
  const option = useMemo((): EChartOption => {
    const list = data?.list ?? [];
    const contract = t('crmWorkbench.trend.contract');
    const receivables = t('crmWorkbench.trend.receivables');
    return {
      color: ['#3182ce', '#38a169'],
      tooltip: { trigger: 'axis' },
      legend: { data: [contract, receivables], top: 0 },
      grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: list.map((row) => bucketLabel(row.type)) },
      yAxis: { type: 'value' },
      series: [
        { name: contract, type: 'bar', barMaxWidth: 24, data: list.map((row) => moneyOf(row.contractMoneys)) },
        { name: receivables, type: 'bar', barMaxWidth: 24, data: list.map((row) => moneyOf(row.receivablesMoneys)) },
      ],
    };
  }, [data, t]);

  return (
    <WorkbenchPanel title={t('crmWorkbench.trend.title')} error={error ? t('crmWorkbench.loadError') : null}
      controls={data && (
        <Flex gap="4" fontSize="sm">
          <Text>{t('crmWorkbench.trend.totalContract')} {formatMoney(moneyOf(data.totlaContractMoney))}</Text>
          <Text>{t('crmWorkbench.trend.totalReceivables')} {formatMoney(moneyOf(data.totlaReceivablesMoney))}</Text>
        </Flex>
      )}>
      <EChart option={option} label={t('crmWorkbench.trend.chart')} height="280px" />
    </WorkbenchPanel>
  );
}
