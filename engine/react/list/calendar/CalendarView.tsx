// The calendar view of a list (日历): the records of the visible range on a month, week or day grid
// (react-big-calendar with the Chinese localizer), each opening its record; free time picked on the
// grid opens the create view with that time. ListScreen loads this file only for a list that
// offers a calendar, so the calendar library stays out of every other screen's JavaScript.
import { useCallback, useMemo, useState } from 'react';
import { Box, Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { Calendar, type SlotInfo, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useTranslation } from 'react-i18next';
import { calendarItems, pickedSlotValues, visibleRange, type CalendarGrid, type CalendarItem, type PageCalendar } from '../../../pages/index.ts';
import { CALENDAR_FORMATS, calendarLocalizer } from './calendarLocalizer.ts';
import { CalendarItemButton } from './CalendarItemButton.tsx';
import { useCalendarRows } from './useCalendarRows.ts';

export interface CalendarViewProps {
  /** i18n-resolved title of the list (the calendar's accessible name). */
  title: string;
  calendar: PageCalendar;
  idKey: string;
  call: string;
  listParams?: Record<string, string | number>;
  /** The environment's quiet read call (ListEnvironment.query). */
  query(call: string, params: Record<string, unknown>): Promise<unknown>;
  onOpen(row: Record<string, unknown>): void;
  /** Free time picked: the create view with these form values; absent when the user may not create. */
  onCreate?(prefill: Record<string, string>): void;
  /** Bumped by the list when its records changed (a save, a delete): the range is asked again. */
  revision: number;
  height?: string;
}

function isMidnight(date: Date): boolean {
  return date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0;
}

export default function CalendarView({ title, calendar, idKey, call, listParams, query, onOpen, onCreate, revision, height = '640px' }: CalendarViewProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState(() => new Date());
  const [grid, setGrid] = useState<CalendarGrid>(calendar.grids[0]!);
  const range = useMemo(() => visibleRange(date, grid), [date, grid]);
  const [rows, retry] = useCalendarRows(query, call, calendar, range, listParams, revision);
  const items = useMemo(() => calendarItems(calendar, idKey, rows.rows), [calendar, idKey, rows.rows]);
  const messages = useMemo(() => ({
    today: t('list.calendar.today'), previous: t('list.calendar.previous'), next: t('list.calendar.next'),
    month: t('list.calendar.month'), week: t('list.calendar.week'), day: t('list.calendar.day'),
    date: t('list.calendar.date'), time: t('list.calendar.time'), event: t('list.calendar.event'), allDay: t('list.calendar.allDay'),
    noEventsInRange: t('list.calendar.empty'), showMore: (count: number) => t('list.calendar.more', { count }),
  }), [t]);

  const pick = useCallback((slot: SlotInfo) => {
    if (!onCreate) return;
    const start = slot.start as Date;
    const end = slot.end as Date;
    const wholeDays = grid === 'month' || (isMidnight(start) && isMidnight(end) && end > start);
    const values = pickedSlotValues(calendar, { start, end }, wholeDays);
    if (values) onCreate(values);
  }, [onCreate, grid, calendar]);

  const itemStyle = useCallback((item: CalendarItem) => (item.color
    ? { style: { backgroundColor: item.color, borderColor: item.color } }
    : {}), []);

  return (
    <Box role="region" aria-label={t('list.calendar.region', { title })} aria-busy={rows.status === 'loading' || undefined}
      className="lingxi-calendar" h={height} minH="420px" display="flex" flexDirection="column" gap="2" css={CALENDAR_CSS}>
      <Flex align="center" gap="3" minH="6" fontSize="sm" color="fg.muted">
        {rows.status === 'loading' && <Flex role="status" align="center" gap="2"><Spinner size="xs" color="brand.500" /><Text>{t('list.state.loading')}</Text></Flex>}
        {rows.status === 'error' && (
          <Flex role="alert" align="center" gap="2">
            <Text color="red.600">{rows.message || t('list.calendar.failed')}</Text>
            <Button size="xs" variant="outline" onClick={retry}>{t('list.state.retry')}</Button>
          </Flex>
        )}
        {rows.status === 'ready' && <Text>{t('list.calendar.count', { count: items.length })}</Text>}
        {onCreate && <Text ml="auto">{t('list.calendar.pickHint')}</Text>}
      </Flex>
      <Box flex="1" minH="0">
        <Calendar<CalendarItem>
          localizer={calendarLocalizer}
          culture="zh-cn"
          events={items}
          date={date}
          view={grid as View}
          views={[...calendar.grids] as View[]}
          onNavigate={(next) => setDate(next)}
          onView={(next) => setGrid(next as CalendarGrid)}
          onSelectEvent={(item) => onOpen(item.row as Record<string, unknown>)}
          onKeyPressEvent={(item, event) => { if ((event as unknown as KeyboardEvent).key === 'Enter') onOpen(item.row as Record<string, unknown>); }}
          selectable={Boolean(onCreate && calendar.create)}
          onSelectSlot={pick}
          popup
          messages={messages}
          formats={CALENDAR_FORMATS}
          eventPropGetter={itemStyle}
          components={COMPONENTS}
          tooltipAccessor={(item) => item.title}
          scrollToTime={SCROLL_TO}
          style={{ height: '100%' }}
        />
      </Box>
    </Box>
  );
}

const COMPONENTS = { eventWrapper: CalendarItemButton };

/** The week and day grids open at 08:00, where a working day starts. */
const SCROLL_TO = new Date(1970, 0, 1, 8, 0, 0);

/** The library's stylesheet in the app's colours and type. */
const CALENDAR_CSS = {
  '& .rbc-toolbar': { fontSize: 'sm', marginBottom: '8px' },
  '& .rbc-toolbar button': { fontSize: 'sm', color: 'var(--chakra-colors-fg)', borderColor: 'var(--chakra-colors-border)' },
  '& .rbc-toolbar button.rbc-active, & .rbc-toolbar button:active': {
    backgroundColor: 'var(--chakra-colors-brand-500)', color: 'white', boxShadow: 'none', borderColor: 'var(--chakra-colors-brand-500)',
  },
  '& .rbc-toolbar-label': { fontWeight: 'semibold', fontSize: 'md' },
  '& .rbc-event, & .rbc-day-slot .rbc-background-event': { backgroundColor: 'var(--chakra-colors-brand-500)', fontSize: 'xs' },
  '& .rbc-today': { backgroundColor: 'var(--chakra-colors-brand-50)' },
  '& .rbc-off-range-bg': { backgroundColor: 'var(--chakra-colors-bg-muted)' },
  '& .rbc-header': { fontWeight: 'normal', color: 'var(--chakra-colors-fg-muted)', padding: '4px 0' },
  '& .rbc-show-more': { color: 'var(--chakra-colors-brand-600)', fontSize: 'xs' },
};
