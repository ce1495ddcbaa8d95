// The BI routes' components. No screen is written here: every BI page is its chart file
// (schemas/charts/bi/<page>.json) drawn by the engine's ChartPage (chartFilePage), so this file
// only maps route keys to files. Each file is the page `bi/<file name>`; adding a BI page is adding
// its file. The file and the chart code load with the page, never with the login route.
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyPage, type PageProps } from '../../engine/react/index.ts';

const FILES = import.meta.glob<{ default: unknown }>('../../schemas/charts/bi/*.json');

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

function biChartPage(path: string): ComponentType<PageProps> {
  const source = `schemas/charts/bi/${nameOf(path)}.json`;
  return lazyPage(async () => {
    const [file, { chartFilePage }] = await Promise.all([FILES[path]!(), import('../crm/workbench/chartFilePage.tsx')]);
    return { default: chartFilePage(file.default, source) };
  });
}

const byFile: Record<string, ComponentType<PageProps>> = Object.fromEntries(
  Object.keys(FILES).map((path) => [`bi/${nameOf(path)}`, biChartPage(path)]),
);

/**
 * 客户画像's three addresses share one route component (portrayalIndustry/industry, /level, /source,
 * schemas/routes.json): each draws the file of the view its address names.
 */
const PORTRAIT_VIEWS: Record<string, ComponentType<PageProps> | undefined> = {
  industry: byFile['bi/portrayalIndustry'], level: byFile['bi/portrayalLevel'], source: byFile['bi/portrayalSource'],
};

function PortraitPage(props: PageProps) {
  const View = PORTRAIT_VIEWS[useLocation().pathname.split('/').pop() ?? ''] ?? PORTRAIT_VIEWS.industry!;
  return <View {...props} />;
}

export const biChartPages: Record<string, ComponentType<PageProps>> = { ...byFile, 'bi/portrayalIndustry': PortraitPage };
