/**
 * The system fields of every module (contract 5.3, from the original's docs/crm9.sql), same ids,
 * names, types, options, operating, is_null, is_unique and sorting. A label's rows are inserted
 * only together with its `admin_field_version` row, i.e. once per database: a field an admin later
 * edits or deletes is never brought back by a restart.
 */
import type { Kysely } from 'kysely';
import type { Database, NewAdminField } from '../schema.ts';

/** [fieldId, fieldName, name, type, isUnique, isNull, sorting, maxLength, options, operating, fieldType] */
type CrmFieldSeed = [number, string, string, number, 0 | 1, 0 | 1, number, number | null, string | null, number, 0 | 1];

const LEADS_SOURCE = '促销,搜索引擎,广告,转介绍,线上注册,线上询价,预约上门,电话咨询,邮件咨询';
const CUSTOMER_SOURCE = '促销,搜索引擎,广告,转介绍,线上注册,线上询价,预约上门,陌拜,电话咨询,邮件咨询';
const INDUSTRY = 'IT,金融业,房地产,商业服务,运输/物流,生产,政府,文化传媒';
const LEVEL = 'A（重点客户）,B（普通客户）,C（非优先客户）';
const UNITS = '个,块,只,把,枚,瓶,盒,台,吨,千克,米,箱,套';
const RETURN_TYPES = '支票,现金,邮政汇款,电汇,网上转账,支付宝,微信支付,其他';

export const CRM_FIELD_SEED: Readonly<Record<number, readonly CrmFieldSeed[]>> = {
  1: [
    [1, 'leads_name', '线索名称', 1, 1, 1, 0, 255, null, 1, 1],
    [2, '线索来源', '线索来源', 3, 0, 0, 1, null, LEADS_SOURCE, 1, 0],
    [3, 'telephone', '电话', 1, 0, 0, 2, 255, null, 1, 1],
    [4, 'mobile', '手机', 7, 0, 0, 3, 255, null, 1, 1],
    [5, '客户行业', '客户行业', 3, 0, 0, 4, null, INDUSTRY, 1, 0],
    [6, '客户级别', '客户级别', 3, 0, 0, 5, null, LEVEL, 1, 0],
    [7, 'address', '地址', 1, 0, 0, 6, 255, null, 1, 1],
    [8, 'next_time', '下次联系时间', 13, 0, 0, 7, null, null, 1, 1],
    [9, 'remark', '备注', 1, 0, 0, 8, 255, null, 1, 1],
  ],
  2: [
    [10, 'customer_name', '客户名称', 1, 1, 1, 0, 255, null, 1, 1],
    [11, 'mobile', '手机', 7, 0, 0, 1, 255, null, 1, 1],
    [12, 'telephone', '电话', 1, 0, 0, 2, 255, null, 1, 1],
    [18, '客户来源', '客户来源', 3, 0, 0, 3, null, CUSTOMER_SOURCE, 1, 0],
    [19, '客户行业', '客户行业', 3, 0, 0, 4, null, INDUSTRY, 1, 0],
    [17, '客户级别', '客户级别', 3, 0, 0, 5, null, LEVEL, 1, 0],
    [13, 'website', '网址', 1, 0, 0, 6, 255, null, 1, 1],
    [15, 'next_time', '下次联系时间', 13, 0, 0, 8, null, null, 1, 1],
    [16, 'remark', '备注', 1, 0, 0, 9, 255, null, 1, 1],
  ],
  3: [
    [20, 'name', '姓名', 1, 0, 1, 0, 255, null, 1, 1],
    [21, 'customer_id', '客户名称', 15, 0, 0, 1, null, null, 3, 1],
    [22, 'mobile', '手机', 7, 0, 0, 2, 255, null, 1, 1],
    [23, 'telephone', '电话', 1, 0, 0, 3, 255, null, 1, 1],
    [24, 'email', '电子邮箱', 14, 0, 0, 4, 255, null, 1, 1],
    [25, 'post', '职务', 1, 0, 0, 5, 255, null, 1, 1],
    [26, 'address', '地址', 1, 0, 0, 6, 255, null, 1, 1],
    [27, 'next_time', '下次联系时间', 13, 0, 0, 7, null, null, 1, 1],
    [28, 'remark', '备注', 1, 0, 0, 8, 255, null, 1, 1],
    [29, '是否关键决策人', '是否关键决策人', 3, 0, 0, 9, null, '是,否', 3, 0],
    [30, '性别', '性别', 3, 0, 0, 10, null, '男,女', 3, 0],
  ],
  4: [
    [31, 'name', '产品名称', 1, 0, 0, 0, 255, null, 1, 1],
    [32, 'category_id', '产品类型', 19, 0, 1, 1, null, null, 3, 1],
    [33, 'num', '产品编码', 5, 1, 1, 2, 255, null, 1, 1],
    [34, 'price', '价格', 6, 0, 1, 3, 255, null, 1, 1],
    [35, 'description', '产品描述', 1, 0, 0, 4, 255, null, 1, 1],
    [36, '是否上下架', '是否上下架', 3, 0, 1, 5, null, '上架,下架', 3, 0],
    [37, '单位', '单位', 3, 0, 0, 6, null, UNITS, 1, 0],
  ],
  5: [
    [38, 'business_name', '商机名称', 1, 0, 0, 0, 255, null, 3, 1],
    [39, 'customer_id', '客户名称', 15, 0, 1, 1, null, null, 3, 1],
    [40, 'money', '商机金额', 6, 0, 0, 2, 255, null, 1, 1],
    [41, 'deal_date', '预计成交日期', 13, 0, 0, 3, null, null, 1, 1],
    [42, 'remark', '备注', 1, 0, 0, 4, 255, null, 1, 1],
  ],
  6: [
    // 合同编号 and 回款编号 are text codes (HT-2026-0135), not the contract's formType 5: migration 0020.
    [43, 'num', '合同编号', 1, 1, 1, 0, 255, null, 1, 1],
    [44, 'name', '合同名称', 1, 0, 1, 1, 255, null, 1, 1],
    [45, 'customer_id', '客户名称', 15, 0, 1, 2, null, null, 3, 1],
    [46, 'business_id', '商机名称', 16, 0, 0, 3, null, null, 3, 1],
    [47, 'order_date', '下单时间', 4, 0, 0, 4, null, null, 1, 1],
    [48, 'money', '合同金额', 6, 0, 0, 5, 255, null, 1, 1],
    [49, 'start_time', '合同开始时间', 4, 0, 0, 6, null, null, 1, 1],
    [50, 'end_time', '合同结束时间', 4, 0, 0, 7, null, null, 1, 1],
    [51, 'contacts_id', '客户签约人', 17, 0, 0, 8, null, null, 3, 1],
    [52, 'company_user_id', '公司签约人', 10, 0, 0, 9, null, null, 3, 1],
    [53, 'remark', '备注', 1, 0, 0, 10, 255, null, 1, 1],
  ],
  7: [
    [54, 'number', '回款编号', 1, 0, 1, 0, 255, null, 1, 1],
    [55, 'customer_id', '客户名称', 15, 0, 1, 1, null, null, 3, 1],
    [56, 'contract_id', '合同编号', 20, 0, 1, 2, null, null, 3, 1],
    [57, 'return_time', '回款日期', 4, 0, 0, 3, null, null, 1, 1],
    [58, 'money', '回款金额', 6, 0, 0, 4, 255, null, 1, 1],
    [59, 'plan_id', '期数', 21, 0, 0, 5, null, null, 3, 1],
    [60, 'remark', '备注', 1, 0, 0, 6, 255, null, 1, 1],
    [61, '回款方式', '回款方式', 3, 0, 0, 7, null, RETURN_TYPES, 1, 0],
  ],
  8: [
    [68, 'customer_id', '客户名称', 15, 0, 0, 1, null, null, 3, 1],
    [69, 'contract_id', '合同编号', 20, 0, 0, 2, 11, null, 3, 1],
    [70, 'money', '计划回款金额', 6, 0, 0, 3, null, null, 3, 1],
    [71, 'return_date', '计划回款日期', 4, 0, 0, 4, null, null, 3, 1],
    [72, 'remind', '提前几天提醒', 5, 0, 0, 5, 11, null, 3, 1],
    [73, 'remark', '备注', 2, 0, 0, 6, 1000, null, 3, 1],
  ],
};

/** [fieldId, examineCategoryId, fieldName, name, type, isUnique, isNull, sorting, maxLength, defaultValue, options, operating, fieldType] */
type ExamineFieldSeed = [number, number, string, string, number, 0 | 1, 0 | 1, number, number | null, string, string | null, number, 0 | 1];

const LEAVE_TYPES = '年假,事假,病假,产假,调休,婚假,丧假,其他';

/** Label 10: the field templates of the six system OA categories, and the orphan demo rows 62-67 of category 7. */
export const EXAMINE_FIELD_SEED: readonly ExamineFieldSeed[] = [
  [74, 1, 'content', '审批内容', 1, 0, 1, 0, null, '', null, 3, 1],
  [75, 1, 'remark', '备注', 2, 0, 0, 1, 1000, '', null, 3, 1],
  [76, 2, 'type_id', '请假类型', 3, 0, 1, 0, null, '年假', LEAVE_TYPES, 3, 1],
  [77, 2, 'content', '审批内容', 1, 0, 1, 1, null, '', null, 3, 1],
  [78, 2, 'start_time', '开始时间', 13, 0, 1, 2, null, '', null, 3, 1],
  [79, 2, 'end_time', '结束时间', 13, 0, 1, 3, null, '', null, 3, 1],
  [80, 2, 'duration', '时长', 6, 0, 1, 4, null, '', null, 3, 1],
  [81, 2, 'remark', '备注', 2, 0, 0, 5, 1000, '', null, 3, 1],
  [82, 3, 'content', '出差事由', 1, 0, 1, 0, null, '', null, 3, 1],
  [83, 3, 'remark', '备注', 2, 0, 0, 1, 1000, '', null, 3, 1],
  [84, 3, 'duration', '出差总天数', 6, 0, 1, 2, null, '', null, 3, 1],
  [85, 3, 'cause', '行程明细', 22, 0, 1, 2, null, '', null, 3, 1],
  [86, 4, 'content', '加班原因', 1, 0, 1, 0, null, '', null, 3, 1],
  [87, 4, 'start_time', '开始时间', 13, 0, 1, 1, null, '', null, 3, 1],
  [88, 4, 'end_time', '结束时间', 13, 0, 1, 2, null, '', null, 3, 1],
  [89, 4, 'duration', '加班总天数', 6, 0, 1, 3, null, '', null, 3, 1],
  [90, 4, 'remark', '备注', 2, 0, 0, 4, 1000, '', null, 3, 1],
  [91, 5, 'content', '差旅事由', 1, 0, 1, 0, null, '', null, 3, 1],
  [92, 5, 'money', '报销总金额', 6, 0, 1, 1, 0, '', null, 3, 1],
  [93, 5, 'remark', '备注', 2, 0, 0, 2, 1000, '', null, 3, 1],
  [94, 5, 'cause', '费用明细', 23, 0, 0, 2, 1000, '', null, 3, 1],
  [95, 6, 'content', '借款事由', 1, 0, 1, 0, null, '', null, 3, 1],
  [96, 6, 'money', '借款金额（元）', 6, 0, 1, 1, 0, '', null, 3, 1],
  [97, 6, 'remark', '备注', 2, 0, 0, 2, 1000, '', null, 3, 1],
  [62, 7, 'content', '审批事由', 2, 0, 1, 0, 0, '', null, 1, 1],
  [63, 7, 'remark', '备注', 2, 0, 1, 1, 0, '', null, 1, 1],
  [64, 7, '单行文本', '单行文本', 1, 0, 0, 2, 255, '', null, 0, 0],
  [65, 7, '人员', '人员', 10, 0, 0, 3, null, '', null, 0, 0],
  [66, 7, '多行文本', '多行文本', 2, 0, 0, 4, 1000, '', null, 0, 0],
  [67, 7, '附件', '附件', 8, 0, 0, 5, null, '', null, 0, 0],
];

/** Every label that has fields, so also one version row each (9, the pool, follows label 2). */
export const FIELD_LABELS = [1, 2, 3, 4, 5, 6, 7, 8, 10] as const;

function fieldRowsOf(label: number, now: Date): NewAdminField[] {
  if (label === 10) {
    return EXAMINE_FIELD_SEED.map(([fieldId, categoryId, fieldName, name, type, isUnique, isNull, sorting, maxLength, defaultValue, options, operating, fieldType]) => ({
      field_id: fieldId, field_name: fieldName, name, type, label, remark: null, input_tips: null, max_length: maxLength,
      default_value: defaultValue, is_unique: isUnique, is_null: isNull, sorting, options, operating, update_time: now,
      examine_category_id: categoryId, field_type: fieldType, relevant: null,
    }));
  }
  return (CRM_FIELD_SEED[label] ?? []).map(([fieldId, fieldName, name, type, isUnique, isNull, sorting, maxLength, options, operating, fieldType]) => ({
    field_id: fieldId, field_name: fieldName, name, type, label, remark: null, input_tips: null, max_length: maxLength,
    default_value: '', is_unique: isUnique, is_null: isNull, sorting, options, operating, update_time: now,
    examine_category_id: null, field_type: fieldType, relevant: null,
  }));
}

export async function seedFields(db: Kysely<Database>, now = new Date()): Promise<void> {
  const inserted = await db.insertInto('admin_field_version')
    .values(FIELD_LABELS.map((label) => ({ label, version: 1, updated_at: now })))
    .onConflict((oc) => oc.doNothing())
    .returning('label')
    .execute();
  const rows = inserted.flatMap((row) => fieldRowsOf(row.label, now));
  if (rows.length) await db.insertInto('admin_field').values(rows).onConflict((oc) => oc.doNothing()).execute();
}
