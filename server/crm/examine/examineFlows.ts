/**
 * Reading the CRM approval flows (contract 9.1): which flow is enabled for contracts (category 1)
 * or receivables (2), its levels, and the ",1,2," user lists in both directions. The entity side
 * (which table, which id column) is here too, so the audit and the save agree on it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';

export type CategoryType = 1 | 2;

/** The record modules that go to approval, by category_type. */
export const EXAMINE_ENTITIES = {
  1: { table: 'crm_contract', idColumn: 'contract_id', idKey: 'contractId', realm: 'contract', title: '合同' },
  2: { table: 'crm_receivables', idColumn: 'receivables_id', idKey: 'receivablesId', realm: 'receivables', title: '回款' },
} as const;

export function categoryOfModule(moduleKey: string): CategoryType | undefined {
  if (moduleKey === 'contract') return 1;
  if (moduleKey === 'receivables') return 2;
  return undefined;
}

export function readCategoryType(value: number | undefined): CategoryType {
  if (value !== 1 && value !== 2) throw new BusinessError('审批类型格式不正确');
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
