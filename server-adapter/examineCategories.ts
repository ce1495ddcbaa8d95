// The admin's calls of office approval categories (server-contract 9.2): the list with each
// category's visibility and levels, save (new or edited), enable/disable, delete. The categories a
// user may submit in (queryAllExamineCategoryList) are in examine.ts.
import type { Page } from './types.ts';
import type { ExamineUser } from './crmExamine.ts';
import type { ExamineCategoryRow } from './examine.ts';
import { requestData, type RequestOptions } from './request.ts';

export interface ExamineCategoryLevel {
  stepId: number;
  /** 1 负责人主管 2 指定用户（任意一人） 3 指定用户（多人会签） 4 上一级审批人主管 */
  stepType: number;
  stepNum: number;
  userList: ExamineUser[];
}

/** One row of `OaExamineCategory/queryExamineCategoryList`: the create menu's row and the admin's facts. */
export interface ExamineCategoryAdminRow extends ExamineCategoryRow {
  /** 1 启用 0 禁用 */
  status: number;
  examineType: 1 | 2;
  /** Who may use it; both empty: everyone. */
  userIds: ExamineUser[];
  deptIds: { id: number; name: string }[];
  stepList: ExamineCategoryLevel[];
  updateTime?: string | null;
  createUserName?: string | null;
}

export function queryExamineCategoryPage(page: number, limit: number, options?: RequestOptions): Promise<Page<ExamineCategoryAdminRow>> {
  return requestData<Page<ExamineCategoryAdminRow>>('OaExamineCategory/queryExamineCategoryList', { page, limit }, options);
}

/** Every category not deleted (pageType 0), as the field designer lists them. */
export async function queryExamineCategories(options?: RequestOptions): Promise<ExamineCategoryAdminRow[]> {
  const data = await requestData<unknown>('OaExamineCategory/queryExamineCategoryList', { pageType: 0 }, options);
  return Array.isArray(data) ? (data as ExamineCategoryAdminRow[]) : [];
}

export interface ExamineCategoryInput {
  /** Absent: a new category. */
  id?: number;
  title: string;
  remarks: string;
  examineType: 1 | 2;
  userIds: number[];
  deptIds: number[];
  step: { stepType: number; checkUserId: number[] }[];
}

export async function saveExamineCategory(input: ExamineCategoryInput): Promise<{ categoryId: number }> {
  return requestData<{ categoryId: number }>('OaExamineCategory/setExamineCategory', { ...input }, { encoding: 'json' });
}

/** 启用 ↔ 停用 */
export async function toggleExamineCategory(id: number): Promise<void> {
  await requestData('OaExamineCategory/updateStatus', { id });
}

export async function deleteExamineCategory(id: number): Promise<void> {
  await requestData('OaExamineCategory/deleteExamineCategory', { id });
}
