// email: an address typed as text, checked against a simple pattern.

import { plainDisplay } from './displayText.ts';
import { TEXT_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { PLAIN_UI, TEXT_VALUE } from './valueParts.ts';

export const emailModule: FormTypeModule = {
  formType: 'email',
  ...TEXT_VALUE,
  ui: PLAIN_UI,
  formatRules: () => ['email'],
  filter: TEXT_FILTER,
  detail: plainDisplay,
};
