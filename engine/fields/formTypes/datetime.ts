// datetime: yyyy-MM-dd HH:mm:ss (ISO's "T" and a missing seconds part are fixed on the way in).

import { normalizeDateTime } from '../valueText.ts';
import { plainDisplay } from './displayText.ts';
import { DATETIME_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { PLAIN_UI, textValue } from './valueParts.ts';

export const datetimeModule: FormTypeModule = {
  formType: 'datetime',
  ...textValue(normalizeDateTime),
  ui: PLAIN_UI,
  formatRules: () => ['datetime'],
  filter: DATETIME_FILTER,
  detail: plainDisplay,
};
