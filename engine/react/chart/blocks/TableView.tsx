// A table of an answer's rows: the file's columns with their i18n headers, values as text in their
// formats (numbers to the right), the pager under it when the call is paged; 导出 above it on the
// right writes the table as shown to an .xlsx (TableExport). A cell of a drilling column opens the
// records behind it (a ranking's person, a 客户画像 group), as a bar of the chart above does.
import { Button, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { cellDrill, rowsAt, tableColumns, tableView, totalOf, type TableBlock } from '../../../charts/index.ts';
import { EmptyState } from '../../../../widgets/EmptyState.tsx';
import { Pager } from '../../list/Pager.tsx';
import type { BlockContext } from './blockContext.ts';
import { TableExport } from './TableExport.tsx';

export function TableView({ block, data, ctx }: { block: TableBlock; data: unknown; ctx: BlockContext }) {
  const { t } = useTranslation();
  const view = tableView(block, data, t);
  const { paging } = ctx;
  const fields = tableColumns(block, data).map((column) => column.field);
  const rows = rowsAt(data, block.rows);
  const cell = (text: string, rowIndex: number, columnIndex: number) => {
    const target = cellDrill(block, fields[columnIndex]!, rows[rowIndex]);
    if (!target || !ctx.drill.can(target.drill)) return text;
    // named by the row's first text (the person, the group) and the column
    const title = `${view.rows[rowIndex]!.cells.find((_c, i) => !view.columns[i]!.numeric) ?? ''} ${t(block.columns.find((c) => c.field === fields[columnIndex])!.label)}`.trim();
    return (
      <Button variant="plain" size="xs" px="0" minW="0" h="auto" colorPalette="blue" color="colorPalette.fg" textDecoration="underline"
        aria-label={`${title} ${text}，${t('chart.drill.open', { title })}`} onClick={() => ctx.drill.open(target.drill, title, target.category)}>
        {text}
      </Button>
    );
  };
  if (data !== undefined && view.rows.length === 0 && !paging) return <EmptyState />;
  return (
    <Stack gap="3">
      <TableExport block={block} data={data} title={ctx.pageTitle} disabled={view.rows.length === 0} allRows={ctx.allRows} />
      <Table.Root size="sm" aria-label={t(block.label)}>
        <Table.Header>
          <Table.Row>
            {view.columns.map((column, index) => (
              <Table.ColumnHeader key={index} textAlign={column.numeric ? 'end' : undefined}>{column.text ? column.label : t(column.label)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {view.rows.map((row, rowIndex) => (
            <Table.Row key={row.key}>
              {row.cells.map((text, index) => <Table.Cell key={index} textAlign={view.columns[index]!.numeric ? 'end' : undefined}>{cell(text, rowIndex, index)}</Table.Cell>)}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {paging && block.total && <Pager total={totalOf(data, block.total)} page={paging.page} limit={paging.limit} onPage={paging.setPage} onLimit={paging.setLimit} />}
    </Stack>
  );
}
