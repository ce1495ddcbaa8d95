// The CRM settings of the admin backend (server-contract 7.2, 7.4, 7.6, 7.7). 客户公海规则: the pool
// rule with its put-in reminder (CrmCustomer/getRulesSetting, updateRulesSetting) and the
// contract-expiry reminder (CrmContract/setContractConfig); day values travel as strings,
// switches as 0/1. 业务参数设置: the follow-up types and the business stage groups.
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

/** The follow-up types of the follow-up form (CrmRecord/queryRecordOptions, setRecordOptions). */
export async function queryRecordOptions(): Promise<string[]> {
  const data = await requestData<unknown>('CrmRecord/queryRecordOptions');
  return Array.isArray(data) ? data.map(String) : [];
}

export async function setRecordOptions(options: string[]): Promise<void> {
  await request('CrmRecord/setRecordOptions', { value: options }, { encoding: 'json' });
}

/** A business stage group (商机组) with its stages (businessType/*, contract 7.6). */
export interface BusinessStage { statusId?: number; name: string; rate: string | number }
export interface BusinessTypeRow {
  typeId: number;
  name: string;
  createName?: string | null;
  createTime?: string | null;
  deptIds?: { id: number; name: string }[];
  /** the stages, in order (our list answers them with each group) */
  statusList: BusinessStage[];
}

export async function queryBusinessTypes(): Promise<BusinessTypeRow[]> {
  const data = await requestData<unknown>('businessType/queryBusinessTypeList', { pageType: 0 });
  return Array.isArray(data) ? (data as BusinessTypeRow[]) : [];
}

export async function saveBusinessType(type: { typeId?: number; name: string }, stages: BusinessStage[], deptIds: number[]): Promise<void> {
  await request('businessType/setBusinessType', {
    crmBusinessType: type, crmBusinessStatus: stages.map(({ name, rate }) => ({ name, rate })), deptIds,
  }, { encoding: 'json' });
}

export async function deleteBusinessType(id: number): Promise<void> {
  await request('businessType/deleteById', { id });
}
