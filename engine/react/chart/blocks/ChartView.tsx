// A chart block: the ECharts option engine/charts maps from the answer, drawn by the EChart widget
// (named for assistive technology by the block's label). An answer without rows shows the empty
// state, not bare axes; a chart with a drill-down opens the clicked category's list (the clicked
// series' figure when its series say which). A map waits for the map of China (fetched once, its
// own chunk); a click on a province the answer lacks opens nothing.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Center, Spinner, Text } from '@chakra-ui/react';
import { chartLabel, chartOption, drillCategory, rowsAt, seriesDrill, type ChartBlock } from '../../../charts/index.ts';
import { type ChartItem, EChart, type EChartOption } from '../../../../widgets/charts/EChart.tsx';
import { useChinaMap } from '../../../../widgets/charts/chinaMap.ts';
import { EmptyState } from '../../../../widgets/EmptyState.tsx';
import type { BlockContext } from './blockContext.ts';

export function ChartView({ block, data, ctx }: { block: ChartBlock; data: unknown; ctx: BlockContext }) {
  const { t } = useTranslation();
  const option = useMemo(() => chartOption(block, data, t) as EChartOption, [block, data, t]);
  const drills = block.drill !== undefined && ctx.drill.can(block.drill);
  const map = useChinaMap(block.chart === 'map');
  const openItem = (item: ChartItem) => {
    if (block.chart === 'map' && !rowsAt(data, block.rows)[item.dataIndex]) return;
    const drill = seriesDrill(block, item.seriesIndex);
    if (!drill || !ctx.drill.can(drill)) return;
    const series = block.series[item.seriesIndex];
    const title = series ? `${item.name} ${t(series.label)}` : item.name;
    ctx.drill.open(drill, title, drillCategory(drill, rowsAt(data, block.rows)[item.dataIndex], block.category?.field));
  };
  if (block.chart !== 'gauge' && data !== undefined && rowsAt(data, block.rows).length === 0) return <EmptyState />;
  if (map !== 'ready') {
    return (
      <Center h={block.height ?? '300px'} aria-busy={map === 'loading' || undefined}>
        {map === 'failed' ? <Text color="fg.muted">{t('chart.loadError')}</Text> : <Spinner size="sm" color="brand.500" />}
      </Center>
    );
  }
  return (
    <EChart option={option} label={chartLabel(block, data, t)} height={block.height}
      onItemClick={drills ? openItem : undefined} />
  );
}
