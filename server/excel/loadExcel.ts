/**
 * exceljs, loaded the first time an import or export needs it rather than at start-up: it is the
 * largest package the server uses (about 0.4 s of a 1 s module load on this machine), and a restart
 * must answer its first call within 2 s (issue 17 item 14; docs/benchmarks.md, "Restart").
 */
import type ExcelJS from 'exceljs';

export type Excel = typeof ExcelJS;

let loading: Promise<Excel> | undefined;

export function loadExcel(): Promise<Excel> {
  loading ??= import('exceljs').then((module) => (module as unknown as { default: Excel }).default);
  return loading;
}
