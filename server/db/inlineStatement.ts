/**
 * A read statement compiled with its values written into the SQL as literals: for the one kind of
 * statement that cannot take bound parameters, `COPY (query) TO …` (statementBytes.ts), and for a
 * hot read whose many parameters cost more than its budget allows (the office feed's page: the
 * extended protocol's messages for 27-43 parameters, 0.18 ms a call).
 *
 * Only values of the kinds a statement's own code binds are written: numbers, booleans, null, dates
 * (as local wall time, as both drivers bind them, db/localTime.ts), strings through node-postgres'
 * own escaping, and arrays of numbers or of strings. Anything else is refused rather than guessed at.
 */
import { CompiledQuery, createQueryId, type Kysely, type OperationNodeSource, PostgresQueryCompiler, type QueryResult, type RootOperationNode } from 'kysely';
import pg from 'pg';
import { toLocalTimestamp } from './localTime.ts';
import type { Database } from './schema.ts';

class InlineValuesCompiler extends PostgresQueryCompiler {
  protected override appendValue(value: unknown): void {
    this.append(sqlLiteral(value));
  }
}

/** The statement's SQL with no parameters left (a `sql` template or a query of Kysely's builder). */
export function inlineStatement(statement: OperationNodeSource): string {
  const compiled = new InlineValuesCompiler().compileQuery(statement.toOperationNode() as RootOperationNode, createQueryId());
  if (compiled.parameters.length) throw new Error('a statement written inline kept bound parameters');
  return compiled.sql;
}

/**
 * Runs a statement `inlineStatement` wrote, its rows typed as `R`. The caller keeps the text when
 * the same statement is sent again (statementCache.ts).
 */
export function executeInline<R>(db: Kysely<Database>, text: string): Promise<QueryResult<R>> {
  return db.executeQuery(CompiledQuery.raw(text) as CompiledQuery<R>);
}

/** One value as an SQL literal. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint') return value < 0n ? `(${value})` : String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return value < 0 ? `(${value})` : String(value); // in parentheses: "x - -1" would read as a comment
  }
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('a string holding NUL cannot be written into SQL');
    return pg.escapeLiteral(value);
  }
  if (value instanceof Date) return pg.escapeLiteral(toLocalTimestamp(value));
  if (Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item))) {
    return `'{${value.join(',')}}'`;
  }
  // a text[] literal: each element double-quoted, its quotes and backslashes escaped
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' && !item.includes('\0'))) {
    return pg.escapeLiteral(`{${value.map((item) => `"${item.replace(/[\\"]/g, (c: string) => `\\${c}`)}"`).join(',')}}`);
  }
  throw new Error(`a value that cannot be written into SQL: ${Object.prototype.toString.call(value)}`);
}
