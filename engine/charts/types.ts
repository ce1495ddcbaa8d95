// The shape of a chart page: schemas/charts/<area>/<page>.json, validated by
// schemas/meta/chart.schema.json. One file says what a BI-style screen asks and shows: its filters
// (period, employees / departments, year, a select), and its sections, each one call (endpoint and
// parameters) drawn as a chart, figures, a table or a feed, with an optional drill-down into a
// module's list. engine/react/chart renders any such file; nothing in a file is code.
// Pure types: no React, no DOM.

/** contract 12.1's time presets; `custom` sends startTime + endTime instead of `type`. */
export const TIME_PRESETS = ['today', 'yesterday', 'week', 'lastWeek', 'month', 'lastMonth', 'quarter', 'lastQuarter', 'year', 'lastYear'] as const;
export type TimePreset = (typeof TIME_PRESETS)[number];
export type PeriodType = TimePreset | 'custom';

/**
 * How a value is shown: `count` an integer as it is, `money` "1,234.50" (exact on the decimal's
 * text), `decimal` two places, `percent` two places and %, `bucket` a period bucket of contract
 * 12.1 (`yyyyMM` → 2026-11, `yyyyMMdd` → 11-25), `text` as it is.
 */
export type ChartValueFormat = 'text' | 'count' | 'money' | 'decimal' | 'percent' | 'bucket';

/** The endpoint a section (or one of its blocks) asks. */
export interface ChartCall {
  /** Path under /api/, e.g. `Crm/Instrument/sellMonth`, `biCustomer/totalCustomerStats`. */
  path: string;
  /** Fixed parameters; the filters' and the controls' values are sent over them. */
  params?: Readonly<Record<string, string | number>>;
  /** Sends `page` and `limit` (a block with `total` shows the pager). */
  paged?: boolean;
}

export interface ChoiceOption {
  value: string;
  /** i18n key (static options); options of a source carry their own text. */
  label: string;
}

// ---- filters: the page's, sent with every call ----

/** 时间: a preset, or 自定义 with two dates (yyyy-MM-dd) when `custom` is not false. */
export interface PeriodFilter {
  kind: 'period';
  /** Default `year` (contract 12.1's client default); the CRM 仪表盘 opens on `month`. */
  default?: PeriodType;
  /** The presets offered, in order; default all ten. */
  presets?: readonly TimePreset[];
  custom?: boolean;
}

/** 员工/部门 by the member picker: ids as csv (`userIds`, `deptIds`) or, not `multiple`, the first one (BI's `userId`, `deptId`). */
export interface MembersFilter {
  kind: 'members';
  users: string;
  depts: string;
  multiple?: boolean;
  /** `ownDept`: opens on the user's own department (BI: a page counts a department's people, contract 12.1). */
  start?: 'ownDept';
  /** `depts`: departments only, the picker's 员工 tab hidden (排行榜 ranks a department's people). */
  pick?: 'depts';
}

/** A year (BI's yearly pages): this year by default, a few years back. */
export interface YearFilter {
  kind: 'year';
  param: string;
}

/** A select: options of a named source the environment answers (`businessTypes`), or fixed ones. */
export interface SelectControl {
  kind: 'select';
  param: string;
  /** i18n key: the select's accessible name. */
  label: string;
  source?: string;
  options?: readonly ChoiceOption[];
  /** Nothing is asked until it has a value; with no options the section shows `emptyText`. */
  required?: boolean;
  emptyText?: string;
}

export type PageFilter = PeriodFilter | MembersFilter | YearFilter | SelectControl;

// ---- a section's own controls, sent with the section's calls ----

/** Buttons of which one is on (业绩指标's 合同金额 / 回款金额). */
export interface ToggleControl {
  kind: 'toggle';
  param: string;
  label: string;
  options: readonly ChoiceOption[];
  /** Default the first option. */
  default?: string;
}

/** Tabs over the section's body, each with the count another call answers (跟进记录's kinds). */
export interface TabsControl {
  kind: 'tabs';
  param: string;
  label: string;
  options: readonly ChoiceOption[];
  counts?: {
    call: ChartCall;
    /** The answer is a list of rows: `key` names the option, `value` its count. */
    key: string;
    value: string;
  };
}

export type SectionControl = SelectControl | ToggleControl | TabsControl;

/** Shown only when a control has a value (`{control, eq}`) or a field of the answer equals one (`{field, eq}`, numbers as numbers). */
export type ChartCondition = { control: string; eq: string } | { field: string; eq: string | number };

// ---- drill-down ----

/**
 * A figure (or a bar) opening a module's list: the module's descriptor gives the columns, the
 * record type and the right to see it (`<auth>.index`). The list asks `call` (default the module's
 * own list call) with the page's filter, `moduleParam` = the module's code and, from a chart,
 * `categoryParam` = the clicked category's value.
 */
export interface ChartDrill {
  module: string;
  call?: ChartCall;
  moduleParam?: string;
  categoryParam?: string;
  /** The row's field sent as the category (a ranking's ownerUserId); default the chart's category field. A table cell's drill needs it. */
  categoryField?: string;
}

/**
 * A series' own drill over its chart's: `false` = its bars do not drill; `params` = added to the
 * chart drill's call (which figure its bars count); `module` = its bars open another module's list.
 */
export type SeriesDrill = false | { module?: string; params?: Readonly<Record<string, string | number>> };

// ---- blocks: what a section shows ----

export interface Figure {
  /** Field of the answer (a dotted path reaches into objects). */
  field: string;
  label: string;
  format?: ChartValueFormat;
  /** With a module: the figure opens its list (merged over the block's `drill`). */
  drill?: ChartDrill;
  when?: ChartCondition;
}

/** Figures: `cards` (big numbers, 销售简报), `rows` (label left, value right), `inline` (a line of "label value"). */
export interface FiguresBlock {
  kind: 'figures';
  style: 'cards' | 'rows' | 'inline';
  items: readonly Figure[];
  /** i18n key: the group's accessible name (rows). */
  label?: string;
  /** What every drilling figure shares (the call, the module's parameter). */
  drill?: Omit<ChartDrill, 'module'>;
  muted?: boolean;
  call?: ChartCall;
}

export interface ChartSeries {
  field: string;
  label: string;
  format?: ChartValueFormat;
  /** bar/line charts: this series drawn otherwise (a line over bars). */
  type?: 'bar' | 'line';
  /** Series with the same stack name are stacked. */
  stack?: string;
  /** `right`: a second value axis (dual axis, e.g. counts and a rate). */
  axis?: 'left' | 'right';
  drill?: SeriesDrill;
}

/** `map`: China's provinces, the category a province's name (北京 or 北京市; 未知 is on no province), the first series their colour, all in the tooltip. */
export type ChartKind = 'bar' | 'line' | 'pie' | 'funnel' | 'gauge' | 'map';

export interface ChartBlock {
  kind: 'chart';
  chart: ChartKind;
  /** i18n key: what the chart shows, for assistive technology (a canvas says nothing). */
  label: string;
  /** Interpolated into `label`: name → a field of the answer and its format. */
  labelValues?: Readonly<Record<string, { field: string; format?: ChartValueFormat }>>;
  /** Where the rows are in the answer (`list`); absent: the answer is the list. Not for gauges. */
  rows?: string;
  /** The x axis / slice / stage names. Not for gauges. */
  category?: { field: string; format?: ChartValueFormat };
  series: readonly ChartSeries[];
  /**
   * bar / line: series the answer names, after the fixed ones: one per row of `rows` (审批分析's
   * categoryList), named by its `label` field (the answer's own text), drawing the field `field`
   * with `{key}` replaced by its `key` field; `stack` stacks them.
   */
  seriesFrom?: { rows: string; key: string; label: string; field: string; format?: ChartValueFormat; stack?: string };
  /** CSS height, default 300px. */
  height?: string;
  /** bar: bars along the y axis (rankings). */
  horizontal?: boolean;
  /** funnel: `order` draws each stage a step narrower than the one before whatever its value (a stage with 0 stays). */
  shape?: 'value' | 'order';
  /** gauge: the scale's end (default 100); the value is capped there. */
  max?: number;
  drill?: ChartDrill;
  call?: ChartCall;
}

export interface TableColumn {
  field: string;
  label: string;
  format?: ChartValueFormat;
  /** The value names a choice: the cell shows the i18n text `<choices>.<value>`. */
  choices?: string;
  /** A cell above 0 opens the module's list of its row (`categoryField` of the row as `categoryParam`). */
  drill?: ChartDrill;
}

export interface TableBlock {
  kind: 'table';
  /** i18n key: the table's accessible name. */
  label: string;
  rows?: string;
  /** A field unique per row (React keys); default the row's index. */
  rowKey?: string;
  columns: readonly TableColumn[];
  /** i18n key of a first column holding each row's place, 1..n in the answer's order (排行榜's 公司排名). */
  rank?: string;
  /**
   * Columns the answer names, after the fixed ones: one per row of `rows` (审批分析's categoryList),
   * headed by its `label` field, showing the field `field` with `{key}` replaced by its `key` field.
   */
  columnsFrom?: { rows: string; key: string; label: string; field: string; format?: ChartValueFormat };
  /** With a paged call: the field holding the total row count (pager). */
  total?: string;
  call?: ChartCall;
}

/** A list of entries drawn by a named renderer (`followUp`: the follow-up records as the detail shows them). */
export interface FeedBlock {
  kind: 'feed';
  entry: 'followUp';
  rows?: string;
  total?: string;
  /** A field naming the record an entry concerns. */
  subject?: string;
  rowKey?: string;
}

export interface NoteBlock {
  kind: 'note';
  text: string;
  when?: ChartCondition;
}

export type SectionBlock = FiguresBlock | ChartBlock | TableBlock | FeedBlock | NoteBlock;

export interface ChartSectionDef {
  /** Unique in the page. */
  id: string;
  title: string;
  note?: string;
  /** `half`: consecutive half sections share a row on wide screens. Default full. */
  span?: 'full' | 'half';
  call: ChartCall;
  controls?: readonly SectionControl[];
  /** Figures beside the title (the period's totals). */
  header?: readonly FiguresBlock[];
  blocks: readonly SectionBlock[];
}

export interface ChartPageDef {
  $schema?: string;
  /** `<area>/<page>`, the file's place under schemas/charts. */
  key: string;
  title: string;
  filters: readonly PageFilter[];
  sections: readonly ChartSectionDef[];
}
