/**
 * businessType/* (contract 7.6, admin, perm manage.crm.setting except getBusinessType): stage
 * groups and their stages. A group some business uses cannot be changed or deleted (its stages
 * are recreated on save, which would orphan the businesses' stage ids).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endpoint } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import { readIdList } from '../../http/idList.ts';
import { readPaging, requireInt, toPage } from '../../http/params.ts';
import { isPlainObject } from '../../records/recordSavePayload.ts';
import { stagesOf, stagesOfTypes } from './businessQueries.ts';

async function deptsOfCsv(db: Kysely<Database>, csv: string) {
  const ids = csv.split(',').filter((p) => /^\d+$/.test(p)).map(Number);
  if (!ids.length) return [];
  return db.selectFrom('admin_dept').select(['dept_id as id', 'name']).where('dept_id', 'in', ids).orderBy('dept_id').execute();
}

async function isTypeInUse(db: Kysely<Database>, typeId: number): Promise<boolean> {
  return (await db.selectFrom('crm_business').select('business_id').where('type_id', '=', typeId).limit(1).executeTakeFirst()) !== undefined;
}

interface TypeInput { typeId?: number; name: string; deptIds: string; stages: { name: string; rate: string }[] }

function readTypeInput(params: Record<string, unknown>): TypeInput {
  const type = params.crmBusinessType;
  if (!isPlainObject(type)) throw new BusinessError('商机组不能为空');
  const name = typeof type.name === 'string' ? type.name.trim() : '';
  if (!name) throw new BusinessError('商机组名称不能为空');
  if (name.length > 50) throw new BusinessError('商机组名称不能超过50个字符');
  const typeId = type.typeId === undefined || type.typeId === null || type.typeId === '' ? undefined : Number(type.typeId);
  if (typeId !== undefined && !Number.isSafeInteger(typeId)) throw new BusinessError('商机组格式不正确');
  const deptIds = readIdList(Array.isArray(params.deptIds) ? params.deptIds : [], '部门', { objectKeys: ['id', 'deptId'] });
  const stageList = Array.isArray(params.crmBusinessStatus) ? params.crmBusinessStatus : [];
  if (!stageList.length) throw new BusinessError('商机阶段不能为空');
  const stages = stageList.map((s) => {
    if (!isPlainObject(s)) throw new BusinessError('商机阶段格式不正确');
    const stageName = typeof s.name === 'string' ? s.name.trim() : '';
    if (!stageName) throw new BusinessError('阶段名称不能为空');
    if (stageName.length > 50) throw new BusinessError('阶段名称不能超过50个字符');
    const rate = String(s.rate ?? '').trim();
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(rate)) throw new BusinessError('赢单率格式不正确');
    if (Number(rate) > 100) throw new BusinessError('赢单率不能大于100');
    return { name: stageName, rate };
  });
  return { typeId, name, deptIds: deptIds.length ? `,${deptIds.join(',')},` : '', stages };
}

export const businessTypeEndpoints = [
  endpoint('businessType/queryBusinessTypeList', { rights: ['manage.crm.setting'] }, async ({ db, params }) => {
    const paging = readPaging(params);
    const total = await db.selectFrom('crm_business_type').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    let query = db.selectFrom('crm_business_type as t').leftJoin('admin_user as u', 'u.user_id', 't.create_user_id')
      .select(['t.type_id', 't.name', 't.create_time', 't.dept_ids', 't.create_user_id', 't.status', 'u.realname as create_name']).orderBy('t.type_id');
    if (paging.pageType === 1) query = query.offset((paging.page - 1) * paging.limit).limit(paging.limit);
    const rows = await query.execute();
    // each group with its stages (one query for all: the admin's table shows them), beyond the contract's row
    const stages = await stagesOfTypes(db, rows.map((r) => r.type_id));
    const list = await Promise.all(rows.map(async (r) => ({ ...r, dept_ids: await deptsOfCsv(db, r.dept_ids), statusList: stages.get(r.type_id) ?? [] })));
    return paging.pageType === 1 ? toPage(list, Number(total.n), paging) : list;
  }),

  endpoint('businessType/getBusinessType', async ({ db, params }) => {
    const type = await db.selectFrom('crm_business_type').selectAll().where('type_id', '=', requireInt(params, 'id', '商机组')).executeTakeFirst();
    if (!type) throw new BusinessError('该商机组不存在或已被删除');
    return { ...type, deptIds: await deptsOfCsv(db, type.dept_ids), statusList: await stagesOf(db, type.type_id) };
  }),

  endpoint('businessType/setBusinessType', { rights: ['manage.crm.setting'] }, async ({ db, params, userId }) => {
    const input = readTypeInput(params);
    await db.transaction().execute(async (trx) => {
      const now = new Date();
      let typeId = input.typeId;
      if (typeId !== undefined) {
        const type = await trx.selectFrom('crm_business_type').select('type_id').where('type_id', '=', typeId).forUpdate().executeTakeFirst();
        if (!type) throw new BusinessError('该商机组不存在或已被删除');
        if (await isTypeInUse(trx, typeId)) throw new BusinessError('使用中的商机组不可以修改');
        await trx.updateTable('crm_business_type').set({ name: input.name, dept_ids: input.deptIds, update_time: now }).where('type_id', '=', typeId).execute();
        await trx.deleteFrom('crm_business_status').where('type_id', '=', typeId).execute();
      } else {
        typeId = (await trx.insertInto('crm_business_type').values({
          name: input.name, dept_ids: input.deptIds, create_user_id: userId, create_time: now, update_time: now, status: 1,
        }).returning('type_id').executeTakeFirstOrThrow()).type_id;
      }
      await trx.insertInto('crm_business_status')
        .values(input.stages.map((s, i) => ({ type_id: typeId!, name: s.name, rate: s.rate, order_num: i + 1 }))).execute();
    });
    return undefined;
  }),

  endpoint('businessType/deleteById', { rights: ['manage.crm.setting'] }, async ({ db, params }) => {
    const typeId = requireInt(params, 'id', '商机组');
    await db.transaction().execute(async (trx) => {
      if (await isTypeInUse(trx, typeId)) throw new BusinessError('使用中的商机组不可以删除');
      await trx.deleteFrom('crm_business_status').where('type_id', '=', typeId).execute();
      await trx.deleteFrom('crm_business_type').where('type_id', '=', typeId).execute();
    });
    return undefined;
  }),
];
