// /workbench/journalList (日志汇总): a chart page (schemas/charts/oa/journalSummary.json) over
// OaLog/querySummary: for the period and people chosen, how many 日报 / 周报 / 月报 each member of the
// user's team sent and who sent none (listed first). The server limits the people to the user and
// their reports (everyone for the super admin).
import journalSummary from '../../../schemas/charts/oa/journalSummary.json';
import { chartFilePage } from '../../crm/workbench/chartFilePage.tsx';

export default chartFilePage(journalSummary, 'schemas/charts/oa/journalSummary.json');
