// examine_cause: an expense claim's items (费用明细). Every item needs its route, times and the four
// amounts (a zero amount is an answer); the invoice previews (`imgList`) stay in the browser, the
// server links images by the item's batchId.

import type { DetailItem } from '../definition.ts';
import { detailItemsValue } from './detailItems.ts';
import { linesDisplay } from './displayText.ts';
import { TEXT_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { PLAIN_UI } from './valueParts.ts';

function withoutPreviews(item: DetailItem): DetailItem {
  const { imgList: _previews, ...rest } = item;
  return rest;
}

export const examineCauseModule: FormTypeModule = {
  formType: 'examine_cause',
  ...detailItemsValue(withoutPreviews),
  ui: { ...PLAIN_UI, fullRow: true },
  formatRules: () => ['expenseItems'],
  filter: TEXT_FILTER,
  detail: linesDisplay('examine_cause'),
};
