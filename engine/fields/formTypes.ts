// The 25 form types of the create/edit forms (forms.md 3.2), and `color` (a preset colour of the
// office's and projects' fixed forms), and the numeric `type` codes the admin field table stores
// (server-contract 5.2). Everything else in engine/fields switches on these.

export const FORM_TYPES = [
  'text',
  'number',
  'floatnumber',
  'mobile',
  'email',
  'textarea',
  'select',
  'checkbox',
  'date',
  'datetime',
  'user',
  'structure',
  'file',
  'contacts',
  'customer',
  'contract',
  'business',
  'category',
  'business_type',
  'business_status',
  'product',
  'map_address',
  'receivables_plan',
  'examine_cause',
  'business_cause',
  'color',
] as const;

export type FormType = (typeof FORM_TYPES)[number];

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

/** `type` code ↔ formType, as `72crm_admin_field.type` stores it. Pseudo form types have no code. */
export const FORM_TYPE_CODES: Readonly<Partial<Record<FormType, number>>> = {
  text: 1,
  textarea: 2,
  select: 3,
  date: 4,
  number: 5,
  floatnumber: 6,
  mobile: 7,
  file: 8,
  checkbox: 9,
  user: 10,
  structure: 12,
  datetime: 13,
  email: 14,
  customer: 15,
  business: 16,
  contacts: 17,
  map_address: 18,
  category: 19,
  contract: 20,
  receivables_plan: 21,
  business_cause: 22,
  examine_cause: 23,
};

export function formTypeOfCode(code: number): FormType | null {
  for (const [formType, c] of Object.entries(FORM_TYPE_CODES)) {
    if (c === code) return formType as FormType;
  }
  return null;
}

/** CRM record pickers: the value is a list of picked records, each carrying its own id key. */
export const RELATION_ID_KEYS = {
  customer: 'customerId',
  contacts: 'contactsId',
  business: 'businessId',
  contract: 'contractId',
  receivables_plan: 'planId',
} as const satisfies Partial<Record<FormType, string>>;

export type RelationFormType = keyof typeof RELATION_ID_KEYS;

export function isRelationFormType(formType: FormType): formType is RelationFormType {
  return formType in RELATION_ID_KEYS;
}

/**
 * What a value of each form type looks like while the form is open. The wire encoding (comma
 * lists, batch ids...) is a separate concern: see encodeValue.ts.
 */
export type ValueKind =
  | 'string' // text-like, numbers kept as exact decimal text, dates as text
  | 'stringList' // checkbox
  | 'recordList' // user, structure, relations: the picked records (widgets need their names)
  | 'idPath' // category: ids from root to leaf
  | 'id' // business_type, business_status
  | 'file'
  | 'product'
  | 'mapAddress'
  | 'itemList'; // examine_cause, business_cause

export const VALUE_KIND: Readonly<Record<FormType, ValueKind>> = {
  text: 'string',
  number: 'string',
  floatnumber: 'string',
  mobile: 'string',
  email: 'string',
  textarea: 'string',
  select: 'string',
  color: 'string',
  checkbox: 'stringList',
  date: 'string',
  datetime: 'string',
  user: 'recordList',
  structure: 'recordList',
  file: 'file',
  contacts: 'recordList',
  customer: 'recordList',
  contract: 'recordList',
  business: 'recordList',
  category: 'idPath',
  business_type: 'id',
  business_status: 'id',
  product: 'product',
  map_address: 'mapAddress',
  receivables_plan: 'recordList',
  examine_cause: 'itemList',
  business_cause: 'itemList',
};
