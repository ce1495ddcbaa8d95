/**
 * The pool rule and its neighbours, kept in admin_config rows as the original does (contract 7.4,
 * 14.2):
 *   customerPoolSetting               status = auto-pool rule enabled
 *   customerPoolSettingDealDays       value  = days to deal after receiving
 *   customerPoolSettingFollowupDays   value  = days without a follow-up
 *   putInPoolRemindDays               status = reminder enabled, value = days before
 *   expiringContractDays              status = reminder enabled, value = days ahead (合同到期提醒)
 * A missing row is created with its default on first read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const ROWS = {
  rule: { name: 'customerPoolSetting', status: 1, value: '', description: '客户公海规则设置' },
  dealDays: { name: 'customerPoolSettingDealDays', status: 0, value: '3', description: '客户公海规则设置未成交天数' },
  followupDays: { name: 'customerPoolSettingFollowupDays', status: 0, value: '7', description: '客户公海规则设置未跟进天数' },
  remind: { name: 'putInPoolRemindDays', status: 0, value: '2', description: '公海提醒' },
  contract: { name: 'expiringContractDays', status: 1, value: '24', description: '合同到期提醒' },
} as const;
type RowKey = keyof typeof ROWS;

export interface PoolRule {
  enabled: boolean;
  dealDays: number;
  followupDays: number;
  remindEnabled: boolean;
  remindDays: number;
  contractEnabled: boolean;
  contractDays: number;
}

async function configRows(db: Kysely<Database>) {
  const names = Object.values(ROWS).map((r) => r.name);
  let rows = await db.selectFrom('admin_config').select(['setting_id', 'name', 'status', 'value']).where('name', 'in', names).orderBy('setting_id').execute();
  const missing = Object.values(ROWS).filter((r) => !rows.some((row) => row.name === r.name));
  if (missing.length) {
    await db.insertInto('admin_config').values(missing.map((r) => ({ ...r }))).execute();
    rows = await db.selectFrom('admin_config').select(['setting_id', 'name', 'status', 'value']).where('name', 'in', names).orderBy('setting_id').execute();
  }
  const byKey = {} as Record<RowKey, { status: number; value: string }>;
  for (const key of Object.keys(ROWS) as RowKey[]) {
    const row = rows.find((r) => r.name === ROWS[key].name)!;
    byKey[key] = { status: row.status, value: row.value ?? '' };
  }
  return byKey;
}

const days = (value: string, fallback: number) => (/^\d+$/.test(value) && Number(value) > 0 ? Number(value) : fallback);

export async function readPoolRule(db: Kysely<Database>): Promise<PoolRule> {
  const rows = await configRows(db);
  return {
    enabled: rows.rule.status === 1,
    dealDays: days(rows.dealDays.value, 3),
    followupDays: days(rows.followupDays.value, 7),
    remindEnabled: rows.remind.status === 1,
    remindDays: days(rows.remind.value, 2),
    contractEnabled: rows.contract.status === 1,
    contractDays: days(rows.contract.value, 24),
  };
}

/** CrmCustomer/getRulesSetting: day values as strings, switches as 0/1. */
export async function rulesSetting(db: Kysely<Database>) {
  const rule = await readPoolRule(db);
  return {
    dealDay: String(rule.dealDays), followupDay: String(rule.followupDays), customerConfig: rule.enabled ? 1 : 0,
    contractConfig: rule.contractEnabled ? 1 : 0, contractDay: String(rule.contractDays),
    putInPoolRemindConfig: rule.remindEnabled ? 1 : 0, putInPoolRemindDays: String(rule.remindDays),
  };
}

export interface RulesUpdate { enabled: boolean; dealDays?: number; followupDays?: number; remindEnabled: boolean; remindDays?: number }

export async function updatePoolRule(db: Kysely<Database>, update: RulesUpdate): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await configRows(trx); // every row exists
    const set = (key: RowKey, values: { status?: number; value?: string }) =>
      trx.updateTable('admin_config').set(values).where('name', '=', ROWS[key].name).execute();
    await set('rule', { status: update.enabled ? 1 : 0 });
    if (update.dealDays !== undefined) await set('dealDays', { value: String(update.dealDays) });
    if (update.followupDays !== undefined) await set('followupDays', { value: String(update.followupDays) });
    await set('remind', { status: update.remindEnabled ? 1 : 0, ...(update.remindDays !== undefined ? { value: String(update.remindDays) } : {}) });
  });
}

/** CrmContract/setContractConfig: the expiring-contract reminder (待办事项 即将到期). */
export async function updateContractReminder(db: Kysely<Database>, enabled: boolean, days?: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await configRows(trx); // every row exists
    await trx.updateTable('admin_config')
      .set({ status: enabled ? 1 : 0, ...(days !== undefined ? { value: String(days) } : {}) })
      .where('name', '=', ROWS.contract.name).execute();
  });
}

/** CrmContract/queryContractConfig: the reminder as its config row says it. */
export async function contractReminder(db: Kysely<Database>): Promise<{ status: number; contractDay: string }> {
  const rule = await readPoolRule(db);
  return { status: rule.contractEnabled ? 1 : 0, contractDay: String(rule.contractDays) };
}
