/**
 * The process that runs an import (crm/import/importMessages.ts), so that a server starting after a
 * crash knows at once that an import still marked `running` belongs to a process that is gone,
 * instead of waiting two minutes for its heartbeat to go stale (issue 16 item 10):
 *   import_host      os.hostname() of the running process
 *   import_pid       its pid
 *   import_instance  an id drawn at each start of the process (a restarted server in a container
 *                    often gets its crashed predecessor's pid)
 * All null on imports from before this migration: only their heartbeat tells.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_message')
    .addColumn('import_host', 'varchar(255)')
    .addColumn('import_pid', 'integer')
    .addColumn('import_instance', 'varchar(64)')
    .execute();
  // the start's sweep reads the running imports only
  await sql`create index admin_message_import_running on admin_message (message_id) where import_state = 'running'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists admin_message_import_running`.execute(db);
  await db.schema.alterTable('admin_message').dropColumn('import_host').dropColumn('import_pid').dropColumn('import_instance').execute();
}
