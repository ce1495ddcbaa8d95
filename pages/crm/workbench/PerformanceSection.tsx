// 业绩指标: the period's contract or received amount against the target set in 业绩目标设置
// (Crm/Instrument/queryPerformance), as a gauge with the figures beside it.
import { useMemo, useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatMoney } from '../../../engine/react/detail/formatValue.ts';
import { type PerformanceStatus, queryPerformance, type WorkbenchFilter } from '../../../server-adapter/crmInstrument.ts';
import { EChart, type EChartOption } from '../../../widgets/charts/EChart.tsx';
import { filterKey, moneyOf } from './workbenchFilter.ts';
import { WorkbenchPanel } from './WorkbenchPanel.tsx';

export function PerformanceSection({ filter }: { filter: WorkbenchFilter }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PerformanceStatus>(1);
  const { data, error } = useSWR(filterKey('Crm/Instrument/queryPerformance', filter, status), () => queryPerformance(filter, status), { keepPreviousData: true });
  const target = moneyOf(data?.achievementMoneys);
  const done = moneyOf(status === 1 ? data?.contractMoneys : data?.receivablesMoneys);
  const rate = moneyOf(data?.proportion);
  const option = useMemo((): EChartOption => ({
    animationDuration: 400,
    series: [{
      type: 'gauge', min: 0, max: 100, progress: { show: true, width: 14 }, axisLine: { lineStyle: { width: 14 } },
      pointer: { show: false }, axisTick: { show: false }, splitLine: { show: false }, axisLabel: { show: false },
      detail: { valueAnimation: true, formatter: '{value}%', fontSize: 24, offsetCenter: [0, '10%'] },
      data: [{ value: Math.min(rate, 100), name: '' }],
    }],
  }), [rate]);

  const toggle = (
    <Flex role="radiogroup" aria-label={t('crmWorkbench.performance.title')} gap="1">
      {([1, 2] as const).map((value) => (
        <Button key={value} size="xs" role="radio" aria-checked={status === value} variant={status === value ? 'solid' : 'outline'}
          colorPalette={status === value ? 'brand' : undefined} onClick={() => setStatus(value)}>
          {t(value === 1 ? 'crmWorkbench.performance.contract' : 'crmWorkbench.performance.receivables')}
        </Button>
      ))}
    </Flex>
  );

  return (
    <WorkbenchPanel title={t('crmWorkbench.performance.title')} controls={toggle} error={error ? t('crmWorkbench.loadError') : null}>
      <EChart option={option} label={t('crmWorkbench.performance.chart', { rate: rate.toFixed(2) })} height="220px" />
      <Stack gap="1" fontSize="sm" aria-label={t('crmWorkbench.performance.title')} role="group">
        <Flex justify="space-between"><Text color="fg.muted">{t('crmWorkbench.performance.target')}</Text><Text>{formatMoney(target)}</Text></Flex>
        <Flex justify="space-between"><Text color="fg.muted">{t('crmWorkbench.performance.done')}</Text><Text>{formatMoney(done)}</Text></Flex>
        <Flex justify="space-between"><Text color="fg.muted">{t('crmWorkbench.performance.rate')}</Text><Text>{rate.toFixed(2)}%</Text></Flex>
        {data && target === 0 && <Text fontSize="xs" color="fg.muted">{t('crmWorkbench.performance.noTarget')}</Text>}
      </Stack>
    </WorkbenchPanel>
  );
}
