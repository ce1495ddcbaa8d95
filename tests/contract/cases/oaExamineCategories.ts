// The admin's calls of office approval categories (contract 9.2) and the designer's save of a
// category's fields (5.7). The seeded categories name nobody and have no levels: one category of
// the cases' own (two levels, a person and a department) gives `stepList`, `userIds` and `deptIds`
// rows to check, and the writes work on categories made for them.
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import { type Fixture, postJsonData as postJson } from '../fixture.ts';
import { ok, page } from '../shape.ts';

const USER_BRIEF = { userId: 'int', realname: 'string', img: 'string?' };

/** A category's level (oa_examine_step) with its approvers. */
const LEVEL = {
  stepId: 'int', stepType: 'int', categoryId: 'int', checkUserId: 'string', stepNum: 'int', createTime: 'datetime', remarks: 'string?',
  userList: [USER_BRIEF],
};

/** A row of OaExamineCategory/queryExamineCategoryList (contract 9.2). */
const CATEGORY = {
  categoryId: 'int', title: 'string', remarks: 'string?', type: 'int', createUserId: 'int', status: 'int', isSys: 'int', examineType: 'int',
  userIds: [USER_BRIEF], deptIds: [{ id: 'int', name: 'string' }], createTime: 'datetime', updateTime: 'datetime?', stepList: [LEVEL],
};

let made = 0;

/** A new custom category (two fixed levels, visible to a person and a department); its id. */
async function category(fx: Fixture, t: TestApp, title: string): Promise<number> {
  made += 1;
  const data = await postJson(t, 'OaExamineCategory/setExamineCategory', {
    title: `${title}${made}`, remarks: '契约测试', examineType: 1, userIds: [fx.users.sales], deptIds: [fx.deptId],
    step: [{ stepType: 2, checkUserId: [fx.users.manager] }, { stepType: 1 }],
  }, fx.tokens.admin);
  return data.categoryId as number;
}

const listed = new WeakMap<TestApp, Promise<number>>();

export const oaExamineCategoryCases: ContractCase[] = [
  {
    url: 'OaExamineCategory/queryExamineCategoryList', see: '9.2',
    params: async (fx, t) => {
      if (!listed.has(t)) listed.set(t, category(fx, t, '契约测试列表审批'));
      await listed.get(t);
      return {};
    },
    answer: ok(page(CATEGORY)), paged: { all: ok([CATEGORY]) },
  },
  {
    // a category's own fields: the fixed 审批事由 and 备注 of a new one
    url: 'field/list', see: '5.7', params: async (fx, t) => ({ label: 10, categoryId: await category(fx, t, '契约测试字段审批') }),
    answer: ok([{ fieldId: 'int', fieldName: 'string', name: 'string', type: 'int', label: 'int', examineCategoryId: 'int', fieldType: 'int', formType: 'string' }]),
  },

  // writes
  {
    url: 'OaExamineCategory/setExamineCategory', see: '9.2', write: true,
    params: (fx) => ({
      title: '契约测试新建审批', remarks: '', examineType: 1, userIds: [], deptIds: [fx.deptId],
      step: [{ stepType: 3, checkUserId: [fx.users.manager, fx.users.finance] }],
    }),
    answer: ok({ categoryId: 'int' }),
  },
  {
    url: 'OaExamineCategory/updateStatus', see: '9.2', write: true,
    params: async (fx, t) => ({ id: await category(fx, t, '契约测试停用审批') }),
    answer: ok(),
  },
  {
    url: 'OaExamineCategory/deleteExamineCategory', see: '9.2', write: true,
    params: async (fx, t) => ({ id: await category(fx, t, '契约测试删除审批') }),
    answer: ok(),
  },
  {
    // a money field added to a new category's 审批事由 and 备注
    url: 'field/examineFieldSave', see: '5.7', write: true,
    params: async (fx, t) => {
      const categoryId = await category(fx, t, '契约测试设计审批');
      const rows = await postJson(t, 'field/list', { label: 10, categoryId }, fx.tokens.admin) as unknown[];
      return { label: 10, categoryId, data: [...rows, { name: '采购金额', type: 6, formType: 'floatnumber', isNull: 1 }] };
    },
    answer: ok(),
  },
];
