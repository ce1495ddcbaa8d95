// What "not filled in" means for each form type. Required fails on it; every format rule passes on
// it (forms.md 5: "Empty values always pass the format checks"); the uniqueness check skips it.
// Each form type says it in its module (formTypes/).

import { formTypeModule } from './formTypes/index.ts';
import type { FormType } from './formTypes.ts';

export function isEmptyValue(formType: FormType, value: unknown): boolean {
  return formTypeModule(formType).isEmpty(value);
}
