/**
 * Excel exports of the CRM lists (contract 7.2): `<Prefix>/batchExportExcel` (form `ids` csv) and
 * `<Prefix>/allExportExcel` (the queryPageList body) for the seven modules, plus the pool's
 * `CrmCustomer/poolBatchExportExcel` / `poolAllExportExcel`.
 *
 * Columns = the user's visible list columns (field/queryListHead, in its order, Chinese headers);
 * rows = the list engine's rows (same WHERE, data scope and order as the list; an id outside the
 * user's scope is simply not exported). The workbook is written with exceljs's streaming
 * WorkbookWriter straight into the reply, 500 rows at a time: memory stays flat whatever the size.
 *
 * These are routes, not endpoint()s, because the answer is a file; they carry `endpointPath`, so the
 * access guard checks the session and the `crm.<realm>.excelexport` key exactly as for endpoints,
 * and every refusal before the first byte is the usual JSON envelope.
 */
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../excel/loadExcel.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { queryListHead } from '../../fields/listHead.ts';
import { accessConfig, type AppServices } from '../../http/endpoint.ts';
import { BusinessError, NotLoggedInError } from '../../http/errors.ts';
import { MAX_EXPORT_IDS, requireIds } from '../../http/idList.ts';
import type { Params } from '../../http/params.ts';
import { toClientJson } from '../../http/serialize.ts';
import { CRM_MODULES, POOL_TYPE } from '../crmModules.ts';
import { rowContext } from '../../records/list/listEndpoints.ts';
import { type ListPlan, pageIds, planList } from '../../records/list/listQuery.ts';
import { loadRows } from '../../records/list/listRows.ts';
import { type ListSpec, listSpecOfType } from '../../records/list/listSpec.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CHUNK = 500;

interface Head { fieldName: string; name: string; type: number }

function readParams(request: FastifyRequest): Params {
  const query = (request.query ?? {}) as Params;
  const body = request.body;
  return { ...query, ...(body && typeof body === 'object' && !Array.isArray(body) ? (body as Params) : {}) };
}

/**
 * The selected ids: up to MAX_EXPORT_IDS (a real export may be large). They reach SQL as ONE array
 * parameter (`= any($1::bigint[])`), never as an `in (...)` list of one parameter per id, which
 * fails above 65,535 ids and would lose the list's order if split into several statements.
 */
function readIds(params: Params, title: string): number[] {
  const blank = params.ids === undefined || params.ids === null || params.ids === '' || (Array.isArray(params.ids) && !params.ids.length);
  if (blank) throw new BusinessError('请选择要导出的数据');
  return requireIds(params, 'ids', title, { max: MAX_EXPORT_IDS });
}

function stamp(now: Date): string {
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
}

/** `attachment; filename="customer_20261122.xlsx"; filename*=UTF-8''%E5%AE%A2%E6%88%B7_20261122.xlsx` */
export function contentDisposition(title: string, asciiName: string, now = new Date()): string {
  const day = stamp(now);
  return `attachment; filename="${asciiName}_${day}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${title}_${day}.xlsx`)}`;
}

/** A list row value → a cell value. */
function cell(head: Head, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return '';
  if (head.fieldName === 'dealStatus') return Number(value) === 1 ? '已成交' : '未成交';
  if ((head.type === 5 || head.type === 6) && typeof value === 'string' && /^-?\d{1,15}(\.\d+)?$/.test(value)) return Number(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The one style of every data cell. exceljs gives each new cell its own empty style object and
 * looks a style up by object identity, so without this every cell of 100,000 rows was serialised
 * to find the same default style: half the export's CPU time (a CPU profile of the export).
 */
const PLAIN: Partial<ExcelJS.Style> = Object.freeze({}) as Partial<ExcelJS.Style>;

async function writeWorkbook(db: Kysely<Database>, spec: ListSpec, plan: ListPlan, heads: Head[], ids: number[], out: PassThrough): Promise<void> {
  const Excel = await loadExcel();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(spec.title);
  sheet.columns = heads.map((h) => ({ header: h.name, key: h.fieldName, width: Math.min(40, Math.max(12, h.name.length * 2 + 4)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const context = await rowContext(db, spec);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await loadRows(db, spec, plan.fields, ids.slice(start, start + CHUNK), context);
    for (const raw of rows) {
      const row = toClientJson(raw) as Record<string, unknown>;
      const line = sheet.addRow(heads.map((h) => cell(h, row[h.fieldName])));
      line.eachCell((c) => { c.style = PLAIN; });
      line.commit();
    }
    // let the client catch up before reading the next chunk (backpressure through the zip stream)
    if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
  }
  sheet.commit();
  await workbook.commit();
}

type Mode = 'all' | 'batch';

function exportHandler(services: AppServices, type: number, mode: Mode, asciiName: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.loginSession;
    if (!session) throw new NotLoggedInError();
    const { db } = services;
    const spec = listSpecOfType(type)!;
    const params = readParams(request);

    // Everything that can refuse runs before the first byte: refusals stay JSON envelopes.
    let plan: ListPlan;
    let ids: number[];
    if (mode === 'all') {
      plan = await planList(db, session.userId, spec, params);
      ids = await pageIds(db, plan);
    } else {
      const wanted = readIds(params, spec.module.title);
      const base = await planList(db, session.userId, spec, {}, { noDefaultFilter: true });
      plan = { ...base, where: sql`${base.where} and ${sql.raw(`r.${spec.idColumn}`)} = any(${sql.val(wanted)}::bigint[])` };
      ids = await pageIds(db, plan);
    }
    const heads = (await queryListHead(db, session.userId, spec.headLabel)) as Head[];

    const out = new PassThrough();
    reply.header('Content-Type', XLSX).header('Content-Disposition', contentDisposition(spec.title, asciiName)).send(out);
    try {
      await writeWorkbook(db, spec, plan, heads, ids, out);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'export failed');
      out.destroy(error as Error);
    }
    return reply;
  };
}

/** Mounts the export routes on the /api scope (beside mountEndpoints, under the same guard). */
export function registerExportRoutes(api: FastifyInstance, services: AppServices): void {
  const routes: [string, number, Mode, string, string][] = [];
  for (const m of Object.values(CRM_MODULES)) {
    const right = `${m.auth}.excelexport`;
    routes.push([`${m.prefix}/batchExportExcel`, m.type, 'batch', m.key, right], [`${m.prefix}/allExportExcel`, m.type, 'all', m.key, right]);
  }
  routes.push(['CrmCustomer/poolBatchExportExcel', POOL_TYPE, 'batch', 'pool', 'crm.pool.excelexport'], ['CrmCustomer/poolAllExportExcel', POOL_TYPE, 'all', 'pool', 'crm.pool.excelexport']);
  for (const [path, type, mode, asciiName, right] of routes) {
    api.route({ method: ['GET', 'POST'], url: `/${path}`, config: accessConfig(path, { rights: [right] }), handler: exportHandler(services, type, mode, asciiName) });
  }
}
