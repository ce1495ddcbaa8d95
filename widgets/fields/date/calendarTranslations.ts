// zag's own labels are English ('Choose …', 'Next month'): Chakra's DatePicker speaks Chinese to a
// screen reader too, in a field's calendar popover and in the workbench's month calendar alike.
import type { DatePicker } from '@chakra-ui/react';

type Translations = NonNullable<DatePicker.RootProps['translations']>;
type View = 'day' | 'month' | 'year';

const STEP: Readonly<Record<View, [string, string]>> = { day: ['上个月', '下个月'], month: ['上一年', '下一年'], year: ['上一个十年', '下一个十年'] };

export const CALENDAR_TRANSLATIONS: Translations = {
  content: '日历',
  dayCell: (state) => `${state.unavailable ? '不可选' : state.selected ? '已选' : '选择'} ${state.valueText}`,
  prevTrigger: (view) => STEP[view][0],
  nextTrigger: (view) => STEP[view][1],
  viewTrigger: (_view, next) => (next === 'year' ? '选择年份' : next === 'month' ? '选择月份' : '选择日期'),
  clearTrigger: '清空',
  trigger: (open) => (open ? '关闭日历' : '打开日历'),
  monthSelect: '选择月份',
  yearSelect: '选择年份',
};
