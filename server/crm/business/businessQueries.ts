/**
 * Business rows as the related lists show them (a customer's or a contact's business, contract
 * 7.4/7.5): with customer, type and stage names, and the stage progress of the lists.
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The type's stage count + 1 (the 赢单 step), as the list engine counts it (records/list/listRows.ts). */
const STEPS = sql<number>`((select count(*) from crm_business_status as st where st.type_id = b.type_id) + 1)`;

/**
 * `progressBar` as the original's setBusinessStatus writes it on these lists: `<stage order>/<steps>`
 * while open, `n/n` won, `0/n` lost, `0/0` invalid.
 */
const PROGRESS_BAR = sql<string>`case b.is_end when 1 then ${STEPS} || '/' || ${STEPS} when 2 then '0/' || ${STEPS} when 3 then '0/0'
  else coalesce(s.order_num, 0) || '/' || ${STEPS} end`;

export function businessListQuery(db: Kysely<Database>): SelectQueryBuilder<any, any, any> {
  return db.selectFrom('crm_business as b')
    .leftJoin('crm_customer as c', 'c.customer_id', 'b.customer_id')
    .leftJoin('crm_business_type as t', 't.type_id', 'b.type_id')
    .leftJoin('crm_business_status as s', 's.status_id', 'b.status_id')
    .select([
      'b.business_id', 'b.business_name', 'b.money', 'b.is_end', 'b.type_id', 'b.status_id', 'b.customer_id',
      'c.customer_name', 't.name as type_name', 's.name as status_name', 'b.owner_user_id', 'b.create_time', 'b.update_time',
      PROGRESS_BAR.as('progressBar'),
    ]) as unknown as SelectQueryBuilder<any, any, any>;
}

/** The stages of a type in order. */
export async function stagesOf(db: Kysely<Database>, typeId: number | null) {
  if (typeId === null) return [];
  return (await stagesOfTypes(db, [typeId])).get(typeId) ?? [];
}

/** The stages of several types in one query, by type id, each list in stage order. */
export async function stagesOfTypes(db: Kysely<Database>, typeIds: readonly number[]) {
  if (!typeIds.length) return new Map<number, never[]>();
  const rows = await db.selectFrom('crm_business_status').select(['status_id', 'type_id', 'name', 'rate', 'order_num'])
    .where('type_id', 'in', typeIds).orderBy('order_num').orderBy('status_id').execute();
  const byType = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byType.get(row.type_id) ?? [];
    list.push(row);
    byType.set(row.type_id, list);
  }
  return byType;
}
