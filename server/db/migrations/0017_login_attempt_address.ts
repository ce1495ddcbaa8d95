/**
 * The login lockout counts per username and client address (docs/security.md, "Login: lockout,
 * timing, password changes"):
 *   address                          the client address of the attempt (request.ip); null on rows
 *                                    written before this migration
 *   (address, attempted_at)          the per-address cap across usernames (password spraying)
 *   (username, address, attempted_at)  the per username + address lock and its backoff
 *   (attempted_at) where not success  pruning of failures older than a day, whatever their username
 *   (attempted_at)                   pruning of the rest (remembered successes) after 30 days
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_login_attempt').addColumn('address', 'varchar(64)').execute();
  await sql`create index admin_login_attempt_address_time on admin_login_attempt (address, attempted_at)`.execute(db);
  await sql`create index admin_login_attempt_user_address_time on admin_login_attempt (username, address, attempted_at)`.execute(db);
  await sql`create index admin_login_attempt_failed_time on admin_login_attempt (attempted_at) where not success`.execute(db);
  await sql`create index admin_login_attempt_time on admin_login_attempt (attempted_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists admin_login_attempt_time`.execute(db);
  await sql`drop index if exists admin_login_attempt_failed_time`.execute(db);
  await sql`drop index if exists admin_login_attempt_user_address_time`.execute(db);
  await sql`drop index if exists admin_login_attempt_address_time`.execute(db);
  await db.schema.alterTable('admin_login_attempt').dropColumn('address').execute();
}
