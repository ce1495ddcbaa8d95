// color: one of the field's preset colours (its `setting`, e.g. an event's or a project's palette),
// held as its #RRGGBB text. Not an admin custom field type (no `type` code): fixed forms use it.

import { plainDisplay } from './displayText.ts';
import { CHOICE_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { CHOICE_UI, NO_FORMAT_RULES, TEXT_VALUE } from './valueParts.ts';

export const colorModule: FormTypeModule = {
  formType: 'color',
  ...TEXT_VALUE,
  ui: CHOICE_UI,
  formatRules: NO_FORMAT_RULES,
  filter: CHOICE_FILTER,
  detail: plainDisplay,
};
