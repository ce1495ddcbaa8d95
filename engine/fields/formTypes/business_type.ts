// business_type: a business's status group (商机状态组), held as its id. Its choice decides the
// stages business_status offers (linkage); the filter picks a type and optionally a stage.

import { namesDisplay } from './displayText.ts';
import { BUSINESS_TYPE_FILTER } from './filterFacets.ts';
import { RECORD_ID_VALUE } from './recordId.ts';
import type { FormTypeModule } from './types.ts';
import { NO_FORMAT_RULES, PLAIN_UI } from './valueParts.ts';

export const businessTypeModule: FormTypeModule = {
  formType: 'business_type',
  ...RECORD_ID_VALUE,
  ui: PLAIN_UI,
  formatRules: NO_FORMAT_RULES,
  filter: BUSINESS_TYPE_FILTER,
  detail: namesDisplay,
};
