// How 基本信息 rows, header facts and list cells are shown.
import { describe, expect, it } from 'vitest';
import '../../../i18n/index.ts';
import { formatInformation, formatMoney, formatValue } from '../../../engine/react/detail/formatValue.ts';
import { cellText } from '../../../engine/react/list/cellFormat.ts';

const text = (value: unknown, formType: string) => formatInformation({ value, formType });

describe('formatInformation', () => {
  it('names users, departments and related records', () => {
    expect(text([{ userId: 1, realname: '张三' }, { userId: 2, realname: '李四' }], 'user')).toEqual({ kind: 'text', text: '张三、李四' });
    expect(text([{ deptId: 1, name: '销售部' }], 'structure')).toEqual({ kind: 'text', text: '销售部' });
    expect(text({ customerId: 7, customerName: 'ACME' }, 'customer')).toEqual({ kind: 'text', text: 'ACME' });
    expect(text({ businessId: 2, businessName: '大单' }, 'business')).toEqual({ kind: 'text', text: '大单' });
    expect(text({ contactsId: 3, contactsName: '王五' }, 'contacts')).toEqual({ kind: 'text', text: '王五' });
    expect(text({ contactId: 4, contractNum: 'HT-1' }, 'contract')).toEqual({ kind: 'text', text: 'HT-1' });
    expect(text({ statusId: 1, statusName: '需求分析' }, 'statusName')).toEqual({ kind: 'text', text: '需求分析' });
    expect(text({ typeId: 1, typeName: '默认商机组' }, 'typeName')).toEqual({ kind: 'text', text: '默认商机组' });
    expect(text({ categoryId: 23, categoryName: '默认' }, 'category')).toEqual({ kind: 'text', text: '默认' });
  });

  it('formats money with separators and two decimals', () => {
    expect(text('1234567.5', 'floatnumber')).toEqual({ kind: 'text', text: '1,234,567.50' });
    expect(text('', 'floatnumber')).toEqual({ kind: 'text', text: '' });
    expect(formatMoney('abc')).toBe('abc');
    expect(formatMoney(0)).toBe('0.00');
    // exact on the decimal's text: a float would show ...568.00
    expect(formatMoney('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
  });

  it('shows money in a list cell as 基本信息 does', () => {
    expect(cellText('money', '226480.00', 'floatnumber')).toBe('226,480.00');
    expect(cellText('money', '-1234.5', 'floatnumber')).toBe('-1,234.50');
    expect(cellText('money', '', 'floatnumber')).toBe('');
    expect(cellText('money', null, 'floatnumber')).toBe('');
  });

  it('shows a date field as its day, in 基本信息 and in a list cell; a datetime keeps its time', () => {
    expect(text('2026-12-20 00:00:00', 'date')).toEqual({ kind: 'text', text: '2026-12-20' });
    expect(text('2026-12-20', 'date')).toEqual({ kind: 'text', text: '2026-12-20' });
    expect(text('2026-12-20 09:30:00', 'datetime')).toEqual({ kind: 'text', text: '2026-12-20 09:30:00' });
    expect(cellText('dealDate', '2026-12-20 00:00:00', 'date')).toBe('2026-12-20');
    expect(cellText('nextTime', '2026-12-20 09:30:00', 'datetime')).toBe('2026-12-20 09:30:00');
  });

  it('lists files with their URL', () => {
    const shown = text([{ fileId: 9, name: 'a.pdf', size: '12KB', filePath: 'http://h/a.pdf', fileType: 'file' }], 'file');
    expect(shown).toEqual({ kind: 'files', files: [{ fileId: 9, name: 'a.pdf', size: '12KB', url: 'http://h/a.pdf', fileType: 'file' }] });
    expect(text(null, 'file')).toEqual({ kind: 'files', files: [] });
  });

  it('joins addresses and checkbox choices', () => {
    expect(text({ address: '北京市,北京市,朝阳区', detailAddress: '望京 SOHO', location: '', lng: '', lat: '' }, 'map_address')).toEqual({ kind: 'text', text: '北京市 北京市 朝阳区 望京 SOHO' });
    expect(text(['A', 'B'], 'checkbox')).toEqual({ kind: 'text', text: 'A、B' });
    expect(text('A,B', 'checkbox')).toEqual({ kind: 'text', text: 'A、B' });
  });

  it('shows deal status words as they come, codes as words', () => {
    expect(text('已成交', 'deal_status')).toEqual({ kind: 'text', text: '已成交' });
    expect(text(0, 'deal_status')).toEqual({ kind: 'text', text: '未成交' });
  });

  it('shows plain values as text and blanks as empty', () => {
    expect(text('hello', 'text')).toEqual({ kind: 'text', text: 'hello' });
    expect(text(12, 'number')).toEqual({ kind: 'text', text: '12' });
    expect(text(null, 'text')).toEqual({ kind: 'text', text: '' });
    expect(text('2024-05-01', 'date')).toEqual({ kind: 'text', text: '2024-05-01' });
  });
});

describe('formatValue', () => {
  it('names the status codes', () => {
    expect(formatValue(1, 'checkStatus')).toBe('审核通过');
    expect(formatValue(0, 'checkStatus')).toBe('未审核');
    expect(formatValue(5, 'checkStatus')).toBe('草稿');
    expect(formatValue(6, 'checkStatus')).toBe('作废');
    expect(formatValue(2, 'isEnd')).toBe('输单');
    expect(formatValue(1, 'dealStatus')).toBe('已成交');
    expect(formatValue(1, 'lock')).toBe('已锁定');
    expect(formatValue('10.00', 'percent')).toBe('10.00%');
    expect(formatValue(undefined, 'money')).toBe('');
  });

  it('shows a datetime as its day with the date format, and leaves a day or nothing as it is', () => {
    expect(formatValue('2026-12-02 23:59:59', 'date')).toBe('2026-12-02');
    expect(formatValue('2026-12-02', 'date')).toBe('2026-12-02');
    expect(formatValue(null, 'date')).toBe('');
    expect(formatValue('', 'date')).toBe('');
  });
});
