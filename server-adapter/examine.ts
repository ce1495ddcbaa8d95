// OA approval categories (server-contract 9.2) as the admin field designer lists them.
import { requestData, type RequestOptions } from './request.ts';

/** One row of `OaExamineCategory/queryAllExamineCategoryList` (categories not deleted). */
export interface ExamineCategoryRow {
  categoryId: number;
  title: string;
  remarks: string | null;
  /** 1 普通 2 请假 3 出差 4 加班 5 差旅报销 6 借款 0 自定义 */
  type: number;
  /** 1 启用 0 禁用 */
  status: number;
  /** 1 = system category: its fields cannot be edited */
  isSys: number;
  examineType: number;
}

export function queryAllExamineCategoryList(options?: RequestOptions): Promise<ExamineCategoryRow[]> {
  return requestData<ExamineCategoryRow[]>('OaExamineCategory/queryAllExamineCategoryList', undefined, options);
}
