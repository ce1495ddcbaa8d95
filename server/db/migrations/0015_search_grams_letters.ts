/**
 * The keyword gram indexes of 0010_list_indexes no longer index the characters phone numbers are
 * written with (digits, '-', '+', parentheses, spaces): the expression becomes
 * `lingxi_search_grams(translate(<columns>, '0123456789-+() ', ''))`.
 *
 * Why: a gram of digits is never rare. At a million customers each of the 110 digit grams
 * appears in far more than the 20,000 rows under which searchGrams.ts uses the index at all, so
 * they never served a search; but they were three quarters of every customer's grams (a mobile
 * and a telephone against a short name), and the GIN index paid for each on every insert and
 * every edit: an Excel import of 100,000 customers spent about 3 s of its 25 s on them.
 *
 * Still exact: removing the same characters from the row and from the keyword keeps "contains"
 * (the row's text X·K·Y becomes X'·K'·Y'), so every matching row still holds the stripped
 * keyword's grams; the LIKE stays as the recheck. A keyword of digits only (a phone number) has
 * no grams left and is searched without the index, which is what its common grams got before.
 * The expression is written out as on the day of this migration, character for character with
 * records/list/searchGrams.ts.
 */
import { type Kysely, sql } from 'kysely';
// the tables and columns 0010 indexed (a shipped migration: its map never changes)
import { SEARCHED } from './0010_list_indexes.ts';

const joined = (columns: string[]) => columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);

async function rebuild(db: Kysely<any>, expression: (columns: string[]) => string): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED)) {
    await sql.raw(`drop index if exists ${table}_search_grams`).execute(db);
    await sql.raw(`create index ${table}_search_grams on ${table} using gin (${expression(columns)})`).execute(db);
    // the index expression's gram frequencies (searchGrams.ts reads them) went with the old index
    await sql.raw(`analyze ${table}`).execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(db, (columns) => `lingxi_search_grams(translate(${joined(columns)}, '0123456789-+() ', ''))`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuild(db, (columns) => `lingxi_search_grams(${joined(columns)})`);
}
