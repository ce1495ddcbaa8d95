// @vitest-environment node
// A binary COPY's bytes unframed (server/db/copyFields.ts): every field's bytes passed on in order
// wherever the chunks split the framing, nulls and empty fields passing nothing, the envelope's
// bytes around them, leading rows kept aside, and broken input refused. The bytes are a real
// binary COPY written by PGlite, not a hand-made imitation.
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyFields, type CopyFieldsOptions } from '../../../server/db/copyFields.ts';
import { inlineStatement, sqlLiteral } from '../../../server/db/inlineStatement.ts';
import { sql } from 'kysely';

let pg: PGlite;
/** `COPY (select …) TO … (FORMAT binary)` of these rows, as PostgreSQL writes it. */
let copied: Buffer;

beforeAll(async () => {
  pg = await PGlite.create();
  const result = await pg.query(`copy (
      select * from (values
        (1, '版本 7'::text, 'g 3'::text),
        (2, '{"名称":"引号\\" 反斜杠\\\\ 换行\\n 😀"}', null),
        (3, '', ',{"b":2}')
      ) v(n, a, b) order by n
    ) to '/dev/blob' with (format binary)`);
  copied = Buffer.from(await result.blob!.arrayBuffer());
});
afterAll(async () => { await pg?.close(); });

/** The whole output of a CopyFields fed these chunks, with what it kept aside. */
async function unframe(chunks: Buffer[], options: CopyFieldsOptions = {}) {
  const fields = new CopyFields(options);
  Readable.from(chunks).pipe(fields);
  await fields.started;
  const out: Buffer[] = [];
  for await (const chunk of fields) out.push(chunk as Buffer);
  return { text: Buffer.concat(out).toString(), aside: fields.aside };
}

// the int4 column n comes out as its 4 bytes: 0 0 0 n
const int4 = (n: number) => String.fromCharCode(0, 0, 0, n);
const EVERYTHING = `${int4(1)}版本 7g 3${int4(2)}{"名称":"引号\\" 反斜杠\\\\ 换行\\n 😀"}${int4(3)},{"b":2}`;

describe('a binary COPY unframed', () => {
  it('passes every field on in order, in one chunk', async () => {
    expect((await unframe([copied])).text).toBe(EVERYTHING);
  });

  it('gives the same bytes wherever the chunks split the framing (every split point)', async () => {
    for (let at = 1; at < copied.length; at += 1) {
      expect((await unframe([copied.subarray(0, at), copied.subarray(at)])).text).toBe(EVERYTHING);
    }
  });

  it('gives the same bytes one byte at a time', async () => {
    expect((await unframe([...copied].map((byte) => Buffer.from([byte])))).text).toBe(EVERYTHING);
  });

  it('writes the envelope around the fields, and around nothing for a statement with no row', async () => {
    const around = { before: Buffer.from('{"data":['), after: Buffer.from(']}') };
    expect((await unframe([copied], { around })).text).toBe(`{"data":[${EVERYTHING}]}`);
    const none = await pg.query(`copy (select 1 where false) to '/dev/blob' with (format binary)`);
    expect((await unframe([Buffer.from(await none.blob!.arrayBuffer())], { around })).text).toBe('{"data":[]}');
  });

  it('keeps leading rows aside as text, nulls as null, and passes on only the rest', async () => {
    const { text, aside } = await unframe([copied], { asideRows: 2 });
    expect(aside).toEqual([[int4(1), '版本 7', 'g 3'], [int4(2), '{"名称":"引号\\" 反斜杠\\\\ 换行\\n 😀"}', null]]);
    expect(text).toBe(`${int4(3)},{"b":2}`);
  });

  it('refuses bytes that are not a binary COPY, and a COPY cut short', async () => {
    await expect(unframe([Buffer.from('id,name\n1,张三\n2,李四\n3,王五\n', 'utf8')])).rejects.toThrow('不是 COPY 二进制格式的数据');
    await expect(unframe([copied.subarray(0, copied.length - 5)])).rejects.toThrow('COPY 数据不完整');
  });
});

describe('a statement with its values written in', () => {
  it('writes numbers, booleans, null, dates as local wall time, strings escaped, number and text arrays', () => {
    expect([1, -1, 2.5, 0n, true, false, null, undefined].map(sqlLiteral)).toEqual(['1', '(-1)', '2.5', '0', 'true', 'false', 'null', 'null']);
    expect(sqlLiteral(new Date(2026, 10, 28, 9, 5, 7, 250))).toBe(`'2026-11-28 09:05:07.250'`);
    expect(sqlLiteral(`O'Brien \\ 张三`)).toBe(` E'O''Brien \\\\ 张三'`);
    expect(sqlLiteral([3, -4])).toBe(`'{3,-4}'`);
    expect(sqlLiteral(['%,5,%', 'a"b\\c'])).toBe(` E'{"%,5,%","a\\\\"b\\\\\\\\c"}'`);
  });

  it('refuses what it cannot write safely', () => {
    expect(() => sqlLiteral('a\0b')).toThrow('NUL');
    expect(() => sqlLiteral(Number.NaN)).toThrow('finite');
    expect(() => sqlLiteral({ a: 1 })).toThrow('cannot be written');
    expect(() => sqlLiteral([1, '1'])).toThrow('cannot be written');
  });

  it('answers what the same statement answers with bound parameters, hostile text included', async () => {
    const name = `x'); drop table t; -- \\ 引号"`;
    const texts = [name, '%,5,%', 'a"b\\c', '{x}'];
    const statement = sql<{ a: string; n: number; d: string; t: string[] }>`select ${name}::text as a, ${-3}::int as n, ${new Date(2026, 0, 2, 3, 4, 5)}::timestamp::text as d, ${texts}::text[] as t`;
    const { rows } = await pg.query<{ a: string; n: number; d: string; t: string[] }>(inlineStatement(statement));
    expect(rows).toEqual([{ a: name, n: -3, d: '2026-01-02 03:04:05', t: texts }]);
  });
});
