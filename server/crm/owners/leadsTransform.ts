/**
 * CrmLeads/transfer (perm crm.leads.transform; contract 7.3): each lead becomes a customer.
 *   customer_name ← leads_name, mobile, telephone, next_time, detail_address ← address; the owner
 *   stays the lead's owner; deal_status 0, is_lock 0; custom values copied to the customer field
 *   the lead field names in `relevant`, else to the customer field of the same name (线索来源 →
 *   客户来源). The lead's follow-ups (sharing their attachment batches) and operation log are copied
 *   to the customer; the lead gets is_transform = 1 and customer_id.
 * Refusals, all before anything is written: `已转化线索不能再次转化`, `<字段>已存在` for a customer
 * unique field, the new owner's customer limit, `没有权限` without write access to the lead.
 */
import { type Kysely, sql } from 'kysely';
import type { CrmLeads, Database } from '../../db/schema.ts';
import { LABEL } from '../../fields/fieldLabels.ts';
import { isValueTaken } from '../../fields/uniqueValues.ts';
import { BusinessError } from '../../http/errors.ts';
import { actionLines, writeActionLog } from '../activity/actionLog.ts';
import { CRM_MODULES } from '../crmModules.ts';
import { recordsWithAccess } from '../../records/recordAccess.ts';
import { newBatchId } from '../../records/recordStore.ts';
import { checkOwnedLimit } from './customerLimits.ts';

const SAME_MEANING: Record<string, string> = { 线索来源: '客户来源' };

export async function transformLeads(db: Kysely<Database>, userId: number, leadsIds: number[]): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const leads = (await recordsWithAccess(trx, userId, CRM_MODULES.leads, leadsIds, 'write', { forUpdate: true })) as unknown as CrmLeads[];
    if (leads.some((l) => l.is_transform === 1)) throw new BusinessError('已转化线索不能再次转化');
    const leadFields = await trx.selectFrom('admin_field').select(['field_id', 'name', 'relevant'])
      .where('label', '=', LABEL.leads).where('field_type', '=', 0).execute();
    const customerFields = await trx.selectFrom('admin_field').select(['field_id', 'name', 'field_name', 'field_type', 'is_unique'])
      .where('label', '=', LABEL.customer).execute();
    const targetOf = (leadField: (typeof leadFields)[number]) => {
      const byRelevant = customerFields.find((f) => f.field_type === 0 && f.field_id === leadField.relevant);
      const name = SAME_MEANING[leadField.name] ?? leadField.name;
      return byRelevant ?? customerFields.find((f) => f.field_type === 0 && f.name === name);
    };

    const owners = new Map<number, number>();
    for (const lead of leads) if (lead.owner_user_id !== null) owners.set(lead.owner_user_id, (owners.get(lead.owner_user_id) ?? 0) + 1);
    for (const [ownerId, adding] of owners) await checkOwnedLimit(trx, ownerId, adding);
    await sql`select pg_advisory_xact_lock(hashtext('crm_customer:unique'))`.execute(trx);

    const customerIds: number[] = [];
    const now = new Date();
    for (const lead of leads) {
      const custom: Record<string, string> = {};
      for (const field of leadFields) {
        const value = lead.custom?.[String(field.field_id)];
        const target = targetOf(field);
        if (value !== undefined && value !== '' && target) custom[String(target.field_id)] = value;
      }
      const columns = {
        customer_name: lead.leads_name as string, mobile: lead.mobile ?? null, telephone: lead.telephone ?? null,
        next_time: lead.next_time ?? null, detail_address: lead.address ?? null,
      };
      for (const field of customerFields.filter((f) => f.is_unique === 1)) {
        const value = field.field_type === 1 ? columns[field.field_name as keyof typeof columns] : custom[String(field.field_id)];
        if (value === null || value === undefined || value === '') continue;
        const text = value instanceof Date ? value.toISOString() : String(value);
        if (await isValueTaken(trx, 'crm_customer', field, text)) throw new BusinessError(`${field.name}已存在`);
      }
      const customer = await trx.insertInto('crm_customer').values({
        ...columns, custom: JSON.stringify(custom), deal_status: 0, is_lock: 0, followup: lead.followup ?? 0,
        last_content: lead.last_content ?? null, create_user_id: userId, owner_user_id: lead.owner_user_id,
        ro_user_id: ',', rw_user_id: ',', create_time: now, update_time: now, batch_id: newBatchId(),
      }).returning('customer_id').executeTakeFirstOrThrow();
      const customerId = customer.customer_id;
      customerIds.push(customerId);
      await copyActivity(trx, lead.leads_id, customerId);
      await trx.updateTable('crm_leads').set({ is_transform: 1, customer_id: customerId, update_time: now }).where('leads_id', '=', lead.leads_id).execute();
      await writeActionLog(trx, CRM_MODULES.leads, lead.leads_id, userId, [actionLines.leadsTransformed()], now);
      await writeActionLog(trx, CRM_MODULES.customer, customerId, userId, [actionLines.createdFromLeads()], now);
    }
    return customerIds;
  });
}

/** The lead's follow-ups and operation log, copied with their times, to the new customer. */
async function copyActivity(trx: Kysely<Database>, leadsId: number, customerId: number) {
  const followUps = await trx.selectFrom('admin_record').selectAll()
    .where('types', '=', CRM_MODULES.leads.recordTypes).where('types_id', '=', leadsId).orderBy('record_id').execute();
  if (followUps.length) {
    await trx.insertInto('admin_record').values(followUps.map(({ record_id: _id, ...row }) => ({
      ...row, types: CRM_MODULES.customer.recordTypes, types_id: customerId, business_ids: ',', contacts_ids: ',',
    }))).execute();
  }
  const log = await trx.selectFrom('crm_action_record').selectAll()
    .where('types', '=', String(CRM_MODULES.leads.type)).where('action_id', '=', leadsId).orderBy('id').execute();
  if (log.length) {
    await trx.insertInto('crm_action_record').values(log.map(({ id: _id, ...row }) => ({
      ...row, types: String(CRM_MODULES.customer.type), action_id: customerId,
    }))).execute();
  }
}
