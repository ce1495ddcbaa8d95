/**
 * The list row of an office approval (contract 9.2: myInitiate, myOaExamine, queryExamineRelation),
 * built for a page of approvals at once: its columns, `examineStatus`, `examineRecordId`,
 * `examineStepId`, `categoryTitle` (and the category's `type`, for icons and totals), `createUser`,
 * `img` and `file` (its batch split by kind), the linked records, `causeTitle` (出差:
 * `2个行程，共3天。`, 差旅报销: `2个报销事项，共300元。`) and `permission` {isUpdate, isDelete, isChecked}.
 *
 * A list page (`listRows`) is one statement: the page's approvals with their category, record level,
 * submitter, line count and whether they have files or linked records, beside the caller's
 * super-admin check; files and linked records' names are read only for the rows that have any
 * (issue 18: the seven small queries after the page were most of 我发起的's time). The detail
 * (examineDetail.ts) reads its one row the same way.
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isSuperAdminUser } from '../../examine/approval.ts';
import { filesOfBatches } from '../../files/fileStore.ts';
import { cachedForUser } from '../../permissions/permissionCache.ts';
import { examinePermission } from './examineAccess.ts';
import { relationListsOf } from './examineRelations.ts';
import type { OaExamineRow } from './oaApproval.ts';

/** 出差 and 差旅报销: their rows sum up their lines. */
const TRIP = 3;
const EXPENSE = 5;

/** A decimal as a sentence shows it: "3.00" → "3", "1.50" → "1.5". */
export function plainNumber(value: string | null): string {
  if (value === null || value === '') return '0';
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export function causeTitle(type: number, lines: number, examine: Pick<OaExamineRow, 'money' | 'duration'>): string {
  if (type === TRIP) return `${lines}个行程，共${plainNumber(examine.duration)}天。`;
  if (type === EXPENSE) return `${lines}个报销事项，共${plainNumber(examine.money)}元。`;
  return '';
}

type FileRow = Awaited<ReturnType<typeof filesOfBatches>>[number];

/** A batch's files as `img` and `file` (contract 9.2). */
export function splitFiles(files: readonly FileRow[]): { img: FileRow[]; file: FileRow[] } {
  return { img: files.filter((f) => f.file_type === 'img'), file: files.filter((f) => f.file_type !== 'img') };
}

/** What a list row shows beside the approval's own columns. */
interface Decorations {
  category: { title: string; type: number } | undefined;
  stepId: number | null;
  lines: number;
  creator: { realname: string | null; img: string | null } | undefined;
  files: readonly FileRow[];
  relations: Record<string, unknown> | undefined;
}

function listRow(row: OaExamineRow, found: Decorations, userId: number, superAdmin: boolean) {
  const { custom: _custom, check_status: _status, examine_record_id: _record, ...columns } = row;
  const type = found.category?.type ?? 0;
  return {
    ...columns,
    examineStatus: row.check_status,
    examineRecordId: row.examine_record_id,
    examineStepId: row.examine_record_id === null ? null : found.stepId,
    categoryTitle: found.category?.title ?? '',
    type,
    createUser: { userId: row.create_user_id, realname: found.creator?.realname ?? '', img: found.creator?.img ?? null },
    ...splitFiles(found.files),
    ...found.relations,
    causeTitle: causeTitle(type, found.lines, row),
    permission: examinePermission(row, userId, superAdmin),
  };
}

/** A list's query (its conditions, order and page) on `oa_examine`, no columns chosen yet. */
export type ExamineQuery = SelectQueryBuilder<Database, 'oa_examine', object>;

/** A row without linked records shows the four empty lists (relationListsOf's answer for it). */
const NO_RELATIONS = { customerList: [], contactsList: [], businessList: [], contractList: [] };

/**
 * A page of list rows: one statement for the page and what its rows show, files and links only
 * where there are some. Whether the caller is the super admin (their rows' permission) is cached
 * per permission version, as their rights are: a role change moves the version.
 */
export async function listRows(db: Kysely<Database>, userId: number, query: ExamineQuery, knownVersion?: string) {
  const decorated = query
    .leftJoin('oa_examine_category as c', 'c.category_id', 'oa_examine.category_id')
    .leftJoin('oa_examine_record as r', 'r.record_id', 'oa_examine.examine_record_id')
    .leftJoin('admin_user as u', 'u.user_id', 'oa_examine.create_user_id')
    .selectAll('oa_examine')
    .select([
      'c.title as category_title', 'c.type as category_type', 'r.examine_step_id as record_step_id', 'u.realname as creator_name', 'u.img as creator_img',
      sql<number>`(select count(*) from oa_examine_travel t where t.examine_id = oa_examine.examine_id)`.as('line_count'),
      sql<boolean>`exists (select 1 from admin_file f where f.batch_id = oa_examine.batch_id)`.as('has_files'),
      sql<boolean>`exists (select 1 from oa_examine_relation x where x.examine_id = oa_examine.examine_id)`.as('has_relations'),
    ]);
  const [rows, superAdmin] = await Promise.all([decorated.execute(), cachedForUser(db, userId, 'superAdmin', () => isSuperAdminUser(db, userId), knownVersion)]);
  const [files, relations] = await Promise.all([
    filesOfBatches(db, rows.flatMap((row) => (row.has_files ? [row.batch_id] : []))),
    relationListsOf(db, rows.flatMap((row) => (row.has_relations ? [row.examine_id] : []))),
  ]);
  return rows.map(({ category_title: title, category_type: type, record_step_id: stepId, creator_name: realname, creator_img: img, line_count: lines, has_files: _f, has_relations: _r, ...row }) => listRow(row, {
    category: title === null ? undefined : { title, type: type ?? 0 },
    stepId: stepId ?? null,
    lines: Number(lines),
    creator: { realname, img },
    files: files.filter((f) => f.batch_id === row.batch_id),
    relations: relations.get(row.examine_id) ?? NO_RELATIONS,
  }, userId, superAdmin));
}
