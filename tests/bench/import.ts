/**
 * Excel import of 100,000 customers and their export, through the real app on a port (multipart
 * upload → CrmCustomer/uploadExcel, polling system/message/queryImportNum like the dialog, then
 * CrmCustomer/allExportExcel streamed to a file), on a fresh migrated and seeded database
 * (tests/support: PGlite by default, a throw-away PostgreSQL database with DATABASE_URL).
 * Budgets (ARCHITECTURE.md): import <= 30 s, export <= 15 s, memory flat.
 *
 *   npm run bench:import
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:import
 *   npm run bench:import -- --rows 20000 --baseline 2000
 *
 * Baseline in the same run: the per-row save path (importTuning.batchSize = 0, one saveRecord per
 * row) against the batch path on the same --baseline rows, printed as a ratio, for creates and
 * then for overwrites (覆盖) of those rows; they are deleted before the big import. After the
 * 100,000 are imported, the same customers are imported again under 覆盖 with other values.
 * During both, a colleague saves a new customer every 250 ms: how long those saves take shows
 * what the import's batches make other users wait. The workbook is written with exceljs's
 * streaming writer in a temp dir. RSS is sampled every 100 ms per phase (the peak of this
 * process: server and database alike with PGlite). Results: docs/benchmarks.md.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { buildApp } from '../../server/app.ts';
import { importTuning } from '../../server/crm/import/importRun.ts';
import { createTestDatabase } from '../support/testDatabase.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const ROWS = Number(arg('rows', '100000'));
const BASELINE = Number(arg('baseline', '2000'));
const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

const SOURCES = ['促销', '搜索引擎', '广告', '转介绍', '线上注册'];
const LEVELS = ['A（重点客户）', 'B（普通客户）', 'C（非优先客户）'];
const INDUSTRIES = ['IT', '金融业', '房地产', '商业服务'];
const CITIES = ['杭州', '上海', '北京', '深圳', '成都', '南京'];
const WORDS = ['博远', '同创', '云帆', '恒信', '华启', '星河', '正和', '嘉禾'];

/**
 * Peak RSS of this process while `run` runs, the CPU seconds this process spent (the rest of the
 * wall time is the database and waiting) and how busy its event loop was (near 100 %: the
 * JavaScript is what limits the import, not the database).
 */
async function measured<T>(run: () => Promise<T>): Promise<{ result: T; seconds: number; peakRss: number; cpuSeconds: number; loopBusy: number }> {
  let peakRss = process.memoryUsage().rss;
  const timer = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage().rss); }, 100);
  const start = performance.now();
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  try {
    const result = await run();
    const used = process.cpuUsage(cpu);
    return {
      result, seconds: (performance.now() - start) / 1000, peakRss: Math.max(peakRss, process.memoryUsage().rss), cpuSeconds: (used.user + used.system) / 1e6,
      loopBusy: performance.eventLoopUtilization(loop).utilization,
    };
  } finally {
    clearInterval(timer);
  }
}

/** `variant` shifts every value but the name and the mobile: the same customers, other data (an overwrite). */
async function writeWorkbook(file: string, headers: string[], title: string, count: number, prefix: string, variant = 0): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('sheet1');
  sheet.addRow([title]).commit();
  sheet.addRow(headers).commit();
  const at = (name: string) => headers.findIndex((h) => h.replace('(*)', '') === name);
  const columns = {
    name: at('客户名称'), mobile: at('手机'), source: at('客户来源'), level: at('客户级别'), industry: at('客户行业'), remark: at('备注'),
  };
  for (let i = 0; i < count; i++) {
    const values: (string | null)[] = headers.map(() => null);
    values[columns.name] = `${prefix}${CITIES[i % CITIES.length]}${WORDS[(i >> 3) % WORDS.length]}科技有限公司${i}`;
    if (columns.mobile >= 0) values[columns.mobile] = `13${String(100000000 + i).slice(-9)}`;
    const v = i + variant;
    if (columns.source >= 0) values[columns.source] = SOURCES[v % SOURCES.length]!;
    if (columns.level >= 0) values[columns.level] = LEVELS[v % LEVELS.length]!;
    if (columns.industry >= 0) values[columns.industry] = INDUSTRIES[v % INDUSTRIES.length]!;
    if (columns.remark >= 0) values[columns.remark] = variant ? `覆盖测试${variant}第${i}行` : `导入测试第${i}行`;
    sheet.addRow(values).commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function main() {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db, dataDir: database.dataDir, logger: { level: 'warn' } });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'lingxi-bench-import-'));
  const api = (p: string) => `${address}/api/${p}`;
  const post = async (p: string, params: Record<string, string | number>, token?: string) => {
    const response = await fetch(api(p), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { 'admin-token': token } : {}) },
      body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString(),
    });
    return response;
  };
  try {
    log(`engine ${database.engine}, ${ROWS} rows, baseline ${BASELINE} rows, Node ${process.version}, ${os.cpus().length} cores`);
    const login = await (await post('login', { username: 'admin', password: '123456' })).json() as Record<string, unknown>;
    const token = login['Admin-Token'] as string;

    const templateFile = path.join(tmp, 'template.xlsx');
    await fs.writeFile(templateFile, Buffer.from(await (await post('CrmCustomer/downloadExcel', {}, token)).arrayBuffer()));
    const template = new ExcelJS.Workbook();
    await template.xlsx.readFile(templateFile);
    const headerRow = template.worksheets[0]!.getRow(2).values as unknown[];
    const headers = headerRow.slice(1).map((v) => String(v ?? ''));
    const title = String(template.worksheets[0]!.getRow(1).getCell(1).value);
    log(`template columns: ${headers.join(' | ')}`);

    /**
     * A colleague saving customers one after another while `during` runs (a new customer every
     * 250 ms through CrmCustomer/addOrUpdate): how long each save took. The import's batch
     * transaction holds the module's uniqueness lock, which such a save has to wait for.
     */
    async function colleagueSaves<T>(tag: string, during: () => Promise<T>): Promise<{ result: T; saves: number[] }> {
      const saves: number[] = [];
      let running = true;
      const colleague = (async () => {
        for (let i = 0; running; i++) {
          const start = performance.now();
          const answer = await (await fetch(api('CrmCustomer/addOrUpdate'), {
            method: 'POST', headers: { 'content-type': 'application/json', 'admin-token': token },
            body: JSON.stringify({ entity: { customer_name: `同事${tag}${i}` }, field: [] }),
          })).json() as { code: number; msg?: string };
          if (answer.code !== 0) throw new Error(`colleague's save refused: ${answer.msg}`);
          saves.push(performance.now() - start);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();
      try {
        return { result: await during(), saves };
      } finally {
        running = false;
        await colleague;
      }
    }
    const savesLine = (saves: number[]) => {
      const sorted = [...saves].sort((a, b) => a - b);
      return `a colleague's ${sorted.length} saves meanwhile: p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`;
    };

    /** repeatHandling 2 跳过 (new customers), 1 覆盖 (the file's customers exist: every row an overwrite). */
    async function runImport(file: string, expected: number, repeatHandling: 1 | 2 = 2) {
      const form = new FormData();
      form.append('repeatHandling', String(repeatHandling));
      form.append('file', new Blob([new Uint8Array(await fs.readFile(file))]), '客户导入.xlsx');
      const upload = await (await fetch(api('CrmCustomer/uploadExcel'), { method: 'POST', headers: { 'admin-token': token }, body: form })).json() as { code: number; msg?: string; data: number };
      if (upload.code !== 0) throw new Error(`upload refused: ${upload.msg}`);
      const progress: number[] = [];
      for (;;) {
        const num = await (await post('system/message/queryImportNum', { messageId: upload.data }, token)).json() as { data: number | null };
        if (num.data === null || num.data === undefined) break;
        progress.push(num.data);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const info = await (await post('system/message/queryImportInfo', { messageId: upload.data }, token)).json() as Record<string, unknown>;
      if (info.status !== 'finished' || info.errSize !== 0 || info.totalSize !== expected) throw new Error(`import ended badly: ${JSON.stringify(info)}`);
      return { progress: progress.length, info };
    }

    // Baseline: per-row against batch on the same rows (deleted afterwards).
    const baseFile = path.join(tmp, 'baseline.xlsx');
    await writeWorkbook(baseFile, headers, title, BASELINE, '基准');
    importTuning.batchSize = 0;
    const perRow = await measured(() => runImport(baseFile, BASELINE));
    await database.db.deleteFrom('crm_customer').where('customer_name', 'like', '基准%').execute();
    importTuning.batchSize = defaultBatch;
    const batched = await measured(() => runImport(baseFile, BASELINE));
    log(`baseline ${BASELINE} rows: per-row ${perRow.seconds.toFixed(1)} s (${(BASELINE / perRow.seconds).toFixed(0)} rows/s), `
      + `batch ${batched.seconds.toFixed(1)} s (${(BASELINE / batched.seconds).toFixed(0)} rows/s), ratio ${(perRow.seconds / batched.seconds).toFixed(1)}x`);
    // The same for overwrites (覆盖) of those rows, each path changing the same fields of every record.
    const overwrite = async (variant: number, batchSize: number) => {
      const variantFile = path.join(tmp, `baseline-${variant}.xlsx`);
      await writeWorkbook(variantFile, headers, title, BASELINE, '基准', variant);
      importTuning.batchSize = batchSize;
      try {
        return await measured(() => runImport(variantFile, BASELINE, 1));
      } finally {
        importTuning.batchSize = defaultBatch;
      }
    };
    const perRowOverwrite = await overwrite(1, 0);
    const batchedOverwrite = await overwrite(2, defaultBatch);
    log(`baseline ${BASELINE} overwrites (覆盖): per-row ${perRowOverwrite.seconds.toFixed(1)} s (${(BASELINE / perRowOverwrite.seconds).toFixed(0)} rows/s), `
      + `batch ${batchedOverwrite.seconds.toFixed(1)} s (${(BASELINE / batchedOverwrite.seconds).toFixed(0)} rows/s), ratio ${(perRowOverwrite.seconds / batchedOverwrite.seconds).toFixed(1)}x`);
    await database.db.deleteFrom('crm_customer').where('customer_name', 'like', '基准%').execute();
    await database.db.deleteFrom('crm_action_record').execute();

    const file = path.join(tmp, 'customers.xlsx');
    const written = await measured(() => writeWorkbook(file, headers, title, ROWS, ''));
    log(`workbook: ${ROWS} rows, ${mb((await fs.stat(file)).size)}, written in ${written.seconds.toFixed(1)} s`);

    const { result: imported, saves: importSaves } = await colleagueSaves('甲', () => measured(() => runImport(file, ROWS)));
    log(`import ${ROWS}: ${imported.seconds.toFixed(1)} s, ${(ROWS / imported.seconds).toFixed(0)} rows/s, peak RSS ${mb(imported.peakRss)}, Node CPU ${imported.cpuSeconds.toFixed(1)} s, event loop busy ${(imported.loopBusy * 100).toFixed(0)} %, `
      + `progress answers ${imported.result.progress} (budget 30 s: ${imported.seconds <= 30 ? 'met' : 'not met'}); ${savesLine(importSaves)}`);

    // The same 100,000 again under 覆盖, other values in four columns: every row an edit.
    const overwriteFile = path.join(tmp, 'customers-overwrite.xlsx');
    await writeWorkbook(overwriteFile, headers, title, ROWS, '', 1);
    const { result: overwritten, saves: overwriteSaves } = await colleagueSaves('乙', () => measured(() => runImport(overwriteFile, ROWS, 1)));
    log(`overwrite (覆盖) ${ROWS}: ${overwritten.seconds.toFixed(1)} s, ${(ROWS / overwritten.seconds).toFixed(0)} rows/s, peak RSS ${mb(overwritten.peakRss)}, Node CPU ${overwritten.cpuSeconds.toFixed(1)} s, event loop busy ${(overwritten.loopBusy * 100).toFixed(0)} % `
      + `(budget 30 s: ${overwritten.seconds <= 30 ? 'met' : 'not met'}); ${savesLine(overwriteSaves)}`);

    const exportFile = path.join(tmp, 'export.xlsx');
    const exported = await measured(async () => {
      const response = await post('CrmCustomer/allExportExcel', { search: '' }, token);
      if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
      await fs.writeFile(exportFile, response.body as unknown as NodeJS.ReadableStream);
    });
    let exportedRows = -1;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(exportFile, {});
    for await (const sheet of reader) for await (const _row of sheet) exportedRows += 1;
    log(`export ${exportedRows}: ${exported.seconds.toFixed(1)} s, ${mb((await fs.stat(exportFile)).size)}, peak RSS ${mb(exported.peakRss)}, Node CPU ${exported.cpuSeconds.toFixed(1)} s `
      + `(budget 15 s: ${exported.seconds <= 15 ? 'met' : 'not met'})`);
    log(`process peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}`);
  } finally {
    await app.close();
    await database.close();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

const defaultBatch = importTuning.batchSize;
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
