// select: one of the admin's options, held as its text. No enum in the schema: admins edit
// options, and old records holding a removed option must still save.

import { plainDisplay } from './displayText.ts';
import { CHOICE_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { CHOICE_UI, NO_FORMAT_RULES, TEXT_VALUE } from './valueParts.ts';

export const selectModule: FormTypeModule = {
  formType: 'select',
  ...TEXT_VALUE,
  ui: CHOICE_UI,
  formatRules: NO_FORMAT_RULES,
  filter: CHOICE_FILTER,
  detail: plainDisplay,
};
