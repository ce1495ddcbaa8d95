// A list's calendar view (日历) as data: the records of a time range drawn on a month, week or day
// grid (react-big-calendar in engine/react/list/calendar). The list call is asked for the visible
// range only (the schedule's OaEvent/queryList {startTime, endTime}; a project's task calendar
// by due date), never paged: a range holds what one screen shows. The module descriptor declares
// it under `lists.<id>.calendar` (schemas/meta/module.schema.json `$defs.calendar`). Pure types.

export type CalendarGrid = 'month' | 'week' | 'day';

export interface PageCalendar {
  /** The list call's parameters bounding the visible range, and how their times are written. */
  range: {
    startKey: string;
    endKey: string;
    /** `datetime`: `yyyy-MM-dd HH:mm:ss` (the range's last second); `date`: `yyyy-MM-dd`. */
    format: 'datetime' | 'date';
  };
  /** The row's keys of an item's title, start and end (wire texts, `yyyy-MM-dd[ HH:mm[:ss]]`). */
  title: string;
  start: string;
  end: string;
  /** The row's key holding the item's colour (`#53d397`); absent or empty: the brand colour. */
  color?: string;
  /** The items are whole days (a task's due date), drawn in the all-day row. */
  allDay?: boolean;
  /** The grids offered, the default first. */
  grids: readonly CalendarGrid[];
  /**
   * Picking free time on the grid opens the create view (when the list offers 新建) with these
   * form fields set to the picked start and end.
   */
  create?: { start: string; end: string };
}
