// A chart block and its call's answer → the ECharts option that draws it. Plain data (and a few
// formatter functions): the React part hands it to widgets/charts/EChart, the tests read it.
import { rowsAt, valueAt, type Row } from './answer.ts';
import { formatChartValue, numberOf } from './format.ts';
import { MAP_COLORS, SERIES_COLORS, STEP_COLORS } from './palette.ts';
import { CHINA_MAP, provinceRegion } from './provinces.ts';
import type { ChartBlock, ChartSeries, ChartValueFormat } from './types.ts';

/** What ECharts takes (echarts' EChartsCoreOption is an open object too). */
export type ChartOption = Record<string, unknown>;

/** i18next's `t`, or a test's stand-in. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export function chartOption(block: ChartBlock, data: unknown, t: Translate): ChartOption {
  switch (block.chart) {
    case 'gauge':
      return gaugeOption(block, data);
    case 'funnel':
      return funnelOption(block, data);
    case 'pie':
      return pieOption(block, data, t);
    case 'map':
      return mapOption(block, data, t);
    default:
      return axisOption(block, data, t);
  }
}

/** The chart's accessible name, its `labelValues` read from the answer (— before it arrives). */
export function chartLabel(block: ChartBlock, data: unknown, t: Translate): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(block.labelValues ?? {})) values[name] = formatChartValue(valueAt(data, value.field), value.format);
  return t(block.label, values);
}

/** The category (raw, as the answer has it) of a clicked bar or slice: what a drill-down sends. */
export function categoryAt(block: ChartBlock, data: unknown, dataIndex: number): unknown {
  const row = rowsAt(data, block.rows)[dataIndex];
  return row && block.category ? valueAt(row, block.category.field) : undefined;
}

function categories(block: ChartBlock, rows: readonly Row[]): string[] {
  const category = block.category;
  return rows.map((row) => (category ? formatChartValue(valueAt(row, category.field), category.format ?? 'text') : ''));
}

const seriesData = (rows: readonly Row[], series: ChartSeries) => rows.map((row) => numberOf(valueAt(row, series.field)));

/** A percent series says so on its axis and in the tooltip; a count's axis steps by whole ones (no 0.5 logs); other values as ECharts prints them. */
function valueAxis(format: ChartValueFormat | undefined): ChartOption {
  if (format === 'percent') return { type: 'value', axisLabel: { formatter: '{value}%' } };
  return format === 'count' ? { type: 'value', minInterval: 1 } : { type: 'value' };
}

/** A drawn series: the file's (an i18n label) or one the answer names (`seriesFrom`: its own text). */
type DrawnSeries = ChartSeries & { text?: boolean };

/** The file's series, then those the answer names. */
export function drawnSeries(block: Pick<ChartBlock, 'series' | 'seriesFrom'>, data: unknown): DrawnSeries[] {
  const from = block.seriesFrom;
  const answered = from ? rowsAt(data, from.rows).map((source): DrawnSeries => ({
    field: from.field.replace('{key}', String(valueAt(source, from.key))), label: String(valueAt(source, from.label) ?? ''), text: true,
    ...(from.format ? { format: from.format } : {}), ...(from.stack ? { stack: from.stack } : {}),
  })) : [];
  return [...block.series, ...answered];
}

function axisOption(block: ChartBlock, data: unknown, t: Translate): ChartOption {
  const rows = rowsAt(data, block.rows);
  const drawn = drawnSeries(block, data);
  const names = drawn.map((series) => (series.text ? series.label : t(series.label)));
  const right = drawn.find((series) => series.axis === 'right');
  const left = drawn.find((series) => series.axis !== 'right');
  const values = right ? [valueAxis(left?.format), valueAxis(right.format)] : valueAxis(left?.format);
  // rankings read top-down: the first row at the top of a horizontal bar chart
  const categoryAxis = { type: 'category', data: categories(block, rows), ...(block.horizontal ? { inverse: true } : {}) };
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'axis' },
    // series named by the answer may be many (one per approval category): a legend that scrolls
    legend: { data: names, top: 0, ...(block.seriesFrom ? { type: 'scroll' } : {}) },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: block.horizontal ? values : categoryAxis,
    yAxis: block.horizontal ? categoryAxis : values,
    series: drawn.map((series, index) => {
      const type = series.type ?? (block.chart === 'line' ? 'line' : 'bar');
      return {
        name: names[index],
        type,
        ...(type === 'bar' ? { barMaxWidth: 24 } : {}),
        ...(series.stack ? { stack: series.stack } : {}),
        ...(right && series.axis === 'right' ? { [block.horizontal ? 'xAxisIndex' : 'yAxisIndex']: 1 } : {}),
        ...(series.format === 'percent' ? { tooltip: { valueFormatter: (value: unknown) => `${String(value)}%` } } : {}),
        data: seriesData(rows, series),
      };
    }),
  };
}

function pieOption(block: ChartBlock, data: unknown, t: Translate): ChartOption {
  const rows = rowsAt(data, block.rows);
  const series = block.series[0]!;
  const names = categories(block, rows);
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { type: 'scroll', top: 0 },
    series: [{
      name: t(series.label),
      type: 'pie',
      radius: ['35%', '65%'],
      center: ['50%', '55%'],
      data: rows.map((row, index) => ({ name: names[index], value: numberOf(valueAt(row, series.field)) })),
    }],
  };
}

interface FunnelItem { name: string; value: number; shown: string }

function funnelOption(block: ChartBlock, data: unknown): ChartOption {
  const rows = rowsAt(data, block.rows);
  const series = block.series[0]!;
  const names = categories(block, rows);
  const byOrder = block.shape === 'order';
  const values = seriesData(rows, series);
  // `order`: a funnel's shape is the stage order, not the counts (a stage with 0 would vanish):
  // each stage a step narrower than the one before; its label and tooltip carry the value.
  const items: FunnelItem[] = rows.map((row, index) => ({
    name: names[index]!,
    value: byOrder ? rows.length - index : values[index]!,
    shown: formatChartValue(valueAt(row, series.field), series.format ?? 'count'),
  }));
  const text = (p: { name: string; data: FunnelItem }) => `${p.name} ${p.data.shown}`;
  return {
    color: STEP_COLORS,
    tooltip: { trigger: 'item', formatter: (p: { name: string; data: FunnelItem }) => `${p.name}: ${p.data.shown}` },
    series: [{
      type: 'funnel', sort: 'none', left: '10%', width: '80%', minSize: '30%', gap: 2,
      ...(byOrder ? {} : { min: 0, max: Math.max(1, ...values) }),
      label: { show: true, position: 'inside', color: '#fff', formatter: text },
      data: items,
    }],
  };
}

function gaugeOption(block: ChartBlock, data: unknown): ChartOption {
  const series = block.series[0]!;
  const max = block.max ?? 100;
  const value = numberOf(valueAt(data, series.field));
  const formatter = series.format === 'percent' ? '{value}%' : (shown: number) => formatChartValue(shown, series.format ?? 'count');
  return {
    animationDuration: 400,
    series: [{
      type: 'gauge', min: 0, max, progress: { show: true, width: 14 }, axisLine: { lineStyle: { width: 14 } },
      pointer: { show: false }, axisTick: { show: false }, splitLine: { show: false }, axisLabel: { show: false },
      detail: { valueAnimation: true, formatter, fontSize: 24, offsetCenter: [0, '10%'] },
      data: [{ value: Math.min(value, max), name: '' }],
    }],
  };
}

/** A province of a map: its region, the first series' value (its colour), every series' value as text (the tooltip). */
interface MapItem { name: string; value: number | '-'; shown?: string[] }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The map of China, a province per row (its short or full name in the category field): the first
 * series colours the provinces (0 to the largest value, light to dark), every series is in the
 * tooltip. One data item per row in the answer's order, so a click's dataIndex is its row's; a row
 * that names no province (未知) keeps its place but names no region, so it is drawn nowhere (the
 * table shows it). Provinces the answer lacks stay light grey.
 */
export function mapOption(block: ChartBlock, data: unknown, t: Translate): ChartOption {
  const rows = rowsAt(data, block.rows);
  const [first] = block.series;
  const names = block.series.map((series) => t(series.label));
  const items: MapItem[] = rows.map((row) => {
    const raw = block.category ? valueAt(row, block.category.field) : undefined;
    const region = provinceRegion(raw);
    if (!region || !first) return { name: String(raw ?? ''), value: '-' };
    return {
      name: region,
      value: numberOf(valueAt(row, first.field)),
      shown: block.series.map((series) => formatChartValue(valueAt(row, series.field), series.format ?? 'count')),
    };
  });
  const values = items.flatMap((item) => (typeof item.value === 'number' ? [item.value] : []));
  const max = Math.max(1, ...values);
  const tooltip = (p: { name: string; data?: MapItem }) => {
    const lines = p.data?.shown?.map((shown, index) => `${escapeHtml(names[index]!)}: ${escapeHtml(shown)}`) ?? [];
    return [escapeHtml(p.name), ...lines].join('<br/>');
  };
  return {
    tooltip: { trigger: 'item', formatter: tooltip },
    visualMap: {
      type: 'continuous', min: 0, max, seriesIndex: 0, calculable: false, left: 8, bottom: 8, itemHeight: 120,
      text: [formatChartValue(max, first?.format ?? 'count'), '0'], inRange: { color: MAP_COLORS },
    },
    series: [{
      name: names[0], type: 'map', map: CHINA_MAP, roam: false, selectedMode: false,
      // the view: the mainland, Hainan and the 南海诸岛 inset ECharts adds to the map named `china`
      // (the islands south of 18°N, which the inset stands for, fall below it)
      boundingCoords: [[73.4, 53.6], [135.1, 18]], top: 8, bottom: 8, left: 'center',
      label: { show: false },
      itemStyle: { areaColor: '#edf2f7', borderColor: '#a0aec0', borderWidth: 0.6 },
      emphasis: { label: { show: true, color: '#1a202c' }, itemStyle: { areaColor: '#f6ad55' } },
      data: items,
    }],
  };
}
