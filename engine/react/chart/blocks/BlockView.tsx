// One block of a section, by kind. A block with a call of its own asks it itself (with the page's
// filters and the section's controls) and says so in its place when it fails; the others show the
// section's answer.
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { callParams, holds, type ChartCall, type SectionBlock } from '../../../charts/index.ts';
import { useChartCall } from '../useChartData.ts';
import type { BlockContext } from './blockContext.ts';
import { ChartView } from './ChartView.tsx';
import { FeedView } from './FeedView.tsx';
import { FiguresView } from './FiguresView.tsx';
import { TableView } from './TableView.tsx';

export function BlockView({ block, data, ctx }: { block: SectionBlock; data: unknown; ctx: BlockContext }) {
  if ('call' in block && block.call) return <OwnCallBlock block={block} call={block.call} ctx={ctx} />;
  return <BlockOf block={block} data={data} ctx={ctx} />;
}

function OwnCallBlock({ block, call, ctx }: { block: SectionBlock; call: ChartCall; ctx: BlockContext }) {
  const { t } = useTranslation();
  const { data, error } = useChartCall(ctx.env, call, ctx.ready ? callParams(call, ctx.filter, ctx.controls) : null);
  if (error) return <Text role="alert" color="red.600" fontSize="sm">{t('chart.loadError')}</Text>;
  // a paged call is the section's; this one answers in one piece
  return <BlockOf block={block} data={data} ctx={{ ...ctx, paging: undefined }} />;
}

function BlockOf({ block, data, ctx }: { block: SectionBlock; data: unknown; ctx: BlockContext }) {
  const { t } = useTranslation();
  switch (block.kind) {
    case 'chart':
      return <ChartView block={block} data={data} ctx={ctx} />;
    case 'figures':
      return <FiguresView block={block} data={data} ctx={ctx} />;
    case 'table':
      return <TableView block={block} data={data} ctx={ctx} />;
    case 'feed':
      return <FeedView block={block} data={data} ctx={ctx} />;
    case 'note':
      return holds(block.when, data, ctx.controls) ? <Text fontSize="xs" color="fg.muted">{t(block.text)}</Text> : null;
  }
}
