/**
 * 办公分析's Excel exports (contract 12.2 `biWork/logStatisticsExport`, `biWork/examineStatisticsExport`):
 * the statistics' own parameters, right (`bi.oa.read`), people and statement (biEndpoints.ts hands
 * this the answer of officeStats.ts), written as the page's table shows it: the table block of the
 * page's chart file (schemas/charts/bi/log.json, examine.json) mapped by engine/charts tableSheet
 * with the page's Chinese, the mapping the page's own 导出 button uses, so the headers are the
 * page's (员工, 日志数（篇）, …; 审批分析: 员工 and one column per category) and stay so.
 */
import { fillWorksheet, parseChartPage, tableSheet, type TableBlock } from '../../engine/charts/index.ts';
import shell from '../../i18n/zh-CN.json' with { type: 'json' };
import screens from '../../i18n/zh-CN.app.json' with { type: 'json' };
import examineFile from '../../schemas/charts/bi/examine.json' with { type: 'json' };
import logFile from '../../schemas/charts/bi/log.json' with { type: 'json' };
import { contentDisposition } from '../crm/export/exportRoutes.ts';
import { loadExcel } from '../excel/loadExcel.ts';
import { FileAnswer, XLSX_TYPE } from '../http/fileAnswer.ts';

/** The page's Chinese of a dotted key (the screens' catalogue, then the shell's); the key when neither has it. */
function chinese(key: string): string {
  for (const catalogue of [screens, shell] as unknown[]) {
    const text = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
    if (typeof text === 'string') return text;
  }
  return key;
}

const PAGES = { log: logFile, examine: examineFile } as const;
export type OfficeExport = keyof typeof PAGES;

/** The page's title and its (only) table. */
function pageTable(page: OfficeExport): { title: string; table: TableBlock } {
  const def = parseChartPage(PAGES[page]);
  const table = def.sections.flatMap((section) => section.blocks).find((block): block is TableBlock => block.kind === 'table');
  if (!table) throw new Error(`schemas/charts/bi/${page}.json has no table`);
  return { title: chinese(def.title), table };
}

/** The statistics' answer as the page's table in an .xlsx: `日志分析_20261122.xlsx`. */
export async function officeWorkbook(page: OfficeExport, answer: unknown): Promise<FileAnswer> {
  const { title, table } = pageTable(page);
  const sheet = tableSheet(table, answer, chinese);
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  fillWorksheet(workbook.addWorksheet(sheet.name), sheet);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return new FileAnswer(body, XLSX_TYPE, contentDisposition(title, `${page}_statistics`));
}
