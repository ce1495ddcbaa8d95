/**
 * OA approvals (办公审批, contract 9.2, 10.4):
 *   oa_examine           one approval: the fixed fields of its category (content, remark, 请假类型,
 *                        money, start/end, duration), custom values in `custom` jsonb keyed by field id
 *                        (as the CRM tables), `batch_id` its attachment batch. `examine_record_id` and
 *                        `check_status` follow its current approval record, as a contract's do, so the
 *                        one flow implementation (server/examine/) moves both and the lists filter on
 *                        the row itself;
 *   oa_examine_travel    itinerary (出差, business_cause) and expense (差旅报销, examine_cause) lines,
 *                        each with its own attachment batch;
 *   oa_examine_relation  the CRM records it links. The original keeps ",1,2," csv columns; we keep
 *                        integer[] (CRM ids are serial) with GIN indexes, so a CRM detail's 审批 tab
 *                        (`@> array[id]`) does not read every relation row (no answer shows them raw);
 *   oa_examine_step      a category's fixed levels (step_type 1-4 as contract 9.1), written by the admin
 *                        category screen;
 *   oa_examine_record    one approval round holder per approval (reused on resubmit, as the CRM's);
 *   oa_examine_log       one row per approver per level (is_recheck 1 = superseded by a resubmit);
 *   oa_action_record     the office workbench feed (10.4): type 5 审批 rows written on create.
 * Decimals are numeric(18,2), read back as strings, never floats. Indexes serve the two lists:
 * 我发起的 (create_user_id, time) and 待我审批 (a log's examine_user + status).
 */
import { type Kysely, sql } from 'kysely';

const money = 'numeric(18, 2)' as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('oa_examine')
    .addColumn('examine_id', 'serial', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('remark', 'text')
    /** 请假类型 (the option's text) */
    .addColumn('type_id', 'varchar(50)')
    .addColumn('money', money)
    .addColumn('start_time', 'timestamp')
    .addColumn('end_time', 'timestamp')
    .addColumn('duration', money)
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .addColumn('batch_id', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('custom', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('examine_record_id', 'integer')
    /** 0 待审核 1 通过 2 拒绝 3 审核中 4 撤回 (the record's examine_status) */
    .addColumn('check_status', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // 我发起的: my approvals newest first, optionally of one status or category.
  await sql`create index oa_examine_mine on oa_examine (create_user_id, create_time desc, examine_id desc)`.execute(db);
  await sql`create index oa_examine_mine_status on oa_examine (create_user_id, check_status, create_time desc, examine_id desc)`.execute(db);
  await db.schema.createIndex('oa_examine_record_ref').on('oa_examine').column('examine_record_id').execute();
  await db.schema.createIndex('oa_examine_category_ref').on('oa_examine').column('category_id').execute();

  await db.schema.createTable('oa_examine_travel')
    .addColumn('travel_id', 'serial', (c) => c.primaryKey())
    .addColumn('examine_id', 'integer', (c) => c.notNull())
    .addColumn('start_address', 'varchar(255)')
    .addColumn('start_time', 'timestamp')
    .addColumn('end_address', 'varchar(255)')
    .addColumn('end_time', 'timestamp')
    .addColumn('traffic', money)
    .addColumn('stay', money)
    .addColumn('diet', money)
    .addColumn('other', money)
    .addColumn('money', money)
    /** 飞机, 火车, 汽车, 其他 */
    .addColumn('vehicle', 'varchar(50)')
    /** 单程, 往返 */
    .addColumn('trip', 'varchar(50)')
    .addColumn('duration', money)
    .addColumn('description', 'text')
    .addColumn('batch_id', 'varchar(50)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('oa_examine_travel_examine').on('oa_examine_travel').columns(['examine_id', 'sort']).execute();
  await db.schema.createIndex('oa_examine_travel_batch').on('oa_examine_travel').column('batch_id').execute();

  await db.schema.createTable('oa_examine_relation')
    .addColumn('r_id', 'serial', (c) => c.primaryKey())
    .addColumn('examine_id', 'integer', (c) => c.notNull().unique())
    .addColumn('customer_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('contacts_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('business_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('contract_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .execute();
  for (const column of ['customer_ids', 'contacts_ids', 'business_ids', 'contract_ids']) {
    await sql.raw(`create index oa_examine_relation_${column} on oa_examine_relation using gin (${column})`).execute(db);
  }

  await db.schema.createTable('oa_examine_step')
    .addColumn('step_id', 'serial', (c) => c.primaryKey())
    /** 1 负责人主管, 2 指定用户（任意一人）, 3 指定用户（多人会签）, 4 上一级审批人主管 */
    .addColumn('step_type', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    /** ",1,2," */
    .addColumn('check_user_id', 'text', (c) => c.notNull().defaultTo(','))
    .addColumn('step_num', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('remarks', 'varchar(255)')
    .execute();
  await db.schema.createIndex('oa_examine_step_category').on('oa_examine_step').columns(['category_id', 'step_num']).execute();

  await db.schema.createTable('oa_examine_record')
    .addColumn('record_id', 'serial', (c) => c.primaryKey())
    /** the approval (oa_examine.examine_id), not a flow: an OA flow is its category */
    .addColumn('examine_id', 'integer', (c) => c.notNull())
    /** the current level of a fixed flow; null for a chosen approver */
    .addColumn('examine_step_id', 'integer')
    /** 0 未审核, 1 通过, 2 拒绝, 3 审核中, 4 撤回 */
    .addColumn('examine_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_user', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('remarks', 'varchar(255)')
    .execute();
  await db.schema.createIndex('oa_examine_record_examine').on('oa_examine_record').column('examine_id').unique().execute();

  await db.schema.createTable('oa_examine_log')
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
  await db.schema.createIndex('oa_examine_log_record').on('oa_examine_log').columns(['record_id', 'is_recheck']).execute();
  // 待我审批 / 我已审批 / the examineNum counter: one approver's rows by state.
  await sql`create index oa_examine_log_examiner on oa_examine_log (examine_user, examine_status, is_recheck) include (record_id)`.execute(db);

  await db.schema.createTable('oa_action_record')
    .addColumn('log_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    /** 1 日志, 2 日程, 3 公告, 4 任务, 5 审批, 6 评论 */
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('action_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('join_user_ids', 'text', (c) => c.notNull().defaultTo(','))
    .addColumn('dept_ids', 'text', (c) => c.notNull().defaultTo(','))
    .addColumn('content', 'varchar(500)')
    .ifNotExists()
    .execute();
  await sql`create index if not exists oa_action_record_target on oa_action_record (type, action_id)`.execute(db);
  await sql`create index if not exists oa_action_record_time on oa_action_record (create_time desc, log_id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['oa_action_record', 'oa_examine_log', 'oa_examine_record', 'oa_examine_step', 'oa_examine_relation', 'oa_examine_travel', 'oa_examine']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
