// /project/statistics (统计分析): not a hand-drawn screen but a chart file
// (schemas/charts/project/statistics.json) the engine draws, over work/workStatistics: all the
// projects the user sees, or one of them, as totals, completion and overdue rates, and the tasks
// per member, per list and per label. The server counts only projects the user may see.
import statistics from '../../schemas/charts/project/statistics.json';
import { chartFilePage } from '../crm/workbench/chartFilePage.tsx';

export default chartFilePage(statistics, 'schemas/charts/project/statistics.json');
