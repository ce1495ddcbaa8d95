// CRM approvals (contract 9.1), business types (7.6) and sales targets (12.3).
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import type { Fixture } from '../fixture.ts';
import { ok, oneOf, page } from '../shape.ts';
import { approvals } from './crmSettingsSupport.ts';

const USER_BRIEF = { userId: 'int', realname: 'string', img: 'string?' };

/** An approval level (admin_examine_step) with its approvers (contract 9.1). */
const STEP = {
  stepId: 'int', stepType: 'int', examineId: 'int', checkUserId: 'string?', stepNum: 'int', createTime: 'datetime', remarks: 'string?',
  userList: [USER_BRIEF],
};

/** A flow of examine/queryAllExamine (contract 9.1). */
const FLOW = {
  examineId: 'int', categoryType: 'int', examineType: 'int', name: 'string', deptIds: [{ id: 'int', name: 'string' }], userIds: [USER_BRIEF],
  createTime: 'datetime', createUserId: 'int', updateTime: 'datetime?', updateUserId: 'int?', status: 'int', remarks: 'string?',
  stepList: [STEP], updateUserName: 'string?', createUserName: 'string?',
};

/** The flow row itself (admin_examine columns), as examine/queryExaminStep answers it. */
const FLOW_ROW = {
  examineId: 'int', categoryType: 'int', examineType: 'int', name: 'string', deptIds: 'string?', userIds: 'string?', createTime: 'datetime',
  createUserId: 'int', updateTime: 'datetime?', updateUserId: 'int?', status: 'int', remarks: 'string?',
};

/** One approver's row of an authorised flow's progress (contract 9.1 queryExamineRecordList). */
const LOG_STEP = { examineTime: 'datetime?', examineStatus: 'int', realname: 'string', img: 'string?', logId: 'int', examinUser: USER_BRIEF };
/** The submitter's pseudo-step (examineStatus 5) of the same answer. */
const SUBMITTER_STEP = {
  createUser: USER_BRIEF, examineUserName: 'string', userId: 'int', img: 'string?', examineTime: 'datetime', examineStatus: 'int',
  userList: [{ ...USER_BRIEF, examineStatus: 'int', stepType: 'int', examineTime: 'datetime' }], examinUser: USER_BRIEF,
};

/** A business type row of businessType/queryBusinessTypeList (contract 7.6). */
const BUSINESS_TYPE = {
  typeId: 'int', name: 'string', createTime: 'datetime', deptIds: [{ id: 'int', name: 'string' }], createUserId: 'int', createName: 'string?',
};
const BUSINESS_STATUS = { statusId: 'int', typeId: 'int', name: 'string', rate: 'string', orderNum: 'int' };

/** The target keys of an achievement row (contract 12.3): money as decimal strings. */
const TARGETS = {
  achievementId: 'int?', objId: 'int', type: 'int', year: 'string', status: 'int', january: 'decimal', february: 'decimal', march: 'decimal',
  april: 'decimal', may: 'decimal', june: 'decimal', july: 'decimal', august: 'decimal', september: 'decimal', october: 'decimal',
  november: 'decimal', december: 'decimal', yeartarget: 'decimal',
};
const THIS_YEAR = String(new Date().getFullYear());

const disabledFlows = new WeakMap<TestApp, Promise<void>>();

/**
 * The seeded flows are authorised (no levels): a disabled fixed flow with a level, so the answer's
 * `stepList` has rows to check (disabled: no submission uses it).
 */
function withFixedFlow(fx: Fixture, t: TestApp): Promise<void> {
  let made = disabledFlows.get(t);
  if (!made) {
    made = (async () => {
      const now = new Date();
      const { examine_id } = await t.db.insertInto('admin_examine').values({
        category_type: 1, examine_type: 1, name: '契约测试固定流程', remarks: null, dept_ids: ',1,', user_ids: `,${fx.users.manager},`,
        create_time: now, create_user_id: fx.users.admin, update_time: now, update_user_id: fx.users.admin, status: 0,
      }).returning('examine_id').executeTakeFirstOrThrow();
      await t.db.insertInto('admin_examine_step').values({
        step_type: 2, examine_id, check_user_id: `,${fx.users.manager},`, step_num: 1, create_time: now, remarks: null,
      }).execute();
    })();
    disabledFlows.set(t, made);
  }
  return made;
}

const businessTypes = new WeakMap<TestApp, Promise<number>>();

/** A business type with a department (the seeded one has none, so `deptIds` would go unchecked). */
function typeWithDept(fx: Fixture, t: TestApp): Promise<number> {
  let made = businessTypes.get(t);
  if (!made) {
    made = (async () => {
      await postJson(t, 'businessType/setBusinessType', {
        crmBusinessType: { name: '契约测试部门商机组' }, deptIds: [fx.deptId], crmBusinessStatus: [{ name: '需求确认', rate: '30' }],
      }, fx.tokens.admin);
      return (await t.db.selectFrom('crm_business_type').select('type_id').where('name', '=', '契约测试部门商机组').executeTakeFirstOrThrow()).type_id;
    })();
    businessTypes.set(t, made);
  }
  return made;
}

async function postJson(t: TestApp, url: string, body: unknown, token: string) {
  const response = await t.app.inject({
    method: 'POST', url: `/api/${url}`, headers: { 'content-type': 'application/json', 'admin-token': token }, payload: JSON.stringify(body),
  });
  const answer = response.json() as { code: number; msg?: string };
  if (answer.code !== 0) throw new Error(`${url} refused: ${answer.msg}`);
}

const examineCases: ContractCase[] = [
  {
    url: 'examine/queryAllExamine', see: '9.1',
    params: async (fx, t) => { await withFixedFlow(fx, t); return {}; },
    answer: ok(page(FLOW)), paged: { all: ok([FLOW]) },
  },
  {
    // the authorised contract flow, for a contract under review: its approver
    url: 'examine/queryExaminStep', see: '9.1',
    params: async (fx, t) => ({ categoryType: 1, id: (await approvals(fx, t)).pendingContractId }),
    answer: ok({ ...FLOW_ROW, examineUser: 'int', examineUserName: 'string' }),
  },
  {
    url: 'examineRecord/queryExamineRecordList', see: '9.1',
    params: async (fx, t) => ({ recordId: (await approvals(fx, t)).decidedRecordId }),
    answer: ok({ examineType: 'int', isCheck: 'int', isRecheck: 'int', steps: [oneOf(SUBMITTER_STEP, LOG_STEP)] }),
  },
  {
    url: 'examineRecord/queryExamineLogList', see: '9.1',
    params: async (fx, t) => ({ recordId: (await approvals(fx, t)).decidedRecordId }),
    answer: ok([{ orderId: 'int', userId: 'int', realname: 'string', img: 'string?', examineStatus: 'int', examineTime: 'datetime', remarks: 'string?' }]),
  },
  {
    url: 'examineRecord/auditExamine', see: '9.1', write: true,
    params: async (fx, t) => {
      const { pendingRecordId, pendingContractId } = await approvals(fx, t);
      return { recordId: pendingRecordId, status: 1, remarks: '同意', id: pendingContractId };
    },
    answer: ok(),
  },
  {
    // a fixed receivables flow: it takes over from the seeded one (examine/updateStatus gives it back)
    url: 'examine/saveExamine', see: '9.1', write: true,
    params: (fx) => ({
      categoryType: 2, examineType: 1, name: '契约测试回款流程', remarks: '', deptIds: [], userIds: [],
      step: [{ stepType: 2, checkUserId: [fx.users.manager] }],
    }),
    answer: { code: 'int', status: 'int' },
  },
  {
    // the seeded receivables flow (1) enabled again
    url: 'examine/updateStatus', see: '9.1', write: true, params: () => ({ examineId: 1, status: 1 }),
    answer: ok(),
  },
];

const businessTypeCases: ContractCase[] = [
  {
    url: 'businessType/queryBusinessTypeList', see: '7.6',
    params: async (fx, t) => { await typeWithDept(fx, t); return {}; },
    answer: ok(page(BUSINESS_TYPE)), paged: { all: ok([BUSINESS_TYPE]) },
  },
  {
    url: 'businessType/getBusinessType', see: '7.6', params: async (fx, t) => ({ id: await typeWithDept(fx, t) }),
    answer: ok({ typeId: 'int', name: 'string', deptIds: [{ id: 'int', name: 'string' }], statusList: [BUSINESS_STATUS] }),
  },
  {
    // no key in contract 3.7: a session is enough (the business form reads a group's stages)
    url: 'businessType/getBusinessType', see: '3.7', as: 'sales', params: (fx) => ({ id: fx.businessTypeId }),
    answer: ok({ typeId: 'int', name: 'string', deptIds: [], statusList: [BUSINESS_STATUS] }),
  },
  {
    url: 'businessType/setBusinessType', see: '7.6', write: true,
    params: (fx) => ({
      crmBusinessType: { name: '契约测试商机组' }, deptIds: [fx.deptId],
      crmBusinessStatus: [{ name: '初步接洽', rate: '10' }, { name: '签约', rate: '90' }],
    }),
    answer: ok(),
  },
  {
    url: 'businessType/deleteById', see: '7.6', write: true,
    params: async (fx, t) => {
      await postJson(t, 'businessType/setBusinessType', {
        crmBusinessType: { name: '契约测试待删商机组' }, deptIds: [], crmBusinessStatus: [{ name: '验证', rate: '20' }],
      }, fx.tokens.admin);
      const type = await t.db.selectFrom('crm_business_type').select('type_id').where('name', '=', '契约测试待删商机组').executeTakeFirstOrThrow();
      return { id: type.type_id };
    },
    answer: ok(),
  },
];

const achievementCases: ContractCase[] = [
  {
    // 2 部门: the department and its direct sub-departments
    url: 'achievement/queryAchievementList', see: '12.3', params: (fx) => ({ type: 2, year: THIS_YEAR, status: 1, deptId: fx.deptId }),
    answer: ok([{ deptId: 'int', name: 'string', ...TARGETS }]),
  },
  {
    // 3 员工: every employee of the department
    url: 'achievement/queryAchievementList', see: '12.3', params: (fx) => ({ type: 3, year: THIS_YEAR, status: 2, deptId: fx.deptId }),
    answer: ok([{ userId: 'int', name: 'string', ...TARGETS }]),
  },
];

export const crmSettingAdminCases: ContractCase[] = [...examineCases, ...businessTypeCases, ...achievementCases];
