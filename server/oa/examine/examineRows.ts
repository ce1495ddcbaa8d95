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

/** A page's row as the statement below reads it: the approval's columns and what its row shows. */
type DecoratedRow = Omit<OaExamineRow, 'custom'> & {
  category_title: string | null; category_type: number | null; record_step_id: number | null;
  creator_name: string | null; creator_img: string | null; line_count: number | string; has_files: boolean; has_relations: boolean;
};

/**
 * A list row, every key written out: object rest and spread over the row (the first version) cost
 * 19 µs a row, most of 我发起的's JavaScript beside serialisation (a CPU profile, bench:oa).
 */
function listRow(row: DecoratedRow, files: readonly FileRow[], relations: Record<string, unknown>, userId: number, superAdmin: boolean) {
  const type = row.category_title === null ? 0 : row.category_type ?? 0;
  const { img, file } = splitFiles(files);
  return {
    examine_id: row.examine_id,
    category_id: row.category_id,
    content: row.content,
    remark: row.remark,
    type_id: row.type_id,
    money: row.money,
    start_time: row.start_time,
    end_time: row.end_time,
    duration: row.duration,
    create_user_id: row.create_user_id,
    create_time: row.create_time,
    update_time: row.update_time,
    batch_id: row.batch_id,
    examineStatus: row.check_status,
    examineRecordId: row.examine_record_id,
    examineStepId: row.examine_record_id === null ? null : row.record_step_id ?? null,
    categoryTitle: row.category_title ?? '',
    type,
    createUser: { userId: row.create_user_id, realname: row.creator_name ?? '', img: row.creator_img ?? null },
    img,
    file,
    ...relations,
    causeTitle: causeTitle(type, Number(row.line_count), row),
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
    .select([
      // every column but `custom`: the row does not show it (the detail reads it with the record)
      'oa_examine.examine_id', 'oa_examine.category_id', 'oa_examine.content', 'oa_examine.remark', 'oa_examine.type_id',
      'oa_examine.money', 'oa_examine.start_time', 'oa_examine.end_time', 'oa_examine.duration', 'oa_examine.create_user_id',
      'oa_examine.create_time', 'oa_examine.update_time', 'oa_examine.batch_id', 'oa_examine.examine_record_id', 'oa_examine.check_status',
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
  return rows.map((row) => listRow(row, row.has_files ? files.filter((f) => f.batch_id === row.batch_id) : [], relations.get(row.examine_id) ?? NO_RELATIONS, userId, superAdmin));
}
