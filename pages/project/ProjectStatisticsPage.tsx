// /project/statistics (统计分析): a chart page (schemas/charts/project/statistics.json) over
// work/workStatistics: all the projects the user sees, or one of them, as totals, completion and
// overdue rates, and the tasks per member, per list and per label. The server counts only
// projects the user may see.
import { useMemo } from 'react';
import { parseChartPage } from '../../engine/charts/index.ts';
import { ChartPage } from '../../engine/react/chart/index.ts';
import type { PageProps } from '../../engine/react/index.ts';
import statistics from '../../schemas/charts/project/statistics.json';
import { useSession } from '../session/sessionStore.ts';
import { serverChartEnvironment } from '../crm/workbench/chartEnvironment.ts';

const PROJECT_STATISTICS = parseChartPage(statistics, 'schemas/charts/project/statistics.json');

export default function ProjectStatisticsPage(_props: PageProps) {
  const { auth } = useSession();
  const env = useMemo(() => serverChartEnvironment(auth), [auth]);
  return <ChartPage page={PROJECT_STATISTICS} env={env} />;
}
