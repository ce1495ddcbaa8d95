// text: one line of text (a customer's name, a product code). No format rule of its own.

import { plainDisplay } from './displayText.ts';
import { TEXT_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { NO_FORMAT_RULES, PLAIN_UI, TEXT_VALUE } from './valueParts.ts';

export const textModule: FormTypeModule = {
  formType: 'text',
  ...TEXT_VALUE,
  ui: PLAIN_UI,
  formatRules: NO_FORMAT_RULES,
  filter: TEXT_FILTER,
  detail: plainDisplay,
};
