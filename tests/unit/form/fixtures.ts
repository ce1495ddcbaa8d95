// A customer-like create form, shaped like `field/queryField` answers (server-contract 5.4).
import type { FieldDefinition } from '../../../engine/fields/index.ts';

export const customerFields: FieldDefinition[] = [
  { fieldId: 10, fieldName: 'customer_name', name: '客户名称', formType: 'text', inputTips: '请输入客户全称', isUnique: 1, isNull: 1, value: '', fieldType: 1, sorting: 0 },
  { fieldId: 11, fieldName: 'mobile', name: '手机', formType: 'mobile', isNull: 0, value: '', fieldType: 1, sorting: 1 },
  { fieldId: 24, fieldName: 'email', name: '邮箱', formType: 'email', isNull: 0, value: '', fieldType: 1, sorting: 2 },
  { fieldId: 17, fieldName: '客户级别', name: '客户级别', formType: 'select', setting: ['A（核心客户）', 'B（重点客户）', 'C（普通客户）'], isNull: 1, value: '', fieldType: 0, sorting: 3 },
  { fieldId: 73, fieldName: 'remark', name: '备注', formType: 'textarea', isNull: 0, value: '', fieldType: 1, sorting: 4 },
  { fieldId: 41, fieldName: 'deal_date', name: '预计成交日期', formType: 'date', isNull: 0, value: '', fieldType: 1, sorting: 5 },
];
