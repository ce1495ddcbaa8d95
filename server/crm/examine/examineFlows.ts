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

// The ",1,2," lists and user briefs are shared with the office approval categories.
export { briefs, csvOf, idsOf, type UserBrief, usersById } from '../../examine/people.ts';
