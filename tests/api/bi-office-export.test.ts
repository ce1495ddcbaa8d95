// BI 办公分析's Excel exports (contract 12.2 biWork/logStatisticsExport, examineStatisticsExport) on a
// hand-counted fixture of March 2024 for 销售一组 (as tests/api/bi-office.test.ts): an xlsx with the
// page table's Chinese headers and the statistics' rows, the people of the same parameters, and the
// statistics' guard (bi.oa.read) refusing with the usual envelope.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let sales: string;
let manager: string;

const { manager: MANAGER, sales: LINA, sales2: LIUYANG } = SEED_USER;
const MARCH = { deptId: 3, startTime: '2024-03-01', endTime: '2024-03-31' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const at = (month: number, day: number) => new Date(2024, month - 1, day, 12);
const batch = () => randomUUID().replaceAll('-', '');

/** A form POST, as the original client sends the stats' parameters. */
function post(path: string, params: Record<string, unknown>, token: string) {
  return t.app.inject({
    method: 'POST', url: `/api/biWork/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'admin-token': token },
    payload: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString(),
  });
}

/** The first sheet's name and rows, cells as exceljs reads them back (numbers stay numbers). */
async function sheetOf(raw: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows, bold: sheet.getRow(1).getCell(1).font?.bold };
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales, manager] = await Promise.all(['admin', 'sales', 'manager'].map((u) => t.login(u)));
  const log = (author: number, created: Date, read = '') =>
    ({ category_id: 1, content: '今天的工作', create_user_id: author, create_time: created, update_time: created, read_user_ids: read });
  const logs = await t.db.insertInto('oa_log').values([
    log(LINA, at(3, 1)), log(LINA, at(3, 2), `,${MANAGER},`), log(LINA, at(3, 3)), log(LIUYANG, at(3, 4)), log(LINA, at(2, 28)),
  ]).returning('log_id').execute();
  await t.db.insertInto('task_comment').values({ user_id: MANAGER, content: '收到', create_time: at(3, 2), type_id: logs[1]!.log_id, type: 2 }).execute();
  const examine = (author: number, category: number, created: Date) =>
    ({ category_id: category, content: '申请', create_user_id: author, create_time: created, update_time: created, batch_id: batch(), custom: JSON.stringify({}), check_status: 1 });
  await t.db.insertInto('oa_examine').values([
    examine(LINA, 1, at(3, 5)), examine(LINA, 1, at(3, 6)), examine(LINA, 2, at(3, 7)), examine(LIUYANG, 3, at(3, 8)), examine(LINA, 2, at(2, 7)),
  ]).execute();
});
afterAll(async () => { await t?.close(); });

describe('biWork/logStatisticsExport', () => {
  it('answers an xlsx of 日志分析\'s table: its headers, one row per writer as the statistics count them', async () => {
    const response = await post('logStatisticsExport', MARCH, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="log_statistics_\d{8}\.xlsx"; filename\*=UTF-8''%E6%97%A5%E5%BF%97%E5%88%86%E6%9E%90_\d{8}\.xlsx$/);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('日志分析');
    expect(sheet.bold).toBe(true);
    expect(sheet.rows).toEqual([
      ['员工', '日志数（篇）', '已点评（篇）', '未点评（篇）', '未读（篇）'],
      // 李娜: three logs in March (one of February left out), one commented, the commented one read
      ['李娜', 3, 1, 2, 2],
      ['刘洋', 1, 0, 1, 1],
    ]);
  });

  it('counts the people the same parameters name: one employee', async () => {
    const sheet = await sheetOf((await post('logStatisticsExport', { ...MARCH, userId: LIUYANG }, admin)).rawPayload);
    expect(sheet.rows.slice(1)).toEqual([['刘洋', 1, 0, 1, 1]]);
  });
});

describe('biWork/examineStatisticsExport', () => {
  it('answers an xlsx of 审批分析\'s table: 员工, then one column per category in use, every user of the department', async () => {
    const response = await post('examineStatisticsExport', MARCH, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    const stats = (await t.call('biWork/examineStatistics', MARCH, admin)).data as { categoryList: Array<{ title: string }>; userList: unknown[] };
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('审批分析');
    expect(sheet.rows[0]).toEqual(['员工', ...stats.categoryList.map((c) => c.title)]);
    expect(sheet.rows[0]!.slice(0, 4)).toEqual(['员工', '普通审批', '请假审批', '出差审批']);
    expect(sheet.rows).toHaveLength(1 + stats.userList.length);
    const lina = sheet.rows.find((row) => row[0] === '李娜')!;
    // two 普通审批 and one 请假审批 in March (February's not counted), no 出差审批
    expect(lina.slice(1, 4)).toEqual([2, 1, 0]);
    expect(sheet.rows.find((row) => row[0] === '刘洋')!.slice(1, 4)).toEqual([0, 0, 1]);
  });
});

describe('the statistics\' guard', () => {
  it('refuses those without bi.oa.read with the envelope, not a file', async () => {
    for (const token of [sales, manager]) {
      for (const path of ['logStatisticsExport', 'examineStatisticsExport']) {
        const response = await post(path, MARCH, token);
        expect(String(response.headers['content-type'])).toMatch(/application\/json/);
        expect(response.json().code, `${path}`).not.toBe(0);
      }
    }
  });
});
