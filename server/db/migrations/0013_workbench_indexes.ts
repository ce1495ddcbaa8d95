/**
 * Indexes for the CRM 仪表盘 (crm/instrument/), which counts and sums by creation time, owner and
 * money date. Without them every figure read whole tables: on the 1,000,000-customer demo data
 * queryBulletin took 410-520 ms, the follow-up list 130-280 ms (docs/benchmarks.md, "CRM 仪表盘").
 *
 *   <module> (create_time, owner_user_id)         the bulletin's counts and their record lists: a
 *                                                 range of days, the owner read from the index
 *   crm_product (create_time, create_user_id)     products count by their creator
 *   admin_record (types, create_time, create_user_id)   follow-ups per module, period and author
 *   crm_contract (order_date, …) include (money)  sellMonth / queryPerformance: approved money by
 *   crm_receivables (return_time, …) include (money)   its date, summed from the index alone
 */
import { type Kysely, sql } from 'kysely';

const OWNED = ['crm_leads', 'crm_customer', 'crm_contacts', 'crm_business', 'crm_contract', 'crm_receivables'] as const;

const INDEXES: Array<[name: string, definition: string]> = [
  ...OWNED.map((table): [string, string] => [`${table}_created_owner`, `${table} (create_time, owner_user_id)`]),
  ['crm_product_created_by', 'crm_product (create_time, create_user_id)'],
  ['admin_record_types_created', 'admin_record (types, create_time, create_user_id)'],
  ['crm_contract_order_money', 'crm_contract (order_date, owner_user_id, check_status) include (money)'],
  ['crm_receivables_return_money', 'crm_receivables (return_time, owner_user_id, check_status) include (money)'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`create index if not exists ${name} on ${definition}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}
