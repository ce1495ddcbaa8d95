// The field definition object the server returns from `field/queryField` (server-contract 5.4,
// forms.md 3.1), the value shapes a form holds while it is open (forms.md 3.3-3.8), and the
// compile context. Types only.

import type { FormType } from './formTypes.ts';

/** 0/1 flags arrive as numbers from the server; the admin designer sometimes sends booleans. */
export type Flag = 0 | 1 | boolean;

export interface FieldDefinition {
  /** Label shown to the user, e.g. 客户名称. Messages name the field by it. */
  name: string;
  /** Entity column (snake_case) for system fields; equal to `name` for custom fields. */
  fieldName: string;
  formType: FormType;
  /** 1 = system field stored in an entity column; anything else = custom field (sent in `field[]`). */
  fieldType?: number;
  /** 1 = required (the name is misleading; it is the original's). */
  isNull?: Flag;
  /** 1 = must be unique, checked by the server (`field/verify`). */
  isUnique?: Flag;
  inputTips?: string | null;
  defaultValue?: unknown;
  value?: unknown;
  /** Options: an array of strings for select/checkbox (a comma string is accepted too). */
  setting?: unknown[] | string | null;
  fieldId?: number | string;
  /** Snake-case spelling some responses use. */
  relation_id?: number | string | null;
  relationId?: number | string | null;
  /** Numeric form type code (server-contract 5.2). */
  type?: number | null;
  /** Raw comma-separated options, beside `setting`. */
  options?: string | null;
  label?: number;
  remark?: string | null;
  maxLength?: number | null;
  sorting?: number | null;
  operating?: number | null;
  examineCategoryId?: number | null;
  relevant?: number | null;
  updateTime?: string | null;
}

export type FormMode = 'save' | 'update' | 'relative';

export type CrmType =
  | 'leads'
  | 'customer'
  | 'contacts'
  | 'product'
  | 'business'
  | 'contract'
  | 'receivables'
  | 'receivables_plan';

export interface CompileContext {
  mode: FormMode;
  /** Field names (or compiled keys) shown but not editable: the parent record in relative mode. */
  lockedFields?: readonly string[];
  /** Values by field name that override the definitions' values (relative mode pre-fill). */
  prefill?: Readonly<Record<string, unknown>>;
  /** Which CRM form this is: decides which linked fields start disabled (forms.md 4). */
  crmType?: CrmType;
  /** OA approval category type: 3 (trip) makes `duration` read-only, 5 (expense) makes `money` read-only. */
  examineType?: number;
  /** The record's batch id on update: sent with uniqueness checks. */
  batchId?: string;
}

// ---- value shapes while the form is open -------------------------------------------------------

export type RecordId = number | string;

/** One picked record: a user ({userId, realname}), a department ({id, name}), a customer ({customerId, customerName})... */
export type PickedRecord = Record<string, unknown>;

export interface FileItem {
  fileId?: RecordId;
  name?: string;
  size?: number | string;
  batchId?: string;
  url?: string;
  filePath?: string;
  [key: string]: unknown;
}

/** Files of one field share one upload batch; the batch id is what the server stores. */
export interface FileValue {
  batchId: string;
  files: FileItem[];
}

export interface ProductLine {
  productId?: RecordId;
  name?: string;
  categoryName?: string;
  unit?: string;
  /** Standard price. */
  price: string;
  salesPrice: string;
  num: string;
  /** Percent off the standard price. */
  discount: string;
  subtotal: string;
  [key: string]: unknown;
}

export interface ProductValue {
  product: ProductLine[];
  totalPrice: string;
  /** Order discount percent. */
  discountRate: string;
}

export interface MapAddressValue {
  /** Province, city, district. Sent comma-joined. */
  address: string[];
  location: string;
  detailAddress: string;
  lat: string;
  lng: string;
}

/** An expense item (examine_cause) or a trip item (business_cause). */
export type DetailItem = Record<string, unknown>;

/** The whole form's values, keyed by compiled keys. */
export type FormData = Record<string, unknown>;
