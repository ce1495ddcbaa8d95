// Helpers of the office approval API tests (oa-examine*.test.ts; not a test file itself).
import type { ApiBody, TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

export interface CategorySetup {
  title: string;
  /** 1 fixed levels, 2 chosen approver */
  examineType: 1 | 2;
  /** [stepType, userIds] per level */
  levels?: Array<[number, number[]]>;
  status?: number;
  userIds?: number[];
  deptIds?: number[];
  type?: number;
}

/**
 * A custom category written straight to its tables (the admin screen's calls are tested on their
 * own): its levels, and the two fields a new category starts with.
 */
export async function makeCategory(t: TestApp, setup: CategorySetup): Promise<number> {
  const now = new Date();
  const csv = (ids: number[] | undefined) => (ids?.length ? `,${ids.join(',')},` : '');
  const { category_id: categoryId } = await t.db.insertInto('oa_examine_category').values({
    title: setup.title, remarks: setup.title, type: setup.type ?? 0, create_user_id: 3, status: setup.status ?? 1, is_sys: 0,
    examine_type: setup.examineType, user_ids: csv(setup.userIds), dept_ids: csv(setup.deptIds), create_time: now, update_time: now, is_deleted: 0,
  }).returning('category_id').executeTakeFirstOrThrow();
  if (setup.levels?.length) {
    await t.db.insertInto('oa_examine_step').values(setup.levels.map(([stepType, users], index) => ({
      step_type: stepType, category_id: categoryId, check_user_id: users.length ? `,${users.join(',')},` : ',', step_num: index + 1, create_time: now,
    }))).execute();
  }
  // the seed's orphan rows 62-67 already name category 7 (contract 5.3): a category taking that id has them
  const held = await t.db.selectFrom('admin_field').select('field_name').where('label', '=', 10).where('examine_category_id', '=', categoryId).execute();
  const rows = [
    { field_name: 'content', name: '审批事由', type: 2, label: 10, is_null: 1, sorting: 0, operating: 1, update_time: now, examine_category_id: categoryId, field_type: 1 },
    { field_name: 'remark', name: '备注', type: 2, label: 10, is_null: 0, sorting: 1, operating: 1, update_time: now, examine_category_id: categoryId, field_type: 1 },
  ].filter((row) => !held.some((h) => h.field_name === row.field_name));
  if (rows.length) await t.db.insertInto('admin_field').values(rows).execute();
  return categoryId;
}

export interface ExamineBody {
  oaExamine: Record<string, unknown>;
  field?: unknown[];
  oaExamineRelation?: Record<string, unknown>;
  oaExamineTravelList?: unknown[];
  checkUserId?: unknown;
}

export const submit = (t: TestApp, token: string, body: ExamineBody): Promise<ApiBody> => postJson(t, 'OaExamine/setOaExamine', body, token);

/** The approval a user submitted last. */
export async function lastExamine(t: TestApp) {
  return t.db.selectFrom('oa_examine').selectAll().orderBy('examine_id', 'desc').limit(1).executeTakeFirstOrThrow();
}

export const audit = (t: TestApp, token: string, recordId: number, status: number, extra: Record<string, unknown> = {}) =>
  t.call('OaExamine/auditExamine', { recordId, status, remarks: '', ...extra }, token);

export async function examineNum(t: TestApp, token: string): Promise<number> {
  const body = await t.call('OaBackLog/num', {}, token);
  if (body.code !== 0) throw new Error(body.msg);
  return (body.data as { examineNum: number }).examineNum;
}

export async function waitingList(t: TestApp, token: string, status: 1 | 2 = 1): Promise<Array<Record<string, unknown>>> {
  const body = await postJson(t, 'OaExamine/myOaExamine', { page: 1, limit: 50, status }, token);
  if (body.code !== 0) throw new Error(body.msg);
  return (body.data as { list: Array<Record<string, unknown>> }).list;
}

/** Rows of every table a save writes, to show a refusal wrote nothing. */
export async function writtenCounts(t: TestApp): Promise<number[]> {
  const tables = ['oa_examine', 'oa_examine_travel', 'oa_examine_relation', 'oa_examine_record', 'oa_examine_log', 'oa_action_record'] as const;
  return Promise.all(tables.map(async (table) => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)));
}

export const statusOf = async (t: TestApp, examineId: number) =>
  (await t.db.selectFrom('oa_examine').select('check_status').where('examine_id', '=', examineId).executeTakeFirstOrThrow()).check_status;

/** file/upload (multipart), as the form's 图片/附件 sections and a line's invoices do. */
export async function upload(t: TestApp, token: string, fileName: string, fields: Record<string, string> = {}): Promise<ApiBody> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob(['bytes']), fileName);
  const response = await t.app.inject({ method: 'POST', url: '/api/file/upload', headers: { 'admin-token': token }, payload: form });
  return response.json() as ApiBody;
}
