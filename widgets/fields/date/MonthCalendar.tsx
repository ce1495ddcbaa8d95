// A month always open on the page (the workbench's 日程 panel): Chakra's DatePicker drawn inline, in
// Chinese with weeks from Monday, whose days the caller marks (a dot under a day with events) and
// whose picked day it is told. Paging months reports the month shown, so the caller can fetch its
// marks; only the day view: a side panel has no room for month and year grids, the arrows suffice.
import { useMemo } from 'react';
import { Box, DatePicker, parseDate, type DateValue } from '@chakra-ui/react';
import { CALENDAR_TRANSLATIONS } from './calendarTranslations.ts';
import { wireDate } from './dateText.ts';

export interface MonthCalendarProps {
  /** The picked day, yyyy-MM-dd. */
  day: string;
  /** Days (yyyy-MM-dd) carrying a mark. */
  marked: ReadonlySet<string>;
  /** What a marked day's cell says to a screen reader after its date (有日程). */
  markLabel: string;
  onPickDay(day: string): void;
  /** The month shown changed (yyyy-MM). */
  onMonthChange(month: string): void;
}

const dayText = (value: DateValue) => wireDate({ year: value.year, month: value.month, day: value.day });

function MarkedDayTable({ marked, markLabel }: Pick<MonthCalendarProps, 'marked' | 'markLabel'>) {
  return (
    <DatePicker.Context>
      {(picker) => (
        <DatePicker.Table>
          <DatePicker.TableHead>
            <DatePicker.TableRow>
              {picker.weekDays.map((weekDay, index) => <DatePicker.TableHeader key={index}>{weekDay.narrow}</DatePicker.TableHeader>)}
            </DatePicker.TableRow>
          </DatePicker.TableHead>
          <DatePicker.TableBody>
            {picker.weeks.map((week, weekIndex) => (
              <DatePicker.TableRow key={weekIndex}>
                {week.map((value) => {
                  const text = dayText(value);
                  const mark = marked.has(text);
                  // zag names the cell (选择 2026年11月27日); a marked day says so after it.
                  const name = mark ? `${CALENDAR_TRANSLATIONS.dayCell!(picker.getDayTableCellState({ value }))} ${markLabel}` : undefined;
                  return (
                    <DatePicker.TableCell key={text} value={value}>
                      <DatePicker.TableCellTrigger position="relative" data-marked={mark || undefined} aria-label={name}>
                        {value.day}
                        {mark ? (
                          <Box as="span" aria-hidden position="absolute" bottom="2px" left="50%" transform="translateX(-50%)"
                            w="1" h="1" borderRadius="full" bg="brand.500" />
                        ) : null}
                      </DatePicker.TableCellTrigger>
                    </DatePicker.TableCell>
                  );
                })}
              </DatePicker.TableRow>
            ))}
          </DatePicker.TableBody>
        </DatePicker.Table>
      )}
    </DatePicker.Context>
  );
}

export function MonthCalendar({ day, marked, markLabel, onPickDay, onMonthChange }: MonthCalendarProps) {
  const picked = useMemo(() => [parseDate(day)], [day]);
  return (
    <DatePicker.Root
      inline
      locale="zh-CN"
      translations={CALENDAR_TRANSLATIONS}
      startOfWeek={1}
      size="sm"
      value={picked}
      // The day view only: the header's month title is not a way into month and year grids.
      minView="day"
      maxView="day"
      onValueChange={(details) => { const next = details.value[0]; if (next && dayText(next) !== day) onPickDay(dayText(next)); }}
      onVisibleRangeChange={(details) => onMonthChange(dayText(details.visibleRange.start).slice(0, 7))}
    >
      <DatePicker.Content unstyled>
        <DatePicker.View view="day">
          <DatePicker.Header />
          <MarkedDayTable marked={marked} markLabel={markLabel} />
        </DatePicker.View>
      </DatePicker.Content>
    </DatePicker.Root>
  );
}
