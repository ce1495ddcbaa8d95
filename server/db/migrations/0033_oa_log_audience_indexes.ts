/**
 * Who a work log is sent to, indexed (issue 19's bench, docs/benchmarks.md bench:office): the
 * audience columns send_user_ids and send_dept_ids are ",1,2," texts, which the rule "logs sent to
 * me or to my department" (oa/log/logAccess.ts sentTo) read with LIKE '%,id,%', a scan of every log:
 * at 560,000 logs a salesperson's workbench feed spent 200-500 ms there. The rule now asks the
 * same as arrays (string_to_array(column, ',') holds the id), which these GIN indexes answer.
 */
import { type Kysely, sql } from 'kysely';

const INDEXES: Array<[name: string, definition: string]> = [
  ['oa_log_send_users', "oa_log using gin (string_to_array(send_user_ids, ','))"],
  ['oa_log_send_depts', "oa_log using gin (string_to_array(send_dept_ids, ','))"],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`create index if not exists ${name} on ${definition}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}
