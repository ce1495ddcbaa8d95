// engine/charts: chart pages (schemas/charts/<area>/<page>.json) as typed data, and what the screen
// derives from them: the filters' parameters, the ECharts option of a chart block, figures and
// table rows as text, the list page behind a drill-down. Pure TypeScript: no React, no DOM.
export type * from './types.ts';
export { TIME_PRESETS } from './types.ts';
export { holds, rowsAt, valueAt, type Row } from './answer.ts';
export { figureViews, rowKey, sectionEmpty, tabCounts, tableColumns, tableView, totalOf, type FigureView, type TableView } from './blocks.ts';
export { categoryAt, chartLabel, chartOption, mapOption, type ChartOption, type Translate } from './chartOption.ts';
export { cellDrill, drillCategory, drillPage, drillParams, drillRight, seriesDrill } from './drill.ts';
export {
  callKey, callParams, controlSources, controlsReady, DEFAULT_PERIOD, defaultControlValues, defaultFilterValues, filterParams,
  periodComplete, periodOptions, withSourceDefaults, yearOptions, type FilterValues, type MembersValue, type PeriodValue,
} from './filters.ts';
export { bucketLabel, formatChartValue, isMissing, isNumeric, MISSING, numberOf } from './format.ts';
export { sectionRows, type SectionRow } from './layout.ts';
export { ChartDefinitionError, parseChartPage } from './parseChartPage.ts';
export { MAP_COLORS, SERIES_COLORS, STEP_COLORS } from './palette.ts';
export { CHINA_MAP, provinceRegion } from './provinces.ts';
export {
  exportFileName, fillWorksheet, SHEET_NUMBER_FORMATS, sheetName, tableSheet, type SheetValue, type TableSheet, type WorksheetLike,
} from './tableSheet.ts';
