// A panel beside the feed (descriptor `feed.side`: my open tasks, today's events): the rows of its
// call as lines, each opening its record in its module's drawer; reloaded with the list.
import { useEffect, useState } from 'react';
import { Box, chakra, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageFeedSide } from '../../../pages/index.ts';
import { answerRows } from '../answerRows.ts';

type Rows = { status: 'loading' } | { status: 'ready'; rows: Array<Record<string, unknown>> } | { status: 'error' };

export function FeedSidePanel({ side, query, revision, onOpen }: {
  side: PageFeedSide; query(call: string, params: Record<string, unknown>): Promise<unknown>; revision: number; onOpen(module: string, id: number): void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<Rows>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    query(side.call, {}).then((data) => { if (live) setState({ status: 'ready', rows: answerRows(data) }); }, () => { if (live) setState({ status: 'error' }); });
    return () => { live = false; };
  }, [side, query, revision]);
  const title = t(side.title);
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" bg="bg" p="3">
      <Heading as="h2" size="sm" mb="2">{title}</Heading>
      {state.status === 'loading' ? <Flex justify="center" py="3"><Spinner size="sm" color="brand.500" /></Flex> : null}
      {state.status === 'error' ? <Text fontSize="sm" color="red.600" role="alert">{t('oaFeed.side.failed')}</Text> : null}
      {state.status === 'ready' && state.rows.length === 0 ? <Text fontSize="sm" color="fg.muted">{t('oaFeed.side.empty')}</Text> : null}
      {state.status === 'ready' && state.rows.length > 0 ? (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {state.rows.map((row, index) => {
            const id = Number(row[side.idKey]);
            return (
              <Flex as="li" key={`${id}-${index}`} gap="2" align="baseline" fontSize="sm">
                <chakra.button type="button" color="brand.700" textAlign="start" truncate flex="1" minW="0" cursor="pointer"
                  _hover={{ textDecoration: 'underline' }} onClick={() => onOpen(side.module, id)}>
                  {String(row[side.text] ?? '')}
                </chakra.button>
                {side.time && row[side.time] ? <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">{String(row[side.time])}</Text> : null}
              </Flex>
            );
          })}
        </Stack>
      ) : null}
    </Box>
  );
}
