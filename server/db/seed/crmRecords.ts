/**
 * Reference rows of the CRM record modules (contract 7.6, 7.9): the default business type 1
 * 默认商机组 with its three stages, and the default product category 23 默认.
 *
 * The original seeds the stages under type_id 9, which does not exist, so its default group has no
 * stages; we fix that on purpose: they belong to type 1. The stages are inserted only together
 * with a newly inserted type row, so a restart never brings back stages an admin replaced.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { SEED_USER } from './organisation.ts';
import { raiseSequence } from './sequences.ts';

export const DEFAULT_BUSINESS_TYPE_ID = 1;
export const DEFAULT_PRODUCT_CATEGORY_ID = 23;

/** [statusId, name, rate %, orderNum] of type 1 */
const DEFAULT_STAGES: readonly [number, string, string, number][] = [
  [1, '验证客户', '20', 1],
  [2, '需求分析', '30', 2],
  [3, '方案/报价', '80', 3],
];

export async function seedCrmRecords(db: Kysely<Database>, now = new Date()): Promise<void> {
  const inserted = await db.insertInto('crm_business_type')
    .values({ type_id: DEFAULT_BUSINESS_TYPE_ID, name: '默认商机组', dept_ids: '', create_user_id: SEED_USER.admin, create_time: now, update_time: now, status: 1 })
    .onConflict((oc) => oc.doNothing())
    .returning('type_id')
    .execute();
  if (inserted.length) {
    await db.insertInto('crm_business_status')
      .values(DEFAULT_STAGES.map(([statusId, name, rate, orderNum]) => ({
        status_id: statusId, type_id: DEFAULT_BUSINESS_TYPE_ID, name, rate, order_num: orderNum,
      })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await db.insertInto('crm_product_category')
    .values({ category_id: DEFAULT_PRODUCT_CATEGORY_ID, name: '默认', pid: 0 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const [table, column] of [
    ['crm_business_type', 'type_id'], ['crm_business_status', 'status_id'], ['crm_product_category', 'category_id'],
  ] as const) {
    await raiseSequence(db, table, column);
  }
}
