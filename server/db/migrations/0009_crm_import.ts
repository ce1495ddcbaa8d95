/**
 * admin_message (contract 15, 72crm_admin_message): the system messages, of which the CRM Excel
 * import is the first user. An import is one message: the original's columns plus the import's
 * own state, so that every server process can answer system/message/queryImportNum for an import
 * another process is running (the original kept this in Redis).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('admin_message')
    .addColumn('message_id', 'bigserial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    /** 1 CRM import (the only label so far) */
    .addColumn('label', 'integer', (c) => c.notNull())
    /** the CRM module code (contract 6.1) of an import */
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('type_id', 'bigint')
    .addColumn('create_user', 'bigint', (c) => c.notNull())
    .addColumn('recipient_user', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_time', 'timestamp')
    /** running | finished | stopped | failed */
    .addColumn('import_state', 'varchar(20)')
    .addColumn('import_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('import_errors', 'integer', (c) => c.notNull().defaultTo(0))
    /** set by system/message/stopImport; the running import stops at its next progress write */
    .addColumn('stop_requested', 'integer', (c) => c.notNull().defaultTo(0))
    /** the error workbook's file name under DATA_DIR/imports, when some rows failed */
    .addColumn('error_file', 'varchar(255)')
    /** the running import's heartbeat: a process that died leaves a stale one (see importMessages.ts) */
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_message_recipient').on('admin_message').columns(['recipient_user', 'message_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_message').execute();
}
