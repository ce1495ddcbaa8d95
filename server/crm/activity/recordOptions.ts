/**
 * Follow-up types offered by the follow-up form (contract 7.2): the `followRecordOption` rows of
 * admin_config, in id order; seeded 打电话, 发短信, 上门拜访.
 *
 * Replacing them reuses the existing rows in order, adds rows for extra options, and retires
 * surplus rows. A retired seeded row is renamed rather than deleted: the seed re-inserts missing
 * seeded ids at every start, which would bring a deleted option back.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { CONFIG_SEED } from '../../db/seed/config.ts';
import { BusinessError } from '../../http/errors.ts';

const OPTION = 'followRecordOption';
const RETIRED = 'followRecordOption:retired';
const SEEDED_IDS = new Set(CONFIG_SEED.map((c) => c.settingId));

export async function recordOptions(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('admin_config').select('value').where('name', '=', OPTION).orderBy('setting_id').execute();
  return rows.map((r) => r.value ?? '');
}

/** Checks the JSON body's `value`: a list of distinct, non-blank texts. */
export function readRecordOptions(value: unknown): string[] {
  if (!Array.isArray(value)) throw new BusinessError('跟进记录选项格式不正确');
  const options = value.map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : null));
  if (options.some((o) => o === null)) throw new BusinessError('跟进记录选项格式不正确');
  if (options.some((o) => o === '')) throw new BusinessError('跟进记录选项不能为空');
  if (options.some((o) => o!.length > 50)) throw new BusinessError('跟进记录选项不能超过50个字符');
  if (new Set(options).size !== options.length) throw new BusinessError('跟进记录选项不能重复');
  return options as string[];
}

export async function replaceRecordOptions(db: Kysely<Database>, options: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('admin_config').select('setting_id').where('name', '=', OPTION)
      .orderBy('setting_id').forUpdate().execute();
    for (const [index, option] of options.entries()) {
      const row = rows[index];
      if (row) await trx.updateTable('admin_config').set({ value: option }).where('setting_id', '=', row.setting_id).execute();
      else await trx.insertInto('admin_config').values({ status: 0, name: OPTION, value: option, description: '跟进记录选项' }).execute();
    }
    const surplus = rows.slice(options.length).map((r) => r.setting_id);
    const seeded = surplus.filter((id) => SEEDED_IDS.has(id));
    const added = surplus.filter((id) => !SEEDED_IDS.has(id));
    if (seeded.length) await trx.updateTable('admin_config').set({ name: RETIRED }).where('setting_id', 'in', seeded).execute();
    if (added.length) await trx.deleteFrom('admin_config').where('setting_id', 'in', added).execute();
  });
}
