// mobile: a phone number typed as text.

import { plainDisplay } from './displayText.ts';
import { TEXT_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { PLAIN_UI, TEXT_VALUE } from './valueParts.ts';

export const mobileModule: FormTypeModule = {
  formType: 'mobile',
  ...TEXT_VALUE,
  ui: PLAIN_UI,
  // forms.md 5: not enforced on update, so old records with odd numbers can still be saved.
  formatRules: (mode) => (mode === 'update' ? [] : ['mobile']),
  filter: TEXT_FILTER,
  detail: plainDisplay,
};
