// textarea: several lines, at most 200 characters (forms.md 9; the admin's maxLength is not used).
// The widget gets the limit in its options to count down as the user types.

import { LIMITS } from '../limits.ts';
import { plainDisplay } from './displayText.ts';
import { TEXT_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { PLAIN_UI, TEXT_VALUE } from './valueParts.ts';

export const textareaModule: FormTypeModule = {
  formType: 'textarea',
  ...TEXT_VALUE,
  ui: { ...PLAIN_UI, options: { maxLength: LIMITS.textareaMaxChars } },
  formatRules: () => ['maxChars'],
  filter: TEXT_FILTER,
  detail: plainDisplay,
};
