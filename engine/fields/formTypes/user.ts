// user: employees picked as [{userId, realname}]; many may be picked, their ids comma-joined.

import { namesDisplay } from './displayText.ts';
import { USER_FILTER } from './filterFacets.ts';
import { recordListValue } from './recordList.ts';
import type { FormTypeModule } from './types.ts';
import { NO_FORMAT_RULES, PLAIN_UI } from './valueParts.ts';

export const userModule: FormTypeModule = {
  formType: 'user',
  ...recordListValue({ idKey: 'userId', many: true }),
  ui: PLAIN_UI,
  formatRules: NO_FORMAT_RULES,
  filter: USER_FILTER,
  detail: namesDisplay,
};
