// The page registry: every `component` key of schemas/routes.json -> a lazily loaded page.
// Screens that exist are listed by name; every key still waiting for its screen maps to the one
// honest NotBuilt page. When a screen lands, move its key from NOT_BUILT to BUILT_PAGES.
import type { ComponentType } from 'react';
import { lazyPage, type PageProps, type PageRegistry } from '../engine/react/index.ts';
import { biChartPages } from './bi/biChartPages.tsx';

const NotBuilt = lazyPage(() => import('./NotBuilt.tsx'));


const BUILT_PAGES = {
  Login: lazyPage(() => import('./login/LoginPage.tsx'), { catalogue: false }),
  NotFound: lazyPage(() => import('./NotFound.tsx')),
  Layout: lazyPage(() => import('./layout/MainLayout.tsx')),
  ManagerLayout: lazyPage(() => import('./layout/ManagerLayout.tsx')),
  Person: lazyPage(() => import('./person/PersonPage.tsx')),
  'manager/customField': lazyPage(() => import('./manager/customField/CustomFieldPage.tsx')),
  'manager/handleField': lazyPage(() => import('./manager/customField/HandleFieldPage.tsx')),
  // Every record module's route: the route names its module descriptor (schemas/modules).
  RecordPage: lazyPage(() => import('./records/RecordPage.tsx')),
  'crm/message': lazyPage(() => import('./crm/message/CrmMessagePage.tsx')),
  'crm/workbench': lazyPage(() => import('./crm/workbench/CrmWorkbenchPage.tsx')),
  'manager/customerPool': lazyPage(() => import('./manager/customerPool/CustomerPoolPage.tsx')),
  'manager/bizParam': lazyPage(() => import('./manager/bizParam/BizParamPage.tsx')),
  'manager/systemExamine': lazyPage(() => import('./manager/systemExamine/ExamineFlowsPage.tsx')),
  'manager/systemWorkbench': lazyPage(() => import('./manager/systemWorkbench/SystemWorkbenchPage.tsx')),
  'manager/bizGoals': lazyPage(() => import('./manager/bizGoals/BizGoalsPage.tsx')),
  'manager/employeeDep': lazyPage(() => import('./manager/employeeDep/EmployeeDepPage.tsx')),
  'manager/roleAuth': lazyPage(() => import('./manager/roleAuth/RoleAuthPage.tsx')),
  'manager/systemconfig': lazyPage(() => import('./manager/systemConfig/SystemConfigPage.tsx')),
  'manager/application': lazyPage(() => import('./manager/application/ApplicationPage.tsx')),
  'workbench/addressBook': lazyPage(() => import('./workbench/addressBook/AddressBookPage.tsx')),
  'workbench/journalList': lazyPage(() => import('./workbench/journalList/JournalSummaryPage.tsx')),
  'workbench/email': lazyPage(() => import('./workbench/email/WechatTemplatePage.tsx')),
  'project/statistics': lazyPage(() => import('./project/ProjectStatisticsPage.tsx')),
  'manager/systemProject': lazyPage(() => import('./manager/systemProject/ProjectRolesPage.tsx')),
  ...biChartPages,
} satisfies Record<string, ComponentType<PageProps>>;

export const NOT_BUILT = [] as const;

export const pageRegistry: PageRegistry = {
  ...Object.fromEntries(NOT_BUILT.map((key) => [key, NotBuilt])),
  ...BUILT_PAGES,
};
