// The calendar under a date or date-time field: Chakra UI's DatePicker (Ark UI / zag, part of
// @chakra-ui/react 3.34+, so no library beside the design system) drawn inline in a popover, always
// in Chinese (locale zh-CN: 2026年11月, 一…日, weeks starting on Monday) whatever the browser's
// language. Below the days: 时 and 分 for a date-time, then 清空 and 今天 (此刻 for a date-time) and,
// for a date-time, 确定. Loaded on first open (DatePicker.tsx), so a form pays nothing for it.
//
// Not portalled: the popover stays inside the field's box, so leaving the field is one focusout
// test (DatePicker.tsx) and a dialog's focus trap keeps it; `fixed`, so a scrolling body cannot clip it.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Button, DatePicker, Flex, NativeSelect, Popover, Text, parseDate, type DateValue } from '@chakra-ui/react';
import { datePickerText } from './strings.ts';
import { CALENDAR_TRANSLATIONS as TRANSLATIONS } from './calendarTranslations.ts';
import { nowParts, readDateTimeParts, wireDate, wireDateTime, type DateMode, type DayParts } from './dateText.ts';

export interface CalendarPopoverProps {
  mode: DateMode;
  /** The field's wire value ('' when empty); the calendar opens on its month, with its time. */
  value: string;
  /** The field's box: the popover sits under it. */
  anchorRef: RefObject<HTMLElement | null>;
  /** The calendar button: the focus goes back to it, and a click on it is not "outside". */
  triggerRef: RefObject<HTMLElement | null>;
  onChange(value: string): void;
  onClose(): void;
}

const HOURS = Array.from({ length: 24 }, (_, n) => n);
const MINUTES = Array.from({ length: 60 }, (_, n) => n);
const two = (n: number) => String(n).padStart(2, '0');

function TimeSelect({ label, value, options, onChange }: { label: string; value: number; options: number[]; onChange(value: number): void }) {
  return (
    <NativeSelect.Root size="xs" w="16">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
        {options.map((n) => <option key={n} value={n}>{two(n)}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export default function CalendarPopover({ mode, value, anchorRef, triggerRef, onChange, onClose }: CalendarPopoverProps) {
  const parts = value ? readDateTimeParts(value) : null;
  const [day, setDay] = useState<DayParts | null>(parts);
  const [time, setTime] = useState({ hour: parts?.hour ?? 0, minute: parts?.minute ?? 0 });
  const contentRef = useRef<HTMLDivElement>(null);
  const dayText = day ? wireDate(day) : '';
  const picked = useMemo(() => (dayText ? parseDate(dayText) : undefined), [dayText]);
  const pickedList = useMemo(() => (picked ? [picked] : []), [picked]);
  // The keyboard starts on the chosen day (or today): arrows move, Enter picks. Once the popover has
  // taken the focus itself, so after its own initial focus.
  const focusDay = () => contentRef.current?.querySelector<HTMLElement>('[data-part="table-cell-trigger"][data-focus]');
  useEffect(() => {
    const frame = requestAnimationFrame(() => focusDay()?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const dateTime = mode === 'datetime';

  // A picked day keeps the seconds of the stored time until the time is changed here.
  const emit = (nextDay: DayParts, nextTime = time, second = 0) =>
    onChange(dateTime ? wireDateTime({ ...nextDay, ...nextTime, second }) : wireDate(nextDay));

  const pickDay = (date: DateValue | undefined) => {
    if (!date) return;
    const next = { year: date.year, month: date.month, day: date.day };
    // zag may report the value it was given back; only a new day is a pick.
    if (dateTime && day && wireDate(next) === wireDate(day)) return;
    setDay(next);
    const sameTime = parts && parts.hour === time.hour && parts.minute === time.minute;
    emit(next, time, sameTime ? parts.second : 0);
    if (!dateTime) onClose();
  };
  const changeTime = (patch: Partial<typeof time>) => {
    const next = { ...time, ...patch };
    setTime(next);
    if (day) emit(day, next);
  };
  const pickNow = () => {
    const now = nowParts();
    emit(now, { hour: now.hour, minute: now.minute });
    onClose();
  };

  return (
    <Popover.Root
      open
      onOpenChange={(details) => { if (!details.open) onClose(); }}
      portalled={false}
      onInteractOutside={(event) => { if (triggerRef.current?.contains(event.target as Node)) event.preventDefault(); }}
      initialFocusEl={() => focusDay() ?? null}
      finalFocusEl={() => triggerRef.current}
      positioning={{ placement: 'bottom-start', strategy: 'fixed', fitViewport: true, getAnchorElement: () => anchorRef.current }}
    >
      <Popover.Positioner>
        <Popover.Content ref={contentRef} width="auto" maxH="var(--available-height)" overflowY="auto" aria-label={datePickerText.calendar()}>
          <Popover.Body p="3">
            <DatePicker.Root
              inline
              locale="zh-CN"
              translations={TRANSLATIONS}
              startOfWeek={1}
              size="sm"
              value={pickedList}
              defaultFocusedValue={picked}
              onValueChange={(details) => pickDay(details.value[0])}
            >
              <DatePicker.Content unstyled>
                <DatePicker.View view="day">
                  <DatePicker.Header />
                  <DatePicker.DayTable />
                </DatePicker.View>
                <DatePicker.View view="month">
                  <DatePicker.Header />
                  <DatePicker.MonthTable />
                </DatePicker.View>
                <DatePicker.View view="year">
                  <DatePicker.Header />
                  <DatePicker.YearTable />
                </DatePicker.View>
              </DatePicker.Content>
            </DatePicker.Root>
            {dateTime ? (
              <Flex align="center" gap="1.5" mt="2" role="group" aria-label={datePickerText.time()}>
                <Text as="span" fontSize="sm" color="fg.muted" me="1">{datePickerText.time()}</Text>
                <TimeSelect label={datePickerText.hour()} value={time.hour} options={HOURS} onChange={(hour) => changeTime({ hour })} />
                <Text as="span" aria-hidden>:</Text>
                <TimeSelect label={datePickerText.minute()} value={time.minute} options={MINUTES} onChange={(minute) => changeTime({ minute })} />
              </Flex>
            ) : null}
            <Flex justify="space-between" align="center" gap="2" mt="2" pt="2" borderTopWidth="1px">
              <Button size="xs" variant="ghost" onClick={() => { onChange(''); onClose(); }}>{datePickerText.clear()}</Button>
              <Flex gap="2">
                <Button size="xs" variant="outline" onClick={dateTime ? pickNow : () => { emit(nowParts()); onClose(); }}>
                  {dateTime ? datePickerText.now() : datePickerText.today()}
                </Button>
                {dateTime ? <Button size="xs" colorPalette="brand" onClick={onClose}>{datePickerText.confirm()}</Button> : null}
              </Flex>
            </Flex>
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
