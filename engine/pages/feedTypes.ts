// A list's feed view (动态): the rows of the list call as a stream of cards, newest first, each
// saying who did what and opening the record it is about, which may be another module's (the
// office workbench: a log, an event, an announcement, a task or an approval). The module
// descriptor declares it under `lists.<id>.feed` (schemas/meta/module.schema.json `$defs.feed`).
// Pure types.
import type { PageValueFormat } from './types.ts';

export interface PageFeedKind {
  /** The module whose record a row of this kind is about: its drawer opens. */
  module: string;
  /** The row's key holding that record's id (`actionId`). */
  idKey: string;
}

export interface PageFeed {
  /** The row's key naming its kind (`type`), and each kind's record. */
  kindKey: string;
  kinds: Readonly<Record<string, PageFeedKind>>;
  /** Row keys: the person (`createUser`: a {realname, img} object), the kind's name, the title and text shown, the time. */
  who: string;
  kindName: string;
  title: readonly string[];
  time: string;
  /** Panels beside the feed. */
  side?: readonly PageFeedSide[];
  /**
   * Load more instead of paging: page 1, then 2, 3... appended at the end (加载更多, also when the
   * end comes into view) until an answer's `lastPage`, with no pager. Each page is asked with
   * `param` = `value` on top of the list's query: the call's way of not counting the total
   * (OaRecord/getOaRecordPageList `total: 0`), which a stream never shows.
   */
  more?: PageFeedMore;
}

export interface PageFeedMore {
  param: string;
  value: string | number;
}

/**
 * A panel beside the feed: the rows of a call (my open tasks: OaRecord/queryTask; today's events:
 * OaRecord/queryEventByDay, whose day defaults to today), each opening its record.
 */
export interface PageFeedSide {
  /** i18n key of the panel's heading. */
  title: string;
  call: string;
  /** The module whose record a row is, and the row's key of its id. */
  module: string;
  idKey: string;
  /** Row keys of the line's text and of its time (shown after it). */
  text: string;
  time?: string;
  /** How the time is shown (a task's due time as its day: `date`); as the row has it when absent. */
  timeFormat?: PageValueFormat;
  /**
   * A month calendar above the lines (the workbench's 日程): its days marked by the `marks` call
   * (OaRecord/queryEvent: `[{date, status}]` for `monthParam` = yyyy-MM, status 1 = marked), the
   * panel's call asked for the picked day (`dayParam` = yyyy-MM-dd, today at first).
   */
  days?: PageFeedDays;
}

export interface PageFeedDays {
  marks: string;
  monthParam: string;
  dayParam: string;
}
