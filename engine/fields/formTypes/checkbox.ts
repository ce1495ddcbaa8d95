// checkbox: several of the admin's options; a list while the form is open, comma-joined on the
// wire and in storage.

import { splitList, toText } from '../valueText.ts';
import { choicesDisplay } from './displayText.ts';
import { CHOICE_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { CHOICE_UI, NO_FORMAT_RULES, isEmptyList, scalarWire } from './valueParts.ts';

function normalizeChoices(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.map(toText).filter((item) => item !== '') : splitList(toText(raw));
}

function encodeChoices(value: unknown): string {
  return Array.isArray(value) ? value.map(toText).filter((item) => item !== '').join(',') : toText(value);
}

export const checkboxModule: FormTypeModule = {
  formType: 'checkbox',
  valueSchema: () => ({ type: ['array', 'null'], items: { type: 'string' } }),
  normalize: normalizeChoices,
  isEmpty: isEmptyList,
  wire: scalarWire(encodeChoices, normalizeChoices),
  ui: CHOICE_UI,
  formatRules: NO_FORMAT_RULES,
  filter: CHOICE_FILTER,
  detail: choicesDisplay,
};
