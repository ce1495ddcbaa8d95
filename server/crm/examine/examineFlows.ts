/**
 * Reading the approval flows (contract 9.1): which flow is enabled for a category (contracts 1,
 * receivables 2: a module descriptor's `form.examineCategory`), its levels, and the ",1,2," user
 * lists in both directions. The entity side (which module's table and id column) comes from the
 * descriptor, so the audit and the save agree on it and a new module needs no entry here.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { moduleDescriptors, serverKeyOf } from '../../modules/descriptors.ts';
import { recordModuleOf, type RecordModule } from '../../records/recordModules.ts';

/** A flow category: a module descriptor's `form.examineCategory`. */
export type CategoryType = number;

export interface ExamineEntity { table: string; idColumn: string; idKey: string; title: string; module: RecordModule }

/** The record module a category approves (its descriptor names the category), or undefined. */
export function examineEntity(categoryType: number): ExamineEntity | undefined {
  const descriptor = moduleDescriptors().find((m) => m.form?.approval && m.form.examineCategory === categoryType);
  if (!descriptor) return undefined;
  const module = recordModuleOf(descriptor);
  return { table: module.table, idColumn: module.idColumn, idKey: module.idKey, title: module.title, module };
}

/** The entity of a category that must exist (a flow's or a submission's). */
export function entityOf(categoryType: CategoryType): ExamineEntity {
  const entity = examineEntity(categoryType);
  if (!entity) throw new BusinessError('审批类型格式不正确');
  return entity;
}

export function categoryOfModule(moduleKey: string): CategoryType | undefined {
  const descriptor = moduleDescriptors().find((m) => m.key === moduleKey || serverKeyOf(m) === moduleKey);
  return descriptor?.form?.approval ? descriptor.form.examineCategory : undefined;
}

export function readCategoryType(value: number | undefined): CategoryType {
  if (value === undefined || !examineEntity(value)) throw new BusinessError('审批类型格式不正确');
  return value;
}

export type FlowRow = Awaited<ReturnType<typeof activeFlow>> & {};
export type StepRow = Awaited<ReturnType<typeof flowSteps>>[number];

/** The one enabled flow of the category, or undefined (then nothing may be submitted). */
export async function activeFlow(db: Kysely<Database>, categoryType: CategoryType) {
  return db.selectFrom('admin_examine').selectAll().where('category_type', '=', categoryType).where('status', '=', 1).executeTakeFirst();
}

export async function flowSteps(db: Kysely<Database>, examineId: number) {
  return db.selectFrom('admin_examine_step').selectAll().where('examine_id', '=', examineId).orderBy('step_num').orderBy('step_id').execute();
}

/** ",1,2," → [1, 2] */
export function idsOf(csv: string | null | undefined): number[] {
  return (csv ?? '').split(',').filter((part) => /^\d+$/.test(part)).map(Number);
}

/** [1, 2] → ",1,2," (the empty list stays ","). */
export function csvOf(ids: readonly number[]): string {
  return ids.length ? `,${ids.join(',')},` : ',';
}

export interface UserBrief { userId: number; realname: string; img: string | null }

export async function usersById(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, UserBrief>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('admin_user').select(['user_id', 'realname', 'img']).where('user_id', 'in', wanted).execute();
  return new Map(rows.map((u) => [u.user_id, { userId: u.user_id, realname: u.realname ?? '', img: u.img }]));
}

export function briefs(users: Map<number, UserBrief>, ids: readonly number[]): UserBrief[] {
  return ids.flatMap((id) => {
    const user = users.get(id);
    return user ? [user] : [];
  });
}
