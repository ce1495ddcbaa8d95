// A chart block: the ECharts option engine/charts maps from the answer, drawn by the EChart widget
// (named for assistive technology by the block's label). An answer without rows shows the empty
// state, not bare axes; a chart with a drill-down opens the clicked category's list.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryAt, chartLabel, chartOption, rowsAt, type ChartBlock } from '../../../charts/index.ts';
import { EChart, type EChartOption } from '../../../../widgets/charts/EChart.tsx';
import { EmptyState } from '../../../../widgets/EmptyState.tsx';
import type { BlockContext } from './blockContext.ts';

export function ChartView({ block, data, ctx }: { block: ChartBlock; data: unknown; ctx: BlockContext }) {
  const { t } = useTranslation();
  const option = useMemo(() => chartOption(block, data, t) as EChartOption, [block, data, t]);
  const drill = block.drill && ctx.drill.can(block.drill) ? block.drill : undefined;
  if (block.chart !== 'gauge' && data !== undefined && rowsAt(data, block.rows).length === 0) return <EmptyState />;
  return (
    <EChart option={option} label={chartLabel(block, data, t)} height={block.height}
      onItemClick={drill ? (item) => ctx.drill.open(drill, item.name, categoryAt(block, data, item.dataIndex)) : undefined} />
  );
}
