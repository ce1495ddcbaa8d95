/**
 * The schedule 日程 (contract 10.3, issue 19):
 *   oa_event           one event; `type` its repeat (0 不重复, 1 每天, 2 每周, 3 每月, 4 每年: a repeated
 *                      event has no end of its repetition, as in the original) and `remind_type` its
 *                      reminder (0 准时 … 8 1周前, null 不提醒). Participants are integer[] where the
 *                      original keeps ",1,2," (answered as that csv), with a GIN index so "events I
 *                      take part in" does not read every event;
 *   oa_event_relation  the CRM records it links, integer[] per kind as oa_examine_relation, GIN-indexed
 *                      for a CRM detail's 日程 tab.
 * The list reads my events by (create_user_id, start_time) and the participants' index, then keeps
 * those overlapping the asked range (a repeated one from its first start on: eventRepeat.ts).
 */
import { type Kysely, sql } from 'kysely';

const ids = sql`integer[]`;
const noIds = sql`'{}'::integer[]`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('oa_event')
    .addColumn('event_id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('start_time', 'timestamp', (c) => c.notNull())
    .addColumn('end_time', 'timestamp', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_user_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('address', 'varchar(255)')
    .addColumn('remark', 'text')
    .addColumn('color', 'varchar(20)')
    .addColumn('remind_type', 'integer')
    .execute();
  await sql`create index oa_event_mine on oa_event (create_user_id, start_time)`.execute(db);
  await sql`create index oa_event_owners on oa_event using gin (owner_user_ids)`.execute(db);

  await db.schema.createTable('oa_event_relation')
    .addColumn('eventrelation_id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().unique())
    .addColumn('customer_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('contacts_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('business_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('contract_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .execute();
  for (const column of ['customer_ids', 'contacts_ids', 'business_ids', 'contract_ids']) {
    await sql.raw(`create index oa_event_relation_${column} on oa_event_relation using gin (${column})`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oa_event_relation').ifExists().execute();
  await db.schema.dropTable('oa_event').ifExists().execute();
}
