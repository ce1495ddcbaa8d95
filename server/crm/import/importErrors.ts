/**
 * The error workbook of an import (system/message/downImportError): the template's title row, the
 * uploaded header row plus 错误信息, then each failed row as uploaded with its reason. It keeps the
 * template's layout on purpose: the person corrects the rows in this file and imports it again
 * (the extra column is ignored). Written with the streaming writer as rows fail, so a file full
 * of errors does not sit in memory; nothing is created when every row imports.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../excel/loadExcel.ts';
import { cellText } from './importCells.ts';

export const ERROR_COLUMN = '错误信息';

export class ErrorWorkbook {
  private workbook?: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet?: ExcelJS.Worksheet;
  count = 0;

  constructor(private readonly file: string, private readonly title: string, private readonly headers: string[]) {}

  get fileName(): string | null {
    return this.workbook ? path.basename(this.file) : null;
  }

  private async open(): Promise<ExcelJS.Worksheet> {
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    const Excel = await loadExcel();
    this.workbook = new Excel.stream.xlsx.WorkbookWriter({ filename: this.file, useStyles: true, useSharedStrings: false });
    const sheet = this.workbook.addWorksheet('错误数据');
    const width = this.headers.length + 1;
    sheet.columns = Array.from({ length: width }, (_, i) => ({ width: i === width - 1 ? 50 : 18 }));
    const titleRow = sheet.getRow(1);
    titleRow.getCell(1).value = this.title;
    titleRow.getCell(1).font = { bold: true };
    sheet.mergeCells(1, 1, 1, width);
    titleRow.commit();
    const headerRow = sheet.getRow(2);
    [...this.headers, ERROR_COLUMN].forEach((header, i) => {
      headerRow.getCell(i + 1).value = header;
      headerRow.getCell(i + 1).font = { bold: true, color: { argb: i === width - 1 ? 'FFD0021B' : 'FF333333' } };
    });
    headerRow.commit();
    this.sheet = sheet;
    return sheet;
  }

  async add(values: unknown[], message: string): Promise<void> {
    const sheet = this.sheet ?? (await this.open());
    const cells = Array.from({ length: this.headers.length }, (_, i) => cellText(values[i]));
    sheet.addRow([...cells, message]).commit();
    this.count += 1;
  }

  async close(): Promise<void> {
    if (!this.workbook) return;
    this.sheet!.commit();
    await this.workbook.commit();
  }
}
