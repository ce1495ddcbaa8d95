// A feed: entries drawn by a named renderer, newest first as the call answers them, with the pager
// when the call is paged. `followUp` draws follow-up records as the record's detail does, naming
// the record each one was written on.
import { Stack } from '@chakra-ui/react';
import { rowKey, rowsAt, totalOf, valueAt, type FeedBlock } from '../../../charts/index.ts';
import type { FollowUpRecord } from '../../../../server-adapter/crmDetail.ts';
import { EmptyState } from '../../../../widgets/EmptyState.tsx';
import { FollowUpEntry } from '../../detail/tabs/FollowUpEntry.tsx';
import { Pager } from '../../list/Pager.tsx';
import type { BlockContext } from './blockContext.ts';

export function FeedView({ block, data, ctx }: { block: FeedBlock; data: unknown; ctx: BlockContext }) {
  const rows = rowsAt(data, block.rows);
  const { paging } = ctx;
  const subjectOf = (row: object): string | null => {
    const subject = block.subject ? valueAt(row, block.subject) : undefined;
    return typeof subject === 'string' ? subject : null;
  };
  return (
    <Stack gap="3">
      {data !== undefined && rows.length === 0 ? <EmptyState /> : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={ctx.listLabel}>
          {rows.map((row, index) => <FollowUpEntry key={rowKey(row, index, block.rowKey)} row={row as FollowUpRecord} subject={subjectOf(row)} />)}
        </Stack>
      )}
      {paging && block.total && <Pager total={totalOf(data, block.total)} page={paging.page} limit={paging.limit} onPage={paging.setPage} onLimit={paging.setLimit} />}
    </Stack>
  );
}
