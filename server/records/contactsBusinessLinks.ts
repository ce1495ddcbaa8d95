/**
 * The contact ↔ business links (crm_contacts_business, contract 7.5/7.6): relate and unrelate from
 * either side. The record on the calling side must be writable; the other side must exist.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { accessibleRecord } from './recordAccess.ts';
import { RECORD_MODULES } from './recordModules.ts';
import { findRecords } from './recordStore.ts';

export async function relateContactsBusiness(
  db: Kysely<Database>, userId: number, side: 'contacts' | 'business', id: number, otherIds: number[], relate: boolean,
): Promise<void> {
  const other = side === 'contacts' ? RECORD_MODULES.business : RECORD_MODULES.contacts;
  await db.transaction().execute(async (trx) => {
    await accessibleRecord(trx, userId, RECORD_MODULES[side], id, 'write');
    const pairs = otherIds.map((otherId) => side === 'contacts'
      ? { contacts_id: id, business_id: otherId } : { contacts_id: otherId, business_id: id });
    if (!relate) {
      for (const pair of pairs) {
        await trx.deleteFrom('crm_contacts_business').where('contacts_id', '=', pair.contacts_id).where('business_id', '=', pair.business_id).execute();
      }
      return;
    }
    if ((await findRecords(trx, other, otherIds)).length !== otherIds.length) throw new BusinessError(`${other.title}不存在或已被删除`);
    await trx.insertInto('crm_contacts_business').values(pairs).onConflict((oc) => oc.doNothing()).execute();
  });
}
