/**
 * The CRM approval flow of contracts (category_type 1) and receivables (2), contract 9.1:
 *   admin_examine          flow definitions; only one per category_type is enabled (status 1), which
 *                          a partial unique index guarantees even when two admins save at once;
 *   admin_examine_step     the levels of a fixed flow (examine_type 1), step_type 1-4;
 *   admin_examine_record   one approval instance per contract/receivable (entity.examine_record_id);
 *   admin_examine_log      one row per approver per step (is_recheck 1 = superseded by a resubmit).
 * User id lists keep the original's ",1,2," form. The seeded flows live in seed/examineFlows.ts.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('admin_examine')
    .addColumn('examine_id', 'serial', (c) => c.primaryKey())
    /** 1 合同, 2 回款 */
    .addColumn('category_type', 'integer', (c) => c.notNull())
    /** 1 固定审批, 2 授权审批 */
    .addColumn('examine_type', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('dept_ids', 'text', (c) => c.notNull().defaultTo(','))
    .addColumn('user_ids', 'text', (c) => c.notNull().defaultTo(','))
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'timestamp')
    .addColumn('update_user_id', 'bigint')
    /** 1 启用, 0 禁用, 2 删除 */
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remarks', 'varchar(255)')
    .execute();
  await sql`create unique index admin_examine_one_active on admin_examine (category_type) where status = 1`.execute(db);

  await db.schema.createTable('admin_examine_step')
    .addColumn('step_id', 'serial', (c) => c.primaryKey())
    /** 1 负责人主管, 2 指定用户（任意一人）, 3 指定用户（多人会签）, 4 上一级审批人主管 */
    .addColumn('step_type', 'integer', (c) => c.notNull())
    .addColumn('examine_id', 'integer', (c) => c.notNull())
    .addColumn('check_user_id', 'text', (c) => c.notNull().defaultTo(','))
    .addColumn('step_num', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('remarks', 'varchar(255)')
    .execute();
  await db.schema.createIndex('admin_examine_step_examine').on('admin_examine_step').columns(['examine_id', 'step_num']).execute();

  await db.schema.createTable('admin_examine_record')
    .addColumn('record_id', 'serial', (c) => c.primaryKey())
    .addColumn('examine_id', 'integer', (c) => c.notNull())
    /** The current step of a fixed flow; null for an authorised flow. */
    .addColumn('examine_step_id', 'integer')
    /** 0 未审核, 1 通过, 2 拒绝, 3 审核中, 4 撤回, 5 草稿 */
    .addColumn('examine_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_user', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('remarks', 'varchar(255)')
    .execute();

  await db.schema.createTable('admin_examine_log')
    .addColumn('log_id', 'bigserial', (c) => c.primaryKey())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('examine_step_id', 'integer')
    /** 0 待审, 1 通过, 2 拒绝, 4 撤回 */
    .addColumn('examine_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_user', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('examine_user', 'bigint', (c) => c.notNull())
    .addColumn('examine_time', 'timestamp')
    .addColumn('remarks', 'varchar(255)')
    .addColumn('is_recheck', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_id', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('admin_examine_log_record').on('admin_examine_log').columns(['record_id', 'is_recheck']).execute();
  // "待我审批": the pending rows of one approver.
  await db.schema.createIndex('admin_examine_log_pending').on('admin_examine_log').columns(['examine_user', 'examine_status']).execute();

  // An audit finds its contract or receivable by the record.
  await db.schema.createIndex('crm_contract_examine_record').on('crm_contract').column('examine_record_id').execute();
  await db.schema.createIndex('crm_receivables_examine_record').on('crm_receivables').column('examine_record_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('crm_receivables_examine_record').ifExists().execute();
  await db.schema.dropIndex('crm_contract_examine_record').ifExists().execute();
  for (const table of ['admin_examine_log', 'admin_examine_record', 'admin_examine_step', 'admin_examine']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
