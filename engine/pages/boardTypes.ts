// A list's board view (看板) as data: the same records as the table, one column per value of a
// field, cards in an order the server keeps, and a call that moves a card (Twenty's Kanban view of
// an object, amis CRUD's `mode: cards`). The module descriptor declares it under `lists.<id>.board`
// (schemas/meta/module.schema.json `$defs.board`); engine/modules listPage copies it into the
// PageDef with the move's right resolved. Pure types: no React, no DOM.
import type { PageValueFormat } from './types.ts';

/** The ways a list can be drawn; the first a list offers is its default (calendar: calendarTypes.ts, feed: feedTypes.ts). */
export type PageView = 'table' | 'board' | 'calendar' | 'feed';

/** A fixed column: the group value and the i18n key of its title. */
export interface BoardColumnOption {
  value: string | number;
  label: string;
}

/** Columns written in the descriptor (a task's statuses). */
export interface BoardFixedColumns {
  options: readonly BoardColumnOption[];
}

/**
 * Columns answered by a call (a project's task lists, a business type's stages). The call is sent
 * with the list's fixed parameters (`listParams`: the project a board belongs to).
 */
export interface BoardCalledColumns {
  call: string;
  /** Dotted path of the items in the answer's `data`; absent: `data` is the array. */
  from?: string;
  /** An item's key holding its group value, and the key of its title (data: shown as it is). */
  value: string;
  label: string;
  /**
   * The answer lists groups, each with its own columns (a business type and its stages): the board
   * offers a choice of group and shows the rows whose `rowKey` is the chosen group's value.
   */
  groups?: {
    /** The group's key holding its array of columns (`statusList`). */
    columns: string;
    value: string;
    label: string;
    /** The row's key naming its group (`typeId`). */
    rowKey: string;
  };
}

/**
 * Columns that are the list call's own answer (`answer: "groups"`: work/queryTaskByWorkId's lists,
 * workbench/myTask's four columns): no second call; each group's `value` and `label` keys name the
 * column. A group whose value is `ungrouped` (the contract's `(未分组)`, classId -1) is no column:
 * its cards show in the board's untitled first column, which takes no drops.
 */
export interface BoardAnswerColumns {
  answer: true;
  value: string;
  label: string;
  ungrouped?: string | number;
}

export type BoardColumns = BoardFixedColumns | BoardCalledColumns | BoardAnswerColumns;

/**
 * A card added at a column's foot by its title alone (Trello's "添加任务"): the call gets the title,
 * the column's group value and the list's fixed parameters (the project); the full form is the
 * card's drawer afterwards.
 */
export interface BoardQuickAdd {
  call: string;
  /** Parameter names: the title, and the column's group value. */
  titleKey: string;
  groupKey: string;
  /** The right adding needs (dotted path); absent: the move's. */
  auth?: string;
}

/**
 * The call that persists a move. It gets the card's id, its new group value and, when the board
 * keeps an order, the ids of the destination column in their new order: a server stores the
 * order in one statement (`update … set group = $to, order_num = o.n from unnest($ids) with
 * ordinality o(id, n) where id = o.id`), the shape of the original's `work/updateOrder`.
 */
export interface BoardMove {
  call: string;
  /** `json`: ids go as arrays; `form` (the default): comma-joined, like a batch action's ids. */
  encoding?: 'json' | 'form';
  /** Parameter names: the moved record's id (optional when `idsKey` names it among the column's ids, as work/updateOrder does) and its new group value. */
  idKey?: string;
  groupKey: string;
  /** The destination column's ids in order, after the move (requires the board's `orderBy`). */
  idsKey?: string;
  /** The card's former group value and that column's ids after the move (a column change only). */
  fromGroupKey?: string;
  fromIdsKey?: string;
  /** Fixed extra parameters (`{isEnd: 0}`). */
  params?: Record<string, string | number>;
  /** The right the move needs: in a descriptor a key under the module's prefix (`update`) or a dotted path; in a PageDef the dotted path. */
  auth?: string;
}

/** How a card shows a fact: the drawer's value formats (`date`: a datetime as its day), plus labels joined. */
export type BoardFactFormat = PageValueFormat | 'labels';

export interface BoardCardFact {
  /** A system key of the row, or a dotted path (`mainUser.realname`). */
  field: string;
  /** i18n key of the fact's label. */
  label: string;
  /** `labels`: a list of `{labelName}` joined (a task's 标签). */
  format?: BoardFactFormat;
  /** The value is a count of this key's total: shown `n/m` (a task's subtasks done of all), nothing when the total is 0. */
  of?: string;
  /** The value names a choice: shown as the i18n text `<choices>.<value>` (优先级 高). */
  choices?: string;
  /** Draws the fact in red when any of these holds (a task's due day once `isEnd` 1 or its status 延期 2). */
  alert?: ReadonlyArray<{ field: string; eq: string | number }>;
}

export interface BoardCard {
  /** The row's key of the card's title (opens the record like the table's name column). */
  title: string;
  facts?: readonly BoardCardFact[];
}

/**
 * Columns the user manages (a project's task lists): each call gets the list's fixed parameters
 * (the project) and, for a column, its group value under `groupKey`; a name under `nameKey`.
 * Each names its right (a dotted path: the project's `work.taskClass.save`...).
 */
export interface BoardColumnEdit {
  add?: { call: string; nameKey: string; auth?: string };
  rename?: { call: string; groupKey: string; nameKey: string; auth?: string };
  remove?: { call: string; groupKey: string; auth?: string };
  /** The columns' new order after one is dragged or moved: every column's group value, in order, under `idsKey` (work/updateClassOrder `classIds`). */
  reorder?: { call: string; idsKey: string; encoding?: 'json' | 'form'; auth?: string };
}

export interface PageBoard {
  /** The row's system key the columns group by (`status`, `classId`, `statusId`): never a custom field's name. */
  groupBy: string;
  columns: BoardColumns;
  /** The row's key ordering cards within a column, ascending; absent: the list's order, and a column keeps no order of its own. */
  orderBy?: string;
  /** Absent: a board to read, nothing to drag (a tag's tasks, grouped by project). */
  move?: BoardMove;
  card: BoardCard;
  quickAdd?: BoardQuickAdd;
  columnEdit?: BoardColumnEdit;
}
