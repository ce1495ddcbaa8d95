/**
 * 业绩目标 (contract 12.3): one row per object, year and kind of target, the twelve monthly targets
 * and their year total. `type` 1 公司, 2 部门, 3 员工 says what `obj_id` is (a department or a user
 * id; no foreign key, like the original: a deleted department's targets simply stop being read);
 * `status` 1 合同目标, 2 回款目标. `yeartarget` is always the sum of the months (written by
 * crm/achievement/, never taken from the client). The unique key is what setAchievement replaces by.
 */
import { type Kysely, sql } from 'kysely';

const money = 'numeric(18, 2)' as const;
const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema.createTable('crm_achievement')
    .addColumn('achievement_id', 'serial', (c) => c.primaryKey())
    .addColumn('obj_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().check(sql`type in (1, 2, 3)`))
    .addColumn('year', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (1, 2)`));
  for (const month of MONTHS) table = table.addColumn(month, money, (c) => c.notNull().defaultTo(0));
  await table
    .addColumn('yeartarget', money, (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('crm_achievement_target', ['obj_id', 'type', 'year', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('crm_achievement').ifExists().execute();
}
