/**
 * The keyword condition of a list with its gram index (migration 0010_list_indexes): besides the
 * exact `LIKE %s%` over the module's search columns, `lingxi_search_grams(<columns>) @> <grams of
 * the keyword>`, which the GIN index answers. Every row whose columns contain the keyword holds
 * all of the keyword's grams, so the extra condition never drops a match; the LIKE rechecks.
 *
 * The expression must be the index's, character for character: `coalesce(col, '')` joined by
 * `|| ' ' ||`, in searchColumns order, without the characters phone numbers are written with
 * (`translate(…, PHONE_CHARACTERS, '')`, migration 0015: digit grams are never rare, so they
 * only cost every write). The keyword loses the same characters, which keeps "contains" exact;
 * a keyword of digits only gets no gram condition. A module whose columns differ from the
 * indexed ones (a later change to crmModules.ts without a migration) gets none either.
 *
 * Only for a keyword with a rare gram. A common keyword (科技: 67,000 of 1,000,000 customers)
 * is found fastest without the index: the page walks the sort index and stops after 15 matches,
 * the capped count stops after COUNT_CAP + 1 matches. With the gram condition the planner either
 * reads every candidate row (bitmap: all 67,000, to sort them) or evaluates the gram function on
 * every row it walks; and it cannot tell, because it multiplies the selectivities of the gram
 * condition and of the LIKE as if they were independent (they are nearly the same condition).
 * So we decide, from the index's own statistics (pg_stats of the expression: the frequency of
 * each common gram, after ANALYZE), cached for a few minutes per table.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** table → the columns its gram index covers (0010_list_indexes.ts). */
const GRAM_INDEXED: Readonly<Record<string, readonly string[]>> = {
  crm_leads: ['leads_name', 'telephone', 'mobile'],
  crm_customer: ['customer_name', 'telephone', 'mobile'],
  crm_contacts: ['name', 'telephone', 'mobile'],
  crm_product: ['name'],
  crm_business: ['business_name'],
  crm_contract: ['name'],
  crm_receivables: ['number'],
};

/** Left out of the indexed text and of the keyword (0015_search_grams_letters.ts). */
const PHONE_CHARACTERS = '0123456789-+() ';

/**
 * The grams the index condition asks for: the 2-character grams of the keyword without the
 * phone characters (its single character when one is left, none when none is). Characters, not
 * UTF-16 units, as PostgreSQL's substr counts them.
 */
export function keywordGrams(keyword: string): string[] {
  const chars = Array.from(keyword).filter((c) => !PHONE_CHARACTERS.includes(c));
  if (chars.length === 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i] + chars[i + 1]);
  return [...grams];
}

/** `lingxi_search_grams(...) @> array[...]` on alias `r`, or undefined when the table has no gram index. */
export function gramCondition(table: string, columns: readonly string[], keyword: string): RawBuilder<unknown> | undefined {
  const indexed = GRAM_INDEXED[table];
  if (!indexed || indexed.length !== columns.length || indexed.some((c, i) => c !== columns[i])) return undefined;
  const grams = keywordGrams(keyword);
  if (!grams.length) return undefined;
  const expression = indexed.map((c) => `coalesce(r.${c}, '')`).join(` || ' ' || `);
  return sql`${sql.raw(`lingxi_search_grams(translate(${expression}, '${PHONE_CHARACTERS}', ''))`)} @> ${sql`array[${sql.join(grams)}]::text[]`}`;
}

/** Above this many estimated candidate rows a keyword counts as common: no gram condition. */
export const GRAM_MAX_CANDIDATES = 20_000;
const STATS_TTL_MS = 5 * 60_000;

interface GramStats { rows: number; freqs: Map<string, number>; rareFreq: number }

const statsCache = new WeakMap<Kysely<Database>, Map<string, { at: number; stats: Promise<GramStats | null> }>>();

async function readGramStats(db: Kysely<Database>, table: string): Promise<GramStats | null> {
  const { rows } = await sql<{ rows: number; elems: string[] | null; freqs: number[] | null }>`
    select c.reltuples::float8 as rows, s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs::float8[] as freqs
    from pg_class c
    left join pg_stats s on s.schemaname = current_schema() and s.tablename = ${`${table}_search_grams`}
    where c.relname = ${table} and c.relnamespace = current_schema()::regnamespace
  `.execute(db);
  const row = rows[0];
  if (!row?.elems || !row.freqs) return null; // never analyzed: let the planner guess
  const freqs = new Map<string, number>();
  row.elems.forEach((gram, i) => freqs.set(gram, Number(row.freqs![i])));
  // after the per-element frequencies: min, max, null fraction. A gram not in the list is at
  // most as frequent as the rarest listed one; PostgreSQL itself assumes half of that.
  const listedMin = Number(row.freqs[row.elems.length] ?? 0);
  return { rows: Number(row.rows), freqs, rareFreq: listedMin / 2 };
}

function gramStats(db: Kysely<Database>, table: string): Promise<GramStats | null> {
  let tables = statsCache.get(db);
  if (!tables) {
    tables = new Map();
    statsCache.set(db, tables);
  }
  const cached = tables.get(table);
  if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.stats;
  const stats = readGramStats(db, table).catch(() => null);
  tables.set(table, { at: Date.now(), stats });
  return stats;
}

/**
 * The gram condition when the keyword is rare enough for the index to pay (estimated candidates
 * of its rarest gram <= GRAM_MAX_CANDIDATES, or no statistics yet), else undefined.
 */
export async function gramConditionIfRare(
  db: Kysely<Database>, table: string, columns: readonly string[], keyword: string,
): Promise<RawBuilder<unknown> | undefined> {
  const condition = gramCondition(table, columns, keyword);
  if (!condition) return undefined;
  const stats = await gramStats(db, table);
  if (!stats) return condition;
  const rarest = Math.min(...keywordGrams(keyword).map((g) => stats.freqs.get(g) ?? stats.rareFreq));
  return rarest * stats.rows <= GRAM_MAX_CANDIDATES ? condition : undefined;
}
