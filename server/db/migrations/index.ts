/**
 * Every migration, in order. Add a new file `NNNN_<what>.ts` exporting `up` (and `down`) and list
 * it here; names sort lexically, so keep the four-digit prefix. Never edit a migration that has
 * shipped: add a new one.
 */
import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.ts';
import * as customFields from './0002_custom_fields.ts';
import * as crmCustomer from './0003_crm_customer.ts';
import * as oaExamineCategory from './0004_oa_examine_category.ts';
import * as crmRecords from './0005_crm_records.ts';
import * as crmScenes from './0006_crm_scenes.ts';
import * as crmActivity from './0007_crm_activity.ts';
import * as crmExamine from './0008_crm_examine.ts';
import * as crmImport from './0009_crm_import.ts';
import * as listIndexes from './0010_list_indexes.ts';
import * as sessionGeneration from './0011_session_generation.ts';
import * as crmAchievement from './0012_crm_achievement.ts';
import * as workbenchIndexes from './0013_workbench_indexes.ts';
import * as sortNullsFirst from './0014_sort_nulls_first.ts';
import * as searchGramsLetters from './0015_search_grams_letters.ts';
import * as dropCustomGin from './0016_drop_custom_gin.ts';
import * as loginAttemptAddress from './0017_login_attempt_address.ts';
import * as fileOwnerIndexes from './0018_file_owner_indexes.ts';
import * as importOwner from './0019_import_owner.ts';
import * as contractCodesAsText from './0020_contract_codes_as_text.ts';
import * as crmExportRights from './0021_crm_export_rights.ts';
import * as liveNotifications from './0022_live_notifications.ts';
import * as oaExamine from './0023_oa_examine.ts';
import * as oaExamineStepRetired from './0024_oa_examine_step_retired.ts';
import * as examineLogOpen from './0025_examine_log_open.ts';
import * as oaEvent from './0026_oa_event.ts';
import * as oaAnnouncement from './0028_oa_announcement.ts';
import * as oaLog from './0031_oa_log.ts';
import * as seedState from './0030_seed_state.ts';
import * as task from './0032_task.ts';
import * as oaLogAudienceIndexes from './0033_oa_log_audience_indexes.ts';
import * as work from './0034_work.ts';
import * as taskBoardHot from './0035_task_board_hot.ts';
import * as biCreatorIndex from './0036_bi_creator_index.ts';
import * as biMonthlyRollups from './0037_bi_monthly_rollups.ts';
import * as biFirstDeals from './0038_bi_first_deals.ts';
import * as biCustomerPresence from './0039_bi_customer_presence.ts';
import * as biFirstDealProducts from './0040_bi_first_deal_products.ts';

export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_custom_fields': customFields,
  '0003_crm_customer': crmCustomer,
  '0004_oa_examine_category': oaExamineCategory,
  '0005_crm_records': crmRecords,
  '0006_crm_scenes': crmScenes,
  '0007_crm_activity': crmActivity,
  '0008_crm_examine': crmExamine,
  '0009_crm_import': crmImport,
  '0010_list_indexes': listIndexes,
  '0011_session_generation': sessionGeneration,
  '0012_crm_achievement': crmAchievement,
  '0013_workbench_indexes': workbenchIndexes,
  '0014_sort_nulls_first': sortNullsFirst,
  '0015_search_grams_letters': searchGramsLetters,
  '0016_drop_custom_gin': dropCustomGin,
  '0017_login_attempt_address': loginAttemptAddress,
  '0018_file_owner_indexes': fileOwnerIndexes,
  '0019_import_owner': importOwner,
  '0020_contract_codes_as_text': contractCodesAsText,
  '0021_crm_export_rights': crmExportRights,
  '0022_live_notifications': liveNotifications,
  '0023_oa_examine': oaExamine,
  '0024_oa_examine_step_retired': oaExamineStepRetired,
  '0025_examine_log_open': examineLogOpen,
  '0026_oa_event': oaEvent,
  '0028_oa_announcement': oaAnnouncement,
  '0030_seed_state': seedState,
  '0031_oa_log': oaLog,
  '0032_task': task,
  '0033_oa_log_audience_indexes': oaLogAudienceIndexes,
  '0034_work': work,
  '0035_task_board_hot': taskBoardHot,
  '0036_bi_creator_index': biCreatorIndex,
  '0037_bi_monthly_rollups': biMonthlyRollups,
  '0038_bi_first_deals': biFirstDeals,
  '0039_bi_customer_presence': biCustomerPresence,
  '0040_bi_first_deal_products': biFirstDealProducts,
};
