/**
 * admin_field_version: one counter per label. field/save bumps it in its own transaction (which
 * also makes concurrent saves of one label wait for each other: the upsert locks the row); a
 * customer save holds the row FOR SHARE so it never validates against definitions that a
 * concurrent field/save is replacing.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The label's new version; locks its row until the transaction ends. */
export async function bumpFieldVersion(trx: Kysely<Database>, label: number, now = new Date()): Promise<number> {
  const row = await trx.insertInto('admin_field_version')
    .values({ label, version: 1, updated_at: now })
    .onConflict((oc) => oc.column('label').doUpdateSet({
      version: sql`admin_field_version.version + 1`, updated_at: now,
    }))
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Waits for a field/save of the label in progress, and keeps the next one out until we commit. */
export async function holdFieldDefinitions(trx: Kysely<Database>, label: number): Promise<void> {
  await trx.selectFrom('admin_field_version').select('version').where('label', '=', label).forShare().execute();
}

/** `{label: version}` for every label. */
export async function readFieldVersions(db: Kysely<Database>): Promise<Record<number, number>> {
  const rows = await db.selectFrom('admin_field_version').select(['label', 'version']).orderBy('label').execute();
  return Object.fromEntries(rows.map((row) => [row.label, row.version]));
}
