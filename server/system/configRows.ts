/**
 * admin_config rows named by their setting (contract 14.2: the original keeps its settings as
 * name/status/value rows): write one, the first of its name when there are several (hand-made
 * copies are left alone), adding it when the installation has none yet.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ConfigRow { status?: number; value?: string }

export async function writeConfigRow(trx: Kysely<Database>, name: string, set: ConfigRow, description: string): Promise<void> {
  const row = await trx.selectFrom('admin_config').select('setting_id').where('name', '=', name).orderBy('setting_id').executeTakeFirst();
  if (row) await trx.updateTable('admin_config').set(set).where('setting_id', '=', row.setting_id).execute();
  else await trx.insertInto('admin_config').values({ name, status: set.status ?? 1, value: set.value ?? '', description }).execute();
}
