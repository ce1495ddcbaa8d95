import { describe, expect, it } from 'vitest';
import {
  sanitizeDecimalInput,
  uniqueCheckFailureMessage,
  uniqueCheckRequest,
  uniqueCheckTrigger,
  type FieldDefinition,
} from '../../../engine/fields/index.ts';

describe('sanitizeDecimalInput: digits with at most 2 decimals, extra characters trimmed', () => {
  it.each([
    ['12.345', '12.34'],
    ['a1b2.3c', '12.3'],
    ['1..2', '1.2'],
    ['1.2.3', '1.23'],
    ['12.', '12.'],
    ['.5', '0.5'],
    ['-3', '3'],
    ['007', '7'],
    ['00.50', '0.50'],
    ['0', '0'],
    ['', ''],
    ['abc', ''],
    ['１２．５', '12.5'],
    ['12。34', '12.34'],
    ['¥1,299.999', '1299.99'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeDecimalInput(input)).toBe(expected);
  });
});

describe('uniqueness check plan', () => {
  const name: FieldDefinition = { fieldId: 10, fieldName: 'customer_name', name: '客户名称', formType: 'text', fieldType: 1, isUnique: 1 };

  it('checks choices on change and everything else on blur', () => {
    expect(uniqueCheckTrigger('select')).toBe('change');
    expect(uniqueCheckTrigger('checkbox')).toBe('change');
    expect(uniqueCheckTrigger('text')).toBe('blur');
    expect(uniqueCheckTrigger('mobile')).toBe('blur');
  });

  it('asks with fieldId and value; the batch id only on update', () => {
    expect(uniqueCheckRequest(name, '灵犀科技', { mode: 'save', batchId: 'b'.repeat(32) })).toEqual({ fieldId: 10, value: '灵犀科技' });
    expect(uniqueCheckRequest(name, '灵犀科技', { mode: 'update', batchId: 'b'.repeat(32) })).toEqual({ fieldId: 10, value: '灵犀科技', batchId: 'b'.repeat(32) });
  });

  it('lets empty values pass without a call', () => {
    expect(uniqueCheckRequest(name, '', { mode: 'save' })).toBeNull();
    expect(uniqueCheckRequest(name, '  ', { mode: 'save' })).toBeNull();
    expect(uniqueCheckRequest({ ...name, formType: 'checkbox' }, [], { mode: 'save' })).toBeNull();
  });

  it('makes no call for a field that need not be unique', () => {
    expect(uniqueCheckRequest({ ...name, isUnique: 0 }, '灵犀科技', { mode: 'save' })).toBeNull();
  });

  it('sends the same encoding as the save payload', () => {
    expect(uniqueCheckRequest({ ...name, formType: 'checkbox' }, ['A', 'B'], { mode: 'save' })?.value).toBe('A,B');
    expect(uniqueCheckRequest({ ...name, formType: 'user' }, [{ userId: 3 }, { userId: 5 }], { mode: 'save' })?.value).toBe('3,5');
    expect(uniqueCheckRequest({ ...name, formType: 'category' }, [1, 4, 9], { mode: 'save' })?.value).toBe('9');
  });

  it("shows the server's message, or 验证出错 when there is none", () => {
    expect(uniqueCheckFailureMessage('客户名称已存在')).toBe('客户名称已存在');
    expect(uniqueCheckFailureMessage('')).toBe('验证出错');
    expect(uniqueCheckFailureMessage(undefined)).toBe('验证出错');
  });
});
