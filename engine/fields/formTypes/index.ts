// The form type registry: one module per form type (issue 14). A new form type is one more file
// here and one more line below; TypeScript refuses the registry until every FormType has its
// module. (The list of form types and their codes stays in ../formTypes.ts.)

import type { FormType } from '../formTypes.ts';
import { businessCauseModule } from './business_cause.ts';
import { businessStatusModule } from './business_status.ts';
import { businessTypeModule } from './business_type.ts';
import { categoryModule } from './category.ts';
import { checkboxModule } from './checkbox.ts';
import { colorModule } from './color.ts';
import { dateModule } from './date.ts';
import { datetimeModule } from './datetime.ts';
import { emailModule } from './email.ts';
import { examineCauseModule } from './examine_cause.ts';
import { fileModule } from './file.ts';
import { floatnumberModule } from './floatnumber.ts';
import { mapAddressModule } from './map_address.ts';
import { mobileModule } from './mobile.ts';
import { numberModule } from './number.ts';
import { productModule } from './product.ts';
import { businessModule, contactsModule, contractModule, customerModule, receivablesPlanModule } from './relations.ts';
import { selectModule } from './select.ts';
import { structureModule } from './structure.ts';
import { textModule } from './text.ts';
import { textareaModule } from './textarea.ts';
import type { FormTypeModule } from './types.ts';
import { userModule } from './user.ts';

export const FORM_TYPE_MODULES: Readonly<Record<FormType, FormTypeModule>> = {
  text: textModule,
  color: colorModule,
  number: numberModule,
  floatnumber: floatnumberModule,
  mobile: mobileModule,
  email: emailModule,
  textarea: textareaModule,
  select: selectModule,
  checkbox: checkboxModule,
  date: dateModule,
  datetime: datetimeModule,
  user: userModule,
  structure: structureModule,
  file: fileModule,
  contacts: contactsModule,
  customer: customerModule,
  contract: contractModule,
  business: businessModule,
  category: categoryModule,
  business_type: businessTypeModule,
  business_status: businessStatusModule,
  product: productModule,
  map_address: mapAddressModule,
  receivables_plan: receivablesPlanModule,
  examine_cause: examineCauseModule,
  business_cause: businessCauseModule,
};

/**
 * The module of a form type. An unknown type (a definition written behind the designer's back)
 * fails here with its name, rather than as a shapeless value further on.
 */
export function formTypeModule(formType: FormType): FormTypeModule {
  const found = Object.hasOwn(FORM_TYPE_MODULES, formType) ? FORM_TYPE_MODULES[formType] : undefined;
  if (!found) throw new Error(`unknown formType ${String(formType)}`);
  return found;
}

export type { FormTypeModule, PayloadPartWire, ScalarWire, UiFacts, UniqueCheckTrigger, WireScalar } from './types.ts';
