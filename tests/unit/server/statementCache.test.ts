// @vitest-environment node
// StatementCache: the hot lists' statements kept as text, by a key naming all they hold, bounded.
import { describe, expect, it } from 'vitest';
import { StatementCache } from '../../../server/db/statementCache.ts';

describe('StatementCache', () => {
  it('writes a key\'s text once and answers it again', () => {
    const cache = new StatementCache(3);
    let written = 0;
    const write = (text: string) => () => { written += 1; return text; };
    expect(cache.text('a', write('select 1'))).toBe('select 1');
    expect(cache.text('a', write('select 2'))).toBe('select 1');
    expect(written).toBe(1);
  });

  it('keeps at most its limit, dropping the oldest key first', () => {
    const cache = new StatementCache(2);
    cache.text('a', () => 'A');
    cache.text('b', () => 'B');
    cache.text('c', () => 'C');
    expect(cache.size).toBe(2);
    expect(cache.text('b', () => 'B again')).toBe('B');
    expect(cache.text('c', () => 'C again')).toBe('C');
    expect(cache.text('a', () => 'A again')).toBe('A again');
  });
});
