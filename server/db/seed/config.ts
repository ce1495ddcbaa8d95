/** Seeded `admin_config` rows (contract 14.2): pool rules, reminders, follow-up options, module switches. */

export interface ConfigSeed { settingId: number; status: number; name: string; value: string; description: string }

export const CONFIG_SEED: ConfigSeed[] = [
  { settingId: 1, status: 1, name: 'customerPoolSetting', value: '', description: '客户公海规则设置' },
  { settingId: 2, status: 1, name: 'expiringContractDays', value: '24', description: '合同到期提醒' },
  { settingId: 3, status: 0, name: 'customerPoolSettingDealDays', value: '3', description: '客户公海规则设置未成交天数' },
  { settingId: 4, status: 0, name: 'customerPoolSettingFollowupDays', value: '31', description: '客户公海规则设置未跟进天数' },
  { settingId: 5, status: 0, name: 'followRecordOption', value: '打电话', description: '跟进记录选项' },
  { settingId: 6, status: 0, name: 'followRecordOption', value: '发短信', description: '跟进记录选项' },
  { settingId: 7, status: 0, name: 'followRecordOption', value: '上门拜访', description: '跟进记录选项' },
  { settingId: 18, status: 1, name: 'putInPoolRemindDays', value: '2', description: '公海提醒' },
  { settingId: 21, status: 1, name: 'oa', value: '1', description: '办公管理' },
  { settingId: 22, status: 1, name: 'crm', value: '1', description: '客户管理' },
  { settingId: 23, status: 1, name: 'project', value: '1', description: '项目管理' },
  { settingId: 24, status: 0, name: 'hrm', value: '2', description: '人力资源管理' },
  { settingId: 25, status: 0, name: 'jxc', value: '2', description: '进销存管理' },
];
