/**
 * The live channel's push (docs/permissions-cache.md "Open screens", docs/custom-fields.md "Change
 * push"): the counters open screens follow announce their moves with `pg_notify('lingxi_live', …)`,
 * from the very functions and triggers that move them, so a change made by any process, any tool
 * (psql included) is announced. NOTIFY is transactional: the message leaves at commit, never for a
 * rolled-back change, and only once the change is visible to whoever reads after hearing it.
 *
 *   permission:<version>     lingxi_permission_version.version moved (roles, menus, users, ...)
 *   sessions:<generation>    a session was deleted or shortened
 *   field:<label>:<version>  admin_field_version of a label moved (field/save)
 *
 * On PostgreSQL each server process LISTENs on one connection of its own; PGlite delivers the same
 * messages inside its one process (server/live/notificationSource.ts).
 */
import { type Kysely, sql } from 'kysely';

export const LIVE_CHANNEL = 'lingxi_live';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function lingxi_bump_permission_version() returns trigger language plpgsql as $$
    declare moved bigint;
    begin
      update lingxi_permission_version set version = version + 1 where id = 1 returning version into moved;
      perform pg_notify('lingxi_live', 'permission:' || moved);
      return null;
    end $$
  `.execute(db);
  await sql`
    create or replace function lingxi_bump_session_generation() returns trigger language plpgsql as $$
    declare moved bigint;
    begin
      update lingxi_permission_version set session_generation = session_generation + 1 where id = 1 returning session_generation into moved;
      perform pg_notify('lingxi_live', 'sessions:' || moved);
      return null;
    end $$
  `.execute(db);
  await sql`
    create or replace function lingxi_notify_field_version() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lingxi_live', 'field:' || new.label || ':' || new.version);
      return null;
    end $$
  `.execute(db);
  await sql`create trigger admin_field_version_notify after insert or update on admin_field_version
    for each row execute function lingxi_notify_field_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists admin_field_version_notify on admin_field_version`.execute(db);
  await sql`drop function if exists lingxi_notify_field_version()`.execute(db);
  await sql`
    create or replace function lingxi_bump_permission_version() returns trigger language plpgsql as $$
    begin
      update lingxi_permission_version set version = version + 1 where id = 1;
      return null;
    end $$
  `.execute(db);
  await sql`
    create or replace function lingxi_bump_session_generation() returns trigger language plpgsql as $$
    begin
      update lingxi_permission_version set session_generation = session_generation + 1 where id = 1;
      return null;
    end $$
  `.execute(db);
}
