// @vitest-environment node
// clientJsonText, the text every endpoint sends: the same as JSON.stringify(toClientJson(value)),
// over hand-picked edge values and over generated answers (seeded, so a failure repeats).
import { describe, expect, it } from 'vitest';
import { clientJsonText, toClientJson } from '../../../server/http/serialize.ts';

const reference = (value: unknown) => JSON.stringify(toClientJson(value));

describe('clientJsonText', () => {
  it('writes the edge values as JSON.stringify writes the client copy', () => {
    const edges: unknown[] = [
      null, undefined, 0, -0, 1.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY, true, false, '', '引号"与\\反斜杠\n换行\u0001', '\ud800 lone surrogate',
      7n, 2n ** 70n, new Date(2026, 10, 29, 8, 5, 9), new Date(Number.NaN), Buffer.from('灵犀'), [], {}, [undefined, () => 1, Symbol('s'), null],
      { a_b: undefined, f_n: () => 1, s_y: Symbol('s'), keep_me: 1 }, { 'quote"key_x': 1, 客户_名称: '灵犀', count_5: 5, trailing_: 2, 'Admin-Token': 't' },
      { value: [1], hide_value: 2, toJSON(this: Record<string, unknown>) { return { ...this, snake_again: this.hideValue }; } },
      new Map([[1, 2]]), new Set([1]), new Uint8Array([1, 2]), { nested_list: [[{ inner_key: new Date(2026, 0, 2, 3, 4, 5) }]] },
    ];
    for (const value of edges) expect(clientJsonText(value)).toBe(reference(value));
  });

  it('writes generated answers exactly as the client copy would be written', () => {
    let seed = 20261129;
    const random = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed / 2 ** 31; };
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const keys = ['customer_id', 'customerName', 'create_time', 'owner_user_id_', 'count_5', 'a_B', '客户_名称', 'img', 'list', 'x'];
    const leaf = () => pick<() => unknown>([
      () => null, () => undefined, () => Math.floor(random() * 1e6) - 5e5, () => random() * 100, () => random() > 0.5,
      () => pick(['', '李娜', 'say "hi"', 'back\\slash', 'tab\tand\u0000nul', '🎉 emoji']), () => BigInt(Math.floor(random() * 1e6)),
      () => new Date(2020 + Math.floor(random() * 10), Math.floor(random() * 12), 1 + Math.floor(random() * 28), Math.floor(random() * 24), Math.floor(random() * 60)),
      () => Buffer.from(String(random())),
    ])();
    const value = (depth: number): unknown => {
      const kind = depth > 3 ? 0 : Math.floor(random() * 3);
      if (kind === 0) return leaf();
      if (kind === 1) return Array.from({ length: Math.floor(random() * 5) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 6) }, () => [pick(keys), value(depth + 1)]));
    };
    for (let i = 0; i < 500; i++) {
      const answer = { code: 0, msg: 'success', data: value(0) };
      expect(clientJsonText(answer)).toBe(reference(answer));
    }
  });
});
