// formType → rjsf widget. The engine (engine/fields) compiles each server field to
// { 'ui:widget': <formType> }, so these keys are the formType names of server-contract 5.2.
//
// Every formType has one now. user and structure open the member picker (widgets/pickers/
// MemberPicker.tsx); customer, contacts, business and contract the related-record picker
// (widgets/pickers/RelatedRecordPicker.tsx). product, map_address and file are object values: they
// are in `formTypeFields` below.
import type { Field, Widget } from '@rjsf/utils';
import type { FormType } from '../engine/fields/formTypes.ts';
import CheckboxWidget from './fields/checkbox/CheckboxWidget.tsx';
import ColorWidget from './fields/color/ColorWidget.tsx';
import DateWidget from './fields/date/DateWidget.tsx';
import DateTimeWidget from './fields/datetime/DateTimeWidget.tsx';
import EmailWidget from './fields/email/EmailWidget.tsx';
import FloatNumberWidget from './fields/floatnumber/FloatNumberWidget.tsx';
import MobileWidget from './fields/mobile/MobileWidget.tsx';
import NumberWidget from './fields/number/NumberWidget.tsx';
import SelectWidget from './fields/select/SelectWidget.tsx';
import TextWidget from './fields/text/TextWidget.tsx';
import TextareaWidget from './fields/textarea/TextareaWidget.tsx';
import ExamineCauseWidget from './fields/examine_cause/ExamineCauseWidget.tsx';
import BusinessCauseWidget from './fields/business_cause/BusinessCauseWidget.tsx';
import CategoryWidget from './fields/category/CategoryWidget.tsx';
import BusinessTypeWidget from './fields/business_type/BusinessTypeWidget.tsx';
import BusinessStatusWidget from './fields/business_type/BusinessStatusWidget.tsx';
import ReceivablesPlanWidget from './fields/receivables_plan/ReceivablesPlanWidget.tsx';
import ProductField from './fields/product/ProductField.tsx';
import MapAddressField from './fields/map_address/MapAddressField.tsx';
import UserWidget from './fields/user/UserWidget.tsx';
import StructureWidget from './fields/structure/StructureWidget.tsx';
import { BusinessWidget, ContactsWidget, ContractWidget, CustomerWidget } from './fields/relation/RelationWidget.tsx';
import FileField from './fields/file/FileField.tsx';

/** The formTypes that have a widget so far. */
export type ReadyFormType = Extract<
  FormType,
  | 'text' | 'textarea' | 'number' | 'floatnumber' | 'mobile' | 'email' | 'select' | 'checkbox' | 'date' | 'datetime'
  | 'examine_cause' | 'business_cause' | 'category' | 'business_type' | 'business_status' | 'receivables_plan'
  | 'user' | 'structure' | 'customer' | 'contacts' | 'business' | 'contract' | 'color'
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
  examine_cause: ExamineCauseWidget,
  business_cause: BusinessCauseWidget,
  category: CategoryWidget,
  business_type: BusinessTypeWidget,
  business_status: BusinessStatusWidget,
  receivables_plan: ReceivablesPlanWidget,
  user: UserWidget,
  structure: StructureWidget,
  customer: CustomerWidget,
  contacts: ContactsWidget,
  business: BusinessWidget,
  contract: ContractWidget,
  color: ColorWidget,
};

export function hasFormTypeWidget(formType: string): boolean {
  return Object.hasOwn(formTypeWidgets, formType) || Object.hasOwn(formTypeFields, formType);
}

/**
 * Object-valued formTypes: the engine names them in 'ui:field' as well as 'ui:widget', because
 * rjsf's ObjectField ignores 'ui:widget'. Pass this map as the form's `fields`
 * (`<LingxiForm fields={formTypeFields}>`, or `fields` in the theme).
 */
export type ReadyFieldFormType = Extract<FormType, 'product' | 'map_address' | 'file'>;

export const formTypeFields: Readonly<Record<ReadyFieldFormType, Field>> = {
  product: ProductField,
  map_address: MapAddressField,
  file: FileField,
};
