/**
 * The fixed levels of an office approval category (oa_examine_step, migrations 0023 and 0024).
 * `currentLevels` are what a new submission goes through. An edit of the category that changes its
 * levels retires the old rows (is_deleted 1) and writes new ones, so an approval under way keeps
 * the levels it was submitted to: `levelsOfStep` gives the levels a step belongs to (the rows of
 * one edit share their create_time). An edit that leaves the levels as they are writes nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { csvOf, idsOf } from '../examine/people.ts';
import type { FlowStep } from '../examine/flowInput.ts';

type Db = Kysely<Database>;

export type CategoryLevel = Awaited<ReturnType<typeof currentLevels>>[number];

/** The category's levels for new submissions, in order. */
export async function currentLevels(db: Db, categoryId: number) {
  return db.selectFrom('oa_examine_step').selectAll()
    .where('category_id', '=', categoryId).where('is_deleted', '=', 0)
    .orderBy('step_num').orderBy('step_id').execute();
}

/** The levels of the same edit as `stepId` (an approval under way follows these), in order. */
export async function levelsOfStep(db: Db, stepId: number) {
  const step = await db.selectFrom('oa_examine_step').select(['category_id', 'create_time']).where('step_id', '=', stepId).executeTakeFirst();
  if (!step) return [];
  return db.selectFrom('oa_examine_step').selectAll()
    .where('category_id', '=', step.category_id).where('create_time', '=', step.create_time)
    .orderBy('step_num').orderBy('step_id').execute();
}

const sameLevels = (stored: readonly CategoryLevel[], wanted: readonly FlowStep[]) => stored.length === wanted.length
  && stored.every((row, i) => row.step_type === wanted[i]!.stepType && idsOf(row.check_user_id).join() === wanted[i]!.checkUserIds.join());

/** Makes `steps` the category's current levels (none for a 授权/自选 category). */
export async function replaceLevels(trx: Db, categoryId: number, steps: readonly FlowStep[], now: Date): Promise<void> {
  const stored = await currentLevels(trx, categoryId);
  if (sameLevels(stored, steps)) return;
  if (stored.length) {
    await trx.updateTable('oa_examine_step').set({ is_deleted: 1 })
      .where('category_id', '=', categoryId).where('is_deleted', '=', 0).execute();
  }
  if (!steps.length) return;
  await trx.insertInto('oa_examine_step').values(steps.map((step, index) => ({
    step_type: step.stepType, category_id: categoryId, check_user_id: csvOf(step.checkUserIds), step_num: index + 1,
    create_time: now, remarks: step.remarks,
  }))).execute();
}
