/**
 * The fixed fields of every record form (contract 5.3, field_type 1) that are columns of the
 * module's table, and how their payload text becomes a column value. A fixed field that
 * admin_field names but this list does not is refused on save rather than written to a column
 * nobody checked; the uniqueness check (fields/uniqueValues.ts) uses the same list, because these
 * names reach SQL as identifiers.
 */
import { CUSTOMER_FORM_COLUMNS } from '../customerStore.ts';

export type RecordTable =
  | 'crm_leads' | 'crm_customer' | 'crm_contacts' | 'crm_product' | 'crm_business' | 'crm_contract' | 'crm_receivables'
  | 'crm_receivables_plan';

export const RECORD_FORM_COLUMNS: Readonly<Record<RecordTable, readonly string[]>> = {
  crm_leads: ['leads_name', 'telephone', 'mobile', 'address', 'next_time', 'remark'],
  crm_customer: CUSTOMER_FORM_COLUMNS,
  crm_contacts: ['name', 'customer_id', 'mobile', 'telephone', 'email', 'post', 'address', 'next_time', 'remark'],
  crm_product: ['name', 'category_id', 'num', 'price', 'description'],
  crm_business: ['business_name', 'customer_id', 'money', 'deal_date', 'remark', 'type_id', 'status_id'],
  crm_contract: [
    'num', 'name', 'customer_id', 'business_id', 'order_date', 'money', 'start_time', 'end_time', 'contacts_id', 'company_user_id', 'remark',
  ],
  crm_receivables: ['number', 'customer_id', 'contract_id', 'return_time', 'money', 'plan_id', 'remark'],
  crm_receivables_plan: ['customer_id', 'contract_id', 'money', 'return_date', 'return_type', 'remind', 'remark'],
};

/** Integer columns: relations, categories, stages, the plan's reminder days. */
const INTEGER_COLUMNS = new Set([
  'customer_id', 'business_id', 'contacts_id', 'contract_id', 'plan_id', 'category_id', 'type_id', 'status_id', 'company_user_id', 'remind',
]);

export function isRecordFormColumn(table: RecordTable, column: string): boolean {
  return RECORD_FORM_COLUMNS[table].includes(column);
}

export function isIntegerColumn(column: string): boolean {
  return INTEGER_COLUMNS.has(column);
}
