// OA approval categories (server-contract 9.2): the ones the signed-in user may submit in. The
// admin's calls (every category, with visibility and levels) are in examineCategories.ts.
import { requestData, type RequestOptions } from './request.ts';

/** One row of `OaExamineCategory/queryAllExamineCategoryList` (enabled, not deleted, visible to me). */
export interface ExamineCategoryRow {
  categoryId: number;
  title: string;
  remarks: string | null;
  /** 1 普通 2 请假 3 出差 4 加班 5 差旅报销 6 借款 0 自定义 */
  type: number;
  /** 1 = system category: its fields are fixed and it cannot be deleted */
  isSys: number;
  /** 1 固定审批 (levels), 2 授权审批 (the submitter picks the approver) */
  examineType: number;
}

export function queryAllExamineCategoryList(options?: RequestOptions): Promise<ExamineCategoryRow[]> {
  return requestData<ExamineCategoryRow[]>('OaExamineCategory/queryAllExamineCategoryList', undefined, options);
}
