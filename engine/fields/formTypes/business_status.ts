// business_status: a business's stage (商机阶段) within its status group, held as its id.

import { namesDisplay } from './displayText.ts';
import { TEXT_FILTER } from './filterFacets.ts';
import { RECORD_ID_VALUE } from './recordId.ts';
import type { FormTypeModule } from './types.ts';
import { NO_FORMAT_RULES, PLAIN_UI } from './valueParts.ts';

export const businessStatusModule: FormTypeModule = {
  formType: 'business_status',
  ...RECORD_ID_VALUE,
  ui: PLAIN_UI,
  formatRules: NO_FORMAT_RULES,
  filter: TEXT_FILTER,
  detail: namesDisplay,
};
