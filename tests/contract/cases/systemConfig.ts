// Import messages (contract 7.2, `system/message/*`), files (14.1), system config and module
// switches (14.2), OA approval categories (9.2: the one routed call; the other four are `until`
// the office module).
import ExcelJS from 'exceljs';
import { IMPORT_MODULES } from '../../../server/crm/import/importModules.ts';
import { createImportMessage } from '../../../server/crm/import/importMessages.ts';
import { templateWorkbook } from '../../../server/crm/import/importTemplate.ts';
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import { type Fixture, uploadText } from '../fixture.ts';
import { ok } from '../shape.ts';
import { TINY_GIF, uniqueName } from './systemShared.ts';

/** A `file/queryByBatchId` row (contract 14.1). */
const FILE_ROW = {
  fileId: 'int', name: 'string', size: 'string', createUserId: 'int', createUserName: 'string', createTime: 'datetime',
  filePath: 'string', fileType: 'string', batchId: 'string',
};

const finishedImports = new WeakMap<TestApp, Promise<number>>();

/**
 * A finished leads import (by the admin) whose one row failed: the 线索名称 it requires is blank. It
 * creates nothing; its messageId serves queryImportInfo and downImportError.
 */
function importWithErrors(fx: Fixture, t: TestApp): Promise<number> {
  let messageId = finishedImports.get(t);
  if (!messageId) {
    messageId = runImport(fx, t);
    finishedImports.set(t, messageId);
  }
  return messageId;
}

async function runImport(fx: Fixture, t: TestApp): Promise<number> {
  const module = IMPORT_MODULES.leads;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await templateWorkbook(t.db, module)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(2).values as unknown[]).map((v) => String(v ?? '').replace('(*)', ''));
  const other = headers.findIndex((h, i) => i > 0 && h !== '' && h !== module.checkField);
  sheet.getRow(3).getCell(other).value = '契约导入';
  sheet.getRow(3).commit();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), '契约导入.xlsx');
  const response = await t.app.inject({
    method: 'POST', url: `/api/${module.record.prefix}/uploadExcel`, headers: { 'admin-token': fx.tokens.admin }, payload: form,
  });
  const answer = response.json() as { code: number; msg?: string; data: number };
  if (answer.code !== 0) throw new Error(`contract case setup: uploadExcel refused: ${answer.msg}`);
  for (let i = 0; i < 400; i++) {
    const num = await t.call('system/message/queryImportNum', { messageId: answer.data }, fx.tokens.admin);
    if (num.code !== 0) throw new Error(`contract case setup: queryImportNum refused: ${num.msg}`);
    if (num.data === null) return answer.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('contract case setup: the import did not finish');
}

export const systemConfigCases: ContractCase[] = [
  // An import still running answers how many rows it has done (null once finished): one just started.
  {
    url: 'system/message/queryImportNum', see: '7.2',
    params: async (fx, t) => ({ messageId: await createImportMessage(t.db, fx.users.admin, IMPORT_MODULES.leads.record.type, '线索导入') }),
    answer: ok('int'),
  },
  // top-level totalSize and errSize (contract 1.2, 7.2)
  {
    url: 'system/message/queryImportInfo', see: '7.2',
    params: async (fx, t) => ({ messageId: await importWithErrors(fx, t) }),
    answer: { code: 'int', totalSize: 'int', errSize: 'int' },
  },
  {
    url: 'system/message/downImportError', see: '7.2',
    params: async (fx, t) => ({ messageId: await importWithErrors(fx, t) }),
    answer: {}, file: /spreadsheetml/,
  },

  { url: 'file/queryByBatchId', see: '14.1', params: (fx) => ({ batchId: fx.batchId }), answer: ok([FILE_ROW]) },
  { url: 'sysConfig/querySysConfig', see: '14.2', answer: ok({ name: 'string', logo: 'string' }) },
  {
    url: 'sysConfig/queryModuleSetting', see: '14.2',
    answer: ok([{ settingId: 'int', module: 'string', status: 'int', type: 'string', name: 'string' }]),
  },
  { url: 'OaExamineCategory/queryAllExamineCategoryList', see: '9.2', answer: ok([{ categoryId: 'int', title: 'string', type: 'int' }]) },

  // writes
  {
    url: 'file/upload', see: '14.1', write: true,
    upload: { name: '契约附件.txt', type: 'text/plain', content: '契约' },
    answer: { code: 'int', batchId: 'string', name: 'string', url: 'string', size: 'string', fileId: 'int' },
  },
  {
    url: 'file/renameFileById', see: '14.1', write: true,
    params: async (fx, t) => ({ fileId: (await uploadText(t, fx.tokens.admin, '契约改名.txt', '契约')).fileId, name: '契约改名后.txt' }),
    answer: ok(),
  },
  {
    url: 'file/removeById', see: '14.1', write: true,
    params: async (fx, t) => ({ id: (await uploadText(t, fx.tokens.admin, '契约删除.txt', '契约')).fileId }),
    answer: ok(),
  },
  // The company name stays (one of its own when none is set: it is required); the logo becomes a 1×1 GIF.
  {
    url: 'sysConfig/setSysConfig', see: '14.2', write: true,
    params: async (fx, t) => {
      const current = await t.call('sysConfig/querySysConfig', {}, fx.tokens.admin);
      return { name: current.data?.name || uniqueName('契约公司') };
    },
    upload: { name: 'logo.gif', type: 'image/gif', content: TINY_GIF },
    answer: ok(),
  },
  // A switch set to what it is (hrm, off): switching crm or oa off would take them from every auth tree.
  {
    url: 'sysConfig/setModuleSetting', see: '14.2', write: true,
    params: async (_fx, t) => {
      const row = await t.db.selectFrom('admin_config').select(['setting_id', 'status']).where('name', '=', 'hrm').executeTakeFirstOrThrow();
      return { settingId: row.setting_id, status: row.status };
    },
    answer: ok(),
  },
];
