// What the non-chart blocks show of an answer: figures (those whose `when` holds, with their
// drill-down), table rows as text, a feed's rows and a paged block's total.
import { holds, rowsAt, valueAt, type Row } from './answer.ts';
import { formatChartValue, isMissing, isNumeric, numberOf } from './format.ts';
import type { ChartDrill, ChartSectionDef, ChartValueFormat, FiguresBlock, TableBlock, TabsControl } from './types.ts';

export interface FigureView {
  /** i18n key */
  label: string;
  value: unknown;
  text: string;
  drill?: ChartDrill;
}

export function figureViews(block: FiguresBlock, data: unknown, controls: Readonly<Record<string, string>>): FigureView[] {
  return block.items.filter((item) => !item.when || holds(item.when, data, controls)).map((item) => {
    const value = data === undefined || data === null ? undefined : valueAt(data, item.field);
    return {
      label: item.label,
      value,
      text: formatChartValue(value, item.format ?? 'text'),
      ...(item.drill ? { drill: { ...block.drill, ...item.drill } } : {}),
    };
  });
}

export interface TableView {
  /** `text`: the header is the answer's own text (a column from `columnsFrom`), not an i18n key */
  columns: Array<{ label: string; numeric: boolean; text?: boolean }>;
  rows: Array<{ key: string; cells: string[] }>;
}

export function tableView(block: TableBlock, data: unknown, translate: (key: string) => string = (key) => key): TableView {
  const columns = tableColumns(block, data);
  return {
    columns: columns.map((column) => ({ label: column.label, numeric: column.rank || isNumeric(column.format), ...(column.text ? { text: true } : {}) })),
    rows: rowsAt(data, block.rows).map((row, index) => ({
      key: rowKey(row, index, block.rowKey),
      cells: columns.map((column) => column.rank ? String(index + 1) : tableCell(column, valueAt(row, column.field), translate)),
    })),
  };
}

/** A table's column in order: the rank, the file's, then those the answer names. */
export interface TableColumnOf {
  /** i18n key, or the answer's own text when `text` */
  label: string;
  /** '' on the rank column (each row's place). */
  field: string;
  format?: ChartValueFormat;
  choices?: string;
  text?: boolean;
  rank?: boolean;
}

/** The columns a table shows over an answer (also what its Excel export writes, tableSheet.ts). */
export function tableColumns(block: TableBlock, data: unknown): TableColumnOf[] {
  const rank = block.rank ? [{ label: block.rank, field: '', rank: true }] : [];
  const from = block.columnsFrom;
  // columns named by the answer (审批分析: one per approval category, `count_<categoryId>`)
  const answered = from ? rowsAt(data, from.rows).map((source) => ({
    field: from.field.replace('{key}', String(valueAt(source, from.key))), label: String(valueAt(source, from.label) ?? ''), format: from.format, text: true,
  })) : [];
  return [...rank, ...block.columns, ...answered];
}

/** One cell's text: a choice's i18n text, else the value in the column's format. */
export function tableCell(column: Pick<TableColumnOf, 'format' | 'choices'>, value: unknown, translate: (key: string) => string): string {
  return column.choices && !isMissing(value) ? translate(`${column.choices}.${String(value)}`) : formatChartValue(value, column.format ?? 'text');
}

/** A row's React key: its `rowKey` field when present, else its place. */
export function rowKey(row: Row, index: number, field?: string): string {
  const value = field ? valueAt(row, field) : undefined;
  return value === undefined || value === null ? `#${index}` : String(value);
}

/** The total row count of a paged answer. */
export function totalOf(data: unknown, field: string | undefined): number {
  return field ? numberOf(valueAt(data, field)) : 0;
}

/** A tabs control's counts from its call's rows (`key` names the option, `value` its count); a missing option counts 0. */
export function tabCounts(control: TabsControl, data: unknown): Record<string, number> | undefined {
  if (!control.counts || data === undefined || data === null) return undefined;
  const { key, value } = control.counts;
  const counts = Object.fromEntries(control.options.map((option) => [option.value, 0]));
  for (const row of rowsAt(data)) {
    const option = String(valueAt(row, key) ?? '');
    if (option in counts) counts[option] = numberOf(valueAt(row, value));
  }
  return counts;
}

/**
 * A section whose every block draws the rows of its answer (charts but gauges, tables, neither with
 * a call of its own) and whose answer has none: it shows one 没有找到数据, not one per block. A paged
 * table is empty only when its total is 0 (a page past the end keeps its table and pager).
 */
export function sectionEmpty(section: Pick<ChartSectionDef, 'blocks'>, data: unknown): boolean {
  if (data === undefined || data === null) return false;
  return section.blocks.length > 0 && section.blocks.every((block) =>
    ((block.kind === 'chart' && block.chart !== 'gauge') || block.kind === 'table') && !block.call && rowsAt(data, block.rows).length === 0
    && (block.kind !== 'table' || !block.total || totalOf(data, block.total) === 0));
}
