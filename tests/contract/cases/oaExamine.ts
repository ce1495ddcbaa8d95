// The office approvals' calls (contract 9.2) and the office counters (8.3), all as the admin, so the
// generated security checks (tests/security) send the same ids as another user. The demo data has
// no approvals: the cases make theirs once per run (memoised per app) through the calls themselves:
// the admin's 差旅报销 with two expense lines, an attachment and a linked customer, asking 张伟; a
// 普通审批 of the admin's 张伟 has approved with a remark (a decided log row); one of 张伟's asking the
// admin (待我审批, the counter, the audit).
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import { type Fixture, postJsonData as postJson, uploadText } from '../fixture.ts';
import { ok, page } from '../shape.ts';

const USER_BRIEF = { userId: 'int', realname: 'string', img: 'string?' };
const FILE = {
  fileId: 'int', name: 'string', size: 'string', createUserId: 'int', createUserName: 'string?', createTime: 'datetime', filePath: 'string',
  fileType: 'string', batchId: 'string',
};

/** The list row of contract 9.2 (myInitiate, myOaExamine, queryExamineRelation). */
const ROW = {
  examineId: 'int', categoryId: 'int', content: 'string?', remark: 'string?', typeId: 'string?', money: 'decimal?', startTime: 'datetime?',
  endTime: 'datetime?', duration: 'decimal?', createUserId: 'int', createTime: 'datetime', updateTime: 'datetime', batchId: 'string',
  examineStatus: 'int', examineRecordId: 'int?', examineStepId: 'int?', categoryTitle: 'string', createUser: USER_BRIEF, img: [FILE], file: [FILE],
  customerList: [{ customerId: 'int', customerName: 'string' }], contactsList: [{ contactsId: 'int', name: 'string' }],
  businessList: [{ businessId: 'int', businessName: 'string' }], contractList: [{ contractId: 'int', contractName: 'string', num: 'string' }],
  causeTitle: 'string', permission: { isUpdate: 'int', isDelete: 'int', isChecked: 'int' },
};

const TRAVEL = {
  travelId: 'int', examineId: 'int', startAddress: 'string?', startTime: 'datetime?', endAddress: 'string?', endTime: 'datetime?', traffic: 'decimal?',
  stay: 'decimal?', diet: 'decimal?', other: 'decimal?', money: 'decimal?', vehicle: 'string?', trip: 'string?', duration: 'decimal?',
  description: 'string?', batchId: 'string?', img: [FILE], file: [FILE],
};

const PROGRESS_USER = { userId: 'int', realname: 'string', img: 'string?', examineStatus: 'int', examineTime: 'datetime?' };

const latest = async (t: TestApp) => t.db.selectFrom('oa_examine').selectAll().orderBy('examine_id', 'desc').limit(1).executeTakeFirstOrThrow();

interface Made {
  expense: { examineId: number; recordId: number };
  decided: { examineId: number; recordId: number };
  asking: { examineId: number; recordId: number };
}
const made = new WeakMap<TestApp, Promise<Made>>();

const ids = (row: { examine_id: number; examine_record_id: number | null }) => ({ examineId: row.examine_id, recordId: row.examine_record_id! });

async function make(fx: Fixture, t: TestApp): Promise<Made> {
  const admin = fx.tokens.admin!;
  const manager = await t.login('manager');
  const receipt = await uploadText(t, admin, '发票.txt', '发票');
  const lines = [
    { startAddress: '北京', endAddress: '上海', startTime: '2026-03-02 09:00:00', endTime: '2026-03-02 12:00:00', traffic: '553.50', stay: '0', diet: '46.5', other: '0', description: '高铁' },
    { startAddress: '上海', endAddress: '北京', startTime: '2026-03-04', endTime: '2026-03-04', traffic: '553.5', stay: '0', diet: '0', other: '0' },
  ];
  await postJson(t, 'OaExamine/setOaExamine', {
    oaExamine: { categoryId: 5, content: '上海客户拜访差旅', batchId: receipt.batchId }, oaExamineTravelList: lines,
    oaExamineRelation: { customerIds: String(fx.customerId), contactsIds: '', businessIds: '', contractIds: '' }, checkUserId: fx.users.manager,
  }, admin);
  const expense = ids(await latest(t));
  await postJson(t, 'OaExamine/setOaExamine', { oaExamine: { categoryId: 1, content: '申请显示器一台' }, checkUserId: fx.users.manager }, admin);
  const decided = ids(await latest(t));
  const approved = await t.call('OaExamine/auditExamine', { recordId: decided.recordId, status: 1, remarks: '同意' }, manager);
  if (approved.code !== 0) throw new Error(`auditExamine refused: ${approved.msg}`);
  await postJson(t, 'OaExamine/setOaExamine', { oaExamine: { categoryId: 1, content: '申请培训经费' }, checkUserId: fx.users.admin }, manager);
  const asking = ids(await latest(t));
  return { expense, decided, asking };
}

const approvals = (fx: Fixture, t: TestApp) => {
  if (!made.has(t)) made.set(t, make(fx, t));
  return made.get(t)!;
};

export const oaExamineCases: ContractCase[] = [
  {
    url: 'OaExamine/myInitiate', see: '9.2', params: async (fx, t) => (await approvals(fx, t), {}),
    answer: ok(page(ROW)), paged: { all: ok([ROW]) },
  },
  {
    url: 'OaExamine/myOaExamine', see: '9.2', params: async (fx, t) => (await approvals(fx, t), { status: 1 }),
    answer: ok(page(ROW)), paged: { all: ok([ROW]) },
  },
  {
    url: 'OaExamine/queryExamineRelation', see: '9.2', params: async (fx, t) => (await approvals(fx, t), { customerIds: fx.customerId }),
    answer: ok(page(ROW)), paged: { all: ok([ROW]) },
  },
  {
    url: 'OaExamine/queryOaExamineInfo', see: '9.2', params: async (fx, t) => ({ examineId: (await approvals(fx, t)).expense.examineId }),
    answer: ok({ ...ROW, category: 'string', type: 'int', record: { recordId: 'int', examineId: 'int', examineStatus: 'int', createUser: 'int', createTime: 'datetime' }, examineTravelList: [TRAVEL] }),
  },
  {
    url: 'OaExamine/getField', see: '9.2', params: async (fx, t) => ({ examineId: (await approvals(fx, t)).expense.examineId, isDetail: 2 }),
    answer: ok([{ fieldName: 'string', name: 'string', formType: 'string', setting: ['string'], isNull: 'int', isUnique: 'int', value: 'any', fieldType: 'int' }]),
  },
  {
    url: 'OaExamine/queryExaminStep', see: '9.2', params: () => ({ categoryId: 1 }),
    answer: ok({ examineType: 'int' }),
  },
  {
    url: 'OaExamine/queryExamineRecordList', see: '9.2', params: async (fx, t) => ({ recordId: (await approvals(fx, t)).decided.recordId }),
    answer: ok({ examineType: 'int', isCheck: 'int', isRecheck: 'int', steps: [{ examineStatus: 'int', userList: [PROGRESS_USER] }] }),
  },
  {
    url: 'OaExamine/queryExamineLogList', see: '9.2', params: async (fx, t) => ({ recordId: (await approvals(fx, t)).decided.recordId }),
    answer: ok([{ orderId: 'int', userId: 'int', realname: 'string', img: 'string?', examineStatus: 'int', examineTime: 'datetime', remarks: 'string?' }]),
  },
  {
    url: 'OaBackLog/num', see: '8.3', params: async (fx, t) => (await approvals(fx, t), {}),
    answer: ok({ eventNum: 'int', taskNum: 'int', announcementNum: 'int', logNum: 'int', examineNum: 'int' }),
  },

  // writes
  {
    url: 'OaExamine/setOaExamine', see: '9.2', write: true,
    params: (fx) => ({
      oaExamine: { categoryId: 2, typeId: '事假', content: '家中有事', startTime: '2026-03-09 09:00:00', endTime: '2026-03-09 18:00:00', duration: '1' },
      checkUserId: String(fx.users.manager),
    }),
    answer: ok(),
  },
  {
    url: 'OaExamine/auditExamine', see: '9.2', write: true,
    params: async (fx, t) => ({ recordId: (await approvals(fx, t)).asking.recordId, status: 1, remarks: '同意' }),
    answer: ok(),
  },
  {
    url: 'OaExamine/deleteOaExamine', see: '9.2', write: true,
    params: async (fx, t) => {
      await postJson(t, 'OaExamine/setOaExamine', { oaExamine: { categoryId: 1, content: '待删除的申请' }, checkUserId: fx.users.manager }, fx.tokens.admin!);
      return { examineId: (await latest(t)).examine_id };
    },
    answer: ok(),
  },
];
