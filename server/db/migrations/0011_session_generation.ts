/**
 * A session generation beside the permission version (auth/sessionCache.ts): every deleted
 * session (logout, password change, a disabled or deleted user, expiry housekeeping) and every
 * shortened one bumps it in the writing transaction. A process may then trust a session it has seen live while neither
 * number has moved and its expiry is ahead: the guard reads one row instead of the session join.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table lingxi_permission_version add column session_generation bigint not null default 1`.execute(db);
  await sql`
    create or replace function lingxi_bump_session_generation() returns trigger language plpgsql as $$
    begin
      update lingxi_permission_version set session_generation = session_generation + 1 where id = 1;
      return null;
    end $$
  `.execute(db);
  // per deleted row, so that a housekeeping DELETE that finds nothing costs every cache nothing
  await sql`create trigger admin_session_generation after delete on admin_session
    for each row execute function lingxi_bump_session_generation()`.execute(db);
  // nothing in the app shortens a session, but whoever does it by hand must be obeyed too
  await sql`create trigger admin_session_generation_shortened after update of expires_at, user_id on admin_session
    for each row when (new.expires_at < old.expires_at or new.user_id <> old.user_id)
    execute function lingxi_bump_session_generation()`.execute(db);
  await sql`create trigger admin_session_generation_truncate after truncate on admin_session
    for each statement execute function lingxi_bump_session_generation()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists admin_session_generation on admin_session`.execute(db);
  await sql`drop trigger if exists admin_session_generation_shortened on admin_session`.execute(db);
  await sql`drop trigger if exists admin_session_generation_truncate on admin_session`.execute(db);
  await sql`drop function if exists lingxi_bump_session_generation()`.execute(db);
  await sql`alter table lingxi_permission_version drop column if exists session_generation`.execute(db);
}
