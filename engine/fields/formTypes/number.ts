// number: a decimal kept as its exact text while the form is open (numbers from the server become
// text), at most 12 integer and 4 decimal digits.

import { plainDisplay } from './displayText.ts';
import { NUMBER_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { PLAIN_UI, TEXT_VALUE } from './valueParts.ts';

export const numberModule: FormTypeModule = {
  formType: 'number',
  ...TEXT_VALUE,
  ui: PLAIN_UI,
  formatRules: () => ['number'],
  filter: NUMBER_FILTER,
  detail: plainDisplay,
};
