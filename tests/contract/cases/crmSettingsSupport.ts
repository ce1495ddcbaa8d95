// What the cases of crmSettings*.ts share: the list rows of contract 6.4 the back-log and workbench
// lists answer with, and the approvals the seeded data lacks (made once per run, on first use).
import type { TestApp } from '../../support/testApp.ts';
import type { Fixture } from '../fixture.ts';
import type { Shape } from '../shape.ts';

/** A list row's common keys (contract 6.4: every module). */
const LIST_ROW = {
  createUserId: 'int', ownerUserId: 'int?', createTime: 'datetime', updateTime: 'datetime', batchId: 'string',
  createUserName: 'string?', ownerUserName: 'string?', fieldBatchId: 'string',
};

/** A customer row of CrmCustomer/queryPageList (contract 6.4, columns 7.4). */
export const CUSTOMER_ROW: Shape = {
  ...LIST_ROW, customerId: 'int', customerName: 'string', followup: 'int', isLock: 'int', nextTime: 'datetime?', dealStatus: 'int',
  mobile: 'string?', telephone: 'string?', website: 'string?', remark: 'string?', address: 'string?', detailAddress: 'string?',
  lastContent: 'string?', businessCount: 'int',
};

/** A leads row (contract 6.4, columns 7.3). */
export const LEADS_ROW: Shape = {
  ...LIST_ROW, leadsId: 'int', leadsName: 'string', isTransform: 'int', followup: 'int', nextTime: 'datetime?',
  telephone: 'string?', mobile: 'string?', address: 'string?', remark: 'string?', lastContent: 'string?',
};

/** A contract row (contract 6.4, columns 7.7): money decimals, order/start/end dates. */
export const CONTRACT_ROW: Shape = {
  ...LIST_ROW, contractId: 'int', name: 'string', num: 'string', customerId: 'int', businessId: 'int?', checkStatus: 'int',
  examineRecordId: 'int?', orderDate: 'date?', startTime: 'date?', endTime: 'date?', money: 'decimal?', discountRate: 'decimal?',
  totalPrice: 'decimal?', contactsId: 'int?', companyUserId: 'int?', remark: 'string?',
  customerName: 'string?', businessName: 'string', contactsName: 'string?', companyUserName: 'string?',
  receivedMoney: 'decimal', unreceivedMoney: 'decimal',
};

/** A receivables row (contract 6.4, columns 7.8). */
export const RECEIVABLES_ROW: Shape = {
  ...LIST_ROW, receivablesId: 'int', number: 'string', planId: 'int?', customerId: 'int', contractId: 'int', checkStatus: 'int',
  examineRecordId: 'int?', returnTime: 'date?', returnType: 'string?', money: 'decimal?', remark: 'string?',
  customerName: 'string?', contractName: 'string?', contractNum: 'string?', contractMoney: 'decimal?', planNum: 'string?',
};

/** queryPageList's `data` (contract 6.4): rows and their total, no Page keys. */
export const listOf = (row: Shape): Shape => ({ list: [row], totalRow: 'int' });

export interface Approvals {
  /** A contract submitted by admin to admin: pending (the admin's 待审核合同, and an audit to make). */
  pendingContractId: number;
  pendingRecordId: number;
  /** A contract submitted by admin and approved by admin: its log has a decided row. */
  decidedContractId: number;
  decidedRecordId: number;
  /** A receivable submitted by admin to admin: pending (待审核回款). */
  pendingReceivablesId: number;
}

const made = new WeakMap<TestApp, Promise<Approvals>>();

/** The approvals, made on first use (CrmContract/saveAndUpdate with `checkUserId`, contract 7.7, 9.1). */
export function approvals(fx: Fixture, t: TestApp): Promise<Approvals> {
  let promise = made.get(t);
  if (!promise) {
    promise = makeApprovals(fx, t);
    made.set(t, promise);
  }
  return promise;
}

async function postJson(t: TestApp, url: string, body: unknown, token: string) {
  const response = await t.app.inject({
    method: 'POST', url: `/api/${url}`, headers: { 'content-type': 'application/json', 'admin-token': token }, payload: JSON.stringify(body),
  });
  const answer = response.json() as { code: number; msg?: string; data?: unknown };
  if (answer.code !== 0) throw new Error(`${url} refused: ${answer.msg}`);
  return answer;
}

/** A create body (contract 7.1): the entity, and the form's custom fields with their values. */
async function saveBody(t: TestApp, token: string, label: number, entity: Record<string, unknown>, custom: Record<string, string>) {
  const form = await t.call('field/queryField', { label }, token);
  if (form.code !== 0) throw new Error(`field/queryField refused: ${form.msg}`);
  const field = (form.data as Record<string, unknown>[]).filter((f) => f.fieldType === 0)
    .map((f) => ({ ...f, value: custom[f.name as string] ?? '' }));
  return { entity, field };
}

async function makeApprovals(fx: Fixture, t: TestApp): Promise<Approvals> {
  const token = fx.tokens.admin;
  const admin = fx.users.admin;
  // ending in ten days: once approved, the admin's 即将到期 contract too
  const endTime = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const contract = async (num: string) => {
    await postJson(t, 'CrmContract/saveAndUpdate', {
      ...(await saveBody(t, token, 6, { customer_id: fx.customerId, num, name: `审批用合同${num}`, money: '1200.00', end_time: endTime }, {})),
      checkUserId: admin,
    }, token);
    const row = await t.db.selectFrom('crm_contract').select(['contract_id', 'examine_record_id']).where('num', '=', num).executeTakeFirstOrThrow();
    return { id: row.contract_id, recordId: row.examine_record_id! };
  };
  const pending = await contract('880001');
  const decided = await contract('880002');
  const audit = await t.call('examineRecord/auditExamine', { recordId: decided.recordId, status: 1, remarks: '同意', id: decided.id }, token);
  if (audit.code !== 0) throw new Error(`examineRecord/auditExamine refused: ${audit.msg}`);

  await postJson(t, 'CrmReceivables/saveOrUpdate', {
    ...(await saveBody(t, token, 7, {
      customer_id: fx.customerId, contract_id: decided.id, number: '880003', money: '100.00', return_time: '2026-01-02',
    }, { 回款方式: '电汇' })),
    checkUserId: admin,
  }, token);
  const receivable = await t.db.selectFrom('crm_receivables').select('receivables_id').where('number', '=', '880003').executeTakeFirstOrThrow();
  return {
    pendingContractId: pending.id, pendingRecordId: pending.recordId, decidedContractId: decided.id, decidedRecordId: decided.recordId,
    pendingReceivablesId: receivable.receivables_id,
  };
}
