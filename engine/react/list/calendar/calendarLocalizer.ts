// react-big-calendar's dayjs localizer in Chinese, weeks from Monday, without touching dayjs's
// global locale (other screens format with it). The localizer reads the week's first day from
// `dayjs.localeData()` (the global locale) whatever its `culture` says, so it is given a Proxy of
// dayjs whose calls make zh-cn instances and whose localeData is zh-cn's.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import localeData from 'dayjs/plugin/localeData';
import { dayjsLocalizer, type Formats } from 'react-big-calendar';

dayjs.extend(localeData);

const zhDayjs = new Proxy(dayjs, {
  apply(target, _this, args: Parameters<typeof dayjs>) {
    return target(...args).locale('zh-cn');
  },
  get(target, key, receiver) {
    if (key === 'localeData') return () => target().locale('zh-cn').localeData();
    return Reflect.get(target, key, receiver) as unknown;
  },
});

export const calendarLocalizer = dayjsLocalizer(zhDayjs);

type Range = { start: Date; end: Date };
const f = (date: Date, format: string) => dayjs(date).locale('zh-cn').format(format);

/** The grid's texts as a Chinese calendar writes them: 2026年11月, 11月27日 周五, 09:00. */
export const CALENDAR_FORMATS: Formats = {
  monthHeaderFormat: (date: Date) => f(date, 'YYYY年M月'),
  dayHeaderFormat: (date: Date) => f(date, 'YYYY年M月D日 dddd'),
  dayRangeHeaderFormat: ({ start, end }: Range) => `${f(start, 'YYYY年M月D日')} – ${f(end, start.getFullYear() === end.getFullYear() ? 'M月D日' : 'YYYY年M月D日')}`,
  weekdayFormat: (date: Date) => f(date, 'ddd'),
  dayFormat: (date: Date) => f(date, 'D日 ddd'),
  dateFormat: (date: Date) => f(date, 'D'),
  timeGutterFormat: (date: Date) => f(date, 'HH:mm'),
  eventTimeRangeFormat: ({ start, end }: Range) => `${f(start, 'HH:mm')} – ${f(end, 'HH:mm')}`,
  eventTimeRangeStartFormat: ({ start }: Range) => `${f(start, 'HH:mm')} –`,
  eventTimeRangeEndFormat: ({ end }: Range) => `– ${f(end, 'HH:mm')}`,
  selectRangeFormat: ({ start, end }: Range) => `${f(start, 'HH:mm')} – ${f(end, 'HH:mm')}`,
};
