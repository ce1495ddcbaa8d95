// A chart file's table as an Excel sheet (导出): the table as the page shows it, its header texts, its
// rows in their order, the rank column, with numbers written as numbers in the shown format (counts
// `0`, money `#,##0.00`, decimals `0.00`, percents as the value shown with `0.00"%"`: 12.5 → 12.50%)
// and everything else as the text shown; a missing value is an empty cell, not the screen's —.
// Pure data: the browser (engine/react/chart/blocks/TableExport.tsx) and the server (办公分析's
// exports, server/bi/officeExport.ts) hand it to exceljs through `fillWorksheet`.
import { rowsAt, valueAt } from './answer.ts';
import { tableCell, tableColumns, type TableColumnOf } from './blocks.ts';
import { isMissing, numberOf } from './format.ts';
import type { ChartValueFormat, TableBlock } from './types.ts';

export type SheetValue = string | number | null;

export interface TableSheet {
  /** The table's label: Excel's forbidden characters removed, at most 31 characters. */
  name: string;
  header: string[];
  rows: SheetValue[][];
  /** Per column: the number format of its numbers; undefined for a column of text. */
  numFmts: Array<string | undefined>;
  /** Per column: its width in characters (a CJK character counts two). */
  widths: number[];
}

/** Excel's number format of each numeric chart format. */
export const SHEET_NUMBER_FORMATS: Partial<Record<ChartValueFormat, string>> = {
  count: '0', money: '#,##0.00', decimal: '0.00', percent: '0.00"%"',
};

const MIN_WIDTH = 8;
const MAX_WIDTH = 50;

export function tableSheet(block: TableBlock, data: unknown, translate: (key: string) => string = (key) => key): TableSheet {
  const columns = tableColumns(block, data);
  const header = columns.map((column) => (column.text ? column.label : translate(column.label)));
  const numFmts = columns.map(numFmtOf);
  const shown = header.map((text) => [text]);
  const rows = rowsAt(data, block.rows).map((row, index) => columns.map((column, at) => {
    if (column.rank) {
      shown[at]!.push(String(index + 1));
      return index + 1;
    }
    const value = valueAt(row, column.field);
    shown[at]!.push(tableCell(column, value, translate));
    if (isMissing(value)) return null;
    return numFmts[at] ? numberOf(value) : tableCell(column, value, translate);
  }));
  return {
    name: sheetName(translate(block.label)),
    header,
    rows,
    numFmts,
    widths: shown.map((texts) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, ...texts.map(textWidth)) + 2)),
  };
}

function numFmtOf(column: TableColumnOf): string | undefined {
  if (column.rank) return SHEET_NUMBER_FORMATS.count;
  return column.choices ? undefined : SHEET_NUMBER_FORMATS[column.format ?? 'text'];
}

/** How wide a text reads in a sheet's default font: a CJK (full-width) character as two. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(char) ? 2 : 1;
  return width;
}

/** A sheet's name as Excel takes it: none of []:*?/\, no apostrophe at either end, at most 31 characters. */
export function sheetName(label: string): string {
  const name = [...label.replace(/[[\]:*?/\\]/g, '').trim().replace(/^'+|'+$/g, '')].slice(0, 31).join('').trim();
  return name || 'Sheet1';
}

/** `<page title>-<yyyyMMdd>.xlsx`, without the characters a file name may not hold. */
export function exportFileName(title: string, day: Date): string {
  const stamp = `${day.getFullYear()}${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}`;
  return `${title.replace(/[\\/:*?"<>|]/g, '').trim() || 'export'}-${stamp}.xlsx`;
}

/** What `fillWorksheet` needs of an exceljs Worksheet (engine/charts imports no package). */
export interface WorksheetLike {
  columns: Array<{ width?: number }>;
  addRow(values: SheetValue[]): { font: unknown; getCell(column: number): { numFmt: string } };
}

/** Writes the sheet: the bold header row, the rows, each numeric cell in its column's format, the widths. */
export function fillWorksheet(sheet: WorksheetLike, table: TableSheet): void {
  sheet.columns = table.widths.map((width) => ({ width }));
  sheet.addRow(table.header).font = { bold: true };
  for (const values of table.rows) {
    const row = sheet.addRow(values);
    table.numFmts.forEach((numFmt, at) => {
      if (numFmt && typeof values[at] === 'number') row.getCell(at + 1).numFmt = numFmt;
    });
  }
}
