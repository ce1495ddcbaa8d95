/**
 * scene/queryField (contract 6.5): the advanced-filter fields of a module, the fixed entries of
 * the contract's list, then the module's custom fields. A fixed entry's `fieldName` is what the
 * filter sends back as the condition's `name` (snake_case columns and joined names), which the
 * list engine (records/list/listFilters.ts) resolves.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadFieldRows, formTypeOf, settingOf } from '../fields/fieldRows.ts';
import { BusinessError } from '../http/errors.ts';
import { descriptorOfLabel } from '../modules/descriptors.ts';

type Entry = [fieldName: string, name: string, formType: string, setting?: unknown[]];

const PEOPLE_AND_TIMES: Entry[] = [
  ['owner_user_id', '负责人', 'user'], ['create_user_id', '创建人', 'user'],
  ['update_time', '更新时间', 'datetime'], ['create_time', '创建时间', 'datetime'],
];

const CHECK_STATUS = [
  { name: '通过', value: 1 }, { name: '拒绝', value: 2 }, { name: '审核中', value: 3 }, { name: '已撤回', value: 4 },
  { name: '未提交', value: 5 }, { name: '已作废', value: 6 },
];

const FIXED: Readonly<Record<number, Entry[]>> = {
  1: [
    ['leads_name', '线索名称', 'text'], ['telephone', '电话', 'text'], ['mobile', '手机', 'mobile'], ['address', '地址', 'text'],
    ['next_time', '下次联系时间', 'datetime'], ['remark', '备注', 'text'], ...PEOPLE_AND_TIMES,
  ],
  2: [
    ['customer_name', '客户名称', 'text'], ['mobile', '手机', 'text'], ['telephone', '电话', 'text'], ['website', '网址', 'text'],
    ['next_time', '下次联系时间', 'datetime'], ['remark', '备注', 'text'],
    ['deal_status', '成交状态', 'dealStatus', [{ name: '未成交', value: 0 }, { name: '已成交', value: 1 }]],
    ...PEOPLE_AND_TIMES, ['address', '地区定位', 'map_address'],
  ],
  3: [
    ['name', '姓名', 'text'], ['customer_name', '客户名称', 'customer'], ['mobile', '手机', 'mobile'], ['telephone', '电话', 'text'],
    ['email', '电子邮箱', 'email'], ['post', '职务', 'text'], ['address', '地址', 'text'], ['next_time', '下次联系时间', 'datetime'],
    ['remark', '备注', 'text'], ...PEOPLE_AND_TIMES,
  ],
  4: [
    ['name', '产品名称', 'text'], ['category_id', '产品类别', 'category'], ['num', '产品编码', 'number'], ['price', '价格', 'floatnumber'],
    ['description', '产品描述', 'text'], ...PEOPLE_AND_TIMES,
  ],
  5: [
    ['business_name', '商机名称', 'text'], ['customer_name', '客户名称', 'customer'], ['type_id', '商机状态组', 'business_type'],
    ['money', '商机金额', 'floatnumber'], ['deal_date', '预计成交日期', 'datetime'], ['remark', '备注', 'text'], ...PEOPLE_AND_TIMES,
  ],
  6: [
    ['num', '合同编号', 'number'], ['name', '合同名称', 'text'], ['check_status', '审核状态', 'checkStatus', CHECK_STATUS],
    ['customer_name', '客户名称', 'customer'], ['business_name', '商机名称', 'business'], ['order_date', '下单时间', 'date'],
    ['money', '合同金额', 'floatnumber'], ['start_time', '合同开始时间', 'datetime'], ['end_time', '合同结束时间', 'datetime'],
    ['contacts_name', '客户签约人', 'contacts'], ['company_user_id', '公司签约人', 'user'], ['remark', '备注', 'number'],
    ['product', '产品', 'product'], ...PEOPLE_AND_TIMES,
  ],
  7: [
    ['number', '回款编号', 'number'], ['check_status', '审核状态', 'checkStatus', CHECK_STATUS.slice(0, 5)],
    ['customer_name', '客户名称', 'customer'], ['contract_num', '合同编号', 'contract'], ['return_time', '回款日期', 'date'],
    ['money', '回款金额', 'floatnumber'], ['remark', '备注', 'textarea'], ...PEOPLE_AND_TIMES,
  ],
};

/** 商机状态组 options: enabled types with their stages plus 赢单/输单/无效 (contract 6.5). */
async function businessTypeSetting(db: Kysely<Database>): Promise<unknown[]> {
  const types = await db.selectFrom('crm_business_type').selectAll().where('status', '=', 1).orderBy('type_id').execute();
  const statuses = types.length
    ? await db.selectFrom('crm_business_status').selectAll().where('type_id', 'in', types.map((t) => t.type_id)).orderBy('order_num').execute()
    : [];
  return types.map((t) => ({
    ...t,
    statusList: [
      ...statuses.filter((s) => s.type_id === t.type_id),
      { statusId: 'win', name: '赢单', typeId: t.type_id }, { statusId: 'lose', name: '输单', typeId: t.type_id },
      { statusId: 'invalid', name: '无效', typeId: t.type_id },
    ],
  }));
}

/**
 * A module beyond the CRM's table above: its form's fixed fields that are columns of its table
 * (from its descriptor), then the owner, creator and times every record has.
 */
async function descriptorEntries(db: Kysely<Database>, label: number): Promise<Entry[] | undefined> {
  const module = descriptorOfLabel(label);
  if (!module?.lists) return undefined;
  const rows = (await loadFieldRows(db, label)).filter((f) => f.field_type === 1 && module.record.formColumns.includes(f.field_name));
  return [...rows.map((f): Entry => [f.field_name, f.name, formTypeOf(f) ?? 'text', settingOf(f)]), ...PEOPLE_AND_TIMES];
}

export async function sceneFields(db: Kysely<Database>, label: number): Promise<unknown[]> {
  const fixed = FIXED[label] ?? (await descriptorEntries(db, label));
  if (!fixed) throw new BusinessError('场景label不符合要求！');
  const entries: unknown[] = [];
  for (const [fieldName, name, formType, setting] of fixed) {
    entries.push({ fieldName, name, formType, setting: formType === 'business_type' ? await businessTypeSetting(db) : setting ?? [] });
  }
  const custom = (await loadFieldRows(db, label)).filter((f) => f.field_type === 0);
  for (const f of custom) {
    entries.push({ fieldId: f.field_id, fieldName: f.name, name: f.name, type: f.type, options: f.options, formType: formTypeOf(f), setting: settingOf(f) });
  }
  return entries;
}
