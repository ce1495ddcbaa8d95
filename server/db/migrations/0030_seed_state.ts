/**
 * Which seed a database holds (issue 17 item 14, restart): the fingerprint of the seed's inputs
 * (server/db/seed/seedFingerprint.ts) that last seeded it in full. A start whose fingerprint is the
 * stored one skips the seed's statements (about a quarter of a restart's CPU on PGlite); any change
 * to the server's code, the module descriptors or the registered modules seeds again, as before.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('lingxi_seed_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('seeded_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lingxi_seed_state').ifExists().execute();
}

