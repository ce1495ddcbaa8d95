// The few interface strings the form widgets show. They go through i18next like every other string;
// the Chinese default is given in code because the keys are not in i18n/zh-CN.json yet (that file
// is owned elsewhere: add `form.selectPlaceholder` = 请选择 / "Please select" there).
import i18n from '../../i18n/index.ts';

export function selectPlaceholder(): string {
  return i18n.t('form.selectPlaceholder', { defaultValue: '请选择' });
}
