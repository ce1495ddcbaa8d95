// The calendar library draws an item as a focusable div without a role or a name: screen readers
// (and tests that find things as users do) see nothing to press. Its eventWrapper hook receives
// that div as its only child; this gives it the role of a button and a name: the title and when.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import dayjs from 'dayjs';
import type { EventWrapperProps } from 'react-big-calendar';
import type { CalendarItem } from '../../../pages/index.ts';

function when(item: CalendarItem): string {
  const start = dayjs(item.start);
  if (item.allDay) return start.format('M月D日');
  const end = dayjs(item.end);
  return start.isSame(end, 'day')
    ? `${start.format('M月D日 HH:mm')}–${end.format('HH:mm')}`
    : `${start.format('M月D日 HH:mm')}–${end.format('M月D日 HH:mm')}`;
}

export function CalendarItemButton({ event, children }: EventWrapperProps<CalendarItem> & { children?: ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement(child)) return <>{children}</>;
  return cloneElement(child as ReactElement<Record<string, unknown>>, { role: 'button', 'aria-label': `${event.title} ${when(event)}` });
}
