// /crm/workbench (仪表盘): the CRM's landing page, a chart page (schemas/charts/crm/workbench.json)
// rendered by the engine's ChartPage: one filter (period, employees / departments) drives 销售简报,
// 业绩指标, 销售趋势, 销售漏斗 and 跟进记录 (Crm/Instrument/*). Every figure comes from the server,
// which limits the people to the user's data scope; a panel that fails says so and the others stay.
import { useMemo } from 'react';
import { parseChartPage } from '../../../engine/charts/index.ts';
import { ChartPage } from '../../../engine/react/chart/index.ts';
import type { PageProps } from '../../../engine/react/index.ts';
import workbench from '../../../schemas/charts/crm/workbench.json';
import { useSession } from '../../session/sessionStore.ts';
import { serverChartEnvironment } from './chartEnvironment.ts';

const WORKBENCH_CHART = parseChartPage(workbench, 'schemas/charts/crm/workbench.json');

export default function CrmWorkbenchPage(_props: PageProps) {
  const { auth } = useSession();
  const env = useMemo(() => serverChartEnvironment(auth), [auth]);
  return <ChartPage page={WORKBENCH_CHART} env={env} />;
}
