/**
 * The import calls (contract 7.2): `<Prefix>/uploadExcel` (multipart `file`, `repeatHandling`,
 * `ownerUserId` → data = messageId) for leads, customers, contacts and products;
 * `system/message/queryImportNum` (rows processed, null when finished), `queryImportInfo`
 * (top-level totalSize, errSize; ours: status, content, successSize, skipSize), `stopImport`; `field/getCheckingField`. The two downloads
 * (template, error rows) answer files, so they are routes registered beside the endpoints, with
 * `endpointPath` for the access guard, like the exports.
 *
 * The upload is checked before the message id is answered (a .xlsx, at most 20 MB, a header row
 * naming the check field, an existing active owner): what can be refused at once is refused in
 * the envelope, not discovered later in the background.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { accessConfig, type AppServices, type Endpoint, endpoint } from '../../http/endpoint.ts';
import { topLevel } from '../../http/envelope.ts';
import { BusinessError, NotLoggedInError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { type Params, optionalChoice, optionalInt, requireInt } from '../../http/params.ts';
import { contentDisposition } from '../export/exportRoutes.ts';
import { importColumns } from './importColumns.ts';
import { createImportMessage, importsDir, ownImport, removeOldFiles, requestStop } from './importMessages.ts';
import { IMPORT_MODULES, type ImportModule, importModuleOfType } from './importModules.ts';
import { runImport } from './importRun.ts';
import { summaryCounts } from './importSummary.ts';
import { readLayout } from './importSheet.ts';
import { templateWorkbook } from './importTemplate.ts';

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A .xlsx by name and by content (a zip); .xls, .csv and renamed files are refused by name. */
async function checkWorkbookFile(file: UploadedFile | undefined): Promise<UploadedFile> {
  if (!file) throw new BusinessError('请选择要导入的文件');
  if (!/\.xlsx$/i.test(file.originalName)) throw new BusinessError('请上传.xlsx格式的Excel文件（可先下载导入模板）');
  if (file.size > MAX_IMPORT_BYTES) throw new BusinessError(`导入文件不能超过${MAX_IMPORT_BYTES / 1024 / 1024}MB`);
  const handle = await fs.open(file.tempPath, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    if (head.toString('binary') !== 'PK\u0003\u0004') throw new BusinessError('请上传.xlsx格式的Excel文件（可先下载导入模板）');
  } finally {
    await handle.close();
  }
  return file;
}

async function checkOwner(db: Kysely<Database>, ownerUserId: number | undefined): Promise<void> {
  if (ownerUserId === undefined) return;
  const owner = await db.selectFrom('admin_user').select('user_id').where('user_id', '=', ownerUserId).where('status', '<>', 0).executeTakeFirst();
  if (!owner) throw new BusinessError('负责人不存在或已停用');
}

function uploadEndpoint(module: ImportModule): Endpoint {
  return endpoint(`${module.record.prefix}/uploadExcel`, { rights: [`${module.record.auth}.excelimport`] }, async ({ db, dataDir, params, files, userId, request }) => {
    const upload = await checkWorkbookFile(files.find((f) => f.fieldName === 'file') ?? files[0]);
    const repeatHandling = (optionalChoice(params, 'repeatHandling', '数据重复时', [1, 2]) ?? 2) as 1 | 2;
    const ownerUserId = optionalInt(params, 'ownerUserId', '负责人');
    await checkOwner(db, ownerUserId);
    const layout = await readLayout(upload.tempPath, module, await importColumns(db, module));

    const messageId = await createImportMessage(db, userId, module.record.type, `${module.record.title}导入`);
    const dir = importsDir(dataDir);
    await fs.mkdir(dir, { recursive: true });
    await removeOldFiles(dataDir);
    // Moved out of the upload's temporary place, which is emptied when this handler returns.
    const file = path.join(dir, `${messageId}.xlsx`);
    await fs.rename(upload.tempPath, file);
    const job = { db, dataDir, log: request.log, userId, module, layout, file, messageId, repeatHandling, ownerUserId };
    runImport(job).catch((error) => request.log.error({ err: error, messageId }, 'import could not finish'));
    return messageId;
  });
}

function readMessageId(params: Params): number {
  return requireInt(params, 'messageId', '导入记录');
}

export const importEndpoints: Endpoint[] = [
  ...Object.values(IMPORT_MODULES).map(uploadEndpoint),

  endpoint('system/message/queryImportNum', async ({ db, params, userId }) => {
    const message = await ownImport(db, userId, readMessageId(params));
    return message.import_state === 'running' ? message.import_done : null;
  }),

  endpoint('system/message/queryImportInfo', async ({ db, params, userId }) => {
    const message = await ownImport(db, userId, readMessageId(params));
    // successSize / skipSize: ours, beside the contract's totals (the dialog shows all four)
    const counts = summaryCounts(message.content);
    return topLevel({
      totalSize: message.import_done, errSize: message.import_errors, status: message.import_state, content: message.content,
      ...(counts ? { successSize: counts.saved, skipSize: counts.skipped } : {}),
    });
  }),

  endpoint('system/message/stopImport', async ({ db, params, userId }) => {
    const message = await ownImport(db, userId, readMessageId(params));
    if (message.import_state === 'running') await requestStop(db, message.message_id);
    return undefined;
  }),

  endpoint('field/getCheckingField', async ({ params }) => {
    const module = importModuleOfType(requireInt(params, 'type', '模块'));
    if (!module) throw new BusinessError('模块格式不正确');
    return module.checkField;
  }),
];

function readParams(request: FastifyRequest): Params {
  const query = (request.query ?? {}) as Params;
  const body = request.body;
  return { ...query, ...(body && typeof body === 'object' && !Array.isArray(body) ? (body as Params) : {}) };
}

function templateRoute(services: AppServices, module: ImportModule) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.loginSession) throw new NotLoggedInError();
    const workbook = await templateWorkbook(services.db, module);
    return reply.header('Content-Type', XLSX)
      .header('Content-Disposition', contentDisposition(`${module.record.title}导入模板`, `${module.key}_import_template`))
      .send(workbook);
  };
}

function errorFileRoute(services: AppServices) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.loginSession;
    if (!session) throw new NotLoggedInError();
    const message = await ownImport(services.db, session.userId, readMessageId(readParams(request)));
    if (!message.error_file) throw new BusinessError('没有导入失败的数据');
    const module = importModuleOfType(message.type)!;
    const file = path.join(importsDir(services.dataDir), path.basename(message.error_file));
    await fs.access(file).catch(() => { throw new BusinessError('错误数据已过期，请重新导入'); });
    return reply.header('Content-Type', XLSX)
      .header('Content-Disposition', contentDisposition(`${module.record.title}导入错误数据`, `${module.key}_import_errors`))
      .send(createReadStream(file));
  };
}

/** Mounts the two downloads on the /api scope (beside mountEndpoints, under the same guard). */
export function registerImportRoutes(api: FastifyInstance, services: AppServices): void {
  for (const module of Object.values(IMPORT_MODULES)) {
    const url = `${module.record.prefix}/downloadExcel`;
    api.route({ method: ['GET', 'POST'], url: `/${url}`, config: accessConfig(url, { rights: [`${module.record.auth}.excelimport`] }), handler: templateRoute(services, module) });
  }
  const url = 'system/message/downImportError';
  api.route({ method: ['GET', 'POST'], url: `/${url}`, config: accessConfig(url), handler: errorFileRoute(services) });
}
