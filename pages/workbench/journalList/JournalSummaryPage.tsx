// /workbench/journalList (日志汇总): a chart page (schemas/charts/oa/journalSummary.json) over
// OaLog/querySummary: for the period and people chosen, how many 日报 / 周报 / 月报 each member of the
// user's team sent and who sent none (listed first). The server limits the people to the user and
// their reports (everyone for the super admin).
import { useMemo } from 'react';
import { parseChartPage } from '../../../engine/charts/index.ts';
import { ChartPage } from '../../../engine/react/chart/index.ts';
import type { PageProps } from '../../../engine/react/index.ts';
import journalSummary from '../../../schemas/charts/oa/journalSummary.json';
import { useSession } from '../../session/sessionStore.ts';
import { serverChartEnvironment } from '../../crm/workbench/chartEnvironment.ts';

const JOURNAL_SUMMARY = parseChartPage(journalSummary, 'schemas/charts/oa/journalSummary.json');

export default function JournalSummaryPage(_props: PageProps) {
  const { auth } = useSession();
  const env = useMemo(() => serverChartEnvironment(auth), [auth]);
  return <ChartPage page={JOURNAL_SUMMARY} env={env} />;
}
