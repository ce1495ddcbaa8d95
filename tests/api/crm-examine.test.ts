// The approval flow of contracts and receivables (contract 9.1, issue 4): a submit needs an enabled
// flow and, for the seeded authorised flows, an approver (nothing written otherwise); drafts; the
// pending approver approves (contract → customer 已成交) or rejects; withdraw only by the submitter or
// the super admin and never after approval; resubmits supersede old logs; a fixed flow with a
// countersign level; edits refused while under review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
let sales2: string;
let manager: string;
let finance: string;
let customerId: number;

async function body(token: string, label: number, entity: Record<string, unknown>, custom: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const form = await t.call('field/queryField', { label }, token);
  if (form.code !== 0) throw new Error(form.msg);
  const field = (form.data as Record<string, unknown>[]).filter((f) => f.fieldType === 0).map((f) => ({ ...f, value: custom[f.name as string] ?? '' }));
  return { entity, field, ...extra };
}
const saveContract = async (token: string, entity: Record<string, unknown>, extra?: Record<string, unknown>) =>
  postJson(t, 'CrmContract/saveAndUpdate', await body(token, 6, { customer_id: customerId, ...entity }, {}, extra), token);
const saveReceivable = async (token: string, entity: Record<string, unknown>, extra?: Record<string, unknown>) =>
  postJson(t, 'CrmReceivables/saveOrUpdate', await body(token, 7, { customer_id: customerId, ...entity }, { 回款方式: '电汇' }, extra), token);

const count = async (table: 'crm_contract' | 'crm_receivables' | 'admin_examine_record' | 'admin_examine_log') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const contractByNum = (num: string) => t.db.selectFrom('crm_contract').selectAll().where('num', '=', num).executeTakeFirstOrThrow();
const logsOf = (recordId: number) => t.db.selectFrom('admin_examine_log').selectAll().where('record_id', '=', recordId).orderBy('log_id').execute();
const audit = (token: string, recordId: number, status: number, extra: Record<string, unknown> = {}) =>
  t.call('examineRecord/auditExamine', { recordId, status, remarks: '', ...extra }, token);
const progress = async (token: string, recordId: number) => (await t.call('examineRecord/queryExamineRecordList', { recordId }, token));

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales, sales2, manager, finance] = await Promise.all(['admin', 'sales', 'sales2', 'manager', 'finance'].map((u) => t.login(u)));
  const customer = await postJson(t, 'CrmCustomer/addOrUpdate', await body(sales, 2, { customer_name: '李娜的客户' }), sales);
  if (customer.code !== 0) throw new Error(customer.msg);
  customerId = customer.data.customerId;
});
afterAll(async () => { await t?.close(); });

describe('submitting a contract', () => {
  it('shows the seeded authorised flow and refuses a submit without approver, writing nothing', async () => {
    const step = await t.call('examine/queryExaminStep', { categoryType: 1 }, sales);
    expect(step.data).toMatchObject({ examineId: 2, categoryType: 1, examineType: 2, name: '合同审批流程', status: 1 });
    expect((await t.call('examine/queryExaminStep', { categoryType: 2 }, sales)).data).toMatchObject({ examineId: 1, examineType: 2, name: '回款审批流程' });

    const before = [await count('crm_contract'), await count('admin_examine_record'), await count('admin_examine_log')];
    expect(await saveContract(sales, { num: '1001', name: '无审批人' })).toEqual({ code: 500, msg: '审批人不能为空' });
    expect(await saveContract(sales, { num: '1001', name: '坏审批人' }, { checkUserId: 999 })).toEqual({ code: 500, msg: '审批人不存在' });
    expect([await count('crm_contract'), await count('admin_examine_record'), await count('admin_examine_log')]).toEqual(before);
  });

  it('refuses a submit while no flow is enabled, but keeps drafts possible', async () => {
    expect((await t.call('examine/updateStatus', { examineId: 2, status: 0 }, sales)).msg).toBe('无权访问');
    expect((await t.call('examine/updateStatus', { examineId: 2, status: 0 }, admin)).code).toBe(0);
    expect((await t.call('examine/queryExaminStep', { categoryType: 1 }, sales)).data).toBeNull();
    const before = await count('crm_contract');
    expect(await saveContract(sales, { num: '1002', name: '无流程' }, { checkUserId: SEED_USER.manager }))
      .toEqual({ code: 500, msg: '没有启动的审核步骤，不能添加！' });
    expect(await count('crm_contract')).toBe(before);
    expect((await saveContract(sales, { num: '1002', name: '无流程草稿', checkStatus: 5 })).code).toBe(0);
    expect(await contractByNum('1002')).toMatchObject({ check_status: 5, examine_record_id: null });
    expect((await t.call('examine/updateStatus', { examineId: 2, status: 1 }, admin)).code).toBe(0);
  });

  it('drafts, submits to the chosen approver, refuses edits while pending, and approval marks the customer 已成交', async () => {
    expect((await saveContract(sales, { num: '1003', name: '年度合同', checkStatus: 5 })).code).toBe(0);
    const draft = await contractByNum('1003');
    expect(draft.check_status).toBe(5);
    const recordId = draft.examine_record_id!;
    expect(await t.db.selectFrom('admin_examine_record').select(['examine_status', 'examine_id']).where('record_id', '=', recordId).executeTakeFirst())
      .toEqual({ examine_status: 5, examine_id: 2 });
    expect(await logsOf(recordId)).toEqual([]);
    expect((await progress(sales, recordId)).data).toMatchObject({ isCheck: 0, isRecheck: 0, steps: [{ examineStatus: 6 }] });

    // The draft submitted: the same record, one pending row for 张伟.
    const contractId = draft.contract_id;
    expect((await saveContract(sales, { contractId, num: '1003', name: '年度合同' }, { checkUserId: SEED_USER.manager })).code).toBe(0);
    expect(await contractByNum('1003')).toMatchObject({ check_status: 0, examine_record_id: recordId });
    expect((await logsOf(recordId)).map((l) => [l.examine_user, l.examine_status, l.is_recheck])).toEqual([[SEED_USER.manager, 0, 0]]);
    expect((await t.call('CrmContract/queryById', { contractId }, sales)).data).toMatchObject({ checkStatus: 0, examineRecordId: recordId });
    expect((await t.call('examine/queryExaminStep', { categoryType: 1, id: contractId }, sales)).data)
      .toMatchObject({ examineType: 2, examineUser: SEED_USER.manager, examineUserName: '张伟' });

    expect(await saveContract(sales, { contractId, num: '1003', name: '改名' }, { checkUserId: SEED_USER.manager }))
      .toEqual({ code: 500, msg: '不能编辑，请先撤回再编辑！' });

    expect((await progress(manager, recordId)).data).toMatchObject({
      examineType: 2, isCheck: 1, isRecheck: 0,
      steps: [{ examineStatus: 5, examinUser: { realname: '李娜' } }, { examineStatus: 0, realname: '张伟', userList: [{ userId: SEED_USER.manager, examineStatus: 0 }] }],
    });
    expect((await progress(sales, recordId)).data).toMatchObject({ isCheck: 0, isRecheck: 1 });
    // 刘洋 neither reads the contract nor takes part.
    expect(await progress(sales2, recordId)).toEqual({ code: 500, msg: '没有权限' });
    expect(await audit(sales2, recordId, 1)).toEqual({ code: 500, msg: '当前用户没有审批权限！' });
    expect(await audit(sales, recordId, 1)).toEqual({ code: 500, msg: '当前用户没有审批权限！' });

    expect(await t.db.selectFrom('crm_customer').select('deal_status').where('customer_id', '=', customerId).executeTakeFirst()).toEqual({ deal_status: 0 });
    expect((await audit(manager, recordId, 1, { remarks: '同意', id: contractId })).code).toBe(0);
    expect((await contractByNum('1003')).check_status).toBe(1);
    expect(await t.db.selectFrom('crm_customer').select('deal_status').where('customer_id', '=', customerId).executeTakeFirst()).toEqual({ deal_status: 1 });
    expect((await t.call('examineRecord/queryExamineLogList', { recordId }, sales)).data)
      .toEqual([expect.objectContaining({ userId: SEED_USER.manager, realname: '张伟', examineStatus: 1, remarks: '同意' })]);
    expect((await progress(manager, recordId)).data).toMatchObject({ isCheck: 0, isRecheck: 0 });

    expect(await audit(sales, recordId, 4)).toEqual({ code: 500, msg: '该合同已审核通过，不能撤回！' });
    expect(await audit(manager, recordId, 1)).toEqual({ code: 500, msg: '当前用户没有审批权限！' });
  });

  it('rejects, resubmits with old logs superseded, passes to a next approver, and withdraws only by submitter or super admin', async () => {
    expect((await saveContract(sales, { num: '1004', name: '服务合同' }, { checkUserId: SEED_USER.manager })).code).toBe(0);
    const { contract_id: contractId, examine_record_id: recordId } = await contractByNum('1004');
    expect((await audit(manager, recordId!, 2, { remarks: '金额不对' })).code).toBe(0);
    expect((await contractByNum('1004')).check_status).toBe(2);

    // Rejected: editable, and the resubmit supersedes the first round.
    expect((await saveContract(sales, { contractId, num: '1004', name: '服务合同（改）' }, { checkUserId: SEED_USER.manager })).code).toBe(0);
    expect(await contractByNum('1004')).toMatchObject({ check_status: 0, examine_record_id: recordId });
    expect((await logsOf(recordId!)).map((l) => [l.examine_status, l.is_recheck])).toEqual([[2, 1], [0, 0]]);

    // 张伟 approves and hands on to 王芳: 审核中 until she decides.
    expect((await audit(manager, recordId!, 1, { nextUserId: SEED_USER.finance })).code).toBe(0);
    expect((await contractByNum('1004')).check_status).toBe(3);
    expect((await progress(finance, recordId!)).data).toMatchObject({ isCheck: 1 });

    expect(await audit(sales2, recordId!, 4)).toEqual({ code: 500, msg: '当前用户没有审批权限！' });
    expect(await audit(finance, recordId!, 4)).toEqual({ code: 500, msg: '当前用户没有审批权限！' });
    expect((await audit(sales, recordId!, 4, { remarks: '补充条款' })).code).toBe(0);
    expect((await contractByNum('1004')).check_status).toBe(4);
    expect(await audit(finance, recordId!, 1)).toEqual({ code: 500, msg: '当前用户没有审批权限！' });
    expect((await progress(sales, recordId!)).data).toMatchObject({ isRecheck: 0, steps: [{ examineStatus: 4, userList: [{ realname: '李娜', remarks: '补充条款' }] }] });

    // Withdrawn: editable again; the super admin may withdraw someone else's submission.
    expect((await saveContract(sales, { contractId, num: '1004', name: '服务合同' }, { checkUserId: SEED_USER.finance })).code).toBe(0);
    expect((await audit(admin, recordId!, 4)).code).toBe(0);
    expect((await contractByNum('1004')).check_status).toBe(4);
  });
});

describe('a fixed flow', () => {
  it('runs levels 负责人主管 → 会签 → 上一级审批人主管 for receivables', async () => {
    const saved = await postJson(t, 'examine/saveExamine', {
      categoryType: 2, examineType: 1, name: '回款三级审批', remarks: '',
      step: [{ stepType: 1 }, { stepType: 3, checkUserId: [SEED_USER.manager, SEED_USER.finance] }, { stepType: 4 }],
    }, admin);
    expect(saved).toEqual({ code: 0, msg: 'success', status: 1 });
    const flows = (await t.call('examine/queryAllExamine', { page: 1, limit: 10 }, admin)).data.list as Record<string, unknown>[];
    expect(flows.find((f) => f.examineId === 1)).toMatchObject({ status: 0 });
    expect(flows.find((f) => f.name === '回款三级审批')).toMatchObject({ status: 1, examineType: 1, stepList: [{ stepType: 1 }, { stepType: 3 }, { stepType: 4 }] });

    const step = (await t.call('examine/queryExaminStep', { categoryType: 2 }, sales)).data;
    expect(step).toMatchObject({
      examineType: 1,
      examineSteps: [
        { stepType: 1, stepNum: 1, userList: [{ realname: '张伟' }] },
        { stepType: 3, stepNum: 2, userList: [{ realname: '张伟' }, { realname: '王芳' }] },
        { stepType: 4, stepNum: 3, userList: [{ realname: 'admin' }] },
      ],
    });

    const contract = await contractByNum('1003');
    expect((await saveReceivable(sales, { number: '9001', contract_id: contract.contract_id, money: '100', return_time: '2025-07-02' })).code).toBe(0);
    const receivable = await t.db.selectFrom('crm_receivables').selectAll().where('number', '=', '9001').executeTakeFirstOrThrow();
    const recordId = receivable.examine_record_id!;
    expect(receivable.check_status).toBe(0);
    // Levels not reached yet name who would approve them, marked predicted.
    const predictedMarks = ((await progress(sales, recordId)).data.steps as { userList: { predicted?: number }[] }[])
      .map((step) => step.userList.map((user) => user.predicted ?? 0));
    expect(predictedMarks).toEqual([[0], [0], [1, 1], [1]]);
    expect(await saveReceivable(sales, { receivablesId: receivable.receivables_id, number: '9001', contract_id: contract.contract_id, money: '1' }))
      .toEqual({ code: 500, msg: '不能编辑，请先撤回再编辑！' });

    expect(await audit(finance, recordId, 1)).toEqual({ code: 500, msg: '当前用户没有审批权限！' });
    expect((await audit(manager, recordId, 1)).code).toBe(0);
    const receivableStatus = async () => (await t.db.selectFrom('crm_receivables').select('check_status').where('number', '=', '9001').executeTakeFirstOrThrow()).check_status;
    expect(await receivableStatus()).toBe(3);
    // Countersign: both must approve; the first approval leaves it 审核中.
    expect((await audit(manager, recordId, 1)).code).toBe(0);
    expect(await receivableStatus()).toBe(3);
    expect((await progress(finance, recordId)).data).toMatchObject({ isCheck: 1 });
    expect((await audit(finance, recordId, 1, { remarks: '已核对' })).code).toBe(0);
    expect(await receivableStatus()).toBe(3);

    const shown = (await progress(admin, recordId)).data;
    expect(shown).toMatchObject({
      examineType: 1, isCheck: 1,
      steps: [
        { examineStatus: 5, userList: [{ realname: '李娜', stepType: 5 }] },
        { stepType: 1, examineStatus: 1, userList: [{ realname: '张伟', examineStatus: 1 }] },
        { stepType: 3, examineStatus: 1, userList: [{ realname: '张伟', examineStatus: 1 }, { realname: '王芳', examineStatus: 1, remarks: '已核对' }] },
        // 王芳 approved last: her superior (admin) decides level 3.
        { stepType: 4, examineStatus: 0, userList: [{ realname: 'admin', examineStatus: 0 }] },
      ],
    });
    expect(shown.steps[3].userList[0]).not.toHaveProperty('predicted');
    expect((await audit(admin, recordId, 1)).code).toBe(0);
    expect(await receivableStatus()).toBe(1);
    expect(await audit(sales, recordId, 4)).toEqual({ code: 500, msg: '该回款已审核通过，不能撤回！' });
  });
});

describe('an approver outside the submitter\'s data scope', () => {
  it('may open the contract they are asked to approve, and nothing else of the submitter\'s', async () => {
    // 王芳 (finance, scope 本人) is not 李娜's superior: only the approval lets her read.
    expect((await saveContract(sales, { num: '1901', name: '请财务审批' }, { checkUserId: SEED_USER.finance })).code).toBe(0);
    const asked = await contractByNum('1901');
    const detail = await t.call('CrmContract/queryById', { contractId: asked.contract_id }, finance);
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({ name: '请财务审批' });
    expect(detail.data.dataAuth).not.toBe(0);
    expect((await t.call('CrmCustomer/queryById', { customerId }, finance)).data).toEqual({ dataAuth: 0 });
    // Reading is all: she cannot edit it.
    expect((await saveContract(finance, { contractId: asked.contract_id, num: '1901', name: '改名' }, { checkUserId: SEED_USER.finance })).code).toBe(500);
  });

  it('loses its approval rows when the contract is deleted', async () => {
    const asked = await contractByNum('1901');
    const recordId = asked.examine_record_id!;
    expect((await logsOf(recordId)).length).toBeGreaterThan(0);
    expect((await t.call('CrmContract/deleteByIds', { contractIds: String(asked.contract_id) }, admin)).code).toBe(0);
    expect(await logsOf(recordId)).toEqual([]);
    expect(await t.db.selectFrom('admin_examine_record').select('record_id').where('record_id', '=', recordId).execute()).toEqual([]);
  });
});

describe('a contract naming another customer\'s business', () => {
  it('is refused by the server as the form\'s linkage would, and nothing is written', async () => {
    const other = await postJson(t, 'CrmCustomer/addOrUpdate', await body(sales, 2, { customer_name: '别家客户' }), sales);
    const business = await postJson(t, 'CrmBusiness/addOrUpdate', await body(sales, 5, { business_name: '别家商机', customer_id: other.data.customerId, type_id: 1, status_id: 1 }), sales);
    expect(business.code).toBe(0);
    const businessId = (await t.db.selectFrom('crm_business').select('business_id').where('business_name', '=', '别家商机').executeTakeFirstOrThrow()).business_id;
    const before = await count('crm_contract');
    expect(await saveContract(sales, { num: '1950', name: '挂错商机', business_id: businessId }, { checkUserId: SEED_USER.manager }))
      .toEqual({ code: 500, msg: '商机不属于该客户' });
    expect(await count('crm_contract')).toBe(before);
  });
});
