// date: yyyy-MM-dd. DATE columns may arrive as a full datetime and are cut to the day, on the way
// in, on the wire and on screen.

import { normalizeDate } from '../valueText.ts';
import { dateDisplay, dateOnly } from './displayText.ts';
import { DATE_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { PLAIN_UI, textValue } from './valueParts.ts';

export const dateModule: FormTypeModule = {
  formType: 'date',
  ...textValue(normalizeDate),
  ui: PLAIN_UI,
  formatRules: () => ['date'],
  filter: DATE_FILTER,
  listCell: (value) => (typeof value === 'string' ? dateOnly(value) : undefined),
  detail: dateDisplay,
};
