/**
 * Admin of the owned / locked customer limits (contract 7.4): CrmCustomer/customerSetting (create
 * or edit, JSON), queryCustomerSetting (a Page by type), editCustomerSetting (one rule with ids),
 * deleteCustomerSetting. A user or department may sit in one rule of each type only.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { readIdList } from '../../http/idList.ts';
import { type Params, optionalChoice, optionalInt, type Paging, requireText, toPage } from '../../http/params.ts';

export interface CustomerSettingInput {
  settingId?: number;
  settingName: string;
  customerNum: number;
  customerDeal: 0 | 1;
  type: 1 | 2;
  userIds: number[];
  deptIds: number[];
}

/** Ids from `[3, 7]`, `["3"]`, "3,7" or `[{userId: 3}]` / `[{id: 3}]`, as pickers send them. */
function idList(value: unknown, label: string, objectKeys: string[]): number[] {
  return readIdList(value, label, { objectKeys });
}

export function readCustomerSetting(params: Params): CustomerSettingInput {
  const customerNum = optionalInt(params, 'customerNum', '客户数量');
  if (customerNum === undefined) throw new BusinessError('请填写客户数量');
  if (customerNum < 0) throw new BusinessError('客户数量格式不正确');
  return {
    settingId: optionalInt(params, 'settingId', '规则'),
    settingName: requireText(params, 'settingName', '规则名称', 255),
    customerNum,
    customerDeal: (optionalChoice(params, 'customerDeal', '成交客户是否占用', [0, 1]) ?? 0) as 0 | 1,
    type: (optionalChoice(params, 'type', '规则类型', [1, 2]) ?? 1) as 1 | 2,
    userIds: idList(params.userList ?? params.userIds, '员工', ['userId', 'id']),
    deptIds: idList(params.deptList ?? params.deptIds, '部门', ['deptId', 'id']),
  };
}

export async function saveCustomerSetting(db: Kysely<Database>, input: CustomerSettingInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (input.settingId !== undefined) {
      const existing = await trx.selectFrom('crm_customer_setting').select('setting_id').where('setting_id', '=', input.settingId).forUpdate().executeTakeFirst();
      if (!existing) throw new BusinessError('该规则不存在或已被删除');
    }
    if (input.userIds.length) {
      const users = await trx.selectFrom('admin_user').select('user_id').where('user_id', 'in', input.userIds).execute();
      if (users.length !== input.userIds.length) throw new BusinessError('员工不存在');
    }
    if (input.deptIds.length) {
      const depts = await trx.selectFrom('admin_dept').select('dept_id').where('dept_id', 'in', input.deptIds).execute();
      if (depts.length !== input.deptIds.length) throw new BusinessError('部门不存在');
    }
    const taken = await trx.selectFrom('crm_customer_settinguser as su')
      .innerJoin('crm_customer_setting as s', 's.setting_id', 'su.setting_id')
      .select('su.id')
      .where('s.type', '=', input.type)
      .$if(input.settingId !== undefined, (q) => q.where('s.setting_id', '!=', input.settingId!))
      .where((eb) => eb.or([
        ...(input.userIds.length ? [eb.and([eb('su.type', '=', 1), eb('su.user_id', 'in', input.userIds)])] : []),
        ...(input.deptIds.length ? [eb.and([eb('su.type', '=', 2), eb('su.dept_id', 'in', input.deptIds)])] : []),
        eb.val(false),
      ]))
      .executeTakeFirst();
    if (taken) throw new BusinessError('已经有员工或部门信息包含在别的规则里面');

    const values = { setting_name: input.settingName, customer_num: input.customerNum, customer_deal: input.customerDeal, type: input.type };
    let settingId = input.settingId;
    if (settingId === undefined) {
      const row = await trx.insertInto('crm_customer_setting').values({ ...values, create_time: new Date() }).returning('setting_id').executeTakeFirstOrThrow();
      settingId = row.setting_id;
    } else {
      await trx.updateTable('crm_customer_setting').set(values).where('setting_id', '=', settingId).execute();
      await trx.deleteFrom('crm_customer_settinguser').where('setting_id', '=', settingId).execute();
    }
    const members = [
      ...input.userIds.map((id) => ({ setting_id: settingId!, user_id: id, dept_id: null, type: 1 })),
      ...input.deptIds.map((id) => ({ setting_id: settingId!, user_id: null, dept_id: id, type: 2 })),
    ];
    if (members.length) await trx.insertInto('crm_customer_settinguser').values(members).execute();
  });
}

export async function customerSettingPage(db: Kysely<Database>, type: number, paging: Paging) {
  const base = db.selectFrom('crm_customer_setting').where('type', '=', type);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const settings = await base.selectAll().orderBy('setting_id', 'desc')
    .$if(paging.pageType === 1, (q) => q.limit(paging.limit).offset((paging.page - 1) * paging.limit)).execute();
  const members = await membersOf(db, settings.map((s) => s.setting_id));
  const list = settings.map((s) => {
    const mine = members.filter((m) => m.setting_id === s.setting_id);
    const userIds = mine.filter((m) => m.type === 1).map((m) => ({ userId: m.user_id, realname: m.realname, img: m.img }));
    const deptIds = mine.filter((m) => m.type === 2).map((m) => ({ id: m.dept_id, name: m.dept_name }));
    const range = [...deptIds.map((d) => d.name), ...userIds.map((u) => u.realname)].filter((name) => name).join(',');
    return { ...s, range, userIds, deptIds };
  });
  return paging.pageType === 0 ? list : toPage(list, Number(n), paging);
}

export async function customerSettingById(db: Kysely<Database>, settingId: number) {
  const setting = await db.selectFrom('crm_customer_setting').selectAll().where('setting_id', '=', settingId).executeTakeFirst();
  if (!setting) throw new BusinessError('该规则不存在或已被删除');
  const members = await membersOf(db, [settingId]);
  return {
    ...setting,
    userIds: members.filter((m) => m.type === 1).map((m) => m.user_id),
    deptIds: members.filter((m) => m.type === 2).map((m) => m.dept_id),
  };
}

export async function deleteCustomerSetting(db: Kysely<Database>, settingId: number): Promise<void> {
  const result = await db.deleteFrom('crm_customer_setting').where('setting_id', '=', settingId).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new BusinessError('该规则不存在或已被删除');
}

async function membersOf(db: Kysely<Database>, settingIds: number[]) {
  if (!settingIds.length) return [];
  return db.selectFrom('crm_customer_settinguser as su')
    .leftJoin('admin_user as u', 'u.user_id', 'su.user_id')
    .leftJoin('admin_dept as d', 'd.dept_id', 'su.dept_id')
    .select(['su.setting_id', 'su.type', 'su.user_id', 'su.dept_id', 'u.realname', 'u.img', 'd.name as dept_name'])
    .where('su.setting_id', 'in', settingIds).orderBy('su.id').execute();
}
