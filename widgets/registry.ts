// formType → rjsf widget. The engine (engine/fields) compiles each server field to
// { 'ui:widget': <formType> }, so these keys are the formType names of server-contract 5.2.
//
// To come. Until a formType is here, a schema naming it as 'ui:widget' makes rjsf throw
// "No widget '<formType>' for type …", so the engine must not send those fields to this form yet:
//   user, structure                          member / department pickers in a popover
//   customer, contacts, business, contract,  CRM record pickers
//   receivables_plan
//   category                                 product category cascader
//   business_type, business_status           business type picker and its stage select
//   product                                  product line-item table
//   map_address                              map address picker
//   file                                     file attachments
//   examine_cause, business_cause            expense and trip detail editors
import type { Widget } from '@rjsf/utils';
import type { FormType } from '../engine/fields/formTypes.ts';
import CheckboxWidget from './fields/checkbox/CheckboxWidget.tsx';
import DateWidget from './fields/date/DateWidget.tsx';
import DateTimeWidget from './fields/datetime/DateTimeWidget.tsx';
import EmailWidget from './fields/email/EmailWidget.tsx';
import FloatNumberWidget from './fields/floatnumber/FloatNumberWidget.tsx';
import MobileWidget from './fields/mobile/MobileWidget.tsx';
import NumberWidget from './fields/number/NumberWidget.tsx';
import SelectWidget from './fields/select/SelectWidget.tsx';
import TextWidget from './fields/text/TextWidget.tsx';
import TextareaWidget from './fields/textarea/TextareaWidget.tsx';

/** The formTypes that have a widget so far. */
export type ReadyFormType = Extract<
  FormType,
  'text' | 'textarea' | 'number' | 'floatnumber' | 'mobile' | 'email' | 'select' | 'checkbox' | 'date' | 'datetime'
>;

export const formTypeWidgets: Readonly<Record<ReadyFormType, Widget>> = {
  text: TextWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  floatnumber: FloatNumberWidget,
  mobile: MobileWidget,
  email: EmailWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  date: DateWidget,
  datetime: DateTimeWidget,
};

export function hasFormTypeWidget(formType: string): formType is ReadyFormType {
  return Object.hasOwn(formTypeWidgets, formType);
}
