// What a block receives from its section besides its answer: the values in effect (for `when` and
// for a block's own call), the drill-down, the pager's state, the environment.
import type { ChartDrill } from '../../../charts/index.ts';
import type { ChartEnvironment } from '../chartEnvironment.ts';

export interface DrillHandle {
  /** Whether the module's list may be opened here (the user's right, an environment with lists). */
  can(drill: ChartDrill): boolean;
  /** Opens the list; `title` names what was clicked, `category` is the clicked bar's raw category. */
  open(drill: ChartDrill, title: string, category?: unknown): void;
}

export interface Paging {
  page: number;
  limit: number;
  setPage(page: number): void;
  setLimit(limit: number): void;
}

export interface BlockContext {
  env: ChartEnvironment;
  /** The page's filters as parameters. */
  filter: Readonly<Record<string, string>>;
  /** The section's controls' values in effect. */
  controls: Readonly<Record<string, string>>;
  /** False while a required select waits for its options: nothing is asked. */
  ready: boolean;
  drill: DrillHandle;
  /** With a paged call. */
  paging?: Paging;
  /** A list's accessible name: the chosen tab's, else the section's title. */
  listLabel: string;
  /** The page's title, translated: an exported table's file is named after it. */
  pageTitle: string;
  /** A paged call's every row (the call without page and limit: the answer is the rows): what 导出 writes. */
  allRows?(): Promise<unknown>;
}
