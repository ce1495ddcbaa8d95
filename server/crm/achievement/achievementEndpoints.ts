/**
 * 业绩目标设置 (contract 12.3, permission manage.crm.achievement, declared with each endpoint):
 * achievement/queryAchievementList (achievementList.ts) and achievement/setAchievement.
 *
 * setAchievement takes a JSON array of targets and replaces, in one transaction, the row of each
 * object, year and kind (an upsert on the table's unique key, so the row keeps its id). Everything
 * is checked before the first write (achievementInput.ts, and every department or employee must
 * exist); `yeartarget` is the sum of the stored months, whatever the client sent. Targets are not
 * permissions: no permission-version bump.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endpoint } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import { readTargets, type TargetInput } from './achievementInput.ts';
import { queryAchievementList } from './achievementList.ts';
import { MONTHS, TARGET_OF } from './achievementTargets.ts';

/** Every department and employee the targets name exists. */
async function requireSubjects(db: Kysely<Database>, targets: TargetInput[]): Promise<void> {
  const ids = (type: number) => [...new Set(targets.filter((t) => t.type === type).map((t) => t.objId))];
  const [deptIds, userIds] = [ids(TARGET_OF.dept), ids(TARGET_OF.user)];
  const [depts, users] = await Promise.all([
    deptIds.length ? db.selectFrom('admin_dept').select('dept_id as id').where('dept_id', 'in', deptIds).execute() : [],
    userIds.length ? db.selectFrom('admin_user').select('user_id as id').where('user_id', 'in', userIds).execute() : [],
  ]);
  if (depts.length !== deptIds.length) throw new BusinessError('该部门不存在或已被删除');
  if (users.length !== userIds.length) throw new BusinessError('该员工不存在或已被删除');
}

function rowOf(target: TargetInput) {
  const months = Object.fromEntries(MONTHS.map(([column], i) => [column, target.months[i]]));
  // the sum of what the columns will hold, in SQL: decimals never pass through a float
  const yeartarget = sql<string>`(${sql.join(target.months.map((m) => sql`${m}::numeric(18,2)`), sql` + `)})`;
  return { obj_id: target.objId, type: target.type, year: target.year, status: target.status, ...months, yeartarget };
}

async function setAchievement(db: Kysely<Database>, targets: TargetInput[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireSubjects(trx, targets);
    await trx.insertInto('crm_achievement').values(targets.map(rowOf))
      .onConflict((oc) => oc.columns(['obj_id', 'type', 'year', 'status']).doUpdateSet((eb) => ({
        ...Object.fromEntries(MONTHS.map(([column]) => [column, eb.ref(`excluded.${column}`)])),
        yeartarget: eb.ref('excluded.yeartarget'),
      })))
      .execute();
  });
}

export const achievementEndpoints = [
  endpoint('achievement/queryAchievementList', { rights: ['manage.crm.achievement'] }, async ({ db, params }) => queryAchievementList(db, params)),
  // the body is a JSON array, which the endpoint's merged params leave out: read it as sent
  endpoint('achievement/setAchievement', { rights: ['manage.crm.achievement'] }, async ({ db, request }) => {
    await setAchievement(db, readTargets(request.body));
    return undefined;
  }),
];
