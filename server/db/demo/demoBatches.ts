/**
 * The demo load's pieces shared by its parts (seedDemo.ts, demoApprovals.ts): batches of 100,000
 * generated rows, each printing what its table got, and the id a part's explicit ids start after.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

const BATCH = 100_000;

export const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs `work` over 1..total a batch at a time and prints the rows written so far: a batch may write
 * fewer rows than its slots (receivables pay only the approved contracts), and the line says what
 * the table got, not how far the loop went (issue 17 item 12).
 */
export async function batches(total: number, work: (from: number, to: number) => Promise<{ numAffectedRows?: bigint }>, label: string, log: (line: string) => void) {
  const started = Date.now();
  let written = 0;
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    written += Number((await work(from, to)).numAffectedRows ?? 0);
    log(`  ${label}: ${written.toLocaleString()} written (${to.toLocaleString()} / ${total.toLocaleString()} done, ${seconds(started)})`);
  }
}

/**
 * The highest id a table has issued (its rows or its sequence; a sequence not called yet hands
 * out its last_value next): the load's ids start after it.
 */
export async function idBase(db: Kysely<Database>, table: string, column: string): Promise<number> {
  const { rows } = await sql<{ m: number }>`
    select greatest(coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0),
      (select case when is_called then last_value else last_value - 1 end from ${sql.table(`${table}_${column}_seq`)}))::int as m
  `.execute(db);
  return Number(rows[0].m);
}
