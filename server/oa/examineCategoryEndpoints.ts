/**
 * OaExamineCategory/* (contract 9.2) and the designer's save of a category's fields (5.7). The
 * changes declare manage.oa.examine, as the contract's 3.7 does; the two lists need a session only:
 * the admin list (also what 自定义字段设置 lists), and the categories the caller may use.
 */
import { endpoint } from '../http/endpoint.ts';
import { usableCategories } from './examineCategories.ts';
import { saveExamineCategoryFields } from './examineCategoryFields.ts';
import { queryExamineCategoryList } from './examineCategoryList.ts';
import { deleteExamineCategory, setExamineCategory, toggleExamineCategory } from './examineCategorySave.ts';

export { requireExamineCategory } from './examineCategories.ts';

const ADMIN = { rights: ['manage.oa.examine'] };

export const examineCategoryEndpoints = [
  endpoint('OaExamineCategory/queryExamineCategoryList', async ({ db, params }) => queryExamineCategoryList(db, params)),

  endpoint('OaExamineCategory/setExamineCategory', ADMIN, async ({ db, params, userId }) => setExamineCategory(db, userId, params)),
  endpoint('OaExamineCategory/deleteExamineCategory', ADMIN, async ({ db, params, userId }) => { await deleteExamineCategory(db, userId, params); }),
  endpoint('OaExamineCategory/updateStatus', ADMIN, async ({ db, params }) => { await toggleExamineCategory(db, params); }),

  // What the create menu offers the caller: enabled, not deleted, visible to them.
  endpoint('OaExamineCategory/queryAllExamineCategoryList', async ({ db, userId }) =>
    (await usableCategories(db, userId)).map((row) => ({
      categoryId: row.category_id, title: row.title, type: row.type, remarks: row.remarks, examineType: row.examine_type, isSys: row.is_sys,
    }))),

  endpoint('field/examineFieldSave', ADMIN, async ({ db, params }) => { await saveExamineCategoryFields(db, params); }),
];
