// Every contract case, by area. A call of Appendix A whose answer the contract describes has a case
// in the file of its area; tests/api/contract-conformance.test.ts runs them.
import type { ContractCase } from '../contractCase.ts';
import { crmCustomerCases } from './crmCustomer.ts';
import { crmDealCases } from './crmDeals.ts';
import { crmImportCases } from './crmImports.ts';
import { crmSettingCases } from './crmSettings.ts';
import { oaEventCases } from './oaEvent.ts';
import { oaAnnouncementCases } from './oaAnnouncement.ts';
import { oaFeedCases } from './oaFeed.ts';
import { oaLogCases } from './oaLog.ts';
import { oaExamineCases } from './oaExamine.ts';
import { oaExamineCategoryCases } from './oaExamineCategories.ts';
import { oaTaskCases } from './oaTask.ts';
import { systemCases } from './system.ts';
import { systemDirectoryCases } from './systemDirectory.ts';
import { workCases } from './work.ts';
import { biCases } from './bi.ts';

export const CONTRACT_CASES: ContractCase[] = [
  ...systemCases,
  ...systemDirectoryCases,
  ...crmCustomerCases,
  ...crmDealCases,
  ...crmImportCases,
  ...crmSettingCases,
  ...oaExamineCategoryCases,
  ...oaExamineCases,
  ...oaEventCases,
  ...oaAnnouncementCases,
  ...oaLogCases,
  ...oaFeedCases,
  ...oaTaskCases,
  ...workCases,
  ...biCases,
];
