// An approval's detail lines as read in 基本信息 (contract 9.2 examineTravelList, forms.md 3.3-3.4):
// 费用明细 (examine_cause) with each item's route, days, four amounts, its 合计 and invoice images,
// and the claim's 费用合计; 行程明细 (business_cause) with vehicle, trip, route, times, days and the
// 出差合计. Totals are the engine's decimal sums (examineTotals.ts), exact to the cent, never floats.
import { Box, Table, Text } from '@chakra-ui/react';
import { dateOnly, expenseItemMoney, expenseTotalMoney, formatMoney, tripTotalDuration, type DetailItem, type FileItem } from '../../../fields/index.ts';
import { FileList } from '../../../../widgets/fields/file/FileList.tsx';
import { detailText } from '../../../../widgets/fields/examine_cause/strings.ts';

type Column = { key: string; label: () => string; money?: boolean };

const EXPENSE_COLUMNS: readonly Column[] = [
  { key: 'startAddress', label: detailText.startAddress }, { key: 'endAddress', label: detailText.endAddress },
  { key: 'startTime', label: detailText.startTime }, { key: 'endTime', label: detailText.endTime },
  { key: 'traffic', label: detailText.traffic, money: true }, { key: 'stay', label: detailText.stay, money: true },
  { key: 'diet', label: detailText.diet, money: true }, { key: 'other', label: detailText.other, money: true },
  { key: 'money', label: detailText.money, money: true }, { key: 'description', label: detailText.expenseDescription },
];

const TRIP_COLUMNS: readonly Column[] = [
  { key: 'vehicle', label: detailText.vehicle }, { key: 'trip', label: detailText.trip },
  { key: 'startAddress', label: detailText.startAddress }, { key: 'endAddress', label: detailText.endAddress },
  { key: 'startTime', label: detailText.startTime }, { key: 'endTime', label: detailText.endTime },
  { key: 'duration', label: detailText.duration }, { key: 'description', label: detailText.remark },
];

/** A line's images: its `img` (the server's) or `imgList` (the form's). */
function imagesOf(item: Readonly<Record<string, unknown>>): FileItem[] {
  const list = item.img ?? item.imgList;
  return Array.isArray(list) ? (list as FileItem[]) : [];
}

export interface DetailLinesProps {
  formType: 'examine_cause' | 'business_cause';
  items: ReadonlyArray<Record<string, unknown>>;
  /** The field's name (费用明细): the table's accessible name. */
  label: string;
}

export function DetailLines({ formType, items, label }: DetailLinesProps) {
  const expense = formType === 'examine_cause';
  const columns = expense ? EXPENSE_COLUMNS : TRIP_COLUMNS;
  if (items.length === 0) return <Text as="span" color="fg.subtle">—</Text>;
  const lines = items as DetailItem[];
  return (
    <Box overflowX="auto" w="full">
      <Table.Root size="sm" variant="outline" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => <Table.ColumnHeader key={column.key} whiteSpace="nowrap" textAlign={column.money ? 'end' : undefined}>{column.label()}</Table.ColumnHeader>)}
            {expense ? <Table.ColumnHeader whiteSpace="nowrap">{detailText.invoices()}</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((item, index) => (
            <Table.Row key={String(item.travelId ?? index)}>
              {columns.map((column) => {
                // an expense line's 合计 is the sum of its four amounts, whatever a stale `money` says
                const raw = column.key === 'money' && expense ? expenseItemMoney(item) : item[column.key];
                // an expense line's times are days (the server stores them as timestamps)
                const day = expense && (column.key === 'startTime' || column.key === 'endTime');
                const text = raw === null || raw === undefined ? '' : column.money ? formatMoney(raw) : day ? dateOnly(String(raw)) : String(raw);
                return <Table.Cell key={column.key} whiteSpace={column.key === 'description' ? 'normal' : 'nowrap'} textAlign={column.money ? 'end' : undefined}
                  fontVariantNumeric={column.money ? 'tabular-nums' : undefined}>{text}</Table.Cell>;
              })}
              {expense ? <Table.Cell><FileList files={imagesOf(item)} images disabled={false} /></Table.Cell> : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text mt="2" fontSize="sm" textAlign="end" aria-live="polite">
        {expense ? detailText.expenseTotal() : detailText.tripTotal()}：
        <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">{expense ? formatMoney(expenseTotalMoney(lines)) : tripTotalDuration(lines)}</Text>
        {' '}{expense ? detailText.yuan() : detailText.days()}
      </Text>
    </Box>
  );
}
