// The CRM settings of the admin's 客户公海规则 page (server-contract 7.4, 7.7): the pool rule with
// its put-in reminder (CrmCustomer/getRulesSetting, updateRulesSetting) and the contract-expiry
// reminder (CrmContract/setContractConfig). Day values travel as strings, switches as 0/1.
import { request, requestData } from './request.ts';

export interface PoolRulesSetting {
  /** 1: customers go back to the pool by the rule */
  customerConfig: number;
  followupDay: string;
  dealDay: string;
  putInPoolRemindConfig: number;
  putInPoolRemindDays: string;
  contractConfig: number;
  contractDay: string;
}

export async function getRulesSetting(): Promise<PoolRulesSetting> {
  return requestData<PoolRulesSetting>('CrmCustomer/getRulesSetting');
}

/** Days left out are kept as they are (they are required only while the rule is on). */
export interface PoolRulesUpdate { type: 0 | 1; followupDay?: number; dealDay?: number; putInPoolRemindConfig: 0 | 1; putInPoolRemindDays?: number }

export async function updateRulesSetting(update: PoolRulesUpdate): Promise<void> {
  await request('CrmCustomer/updateRulesSetting', { ...update });
}

export async function setContractConfig(status: 0 | 1, contractDay?: number): Promise<void> {
  await request('CrmContract/setContractConfig', contractDay === undefined ? { status } : { status, contractDay });
}
