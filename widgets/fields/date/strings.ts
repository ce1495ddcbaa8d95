// Texts of the date and date-time picker (i18n keys datePicker.*). The keys are not in
// i18n/zh-CN.json yet (that file is owned elsewhere), so the Chinese defaults are given here.
import i18n from '../../../i18n/index.ts';

const tr = (key: string, zh: string) => i18n.t(key, { defaultValue: zh });

export const datePickerText = {
  openDate: () => tr('datePicker.openDate', '选择日期'),
  openDateTime: () => tr('datePicker.openDateTime', '选择日期和时间'),
  calendar: () => tr('datePicker.calendar', '日历'),
  today: () => tr('datePicker.today', '今天'),
  now: () => tr('datePicker.now', '此刻'),
  clear: () => tr('datePicker.clear', '清空'),
  confirm: () => tr('datePicker.confirm', '确定'),
  time: () => tr('datePicker.time', '时间'),
  hour: () => tr('datePicker.hour', '时'),
  minute: () => tr('datePicker.minute', '分'),
};
