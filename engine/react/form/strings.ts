// The runtime's own interface strings, through i18next with the Chinese default in code (also in
// i18n/zh-CN.app.json and en.json; tests/unit/i18n-defaults.test.ts keeps the three in step).
import i18n from '../../../i18n/index.ts';

export function unsupportedFieldType(formType: string): string {
  return i18n.t('form.unsupportedFieldType', { formType, defaultValue: '暂不支持的字段类型：{{formType}}' });
}

/** Names shown in the refused submit's summary; more are counted, not named. */
const NAMED = 3;

/** A refused submit: 有2项需要修改：合同编号、审批人 (up to three names, then 等). */
export function invalidSummary(names: readonly string[]): string {
  const shown = names.slice(0, NAMED).join('、') + (names.length > NAMED ? '等' : '');
  return i18n.t('form.invalidSummary', { count: names.length, names: shown, defaultValue: '有{{count}}项需要修改：{{names}}' });
}
