/**
 * Who owns a new record (contract 7.1 "Create": `create_user_id = owner_user_id = me`, leads and
 * contacts keep a supplied owner) and whether that owner may take it (a module's owner limit,
 * records/recordParts.ts: the customer's owned-customer rule, 7.4 `拥有客户数已达上限，无法新增`).
 *
 * - Leads and contacts: `owner_user_id` / `ownerUserId` in the entity, when given, is the owner;
 *   it must be an enabled user (`负责人不存在或已停用`). The contract names no other condition, so
 *   neither do we: handing a new record to a colleague takes nothing from them (and the creator
 *   may lose sight of it, by their own choice). Every other module ignores a supplied owner: the
 *   creator owns it.
 * - The owner limit is checked inside the save's transaction after the module hooks ran, on the
 *   owner the row finally carries (a trusted caller such as the Excel import may assign another
 *   in its `prepare`); the limit's room is read under its per-user lock, so two creates at the
 *   limit cannot both pass.
 * Updates never change the owner: that is transfer's job (owners/transfer.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalInt } from '../http/params.ts';
import { requireActiveUsers } from './activeUsers.ts';
import type { RecordModule } from './recordModules.ts';
import { partsOf } from './recordParts.ts';

const KEEPS_SUPPLIED_OWNER: ReadonlySet<RecordModule['key']> = new Set(['leads', 'contacts']);

export async function ownerOfNewRecord(
  trx: Kysely<Database>, userId: number, module: RecordModule, entity: Record<string, unknown>,
): Promise<number> {
  let owner = userId;
  if (KEEPS_SUPPLIED_OWNER.has(module.key)) {
    const supplied = optionalInt(entity, 'owner_user_id', '负责人') ?? optionalInt(entity, 'ownerUserId', '负责人');
    if (supplied !== undefined && supplied !== userId) {
      await requireActiveUsers(trx, [supplied], '负责人不存在或已停用');
      owner = supplied;
    }
  }
  return owner;
}

/** Create only: refuses a new record its owner has no room for under the module's owner limit. */
export async function checkOwnerRoom(trx: Kysely<Database>, module: RecordModule, ownerId: unknown): Promise<void> {
  const limit = partsOf(module).ownerLimit;
  if (!limit || typeof ownerId !== 'number') return;
  if ((await limit.roomOf(trx, ownerId)) < 1) throw new BusinessError(limit.refusal);
}

/**
 * checkOwnerRoom for a batch of creates: how many new records each owner may still take (Infinity
 * for modules without a limit and owners under no rule), under the same per-user lock, and the
 * refusal of a row past it.
 */
export async function ownersRoom(
  trx: Kysely<Database>, module: RecordModule, ownerIds: Iterable<number>,
): Promise<{ room: Map<number, number>; refusal: string }> {
  const limit = partsOf(module).ownerLimit;
  const room = new Map<number, number>();
  // Ascending ids: two batches lock owners in the same order.
  for (const owner of [...new Set(ownerIds)].sort((a, b) => a - b)) room.set(owner, limit ? await limit.roomOf(trx, owner) : Infinity);
  return { room, refusal: limit?.refusal ?? '' };
}
