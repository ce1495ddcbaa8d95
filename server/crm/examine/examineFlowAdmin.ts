/**
 * The administrators' side of the CRM approval flows (contract 9.1; 审批流程管理's 业务审批 tab):
 *   examine/saveExamine      a new flow, enabled, disabling the category's other enabled one; editing
 *                            marks the old row deleted (2) and inserts a new one, so the records of
 *                            contracts already under way keep the levels they were submitted to;
 *   examine/updateStatus     1 enable (the other enabled flow of the category is disabled), 0 disable, 2 delete;
 *   examine/queryAllExamine  the flows that are not deleted, a page, with their levels and people;
 *   examine/queryExamineById one flow and its levels.
 */
import type { Kysely, Selectable } from 'kysely';
import type { AdminExamineTable, Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalChoice, optionalInt, optionalText, type Params, readPaging, requireInt, requireText, toPage } from '../../http/params.ts';
import { checkFlowPeople, readFlow, readFlowIdList } from '../../examine/flowInput.ts';
import { briefs, type CategoryType, csvOf, flowSteps, idsOf, readCategoryType, usersById } from './examineFlows.ts';

type Db = Kysely<Database>;

/** Before enabling a flow: the category's enabled one steps aside (one enabled flow per category). */
async function disableOthers(trx: Db, categoryType: CategoryType, userId: number, now: Date, except?: number): Promise<void> {
  let query = trx.updateTable('admin_examine').set({ status: 0, update_time: now, update_user_id: userId })
    .where('category_type', '=', categoryType).where('status', '=', 1);
  if (except !== undefined) query = query.where('examine_id', '<>', except);
  await query.execute();
}

export async function saveExamineFlow(db: Db, userId: number, params: Params): Promise<void> {
  const examineId = optionalInt(params, 'examineId', '审批流程');
  const categoryType = readCategoryType(optionalInt(params, 'categoryType', '审批类型'));
  const flow = readFlow(params);
  const name = requireText(params, 'name', '审批流程名称');
  const remarks = optionalText(params, 'remarks', '流程说明') ?? null;
  const deptIds = readFlowIdList(params.deptIds, '适用部门');
  const userIds = readFlowIdList(params.userIds, '适用员工');
  await db.transaction().execute(async (trx) => {
    await checkFlowPeople(trx, flow, { userIds, deptIds, usersLabel: '适用员工', deptsLabel: '适用部门' });
    const now = new Date();
    if (examineId !== undefined) {
      const old = await trx.updateTable('admin_examine').set({ status: 2, update_time: now, update_user_id: userId })
        .where('examine_id', '=', examineId).where('status', '<>', 2).returning('examine_id').executeTakeFirst();
      if (!old) throw new BusinessError('审批流程不存在');
    }
    await disableOthers(trx, categoryType, userId, now);
    const { examine_id } = await trx.insertInto('admin_examine').values({
      category_type: categoryType, examine_type: flow.examineType, name, remarks, dept_ids: csvOf(deptIds), user_ids: csvOf(userIds),
      create_time: now, create_user_id: userId, update_time: now, update_user_id: userId, status: 1,
    }).returning('examine_id').executeTakeFirstOrThrow();
    if (flow.steps.length) {
      await trx.insertInto('admin_examine_step').values(flow.steps.map((step, index) => ({
        step_type: step.stepType, examine_id, check_user_id: csvOf(step.checkUserIds), step_num: index + 1, create_time: now, remarks: step.remarks,
      }))).execute();
    }
  });
}

export async function updateExamineStatus(db: Db, userId: number, params: Params): Promise<void> {
  const examineId = requireInt(params, 'examineId', '审批流程');
  const status = optionalChoice(params, 'status', '状态', [0, 1, 2]) ?? 2;
  await db.transaction().execute(async (trx) => {
    const flow = await trx.selectFrom('admin_examine').selectAll().where('examine_id', '=', examineId).where('status', '<>', 2).forUpdate().executeTakeFirst();
    if (!flow) throw new BusinessError('审批流程不存在');
    const now = new Date();
    if (status === 1) await disableOthers(trx, readCategoryType(flow.category_type), userId, now, examineId);
    await trx.updateTable('admin_examine').set({ status, update_time: now, update_user_id: userId }).where('examine_id', '=', examineId).execute();
  });
}

type FlowRow = Selectable<AdminExamineTable>;

/** A flow with its people and levels, in the contract's shape. */
async function describeFlow(db: Db, flow: FlowRow) {
  const steps = await flowSteps(db, flow.examine_id);
  const userIds = idsOf(flow.user_ids);
  const deptIds = idsOf(flow.dept_ids);
  const users = await usersById(db, [...userIds, ...steps.flatMap((s) => idsOf(s.check_user_id)), flow.create_user_id, flow.update_user_id ?? 0]);
  const depts = deptIds.length ? await db.selectFrom('admin_dept').select(['dept_id as id', 'name']).where('dept_id', 'in', deptIds).execute() : [];
  const stepList = steps.map((step) => ({ ...step, userList: briefs(users, idsOf(step.check_user_id)) }));
  return {
    flow: {
      ...flow, deptIds: depts, userIds: briefs(users, userIds),
      createUserName: users.get(flow.create_user_id)?.realname ?? null, updateUserName: users.get(flow.update_user_id ?? 0)?.realname ?? null,
    },
    stepList,
  };
}

export async function queryAllExamineFlows(db: Db, params: Params) {
  const paging = readPaging(params);
  const base = db.selectFrom('admin_examine').where('status', '<>', 2);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  let query = base.selectAll().orderBy('category_type').orderBy('examine_id', 'desc');
  if (paging.pageType === 1) query = query.limit(paging.limit).offset((paging.page - 1) * paging.limit);
  const list = [];
  for (const row of await query.execute()) {
    const { flow, stepList } = await describeFlow(db, row);
    list.push({ ...flow, stepList });
  }
  return paging.pageType === 0 ? list : toPage(list, total, paging);
}

export async function queryExamineFlowById(db: Db, params: Params) {
  const examineId = requireInt(params, 'examineId', '审批流程');
  const row = await db.selectFrom('admin_examine').selectAll().where('examine_id', '=', examineId).executeTakeFirst();
  if (!row) throw new BusinessError('审批流程不存在');
  const { flow, stepList } = await describeFlow(db, row);
  return { examine: flow, step: stepList };
}
