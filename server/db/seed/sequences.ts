// Seeded rows carry explicit ids; the sequences behind them must move past those ids.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** setval only upwards: never hand out an id below one already issued. */
export async function raiseSequence(db: Kysely<Database>, table: keyof Database, column: string) {
  const sequence = `${table}_${column}_seq`;
  await sql`
    select setval(${sequence}::regclass, m)
    from (select max(${sql.ref(column)}) as m from ${sql.table(table)}) as t
    where m is not null and m >= (select last_value from ${sql.table(sequence)})
  `.execute(db);
}
