// Where the drawer gets its calls, the permission tree and the signed-in user: the real server
// adapter and the engine environment's session by default; a story (or test) wraps the drawer in
// <DetailEnvironmentProvider value={{api: fake, auth, user}}> to use in-story data.
import { createContext, useContext, type ReactNode } from 'react';
import { crmDetailApi, type CrmDetailApi } from '../../../server-adapter/crmDetail.ts';
import { crmExamineApi, moduleExamineApi, type ExamineApi } from '../../../server-adapter/crmExamine.ts';
import type { ModuleExamine } from '../../modules/index.ts';
import { CRM_EXAMINE } from './detailModules.ts';
import type { AuthTree } from '../../routes/types.ts';
import { useEngineSession } from '../environment/index.ts';

export interface DetailEnvironment {
  api: CrmDetailApi;
  /** The approval calls of contracts and receivables. */
  examineApi: ExamineApi;
  /** The approval calls of a module's panel: the CRM's for `detail.examine: true`, else its own calls. */
  examineApiOf(examine: ModuleExamine): ExamineApi;
  auth?: AuthTree;
  user?: { userId: number; realname: string };
}

const Context = createContext<Partial<DetailEnvironment> | null>(null);

export function DetailEnvironmentProvider({ value, children }: { value: Partial<DetailEnvironment>; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useDetailEnvironment(): DetailEnvironment {
  const override = useContext(Context);
  const session = useEngineSession();
  const examineApi = override?.examineApi ?? crmExamineApi;
  return {
    api: override?.api ?? crmDetailApi,
    examineApi,
    examineApiOf: override?.examineApiOf ?? ((examine) => (examine === CRM_EXAMINE ? examineApi : moduleApiOf(examine))),
    auth: override && 'auth' in override ? override.auth : session.auth,
    user: override?.user ?? (session.user ? { userId: session.user.userId, realname: session.user.realname } : undefined),
  };
}

const moduleApis = new Map<ModuleExamine, ExamineApi>();

/** One api object per descriptor section: the panel's loads depend on it. */
function moduleApiOf(examine: ModuleExamine): ExamineApi {
  let api = moduleApis.get(examine);
  if (!api) moduleApis.set(examine, (api = moduleExamineApi(examine)));
  return api;
}
