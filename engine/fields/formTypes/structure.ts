// structure: departments picked as [{id, name}]; many may be picked, their ids comma-joined. Edit
// mode sends them as {deptId, name}: the id is copied to `id`, which the picker speaks.

import { namesDisplay } from './displayText.ts';
import { DEPT_FILTER } from './filterFacets.ts';
import { recordListValue } from './recordList.ts';
import type { FormTypeModule } from './types.ts';
import { NO_FORMAT_RULES, PLAIN_UI } from './valueParts.ts';

export const structureModule: FormTypeModule = {
  formType: 'structure',
  ...recordListValue({ idKey: 'id', idAlias: 'deptId', many: true }),
  ui: PLAIN_UI,
  formatRules: NO_FORMAT_RULES,
  filter: DEPT_FILTER,
  detail: namesDisplay,
};
