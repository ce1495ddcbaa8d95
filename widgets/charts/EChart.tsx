// One ECharts chart (bar, line, pie, funnel, gauge, map), for the chart pages (engine/react/chart: the
// CRM 仪表盘, later the BI pages). Only the chart types and components we draw are registered
// (echarts/core), so a page that shows a chart loads about a third of the full library, and only
// when that page is opened. A map draws a map registered beforehand (chinaMap.ts: China's provinces,
// fetched the first time one is drawn).
//
// A canvas says nothing to a screen reader: the chart carries role="img" and a `label` that says
// what it shows, and pages print the figures beside it as text.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { BarChart, FunnelChart, GaugeChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import { GeoComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapContinuousComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart, LineChart, PieChart, FunnelChart, GaugeChart, MapChart, GridComponent, GeoComponent, LegendComponent, TooltipComponent,
  VisualMapContinuousComponent, CanvasRenderer,
]);

export type EChartOption = echarts.EChartsCoreOption;

export interface EChartProps {
  option: EChartOption;
  /** What the chart shows, for assistive technology (role="img"). */
  label: string;
  /** CSS height; the width follows the container. Default 300px. */
  height?: string;
  /** A bar, slice, stage or province was clicked (a drill-down). */
  onItemClick?(item: ChartItem): void;
}

export interface ChartItem {
  dataIndex: number;
  seriesIndex: number;
  name: string;
}

export function EChart({ option, label, height = '300px', onItemClick }: EChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);
  // read through a ref: the instance listens once, the page may pass a new function each render
  const clickRef = useRef(onItemClick);
  clickRef.current = onItemClick;

  // One chart instance per mounted element; resized with its box (the sidebar collapses, the
  // window changes), disposed on unmount so nothing keeps listening.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const chart = echarts.init(box, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    chart.on('click', (params) => {
      const { dataIndex, seriesIndex = 0, name } = params as { dataIndex: number; seriesIndex?: number; name: string };
      clickRef.current?.({ dataIndex, seriesIndex, name });
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(box);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    // notMerge: a new answer (another period, another funnel) replaces the old series entirely
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <Box ref={boxRef} role="img" aria-label={label} h={height} w="100%" data-chart="" />;
}
