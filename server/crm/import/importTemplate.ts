/**
 * `<Prefix>/downloadExcel`: the import template (contract 7.2), built from the module's current
 * fields (importColumns.ts). Row 1 is the original's title (`客户导入模板(*)为必填项`), row 2 the
 * headers, required ones `(*)` in red, each with a note saying what to type. Select options and
 * product categories are drop-downs fed from a hidden sheet: an inline list would break Excel's
 * 255-character formula limit as soon as an admin adds a few long options.
 */
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../excel/loadExcel.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type ImportColumn, importColumns } from './importColumns.ts';
import { type ImportModule, templateTitle } from './importModules.ts';

/** Rows the drop-downs cover below the headers; more rows still import, just without the list. */
const VALIDATED_ROWS = 5000;
export const HEADER_ROW = 2;

/** `客户名称(*)` for a required column. */
export function headerText(column: ImportColumn): string {
  return column.required ? `${column.name}(*)` : column.name;
}

function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The title row and the header row of a template or an error workbook. */
export function writeHeading(sheet: ExcelJS.Worksheet, title: string, headers: string[], required: boolean[]): void {
  const titleRow = sheet.getRow(1);
  titleRow.getCell(1).value = title;
  titleRow.getCell(1).font = { bold: true, size: 13 };
  titleRow.getCell(1).alignment = { vertical: 'middle', horizontal: 'center' };
  titleRow.height = 28;
  if (headers.length > 1) sheet.mergeCells(1, 1, 1, headers.length);
  const headerRow = sheet.getRow(HEADER_ROW);
  headers.forEach((header, index) => {
    const cell = headerRow.getCell(index + 1);
    cell.value = header;
    cell.font = { bold: true, color: { argb: required[index] ? 'FFD0021B' : 'FF333333' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F4F7' } };
    cell.alignment = { vertical: 'middle', horizontal: 'center' };
  });
  headerRow.height = 22;
  sheet.columns.forEach((column, index) => { column.width = Math.min(40, Math.max(14, Array.from(headers[index] ?? '').length * 2 + 4)); });
}

/** exceljs supports range validations (`C3:C5002`) but its typings omit the collection. */
function validations(sheet: ExcelJS.Worksheet): { add(address: string, validation: ExcelJS.DataValidation): void } {
  return (sheet as unknown as { dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void } }).dataValidations;
}

export async function templateWorkbook(db: Kysely<Database>, module: ImportModule): Promise<Buffer> {
  const columns = await importColumns(db, module);
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(`${module.record.title}导入表`, { views: [{ state: 'frozen', ySplit: HEADER_ROW }] });
  sheet.columns = columns.map(() => ({}));
  writeHeading(sheet, templateTitle(module), columns.map(headerText), columns.map((c) => c.required));
  const lists = workbook.addWorksheet('选项', { state: 'veryHidden' });
  let listColumn = 0;
  columns.forEach((column, index) => {
    const header = sheet.getRow(HEADER_ROW).getCell(index + 1);
    if (column.hint) header.note = column.hint;
    // Text everywhere, so Excel keeps 0-leading phone numbers and codes as typed.
    sheet.getColumn(index + 1).numFmt = '@';
    if (!column.options.length) return;
    listColumn += 1;
    const letter = columnLetter(listColumn - 1);
    column.options.forEach((option, row) => { lists.getCell(row + 1, listColumn).value = option; });
    const target = columnLetter(index);
    validations(sheet).add(`${target}${HEADER_ROW + 1}:${target}${HEADER_ROW + VALIDATED_ROWS}`, {
      type: 'list', allowBlank: true, formulae: [`'选项'!$${letter}$1:$${letter}$${column.options.length}`],
      showErrorMessage: true, errorStyle: 'stop', errorTitle: column.name, error: `请从下拉列表中选择${column.name}`,
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
