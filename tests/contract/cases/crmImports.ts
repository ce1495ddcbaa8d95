// `<Mod>/uploadExcel` (contract 7.2): the module's own template, downloaded and sent back with one
// row, answers `data` = the import's message id. The row leaves its name blank, so the background
// run rejects it and nothing is created: the read cases keep the records they expect.
import ExcelJS from 'exceljs';
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import type { Fixture } from '../fixture.ts';
import { ok } from '../shape.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The template of `prefix` with a third row holding only a remark. */
function templateWithRow(prefix: string) {
  return async (fx: Fixture, t: TestApp): Promise<Buffer> => {
    const response = await t.app.inject({ method: 'POST', url: `/api/${prefix}/downloadExcel`, headers: { 'admin-token': fx.tokens.admin } });
    if (response.statusCode !== 200) throw new Error(`${prefix}/downloadExcel answered ${response.statusCode}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const row = sheet.getRow(3);
    row.getCell(sheet.getRow(2).cellCount).value = '合同导入样例';
    row.commit();
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
}

export const crmImportCases: ContractCase[] = ['CrmLeads', 'CrmCustomer', 'CrmContacts', 'CrmProduct'].map((prefix): ContractCase => ({
  url: `${prefix}/uploadExcel`, see: '7.2', write: true,
  params: (fx) => ({ repeatHandling: 2, ownerUserId: fx.users.admin }),
  upload: { name: '导入.xlsx', type: XLSX_TYPE, content: templateWithRow(prefix) },
  answer: ok('int'),
  settle: (answer, fx, t) => importFinished(answer.data, fx, t),
}));

/** Polls `system/message/queryImportNum` as the import dialog does, until it answers null. */
async function importFinished(messageId: unknown, fx: Fixture, t: TestApp): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const num = await t.call('system/message/queryImportNum', { messageId }, fx.tokens.admin);
    if (num.code !== 0 || num.data === null || num.data === undefined) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${String(messageId)} did not finish`);
}
