// A page that is one chart file (schemas/charts/<area>/<page>.json) drawn by the engine's ChartPage
// with the server's environment and the session's rights and department: 日志汇总, the projects'
// 统计分析 and the BI pages (pages/bi/biChartPages.tsx). The file is parsed once, when its page module loads.
import { useMemo } from 'react';
import { parseChartPage } from '../../../engine/charts/index.ts';
import { ChartPage } from '../../../engine/react/chart/index.ts';
import type { PageProps } from '../../../engine/react/index.ts';
import { useSession } from '../../session/sessionStore.ts';
import { serverChartEnvironment } from './chartEnvironment.ts';

export function chartFilePage(file: unknown, source: string) {
  const chart = parseChartPage(file, source);
  return function ChartFilePage(_props: PageProps) {
    const { auth, user } = useSession();
    const env = useMemo(() => serverChartEnvironment(auth, user), [auth, user]);
    return <ChartPage page={chart} env={env} />;
  };
}
