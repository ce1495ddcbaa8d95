/**
 * OaExamineCategory/queryExamineCategoryList (contract 9.2): the categories not deleted, a page
 * (or every row with pageType 0), each with who may use it (`userIds` [{userId, realname, img}],
 * `deptIds` [{id, name}]) and its current levels (`stepList`, each with `userList`). The people
 * and departments of a whole page are read in two statements, not per row.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, OaExamineCategoryTable } from '../db/schema.ts';
import { briefs, idsOf, usersById } from '../examine/people.ts';
import { type Params, readPaging, toPage } from '../http/params.ts';

type Db = Kysely<Database>;
type CategoryRow = Selectable<OaExamineCategoryTable>;

async function stepsOf(db: Db, categoryIds: number[]) {
  if (!categoryIds.length) return [];
  return db.selectFrom('oa_examine_step').select(['step_id', 'step_type', 'category_id', 'check_user_id', 'step_num', 'create_time', 'remarks'])
    .where('category_id', 'in', categoryIds).where('is_deleted', '=', 0)
    .orderBy('category_id').orderBy('step_num').orderBy('step_id').execute();
}

async function describe(db: Db, rows: CategoryRow[]) {
  const steps = await stepsOf(db, rows.map((row) => row.category_id));
  const users = await usersById(db, [...rows.flatMap((row) => [...idsOf(row.user_ids), row.create_user_id]), ...steps.flatMap((s) => idsOf(s.check_user_id))]);
  const deptIds = [...new Set(rows.flatMap((row) => idsOf(row.dept_ids)))];
  const depts = new Map((deptIds.length
    ? await db.selectFrom('admin_dept').select(['dept_id', 'name']).where('dept_id', 'in', deptIds).execute()
    : []).map((d) => [d.dept_id, { id: d.dept_id, name: d.name }]));
  return rows.map((row) => ({
    categoryId: row.category_id, title: row.title, remarks: row.remarks, type: row.type, createUserId: row.create_user_id,
    createUserName: users.get(row.create_user_id)?.realname ?? null,
    status: row.status, isSys: row.is_sys, examineType: row.examine_type,
    userIds: briefs(users, idsOf(row.user_ids)),
    deptIds: idsOf(row.dept_ids).flatMap((id) => depts.get(id) ?? []),
    createTime: row.create_time, updateTime: row.update_time, isDeleted: row.is_deleted,
    stepList: steps.filter((s) => s.category_id === row.category_id).map((s) => ({
      stepId: s.step_id, stepType: s.step_type, categoryId: s.category_id, checkUserId: s.check_user_id, stepNum: s.step_num,
      createTime: s.create_time, remarks: s.remarks, userList: briefs(users, idsOf(s.check_user_id)),
    })),
  }));
}

export async function queryExamineCategoryList(db: Db, params: Params) {
  const paging = readPaging(params);
  const base = db.selectFrom('oa_examine_category').where('is_deleted', '=', 0);
  let query = base.selectAll().orderBy('category_id');
  if (paging.pageType === 0) return describe(db, await query.execute());
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  query = query.limit(paging.limit).offset((paging.page - 1) * paging.limit);
  return toPage(await describe(db, await query.execute()), total, paging);
}
