/**
 * Reading an uploaded workbook with exceljs's streaming reader (memory stays flat at 100,000
 * rows): the first worksheet's rows, and the header row that maps cells to template columns.
 * The header is found among the first rows by the duplicate-check field's name, so both the
 * template (title row, then headers) and a plain sheet with headers in row 1 import.
 *
 * exceljs 4.4's streaming reader now and then loses a zip entry's content under load (its
 * iterate-stream race: exceljs#962 "Cannot read properties of undefined (reading 'sheets')", or
 * shared strings read as nothing, which makes every text cell empty). Both show before the first
 * data row: as that exception, or as a header row that no longer reads as it did at upload. So a
 * read is retried while no data row has been handed out, and never after.
 */
import { createReadStream } from 'node:fs';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../excel/loadExcel.ts';
import { BusinessError } from '../../http/errors.ts';
import { cellText } from './importCells.ts';
import { headerName, type ImportColumn } from './importColumns.ts';
import type { ImportModule } from './importModules.ts';

export interface SheetRow { number: number; values: unknown[] }

export interface SheetLayout {
  /** The header row's number; data rows come after it. */
  headerRow: number;
  /** The header cells as typed (the error workbook repeats them). */
  headers: string[];
  /** The template column of each cell position, undefined for a column we do not know. */
  columns: (ImportColumn | undefined)[];
}

const HEADER_SEARCH_ROWS = 3;
const READ_ATTEMPTS = 3;

/** The first worksheet's rows, cell values 0-based: one pass of the streaming reader. */
async function* readOnce(file: string): AsyncGenerator<SheetRow> {
  const stream = createReadStream(file);
  const Excel = await loadExcel();
  const reader = new Excel.stream.xlsx.WorkbookReader(stream, {
    sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        yield { number: row.number, values: Array.from(row.values as unknown[]).slice(1) };
      }
      return;
    }
  } finally {
    stream.destroy();
  }
}

class UnreadHeader extends Error {}

function sameHeader(row: SheetRow, layout: SheetLayout): boolean {
  return layout.headers.every((header, i) => cellText(row.values[i]) === header);
}

/** The data rows after the layout's header row, read again if the reader stumbles before the first one. */
export async function* dataRows(file: string, layout: SheetLayout): AsyncGenerator<SheetRow> {
  for (let attempt = 1; ; attempt += 1) {
    let handedOut = false;
    try {
      for await (const row of readOnce(file)) {
        if (row.number < layout.headerRow) continue;
        if (row.number === layout.headerRow) {
          if (!sameHeader(row, layout)) throw new UnreadHeader('the header row reads differently than at upload');
          continue;
        }
        handedOut = true;
        yield row;
      }
      if (!handedOut && attempt < READ_ATTEMPTS) continue; // nothing at all: the header itself may have been lost
      return;
    } catch (error) {
      if (handedOut || attempt >= READ_ATTEMPTS) throw error;
    }
  }
}

async function findLayout(file: string, module: ImportModule, columns: ImportColumn[]): Promise<SheetLayout | null> {
  const byName = new Map(columns.map((c) => [c.name, c]));
  let seen = 0;
  for await (const row of readOnce(file)) {
    const headers = row.values.map((v) => cellText(v));
    const names = headers.map(headerName);
    if (names.includes(module.checkField)) return { headerRow: row.number, headers, columns: names.map((name) => byName.get(name)) };
    if (++seen >= HEADER_SEARCH_ROWS) break;
  }
  return null;
}

export async function readLayout(file: string, module: ImportModule, columns: ImportColumn[]): Promise<SheetLayout> {
  let unreadable = false;
  for (let attempt = 1; attempt <= READ_ATTEMPTS; attempt += 1) {
    try {
      const layout = await findLayout(file, module, columns);
      if (layout) return layout;
      unreadable = false;
    } catch {
      // A zip that is not a workbook, a damaged one, or the reader's race (above): try again, then say so.
      unreadable = true;
    }
  }
  if (unreadable) throw new BusinessError('无法读取该Excel文件，请使用下载的导入模板');
  throw new BusinessError(`请使用最新的导入模板：表头中没有“${module.checkField}”`);
}
