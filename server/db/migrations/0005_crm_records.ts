/**
 * The CRM record modules beside customers (contract 7.3-7.9, section 15): leads, contacts (+ their
 * business links), business (+ types, stages, product lines, stage changes), contracts (+ product
 * lines), receivables, receivables plans, products and product categories.
 *
 * Like crm_customer (0003): fixed fields are columns, custom values live in `custom jsonb` keyed by
 * field id (one expression index per custom field, made by field/save and the seed: see
 * db/customFieldIndexes.ts), a GIN index serves containment filters, `batch_id` is the record's
 * attachment batch. Decimals are numeric(18,2) (read back as strings). No foreign keys: the
 * original has none, and deletes refuse dependents in code with a message naming them.
 * Receivables plans have no custom fields (label 8's form is hard-coded, 5.4): `file_batch` only.
 */
import { type Kysely, sql } from 'kysely';

type Table = ReturnType<Kysely<any>['schema']['createTable']>;

const money = 'numeric(18, 2)' as const;

/** The columns every record table shares: owner, creator, times, batch, custom values. */
function recordColumns(table: Table): Table {
  return table
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('owner_user_id', 'bigint')
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .addColumn('batch_id', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('custom', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`));
}

function teamColumns(table: Table): Table {
  return table
    .addColumn('ro_user_id', 'text', (c) => c.notNull().defaultTo(','))
    .addColumn('rw_user_id', 'text', (c) => c.notNull().defaultTo(','));
}

/** Product lines of a business or a contract (same columns, contract 7.6/7.7). */
function productLineColumns(table: Table): Table {
  return table
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('price', money, (c) => c.notNull().defaultTo(0))
    .addColumn('sales_price', money, (c) => c.notNull().defaultTo(0))
    .addColumn('num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('subtotal', money, (c) => c.notNull().defaultTo(0))
    .addColumn('unit', 'varchar(50)');
}

async function indexes(db: Kysely<any>, table: string, columns: string[]): Promise<void> {
  for (const column of columns) await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
}

async function customGin(db: Kysely<any>, table: string): Promise<void> {
  // jsonb_path_ops: smaller and faster than the default opclass, and `@>` is all we ask of it.
  await sql.raw(`create index ${table}_custom_gin on ${table} using gin (custom jsonb_path_ops)`).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await recordColumns(db.schema.createTable('crm_leads')
    .addColumn('leads_id', 'serial', (c) => c.primaryKey())
    .addColumn('is_transform', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('followup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leads_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('customer_id', 'bigint')
    .addColumn('next_time', 'timestamp')
    .addColumn('telephone', 'varchar(255)')
    .addColumn('mobile', 'varchar(255)')
    .addColumn('address', 'varchar(255)')
    .addColumn('remark', 'varchar(255)')
    .addColumn('last_content', 'text'))
    .execute();
  await indexes(db, 'crm_leads', ['owner_user_id', 'update_time', 'leads_name', 'customer_id']);
  await customGin(db, 'crm_leads');

  await recordColumns(db.schema.createTable('crm_contacts')
    .addColumn('contacts_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('next_time', 'timestamp')
    .addColumn('mobile', 'varchar(255)')
    .addColumn('telephone', 'varchar(255)')
    .addColumn('email', 'varchar(255)')
    .addColumn('post', 'varchar(255)')
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('address', 'varchar(255)')
    .addColumn('remark', 'varchar(255)'))
    .execute();
  await indexes(db, 'crm_contacts', ['owner_user_id', 'update_time', 'name', 'customer_id']);
  await customGin(db, 'crm_contacts');

  await db.schema.createTable('crm_contacts_business')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'bigint', (c) => c.notNull())
    .addColumn('contacts_id', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('crm_contacts_business_pair', ['business_id', 'contacts_id'])
    .execute();
  await indexes(db, 'crm_contacts_business', ['contacts_id']);

  await db.schema.createTable('crm_business_type')
    .addColumn('type_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('dept_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema.createTable('crm_business_status')
    .addColumn('status_id', 'serial', (c) => c.primaryKey())
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('rate', 'varchar(20)')
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await indexes(db, 'crm_business_status', ['type_id']);

  await teamColumns(recordColumns(db.schema.createTable('crm_business')
    .addColumn('business_id', 'serial', (c) => c.primaryKey())
    .addColumn('type_id', 'integer')
    .addColumn('status_id', 'integer')
    .addColumn('next_time', 'timestamp')
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('deal_date', 'timestamp')
    .addColumn('business_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('money', money)
    .addColumn('discount_rate', money)
    .addColumn('total_price', money)
    .addColumn('remark', 'varchar(255)')
    .addColumn('is_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status_remark', 'varchar(500)')))
    .execute();
  await indexes(db, 'crm_business', ['owner_user_id', 'update_time', 'business_name', 'customer_id', 'type_id', 'status_id']);
  await customGin(db, 'crm_business');

  await productLineColumns(db.schema.createTable('crm_business_product')
    .addColumn('r_id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'bigint', (c) => c.notNull()))
    .execute();
  await indexes(db, 'crm_business_product', ['business_id', 'product_id']);

  await db.schema.createTable('crm_business_change')
    .addColumn('change_id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'bigint', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .execute();
  await indexes(db, 'crm_business_change', ['business_id', 'create_time']);

  await teamColumns(recordColumns(db.schema.createTable('crm_contract')
    .addColumn('contract_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('business_id', 'bigint')
    .addColumn('check_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('examine_record_id', 'bigint')
    .addColumn('order_date', 'date')
    .addColumn('num', 'varchar(255)', (c) => c.notNull())
    .addColumn('start_time', 'date')
    .addColumn('end_time', 'date')
    .addColumn('money', money)
    .addColumn('discount_rate', money)
    .addColumn('total_price', money)
    .addColumn('types', 'varchar(255)')
    .addColumn('payment_type', 'varchar(255)')
    .addColumn('contacts_id', 'bigint')
    .addColumn('remark', 'varchar(255)')
    .addColumn('company_user_id', 'bigint')))
    .execute();
  await indexes(db, 'crm_contract', [
    'owner_user_id', 'update_time', 'name', 'num', 'customer_id', 'business_id', 'contacts_id', 'check_status', 'end_time',
  ]);
  await customGin(db, 'crm_contract');

  await productLineColumns(db.schema.createTable('crm_contract_product')
    .addColumn('r_id', 'serial', (c) => c.primaryKey())
    .addColumn('contract_id', 'bigint', (c) => c.notNull()))
    .execute();
  await indexes(db, 'crm_contract_product', ['contract_id', 'product_id']);

  await recordColumns(db.schema.createTable('crm_receivables')
    .addColumn('receivables_id', 'serial', (c) => c.primaryKey())
    .addColumn('number', 'varchar(255)', (c) => c.notNull())
    .addColumn('plan_id', 'bigint')
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('contract_id', 'bigint', (c) => c.notNull())
    .addColumn('check_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('examine_record_id', 'bigint')
    .addColumn('return_time', 'date')
    .addColumn('return_type', 'varchar(255)')
    .addColumn('money', money)
    .addColumn('remark', 'varchar(255)')
    .addColumn('remarks', 'varchar(500)'))
    .execute();
  await indexes(db, 'crm_receivables', ['owner_user_id', 'update_time', 'number', 'customer_id', 'contract_id', 'plan_id']);
  await customGin(db, 'crm_receivables');

  await db.schema.createTable('crm_receivables_plan')
    .addColumn('plan_id', 'serial', (c) => c.primaryKey())
    .addColumn('num', 'varchar(100)', (c) => c.notNull())
    .addColumn('receivables_id', 'bigint')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('money', money)
    .addColumn('return_date', 'date')
    .addColumn('return_type', 'varchar(255)')
    .addColumn('remind', 'integer')
    .addColumn('remind_date', 'date')
    .addColumn('remark', 'varchar(1000)')
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('owner_user_id', 'bigint')
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .addColumn('file_batch', 'varchar(50)')
    .addColumn('contract_id', 'bigint', (c) => c.notNull())
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .execute();
  await indexes(db, 'crm_receivables_plan', ['owner_user_id', 'contract_id', 'customer_id', 'receivables_id', 'remind_date']);

  await db.schema.createTable('crm_product_category')
    .addColumn('category_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await indexes(db, 'crm_product_category', ['pid']);

  await recordColumns(db.schema.createTable('crm_product')
    .addColumn('product_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('num', 'varchar(255)')
    .addColumn('unit', 'varchar(50)')
    .addColumn('price', money)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('category_id', 'integer')
    .addColumn('description', 'text'))
    .execute();
  await indexes(db, 'crm_product', ['owner_user_id', 'update_time', 'name', 'num', 'category_id', 'status']);
  await customGin(db, 'crm_product');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'crm_product', 'crm_product_category', 'crm_receivables_plan', 'crm_receivables', 'crm_contract_product', 'crm_contract',
    'crm_business_change', 'crm_business_product', 'crm_business', 'crm_business_status', 'crm_business_type',
    'crm_contacts_business', 'crm_contacts', 'crm_leads',
  ]) await db.schema.dropTable(table).ifExists().execute();
}
