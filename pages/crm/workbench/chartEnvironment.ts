// A chart page's real surroundings: any endpoint through the request client (a failure reaches the
// user as the client's toast, and the section says 加载失败), the select sources from the server's
// data sources, the session's permission tree, the member picker's sources, and the list screen's
// environment for drill-downs. The BI pages will take the same.
import i18next from 'i18next';
import type { AuthTree } from '../../../engine/routes/index.ts';
import type { ChartEnvironment } from '../../../engine/react/chart/index.ts';
import type { ChoiceOption } from '../../../engine/charts/index.ts';
import { createServerDataSources } from '../../../server-adapter/dataSources.ts';
import { requestData } from '../../../server-adapter/request.ts';
import type { LoginUser } from '../../../server-adapter/types.ts';
import { serverListEnvironment } from '../list/listEnvironment.ts';

const sources = createServerDataSources();

/** The option sources a chart file's selects may name. */
const OPTION_SOURCES: Record<string, () => Promise<ChoiceOption[]>> = {
  // 商机组 the user's department may use (CrmBusiness/queryBusinessStatusOptions)
  async businessTypes() {
    return (await sources.businessTypes()).map((type) => ({ value: String(type.typeId), label: type.name }));
  },
  // 全部项目 first, then the projects the user sees (work/queryWorkNameList): the project statistics' choice
  async projects() {
    const works = await requestData<Array<{ workId: number; name: string }>>('work/queryWorkNameList', {});
    return [{ value: 'all', label: i18next.t('projectStatistics.all') }, ...(works ?? []).map((work) => ({ value: String(work.workId), label: work.name }))];
  },
};

export function serverChartEnvironment(auth: AuthTree | undefined, user?: LoginUser): ChartEnvironment {
  return {
    ...(user?.deptId ? { ownDept: { id: user.deptId, name: user.deptName ?? '' } } : {}),
    call: (path, params) => requestData<unknown>(path, { ...params }),
    options(source) {
      const load = OPTION_SOURCES[source];
      if (!load) return Promise.reject(new Error(`no chart option source "${source}" (pages/crm/workbench/chartEnvironment.ts)`));
      return load();
    },
    auth,
    users: () => sources.users({}),
    deptTree: () => sources.deptTree(),
    list: serverListEnvironment(auth),
  };
}
