// The BI pages that are chart files (schemas/charts/bi/<page>.json): each route's component is
// its file drawn by the engine's ChartPage (chartFilePage). A page is added by adding its file and
// its key here; the file and the chart code load with the page, never with the login route.
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyPage, type PageProps } from '../../engine/react/index.ts';

const files = import.meta.glob<{ default: unknown }>('../../schemas/charts/bi/*.json');

export const BI_CHART_PAGES = [
  'rankingContract', 'rankingReceivables', 'rankingSigning', 'rankingProduct', 'rankingAddCustomer',
  'rankingAddContacts', 'rankingRecordNun', 'rankingRecordCustomer', 'rankingExamine',
  'achievementCount', 'achievementMoney', 'achievementBack', 'achievementSummary', 'funnelstatistics', 'businessTrend', 'businessWin',
  'customerTotal', 'customerRecord', 'customerRecordmode', 'customerConversion', 'customerPool', 'customerCycle',
  'portrayalAddress', 'productstatistics', 'productCategory', 'taskCompletestatistics', 'log', 'examine',
] as const;

function biChartPage(name: string): ComponentType<PageProps> {
  const path = `../../schemas/charts/bi/${name}.json`;
  const load = files[path];
  if (!load) throw new Error(`${path}: no such chart file`);
  return lazyPage(async () => {
    const [file, { chartFilePage }] = await Promise.all([load(), import('../crm/workbench/chartFilePage.tsx')]);
    return { default: chartFilePage(file.default, `schemas/charts/bi/${name}.json`) };
  });
}

/**
 * 客户画像's three addresses share one route component (portrayalIndustry/industry, /level, /source,
 * schemas/routes.json): each draws the file of the view its address names.
 */
const PORTRAIT_VIEWS: Record<string, ComponentType<PageProps>> = {
  industry: biChartPage('portrayalIndustry'), level: biChartPage('portrayalLevel'), source: biChartPage('portrayalSource'),
};

function PortraitPage(props: PageProps) {
  const View = PORTRAIT_VIEWS[useLocation().pathname.split('/').pop() ?? ''] ?? PORTRAIT_VIEWS.industry!;
  return <View {...props} />;
}

export const biChartPages = {
  ...Object.fromEntries(BI_CHART_PAGES.map((name) => [`bi/${name}`, biChartPage(name)])) as Record<`bi/${(typeof BI_CHART_PAGES)[number]}`, ComponentType<PageProps>>,
  'bi/portrayalIndustry': PortraitPage,
};
