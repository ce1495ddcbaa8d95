// category: a product category, held as the id path from the root to the leaf (the cascader's
// value), sent as the leaf id. forms.md 5: its required check runs on submit only.

import type { RecordId } from '../definition.ts';
import { splitList, toId, toText } from '../valueText.ts';
import { namesDisplay } from './displayText.ts';
import { TEXT_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { NO_FORMAT_RULES, PLAIN_UI, isEmptyList, scalarWire } from './valueParts.ts';

function normalizeIdPath(raw: unknown): RecordId[] {
  const items = Array.isArray(raw) ? raw : splitList(toText(raw));
  return items.map(toId).filter((id): id is RecordId => id !== null);
}

function leafId(value: unknown): RecordId {
  const path = Array.isArray(value) ? value : [];
  const leaf = path[path.length - 1];
  return typeof leaf === 'number' || typeof leaf === 'string' ? leaf : '';
}

export const categoryModule: FormTypeModule = {
  formType: 'category',
  valueSchema: () => ({ type: ['array', 'null'], items: { type: ['integer', 'string'] } }),
  normalize: normalizeIdPath,
  isEmpty: isEmptyList,
  wire: scalarWire(leafId, normalizeIdPath),
  ui: { ...PLAIN_UI, options: { validateOn: 'submit' } },
  formatRules: NO_FORMAT_RULES,
  filter: TEXT_FILTER,
  detail: namesDisplay,
};
