// business_cause: a business trip's items (行程明细). Every item needs its route, times and a
// duration above zero (a zero-day trip is not a trip).

import { detailItemsValue } from './detailItems.ts';
import { linesDisplay } from './displayText.ts';
import { TEXT_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { PLAIN_UI } from './valueParts.ts';

export const businessCauseModule: FormTypeModule = {
  formType: 'business_cause',
  ...detailItemsValue((item) => ({ ...item })),
  ui: { ...PLAIN_UI, fullRow: true },
  formatRules: () => ['tripItems'],
  filter: TEXT_FILTER,
  detail: linesDisplay('business_cause'),
};
