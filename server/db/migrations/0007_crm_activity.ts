/**
 * What happens to CRM records after they exist (contract 7.2, 7.4, section 15):
 *   crm_action_record            the operation log ("新建了客户", "将客户名称 由A修改为B。"), one row per
 *                                action, `content` a JSON array of lines;
 *   crm_owner_record             owner movements; type 8 = in/out of the customer pool;
 *   admin_record                 follow-ups (跟进记录) of leads, customers, contacts, business, contracts;
 *   crm_customer_setting(+user)  owned / locked customer limits per user or department;
 *   crm_job_lease                one row per cluster-wide job: the next time any process may run it.
 * Pool rule values and follow-up options stay in admin_config (contract 14.2, seeded there).
 * No foreign keys to the record tables: records of every module share these tables (`types`).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('crm_action_record')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    /** module code "1".."7" (contract 6.1) */
    .addColumn('types', 'varchar(20)', (c) => c.notNull())
    .addColumn('action_id', 'bigint', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crm_action_record_action').on('crm_action_record').columns(['types', 'action_id', 'id']).execute();

  await db.schema.createTable('crm_owner_record')
    .addColumn('record_id', 'bigserial', (c) => c.primaryKey())
    .addColumn('type_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('pre_owner_user_id', 'bigint')
    .addColumn('post_owner_user_id', 'bigint')
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crm_owner_record_type_id').on('crm_owner_record').columns(['type', 'type_id', 'create_time']).execute();

  await db.schema.createTable('admin_record')
    .addColumn('record_id', 'bigserial', (c) => c.primaryKey())
    /** crm_leads, crm_customer, crm_contacts, crm_business, crm_contract */
    .addColumn('types', 'varchar(50)', (c) => c.notNull())
    .addColumn('types_id', 'bigint', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category', 'varchar(100)', (c) => c.notNull())
    .addColumn('next_time', 'timestamp')
    .addColumn('batch_id', 'varchar(50)', (c) => c.notNull())
    /** comma-wrapped ids `,1,2,` (empty `,`), like the team columns */
    .addColumn('business_ids', 'text', (c) => c.notNull().defaultTo(','))
    .addColumn('contacts_ids', 'text', (c) => c.notNull().defaultTo(','))
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_record_types_id').on('admin_record').columns(['types', 'types_id', 'create_time']).execute();

  await db.schema.createTable('crm_customer_setting')
    .addColumn('setting_id', 'serial', (c) => c.primaryKey())
    .addColumn('setting_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('customer_num', 'integer', (c) => c.notNull())
    /** 1 dealt customers count toward the limit, 0 they do not */
    .addColumn('customer_deal', 'integer', (c) => c.notNull().defaultTo(0))
    /** 1 拥有客户数限制, 2 锁定客户数限制 */
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .execute();

  await db.schema.createTable('crm_customer_settinguser')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('setting_id', 'integer', (c) => c.notNull().references('crm_customer_setting.setting_id').onDelete('cascade'))
    .addColumn('user_id', 'bigint')
    .addColumn('dept_id', 'integer')
    /** 1 员工, 2 部门 */
    .addColumn('type', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crm_customer_settinguser_setting').on('crm_customer_settinguser').column('setting_id').execute();

  // The original's two rules (contract 7.4), with nobody attached: they limit no one until an admin adds people.
  const seededAt = new Date();
  await db.insertInto('crm_customer_setting').values([
    { setting_id: 24, setting_name: '拥有客户数限制', customer_num: 5, customer_deal: 0, type: 1, create_time: seededAt },
    { setting_id: 25, setting_name: '锁定客户数限制', customer_num: 2, customer_deal: 0, type: 2, create_time: seededAt },
  ]).execute();
  await sql`select setval(pg_get_serial_sequence('crm_customer_setting', 'setting_id'), 25)`.execute(db);

  await db.schema.createTable('crm_job_lease')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('run_after', 'timestamp', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['crm_job_lease', 'crm_customer_settinguser', 'crm_customer_setting', 'admin_record', 'crm_owner_record', 'crm_action_record']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
