// The runtime's own interface strings, through i18next with the Chinese default in code (the keys
// are not in i18n/zh-CN.json, which is owned elsewhere: add `form.unsupportedFieldType` =
// 暂不支持的字段类型：{{formType}} / "Field type not supported yet: {{formType}}" there).
import i18n from '../../../i18n/index.ts';

export function unsupportedFieldType(formType: string): string {
  return i18n.t('form.unsupportedFieldType', { formType, defaultValue: '暂不支持的字段类型：{{formType}}' });
}
