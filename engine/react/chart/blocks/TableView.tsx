// A table of an answer's rows: the file's columns with their i18n headers, values as text in their
// formats (numbers to the right), the pager under it when the call is paged.
import { Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { tableView, totalOf, type TableBlock } from '../../../charts/index.ts';
import { EmptyState } from '../../../../widgets/EmptyState.tsx';
import { Pager } from '../../list/Pager.tsx';
import type { BlockContext } from './blockContext.ts';

export function TableView({ block, data, ctx }: { block: TableBlock; data: unknown; ctx: BlockContext }) {
  const { t } = useTranslation();
  const view = tableView(block, data, t);
  const { paging } = ctx;
  if (data !== undefined && view.rows.length === 0 && !paging) return <EmptyState />;
  return (
    <Stack gap="3">
      <Table.Root size="sm" aria-label={t(block.label)}>
        <Table.Header>
          <Table.Row>
            {view.columns.map((column, index) => (
              <Table.ColumnHeader key={index} textAlign={column.numeric ? 'end' : undefined}>{column.text ? column.label : t(column.label)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {view.rows.map((row) => (
            <Table.Row key={row.key}>
              {row.cells.map((cell, index) => <Table.Cell key={index} textAlign={view.columns[index]!.numeric ? 'end' : undefined}>{cell}</Table.Cell>)}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {paging && block.total && <Pager total={totalOf(data, block.total)} page={paging.page} limit={paging.limit} onPage={paging.setPage} onLimit={paging.setLimit} />}
    </Stack>
  );
}
