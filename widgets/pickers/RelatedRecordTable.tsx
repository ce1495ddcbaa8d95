// One page of CRM records as a table (TanStack Table v9 for the model, Chakra's table for the
// markup), 250 px high with a sticky header: a radio per row when one record is picked (the radio
// group keeps only the last one), a checkbox per row when several are; a click elsewhere on the row
// does the same. Each control is named by the record's name (a visually hidden label), so the rows
// read as "客户A, radio button, checked".
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Box, Checkbox, RadioGroup, Table } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { RelatedCrmType, RelatedRecord } from '../form/dataSources.ts';
import { firstText, RELATED_COLUMNS, relatedId, relatedLabel } from './relatedRecords.ts';

/** shell-and-calls.md 9: the related-record picker's table is 250 high. */
export const RELATED_TABLE_HEIGHT = 250;

export interface RelatedRecordTableProps {
  crmType: RelatedCrmType;
  rows: readonly RelatedRecord[];
  multiple: boolean;
  /** Ids (as text) of the chosen records. */
  chosen: ReadonlySet<string>;
  /** The accessible name of the table (the picker's title). */
  label: string;
  onToggle: (record: RelatedRecord, on: boolean) => void;
  /** Shown in place of the rows (loading, failed, nothing found). */
  status?: ReactNode;
}

interface SelectContextValue {
  crmType: RelatedCrmType;
  multiple: boolean;
  chosen: ReadonlySet<string>;
  onToggle: (record: RelatedRecord, on: boolean) => void;
}

const SelectContext = createContext<SelectContextValue | null>(null);

function SelectCell({ record }: { record: RelatedRecord }) {
  const select = useContext(SelectContext);
  if (!select) return null;
  const id = relatedId(select.crmType, record);
  const label = relatedLabel(select.crmType, record);
  if (!select.multiple) {
    return (
      <RadioGroup.Item value={id}>
        <RadioGroup.ItemHiddenInput />
        <RadioGroup.ItemIndicator />
        <RadioGroup.ItemText srOnly>{label}</RadioGroup.ItemText>
      </RadioGroup.Item>
    );
  }
  return (
    <Checkbox.Root size="sm" colorPalette="brand" checked={select.chosen.has(id)} onCheckedChange={(details) => select.onToggle(record, details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, RelatedRecord>();

function columnsFor(type: RelatedCrmType) {
  return helper.columns([
    helper.display({ id: 'select', header: () => null, cell: (info) => <SelectCell record={info.row.original} /> }),
    ...RELATED_COLUMNS[type].map((column) =>
      helper.accessor((row) => firstText(row, column.keys), { id: column.keys[0]!, header: () => column.header, cell: (info) => info.getValue() }),
    ),
  ]);
}

// Module scope, so the table model stays stable; the select cell reads the live state from context.
const COLUMNS = {
  customer: columnsFor('customer'),
  contacts: columnsFor('contacts'),
  business: columnsFor('business'),
  contract: columnsFor('contract'),
} satisfies Record<RelatedCrmType, unknown>;

export function RelatedRecordTable({ crmType, rows, multiple, chosen, label, onToggle, status }: RelatedRecordTableProps) {
  const columns = COLUMNS[crmType];
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable({ features, columns, data, getRowId: (row) => relatedId(crmType, row) });
  const select = useMemo<SelectContextValue>(() => ({ crmType, multiple, chosen, onToggle }), [crmType, multiple, chosen, onToggle]);
  const radioValue = [...chosen][0] ?? null;

  const grid = (
    <Table.ScrollArea h={`${RELATED_TABLE_HEIGHT}px`} borderWidth="1px" borderColor="border" borderRadius="sm">
      <Table.Root size="sm" stickyHeader aria-label={label}>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id} bg="bg.subtle">
              {group.headers.map((header) => (
                <Table.ColumnHeader key={header.id} whiteSpace="nowrap" fontWeight="medium" color="fg.muted" w={header.id === 'select' ? '10' : undefined}>
                  <table.FlexRender header={header} />
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          <SelectContext.Provider value={select}>
            {status ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length}>{status}</Table.Cell>
              </Table.Row>
            ) : (
              table.getRowModel().rows.map((row) => (
                <Table.Row key={row.id} data-selected={chosen.has(row.id) || undefined} _selected={{ bg: 'brand.subtle' }} cursor="pointer"
                  // A click anywhere on the row picks it (or, with several, toggles it), as users expect
                  // from the original; the control's own clicks are its own.
                  onClick={(event) => {
                    if ((event.target as HTMLElement).closest('[data-select-cell]')) return;
                    onToggle(row.original, multiple ? !chosen.has(row.id) : true);
                  }}>
                  {row.getAllCells().map((cell) => (
                    <Table.Cell key={cell.id} whiteSpace="nowrap" maxW="48" truncate title={cell.column.id === 'select' ? undefined : String(cell.getValue() ?? '')}
                      data-select-cell={cell.column.id === 'select' || undefined}>
                      <table.FlexRender cell={cell} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </SelectContext.Provider>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );

  if (multiple) return grid;
  // One radio group around the table: arrow keys move between the rows' radios.
  return (
    <RadioGroup.Root
      size="sm"
      colorPalette="brand"
      value={radioValue}
      aria-label={label}
      onValueChange={(details) => {
        const record = rows.find((row) => relatedId(crmType, row) === details.value);
        if (record) onToggle(record, true);
      }}
    >
      <Box>{grid}</Box>
    </RadioGroup.Root>
  );
}
