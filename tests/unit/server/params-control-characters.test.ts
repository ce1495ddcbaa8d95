// Control characters in parameters (issue 16 item 9): params.ts names the field, the body check
// (bodyParsers.ts) looks at everything, keys included; tab and line breaks are text.
import { describe, expect, it } from 'vitest';
import { containsControlCharacters, hasControlCharacters } from '../../../server/http/controlCharacters.ts';
import { IllegalTextError } from '../../../server/http/errors.ts';
import { optionalText, requireRawText, requireText } from '../../../server/http/params.ts';

describe('text parameters with control characters', () => {
  it('are refused with the field named', () => {
    expect(() => requireText({ username: 'ad\u0000min' }, 'username', '用户名')).toThrow(new IllegalTextError('用户名含有非法字符'));
    expect(() => optionalText({ remark: 'a\u001Fb' }, 'remark', '备注')).toThrow('备注含有非法字符');
    expect(() => requireRawText({ password: '12\u00003456' }, 'password', '密码')).toThrow('密码含有非法字符');
    expect(() => requireText({ name: '\u0007' }, 'name', '名称')).toThrow(IllegalTextError);
  });

  it('keep tab, line feed and carriage return, and everything printable', () => {
    expect(optionalText({ remark: '第一行\r\n第二行\t完' }, 'remark', '备注')).toBe('第一行\r\n第二行\t完');
    expect(requireText({ name: '灵犀 €\u007F\u00A0' }, 'name', '名称')).toBe('灵犀 €\u007F');
    expect(hasControlCharacters('\t\n\r')).toBe(false);
    for (const code of [0, 1, 8, 11, 12, 14, 31]) expect(hasControlCharacters(`a${String.fromCharCode(code)}`)).toBe(true);
  });

  it('are found anywhere in a parsed body, keys included, however deep', () => {
    expect(containsControlCharacters({ entity: { name: 'x' }, field: [{ value: 'y' }], n: 1, b: true, z: null })).toBe(false);
    expect(containsControlCharacters({ field: [{ value: ['a', 'b\u0000'] }] })).toBe(true);
    expect(containsControlCharacters({ entity: { 'na\u0000me': 1 } })).toBe(true);
    expect(containsControlCharacters(['ok', 'no\u0001'])).toBe(true);
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsControlCharacters(deep)).toBe(true);
    expect(containsControlCharacters(undefined)).toBe(false);
  });
});
