/**
 * Customers (contract 7.4 / section 15). The system fields of 5.3 that are columns (customer_name,
 * mobile, telephone, website, next_time, remark) are columns here; 客户来源/客户行业/客户级别 are
 * custom fields in 5.3 (field_type 0), so they live in `custom` with every admin-added field:
 * `{"<fieldId>": "<value as text>"}`. Each custom field gets its own btree expression index when
 * it is created (db/customFieldIndexes.ts); the GIN index serves containment filters (`@>`).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('crm_customer')
    .addColumn('customer_id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('followup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_lock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_time', 'timestamp')
    .addColumn('deal_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mobile', 'varchar(255)')
    .addColumn('telephone', 'varchar(255)')
    .addColumn('website', 'varchar(255)')
    .addColumn('remark', 'varchar(255)')
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('owner_user_id', 'bigint')
    .addColumn('ro_user_id', 'text', (c) => c.notNull().defaultTo(','))
    .addColumn('rw_user_id', 'text', (c) => c.notNull().defaultTo(','))
    .addColumn('address', 'varchar(255)')
    .addColumn('location', 'varchar(255)')
    .addColumn('detail_address', 'varchar(255)')
    .addColumn('lng', 'varchar(50)')
    .addColumn('lat', 'varchar(50)')
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .addColumn('batch_id', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('last_content', 'text')
    .addColumn('custom', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('crm_customer_owner_user_id').on('crm_customer').column('owner_user_id').execute();
  await db.schema.createIndex('crm_customer_update_time').on('crm_customer').column('update_time').execute();
  await db.schema.createIndex('crm_customer_customer_name').on('crm_customer').column('customer_name').execute();
  // jsonb_path_ops: smaller and faster than the default opclass, and `@>` is all we ask of it.
  await sql`create index crm_customer_custom_gin on crm_customer using gin (custom jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('crm_customer').ifExists().execute();
}
