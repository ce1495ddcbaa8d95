/**
 * Customer lock, deal status and the public pool (contract 7.4): CrmCustomer/lock, setDealStatus,
 * updateCustomerByIds (put into the pool), distributeByIds, receiveByIds, getRulesSetting,
 * updateRulesSetting, and the contract-expiry reminder beside the pool rule in the same settings
 * (CrmContract/setContractConfig, queryContractConfig). Permission keys: declared with each endpoint.
 */
import { endpoint, type Endpoint } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import { type Params, optionalChoice, optionalInt, requireInt } from '../../http/params.ts';
import { requireIds } from '../../http/idList.ts';
import { giveFromPool, lockCustomers, putCustomersIntoPool, setDealStatus } from './poolActions.ts';
import { contractReminder, rulesSetting, updateContractReminder, updatePoolRule } from './poolRules.ts';

function requireChoice(params: Params, key: string, label: string, allowed: number[]): number {
  const value = optionalChoice(params, key, label, allowed);
  if (value === undefined) throw new BusinessError(`${label}不能为空`);
  return value;
}

function positiveDays(params: Params, key: string, label: string): number | undefined {
  const value = optionalInt(params, key, label);
  if (value !== undefined && (value < 1 || value > 3650)) throw new BusinessError(`${label}格式不正确`);
  return value;
}

export const poolEndpoints: Endpoint[] = [
  endpoint('CrmCustomer/lock', { rights: ['crm.customer.lock'] }, async ({ db, params, userId }) => {
    await lockCustomers(db, userId, requireIds(params, 'ids', '客户'), requireChoice(params, 'isLock', '锁定状态', [0, 1]) === 1);
  }),
  endpoint('CrmCustomer/setDealStatus', { rights: ['crm.customer.dealStatus'] }, async ({ db, params, userId }) => {
    await setDealStatus(db, userId, requireIds(params, 'ids', '客户'), requireChoice(params, 'dealStatus', '成交状态', [0, 1]) === 1);
  }),
  endpoint('CrmCustomer/updateCustomerByIds', { rights: ['crm.customer.putinpool'] }, async ({ db, params, userId }) => {
    await putCustomersIntoPool(db, userId, requireIds(params, 'ids', '客户'));
  }),
  endpoint('CrmCustomer/distributeByIds', { rights: ['crm.pool.distribute'] }, async ({ db, params, userId }) => {
    await giveFromPool(db, userId, requireIds(params, 'ids', '客户'), requireInt(params, 'userId', '负责人'));
  }),
  endpoint('CrmCustomer/receiveByIds', { rights: ['crm.pool.receive'] }, async ({ db, params, userId }) => {
    await giveFromPool(db, userId, requireIds(params, 'ids', '客户'), userId);
  }),
  endpoint('CrmCustomer/getRulesSetting', async ({ db }) => rulesSetting(db)),
  endpoint('CrmCustomer/updateRulesSetting', { rights: ['manage.crm.setting'] }, async ({ db, params }) => {
    const enabled = requireChoice(params, 'type', '公海规则', [0, 1]) === 1;
    const followupDays = positiveDays(params, 'followupDay', '未跟进天数');
    const dealDays = positiveDays(params, 'dealDay', '未成交天数');
    if (enabled && followupDays === undefined) throw new BusinessError('未跟进天数不能为空');
    if (enabled && dealDays === undefined) throw new BusinessError('未成交天数不能为空');
    const remindDays = optionalInt(params, 'putInPoolRemindDays', '提前提醒天数');
    // Contract 7.4: a reminder with no positive number of days is a disabled reminder.
    const remindEnabled = optionalChoice(params, 'putInPoolRemindConfig', '公海提醒', [0, 1]) === 1 && (remindDays ?? 0) > 0;
    await updatePoolRule(db, { enabled, followupDays, dealDays, remindEnabled, remindDays: remindDays !== undefined && remindDays > 0 ? remindDays : undefined });
  }),
  endpoint('CrmContract/queryContractConfig', async ({ db }) => contractReminder(db)),
  endpoint('CrmContract/setContractConfig', { rights: ['manage.crm.setting'] }, async ({ db, params }) => {
    const enabled = requireChoice(params, 'status', '合同到期提醒', [0, 1]) === 1;
    const days = positiveDays(params, 'contractDay', '提前提醒天数');
    if (enabled && days === undefined) throw new BusinessError('提前提醒天数不能为空');
    await updateContractReminder(db, enabled, days);
  }),
];
