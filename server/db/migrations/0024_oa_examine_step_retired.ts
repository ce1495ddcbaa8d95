/**
 * An office approval category's levels can change while approvals are under way in it (审批流程管理:
 * 编辑). The CRM flows keep those approvals on the levels they were submitted to by writing a new
 * flow row on every edit; an OA category keeps its id (its fields and approvals name it), so its
 * levels are versioned instead: an edit that changes them marks the old rows `is_deleted` 1 and
 * inserts new ones. An approval under way keeps pointing at its (retired) level, and the levels of
 * one edit share their `create_time` (server/oa/examineCategorySteps.ts: `currentLevels`,
 * `levelsOfStep`). New submissions use the category's current levels (`is_deleted` 0).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('oa_examine_step')
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('oa_examine_step').dropColumn('is_deleted').execute();
}
