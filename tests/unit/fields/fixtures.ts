// Field definitions shaped like `field/queryField` answers (server-contract 5.3/5.4).

import type { FieldDefinition } from '../../../engine/fields/index.ts';

/** One field of every form type, system and custom mixed, as a create form receives them. */
export const allFormTypeFields: FieldDefinition[] = [
  { fieldId: 10, fieldName: 'customer_name', name: '客户名称', type: 1, formType: 'text', inputTips: '请输入客户全称', setting: [], isUnique: 1, isNull: 1, value: '', fieldType: 1, sorting: 0 },
  { fieldId: 101, fieldName: '员工人数', name: '员工人数', type: 5, formType: 'number', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', defaultValue: '10', fieldType: 0, sorting: 1 },
  { fieldId: 48, fieldName: 'money', name: '合同金额', type: 6, formType: 'floatnumber', inputTips: null, setting: [], isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 2 },
  { fieldId: 11, fieldName: 'mobile', name: '手机', type: 7, formType: 'mobile', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 3 },
  { fieldId: 24, fieldName: 'email', name: '电子邮箱', type: 14, formType: 'email', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 4 },
  { fieldId: 73, fieldName: 'remark', name: '备注', type: 2, formType: 'textarea', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 5 },
  { fieldId: 18, fieldName: '客户来源', name: '客户来源', type: 3, formType: 'select', inputTips: null, options: '促销,搜索引擎,广告', setting: '促销,搜索引擎,广告', isUnique: 1, isNull: 1, value: '', fieldType: 0, sorting: 6 },
  { fieldId: 102, fieldName: '关注产品', name: '关注产品', type: 9, formType: 'checkbox', inputTips: null, setting: ['CRM', 'OA', 'BI'], isUnique: 0, isNull: 0, value: [], defaultValue: ['CRM', 'OA'], fieldType: 0, sorting: 7 },
  { fieldId: 47, fieldName: 'order_date', name: '下单时间', type: 4, formType: 'date', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 8 },
  { fieldId: 15, fieldName: 'next_time', name: '下次联系时间', type: 13, formType: 'datetime', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 9 },
  { fieldId: 52, fieldName: 'company_user_id', name: '公司签约人', type: 10, formType: 'user', inputTips: null, setting: [], isUnique: 0, isNull: 1, value: '', defaultValue: [], fieldType: 1, sorting: 10 },
  { fieldId: 103, fieldName: '负责部门', name: '负责部门', type: 12, formType: 'structure', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', defaultValue: [], fieldType: 0, sorting: 11 },
  { fieldId: 104, fieldName: '附件', name: '附件', type: 8, formType: 'file', inputTips: null, setting: [], isUnique: 0, isNull: 1, value: '', fieldType: 0, sorting: 12 },
  { fieldId: 51, fieldName: 'contacts_id', name: '客户签约人', type: 17, formType: 'contacts', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 13 },
  { fieldId: 45, fieldName: 'customer_id', name: '客户名称', type: 15, formType: 'customer', inputTips: null, setting: [], isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 14 },
  { fieldId: 56, fieldName: 'contract_id', name: '合同编号', type: 20, formType: 'contract', inputTips: null, setting: [], isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 15 },
  { fieldId: 46, fieldName: 'business_id', name: '商机名称', type: 16, formType: 'business', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 16 },
  { fieldId: 32, fieldName: 'category_id', name: '产品类型', type: 19, formType: 'category', inputTips: null, setting: [], isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 17 },
  { fieldName: 'type_id', name: '商机状态组', formType: 'business_type', setting: [], isNull: 1, value: '', fieldType: 1 },
  { fieldName: 'status_id', name: '商机阶段', formType: 'business_status', setting: [], isNull: 1, value: '', fieldType: 1 },
  { fieldName: 'product', name: '产品', formType: 'product', setting: [], isNull: 0, value: { discountRate: '', product: [], totalPrice: '' }, fieldType: 1 },
  { fieldName: 'map_address', name: '地区定位', formType: 'map_address', isNull: 0, fieldType: 1 },
  { fieldId: 59, fieldName: 'plan_id', name: '期数', type: 21, formType: 'receivables_plan', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 18 },
  { fieldId: 94, fieldName: 'cause', name: '费用明细', type: 23, formType: 'examine_cause', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 19 },
  { fieldId: 85, fieldName: 'trip', name: '行程明细', type: 22, formType: 'business_cause', inputTips: null, setting: [], isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 20 },
  { fieldId: 86, fieldName: 'color', name: '颜色', formType: 'color', inputTips: null, setting: ['#53D397', '#4AB6F4'], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 21 },
];

/** Contract create form (label 6) with its product grid. */
export const contractFields: FieldDefinition[] = [
  { fieldId: 43, fieldName: 'num', name: '合同编号', type: 5, formType: 'number', isUnique: 1, isNull: 1, value: '', fieldType: 1, sorting: 0 },
  { fieldId: 44, fieldName: 'name', name: '合同名称', type: 1, formType: 'text', isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 1 },
  { fieldId: 45, fieldName: 'customer_id', name: '客户名称', type: 15, formType: 'customer', isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 2 },
  { fieldId: 46, fieldName: 'business_id', name: '商机名称', type: 16, formType: 'business', isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 3 },
  { fieldId: 47, fieldName: 'order_date', name: '下单时间', type: 4, formType: 'date', isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 4 },
  { fieldId: 48, fieldName: 'money', name: '合同金额', type: 6, formType: 'floatnumber', isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 5 },
  { fieldId: 52, fieldName: 'company_user_id', name: '公司签约人', type: 10, formType: 'user', isUnique: 0, isNull: 0, value: '', defaultValue: [], fieldType: 1, sorting: 9 },
  { fieldId: 53, fieldName: 'remark', name: '备注', type: 1, formType: 'text', isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 10 },
  { fieldId: 105, fieldName: '合同类型', name: '合同类型', type: 3, formType: 'select', setting: ['直销', '代理'], isUnique: 0, isNull: 0, value: '', fieldType: 0, sorting: 11 },
  { fieldName: 'product', name: '产品', formType: 'product', setting: [], isNull: 0, value: { discountRate: '', product: [], totalPrice: '' }, fieldType: 1 },
];

/** Receivables create form (label 7). */
export const receivablesFields: FieldDefinition[] = [
  { fieldId: 54, fieldName: 'number', name: '回款编号', type: 5, formType: 'number', isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 0 },
  { fieldId: 55, fieldName: 'customer_id', name: '客户名称', type: 15, formType: 'customer', isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 1 },
  { fieldId: 56, fieldName: 'contract_id', name: '合同编号', type: 20, formType: 'contract', isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 2 },
  { fieldId: 57, fieldName: 'return_time', name: '回款日期', type: 4, formType: 'date', isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 3 },
  { fieldId: 58, fieldName: 'money', name: '回款金额', type: 6, formType: 'floatnumber', isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 4 },
  { fieldId: 59, fieldName: 'plan_id', name: '期数', type: 21, formType: 'receivables_plan', isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 5 },
  { fieldId: 60, fieldName: 'remark', name: '备注', type: 1, formType: 'text', isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 6 },
  { fieldId: 61, fieldName: '回款方式', name: '回款方式', type: 3, formType: 'select', setting: ['支票', '现金', '电汇'], isUnique: 0, isNull: 0, value: '', fieldType: 0, sorting: 7 },
];

/** Business create form (label 5) with its pseudo fields. */
export const businessFields: FieldDefinition[] = [
  { fieldId: 38, fieldName: 'business_name', name: '商机名称', type: 1, formType: 'text', isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 0 },
  { fieldId: 39, fieldName: 'customer_id', name: '客户名称', type: 15, formType: 'customer', isUnique: 0, isNull: 1, value: '', fieldType: 1, sorting: 1 },
  { fieldId: 40, fieldName: 'money', name: '商机金额', type: 6, formType: 'floatnumber', isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 2 },
  { fieldName: 'type_id', name: '商机状态组', value: '', formType: 'business_type', setting: [], isNull: 1, fieldType: 1 },
  { fieldName: 'status_id', name: '商机阶段', value: '', formType: 'business_status', setting: [], isNull: 1, fieldType: 1 },
];
