// engine/react/chart: a chart page (schemas/charts/<area>/<page>.json) rendered by one component.
// Imported by the pages that show charts, never by engine/react/index.ts: ECharts comes with it
// and must stay out of the first load.
export { ChartPage, type ChartPageProps } from './ChartPage.tsx';
export { ChartSection, type ChartSectionProps } from './ChartSection.tsx';
export type { ChartEnvironment } from './chartEnvironment.ts';
