// floatnumber: money (货币), exact decimal text with at most 10 integer and 2 decimal digits; shown
// with thousands separators and two places in lists and in 基本信息 alike.

import { formatMoney, moneyDisplay } from './displayText.ts';
import { NUMBER_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { PLAIN_UI, TEXT_VALUE } from './valueParts.ts';

export const floatnumberModule: FormTypeModule = {
  formType: 'floatnumber',
  ...TEXT_VALUE,
  ui: PLAIN_UI,
  formatRules: () => ['floatnumber'],
  filter: NUMBER_FILTER,
  listCell: formatMoney,
  detail: moneyDisplay,
};
