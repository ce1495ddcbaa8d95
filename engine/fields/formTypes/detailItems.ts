// The OA approval detail editors (examine_cause: expense items, business_cause: trip items): the
// form holds the item list; the payload sends every detail field's items as one `travelList` (sent
// as `oaExamineTravelList`, forms.md 3.5).

import type { DetailItem } from '../definition.ts';
import { isPlainObject } from '../valueText.ts';
import type { FormTypeModule } from './types.ts';
import { isEmptyList } from './valueParts.ts';

function normalizeItemList(raw: unknown): DetailItem[] {
  // The original client wrapped the list as {list: [...]}; accept both.
  const list = isPlainObject(raw) && Array.isArray(raw.list) ? raw.list : raw;
  return Array.isArray(list) ? list.filter(isPlainObject).map((item) => ({ ...item })) : [];
}

/** `sent` is what one item looks like in the payload. */
export function detailItemsValue(sent: (item: DetailItem) => DetailItem): Pick<FormTypeModule, 'valueSchema' | 'normalize' | 'isEmpty' | 'wire'> {
  return {
    valueSchema: () => ({ type: ['array', 'null'], items: { type: 'object' } }),
    normalize: normalizeItemList,
    isEmpty: isEmptyList,
    wire: {
      kind: 'payloadPart',
      split: (value, payload) => {
        const items = Array.isArray(value) ? (value as DetailItem[]) : [];
        payload.travelList = [...(payload.travelList ?? []), ...items.map(sent)];
      },
      join: (payload) => normalizeItemList(payload.travelList ?? []),
    },
  };
}
