// exceljs 4.4's streaming reader decoded each inflated chunk of a zip entry on its own, so a
// Chinese character (3 bytes in UTF-8) that straddled two 16 KB chunks came out as '��': about one
// imported row in 2,000 had a damaged name or remark, and nothing said so (exceljs#2084, #2316;
// found by the crash test of issue 16, whose row 2853 read 第2853��). patches/exceljs+4.4.0.patch
// decodes the chunks as one stream. This reads a workbook of 20,000 Chinese cells (hundreds of
// chunk boundaries, most of them inside a character) and asks for every text back as written.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellText } from '../../server/crm/import/importCells.ts';
import { dataRows } from '../../server/crm/import/importSheet.ts';

const ROWS = 20_000;
const nameOf = (i: number) => `客户名称${i}号华东区域重点客户`;
const remarkOf = (i: number) => `第${i}行的备注：联系人已确认需求`;

let dir = '';
let file = '';

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lingxi-sheet-'));
  file = path.join(dir, 'chinese.xlsx');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('客户');
  sheet.addRow(['客户名称', '备注']);
  for (let i = 0; i < ROWS; i++) sheet.addRow([nameOf(i), remarkOf(i)]);
  await book.xlsx.writeFile(file);
});
afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe('reading an uploaded workbook', () => {
  it('gives back every Chinese text as written, whatever the chunk boundaries', async () => {
    const layout = { headerRow: 1, headers: ['客户名称', '备注'], columns: [undefined, undefined] };
    const damaged: string[] = [];
    let count = 0;
    for await (const row of dataRows(file, layout)) {
      const i = row.number - 2;
      const [name, remark] = [cellText(row.values[0]), cellText(row.values[1])];
      if (name !== nameOf(i) || remark !== remarkOf(i)) damaged.push(`row ${row.number}: ${name} / ${remark}`);
      count += 1;
    }
    expect(count).toBe(ROWS);
    expect(damaged).toEqual([]);
  }, 60_000);
});
