// A chart file's table as an Excel sheet (engine/charts/tableSheet.ts): the headers the page shows,
// the rows in the answer's order with the rank, numbers as numbers in their formats, text as shown,
// the sheet's and the file's names; and the sheet exceljs writes from it.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFileName, fillWorksheet, parseChartPage, sheetName, tableSheet, tableView, type TableBlock } from '../../../engine/charts/index.ts';
import shell from '../../../i18n/zh-CN.json';
import app from '../../../i18n/zh-CN.app.json';
import rankingFile from '../../../schemas/charts/bi/rankingContract.json';
import examineFile from '../../../schemas/charts/bi/examine.json';

/** The Chinese the page shows: the shell's and the screens' catalogues, a dotted key. */
const t = (key: string) => {
  for (const catalogue of [app, shell] as unknown[]) {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
    if (typeof text === 'string') return text;
  }
  return key;
};
const tableOf = (file: unknown) => parseChartPage(file).sections.flatMap((s) => s.blocks).find((b): b is TableBlock => b.kind === 'table')!;

const RANKING = [
  { realname: '刘洋', structureName: '销售一部', money: '1234567.50' },
  { realname: '李娜', structureName: null, money: 300 },
  { realname: '王芳', structureName: '销售二部' },
];

describe('tableSheet', () => {
  it('a ranking: the page\'s headers, the rank as a number, money as a number with #,##0.00, a missing value empty', () => {
    const block = tableOf(rankingFile);
    const sheet = tableSheet(block, RANKING, t);
    expect(sheet.header).toEqual(['公司排名', '签约人', '部门', '合同金额（元）']);
    expect(sheet.header).toEqual(tableView(block, RANKING, t).columns.map((c) => t(c.label)));
    expect(sheet.rows).toEqual([[1, '刘洋', '销售一部', 1234567.5], [2, '李娜', null, 300], [3, '王芳', '销售二部', null]]);
    expect(sheet.numFmts).toEqual(['0', undefined, undefined, '#,##0.00']);
    expect(sheet.name).toBe('合同金额排行');
    // a CJK header counts two a character: 合同金额（元） is 14 wide, plus a margin
    expect(sheet.widths).toEqual([10, 8 + 2, 10, 16]);
  });

  it('审批分析: the columns the answer names, headed by its own texts, counts as integers', () => {
    const answer = { categoryList: [{ categoryId: 1, title: '普通审批' }, { categoryId: 2, title: '请假审批' }], userList: [{ realname: '李娜', count_1: 2, count_2: 0 }] };
    const sheet = tableSheet(tableOf(examineFile), answer, t);
    expect(sheet.header).toEqual(['员工', '普通审批', '请假审批']);
    expect(sheet.rows).toEqual([['李娜', 2, 0]]);
    expect(sheet.numFmts).toEqual([undefined, '0', '0']);
  });

  it('percents keep the value shown (12.5 → 12.50%), choices and buckets their text; no rows, only the header', () => {
    const block: TableBlock = {
      kind: 'table', label: 'x', columns: [
        { field: 'month', label: 'm', format: 'bucket' }, { field: 'rate', label: 'r', format: 'percent' },
        { field: 'sent', label: 's', choices: 'journalSummary.status' }, { field: 'avg', label: 'a', format: 'decimal' },
      ],
    };
    const sheet = tableSheet(block, [{ month: '202601', rate: '12.5', sent: 1, avg: 3.456 }], (key) => `<${key}>`);
    expect(sheet.rows).toEqual([['2026-01', 12.5, '<journalSummary.status.1>', 3.456]]);
    expect(sheet.numFmts).toEqual([undefined, '0.00"%"', undefined, '0.00']);
    expect(sheet.name).toBe('<x>');
    expect(tableSheet(block, [], t).rows).toEqual([]);
    expect(tableSheet(block, undefined, t).header).toEqual(['m', 'r', 's', 'a']);
  });

  it('a sheet name Excel takes and a dated file name', () => {
    expect(sheetName('a/b\\c?d*e[f]g:h')).toBe('abcdefgh');
    expect(sheetName("'引号'")).toBe('引号');
    expect(sheetName('一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二三')).toHaveLength(31);
    expect(sheetName('[]')).toBe('Sheet1');
    expect(exportFileName('合同金额排行', new Date(2026, 0, 5))).toBe('合同金额排行-20260105.xlsx');
    expect(exportFileName('a/b:c', new Date(2026, 10, 25))).toBe('abc-20261125.xlsx');
  });

  it('writes an xlsx: a bold header, numbers as numbers in their formats, the widths', async () => {
    const sheet = tableSheet(tableOf(rankingFile), RANKING, t);
    const workbook = new ExcelJS.Workbook();
    fillWorksheet(workbook.addWorksheet(sheet.name), sheet);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await workbook.xlsx.writeBuffer());
    const ws = read.getWorksheet('合同金额排行')!;
    expect(ws.rowCount).toBe(4);
    expect(ws.getRow(1).values).toEqual([undefined, '公司排名', '签约人', '部门', '合同金额（元）']);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.getRow(2).values).toEqual([undefined, 1, '刘洋', '销售一部', 1234567.5]);
    expect(ws.getRow(2).getCell(4).numFmt).toBe('#,##0.00');
    expect(ws.getRow(2).getCell(1).numFmt).toBe('0');
    expect(ws.getRow(4).getCell(4).value).toBeNull();
    expect(ws.getColumn(4).width).toBe(16);
  });
});
