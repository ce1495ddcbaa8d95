// The list's table: TanStack Table for the column model, TanStack Virtual for the rows (only the
// rows in view are in the DOM, so a page of 100 rows with 50 columns scrolls smoothly). Sorting is
// the server's (a header click asks for sortField/order), widths are the user's (drag a header's
// edge; the new width is saved with field/setFelidStyle), the name column opens the record.
// The selection and name columns are pinned (sticky left): a row keeps its name when the table
// scrolls sideways. A value cut at its column's width shows whole, wrapped, in one tooltip under
// the pointer (CellTooltip.tsx); the cell's text is whole in the DOM for screen readers.
import { memo, useCallback, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { Badge, Box, chakra, Checkbox, Flex } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '../../pages/index.ts';
import type { ListRow } from '../../../server-adapter/crmList.ts';
import { cellText } from './cellFormat.ts';
import { formatValue, valueOf as valueAt } from '../detail/formatValue.ts';
import { CellTooltip, useCutValueTooltip } from './CellTooltip.tsx';
import { MIN_COLUMN_WIDTH, type ListColumn } from './useListData.ts';

export const ROW_HEIGHT = 40;
const SELECT_WIDTH = 44;

export interface ListTableProps {
  label: string;
  columns: readonly ListColumn[];
  rows: readonly ListRow[];
  idKey: string;
  nameColumn: string;
  /** False: the name is plain text (rows with nothing to open). */
  nameOpens?: boolean;
  /** Without batch actions there is nothing to select: no checkboxes. */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelect(ids: string[], on: boolean): void;
  sortField: string | null;
  order: SortOrder | null;
  /** Absent: the list call takes no sort, and the headers are plain titles. */
  onSort?(field: string): void;
  onResize(field: string, width: number): void;
  onOpen(row: ListRow): void;
  /** Shown in place of the rows (loading, failed, empty). */
  status?: ReactNode;
  /** The scroll area's height (CSS). */
  height?: string;
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ListRow>();

function SortMark({ order }: { order: SortOrder | null }) {
  return (
    <chakra.svg viewBox="0 0 8 12" w="8px" h="12px" flexShrink={0} aria-hidden="true" color="fg.subtle">
      <path d="M4 1 L7 5 H1 Z" fill={order === 2 ? 'var(--chakra-colors-brand-500)' : 'currentColor'} opacity={order === 2 ? 1 : 0.4} />
      <path d="M4 11 L7 7 H1 Z" fill={order === 1 ? 'var(--chakra-colors-brand-500)' : 'currentColor'} opacity={order === 1 ? 1 : 0.4} />
    </chakra.svg>
  );
}

function ResizeHandle({ field, name, width, onResize, onLive }: { field: string; name: string; width: number; onResize(field: string, width: number): void; onLive(field: string, width: number | null): void }) {
  const { t } = useTranslation();
  function start(event: ReactPointerEvent<HTMLDivElement>) {
    event.preventDefault();
    event.stopPropagation();
    const target = event.currentTarget;
    const startX = event.clientX;
    let next = width;
    target.setPointerCapture(event.pointerId);
    const move = (e: PointerEvent) => {
      next = Math.max(MIN_COLUMN_WIDTH, Math.round(width + e.clientX - startX));
      onLive(field, next);
    };
    const up = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', up);
      target.removeEventListener('pointercancel', up);
      onLive(field, null);
      if (next !== width) onResize(field, next);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', up);
    target.addEventListener('pointercancel', up);
  }
  return (
    <Box role="separator" aria-orientation="vertical" aria-label={`${t('list.columns.resize')} ${name}`} aria-valuenow={width}
      tabIndex={0} position="absolute" top="0" right="-3px" w="7px" h="full" cursor="col-resize" zIndex={1}
      _hover={{ bg: 'brand.200' }} onPointerDown={start}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
          event.preventDefault();
          onResize(field, Math.max(MIN_COLUMN_WIDTH, width + (event.key === 'ArrowRight' ? 10 : -10)));
        }
      }} />
  );
}

/** Where each column is pinned (its sticky left offset), or undefined; `edge`: the last pinned one, drawn with a rule. */
interface Pins {
  left: Array<number | undefined>;
  edge: number;
}

/** A pinned cell's style: sticky at its offset, opaque (the row's colour, hover included) above the cells sliding under it. */
function pinStyle(pins: Pins, index: number, zIndex: number) {
  const left = pins.left[index];
  if (left === undefined) return {};
  return {
    position: 'sticky' as const, left: `${left}px`, zIndex, bg: 'inherit',
    ...(index === pins.edge ? { borderRightWidth: '1px', borderColor: 'border', boxShadow: '4px 0 4px -4px rgba(0,0,0,0.15)' } : {}),
  };
}

const BodyRow = memo(function BodyRow({ cells, top, selected, widths, pins }: { cells: ReactNode[]; top: number; selected: boolean; widths: number[]; pins: Pins }) {
  return (
    <Flex role="row" aria-selected={selected || undefined} position="absolute" top="0" left="0" transform={`translateY(${top}px)`}
      h={`${ROW_HEIGHT}px`} minW="full" borderBottomWidth="1px" borderColor="border.muted" bg={selected ? 'brand.50' : 'bg'} _hover={{ bg: selected ? 'brand.50' : 'bg.subtle' }}>
      {cells.map((cell, index) => (
        <Flex key={index} role="cell" align="center" w={`${widths[index]}px`} flexShrink={0} px="3" fontSize="sm" overflow="hidden" whiteSpace="nowrap"
          {...pinStyle(pins, index, 1)}>
          {cell}
        </Flex>
      ))}
    </Flex>
  );
});

export function ListTable(props: ListTableProps) {
  const { label, columns, rows, idKey, nameColumn, nameOpens = true, selectable, selected, onSelect, sortField, order, onSort, onResize, onOpen, status, height = '520px' } = props;
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<{ field: string; width: number } | null>(null);
  const onLive = useCallback((field: string, width: number | null) => setLive(width === null ? null : { field, width }), []);

  const rowId = useCallback((row: ListRow) => String(row[idKey] ?? ''), [idKey]);
  const tableColumns = useMemo(() => helper.columns(columns.map((column) =>
    helper.accessor((row) => valueAt(row, column.field), { id: column.field, header: () => column.name }))), [columns]);
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable({ features, columns: tableColumns, data, getRowId: rowId });
  const formTypes = useMemo(() => new Map(columns.map((column) => [column.field, column.formType])), [columns]);
  const formats = useMemo(() => new Map(columns.map((column) => [column.field, column.format])), [columns]);
  const choices = useMemo(() => new Map(columns.flatMap((column) => (column.choices ? [[column.field, column.choices] as const] : []))), [columns]);
  const links = useMemo(() => new Map(columns.flatMap((column) => (column.link ? [[column.field, column.link] as const] : []))), [columns]);
  const modelRows = table.getRowModel().rows;

  const widthOf = (column: ListColumn) => (live && live.field === column.field ? live.width : column.width);
  const widths = [...(selectable ? [SELECT_WIDTH] : []), ...columns.map(widthOf)];
  const totalWidth = widths.reduce((sum, width) => sum + width, 0);
  // pinned: the checkboxes at 0, the name column right after them (wherever the user put it, it
  // sticks once scrolled to the left edge)
  const nameIndex = columns.findIndex((column) => column.field === nameColumn);
  const pins: Pins = { left: widths.map(() => undefined), edge: -1 };
  if (selectable) { pins.left[0] = 0; pins.edge = 0; }
  if (nameIndex >= 0) { const at = nameIndex + (selectable ? 1 : 0); pins.left[at] = selectable ? SELECT_WIDTH : 0; pins.edge = at; }
  const tooltip = useCutValueTooltip(scrollRef);

  const virtualizer = useVirtualizer({ count: status ? 0 : modelRows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const pageIds = modelRows.map((row) => row.id);
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someChosen = pageIds.some((id) => selected.has(id));

  return (
    <Box ref={scrollRef} role="table" aria-label={label} aria-rowcount={rows.length + 1} overflow="auto" h={height}
      borderWidth="1px" borderColor="border" borderRadius="sm" bg="bg" position="relative" {...tooltip.handlers}>
      <Flex role="row" position="sticky" top="0" zIndex={2} bg="bg.subtle" borderBottomWidth="1px" borderColor="border" minW={`${totalWidth}px`} h={`${ROW_HEIGHT}px`}>
        {selectable && (
          <Flex role="columnheader" align="center" justify="center" w={`${SELECT_WIDTH}px`} flexShrink={0} {...pinStyle(pins, 0, 2)}>
            <Checkbox.Root size="sm" colorPalette="brand" checked={allChosen ? true : someChosen ? 'indeterminate' : false} disabled={pageIds.length === 0}
              onCheckedChange={(details) => onSelect(pageIds, details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label srOnly>{t('list.columns.selectAll')}</Checkbox.Label>
            </Checkbox.Root>
          </Flex>
        )}
        {table.getHeaderGroups()[0]?.headers.map((header, index) => {
          const column = columns[index]!;
          const sorted = sortField === column.field ? order : null;
          return (
            <Flex key={header.id} role="columnheader" aria-sort={sorted === 1 ? 'descending' : sorted === 2 ? 'ascending' : 'none'}
              position="relative" align="center" w={`${widthOf(column)}px`} flexShrink={0} px="3" {...pinStyle(pins, index + (selectable ? 1 : 0), 2)}>
              {onSort ? (
                <chakra.button type="button" display="flex" alignItems="center" gap="1" minW="0" fontSize="sm" fontWeight="medium" color="fg.muted"
                  cursor="pointer" onClick={() => onSort(column.field)}>
                  <chakra.span truncate data-cut-value={column.name}><table.FlexRender header={header} /></chakra.span>
                  <SortMark order={sorted} />
                </chakra.button>
              ) : (
                <chakra.span fontSize="sm" fontWeight="medium" color="fg.muted" truncate data-cut-value={column.name}><table.FlexRender header={header} /></chakra.span>
              )}
              <ResizeHandle field={column.field} name={column.name} width={widthOf(column)} onResize={onResize} onLive={onLive} />
            </Flex>
          );
        })}
      </Flex>
      {status ? (
        <Box position="sticky" left="0" w="full">{status}</Box>
      ) : (
        <Box position="relative" h={`${virtualizer.getTotalSize()}px`} minW={`${totalWidth}px`}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = modelRows[item.index]!;
            const id = row.id;
            const chosen = selected.has(id);
            const record = row.original;
            const cells: ReactNode[] = [];
            if (selectable) {
              cells.push(
                <Checkbox.Root size="sm" colorPalette="brand" checked={chosen} onCheckedChange={(details) => onSelect([id], details.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label srOnly>{`${t('list.columns.select')} ${cellText(nameColumn, record[nameColumn]) || id}`}</Checkbox.Label>
                </Checkbox.Root>,
              );
            }
            for (const cell of row.getAllCells()) {
              const format = formats.get(cell.column.id);
              const choice = choices.get(cell.column.id);
              const value = cell.getValue();
              const text = choice && value !== null && value !== undefined && value !== ''
                ? t(`${choice}.${String(value)}`, { defaultValue: String(value) })
                : format ? formatValue(value, format) : cellText(cell.column.id, value, formTypes.get(cell.column.id));
              if (cell.column.id === nameColumn && nameOpens) {
                cells.push(
                  <chakra.button type="button" color="brand.600" fontSize="sm" truncate maxW="full" textAlign="start" cursor="pointer"
                    _hover={{ textDecoration: 'underline' }} onClick={() => onOpen(record)} data-cut-value={text}>
                    {text || '—'}
                  </chakra.button>,
                );
              } else if (links.has(cell.column.id) && text && record[links.get(cell.column.id)!]) {
                // A file's name: its address, with the session's cookie (the server checks the record's rights).
                cells.push(
                  <chakra.a href={String(record[links.get(cell.column.id)!])} target="_blank" rel="noopener noreferrer" color="brand.600" fontSize="sm" truncate
                    _hover={{ textDecoration: 'underline' }} data-cut-value={text}>{text}</chakra.a>,
                );
              } else if (format === 'readState' && text) {
                // Unread stands out (an announcement not opened yet); read is quiet.
                const unread = Number(cell.getValue()) !== 1;
                cells.push(<Badge size="sm" variant={unread ? 'solid' : 'subtle'} colorPalette={unread ? 'red' : 'gray'}>{text}</Badge>);
              } else {
                cells.push(<chakra.span truncate data-cut-value={text}>{text}</chakra.span>);
              }
            }
            return <BodyRow key={id || item.index} cells={cells} top={item.start} selected={chosen} widths={widths} pins={pins} />;
          })}
        </Box>
      )}
      <CellTooltip tip={tooltip.tip} />
    </Box>
  );
}
