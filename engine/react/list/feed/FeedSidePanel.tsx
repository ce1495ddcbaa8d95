// A panel beside the feed (descriptor `feed.side`: my open tasks, the day's events): the rows of its
// call as lines, each opening its record in its module's drawer; reloaded with the list. With `days`
// a month calendar sits above the lines, its days with events marked, and the lines are the picked
// day's (today's at first).
import { useEffect, useMemo, useState } from 'react';
import { Box, chakra, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { PageFeedDays, PageFeedSide } from '../../../pages/index.ts';
import { MonthCalendar } from '../../../../widgets/fields/date/MonthCalendar.tsx';
import { answerRows } from '../answerRows.ts';
import { formatValue } from '../../detail/formatValue.ts';

type Rows = { status: 'loading' } | { status: 'ready'; rows: Array<Record<string, unknown>> } | { status: 'error' };
type Query = (call: string, params: Record<string, unknown>) => Promise<unknown>;

/** The rows of `call` with `params`, again whenever the list reloads (`revision`). */
function useSideRows(call: string, params: Record<string, unknown>, query: Query, revision: number): Rows {
  const [state, setState] = useState<Rows>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    query(call, params).then((data) => { if (live) setState({ status: 'ready', rows: answerRows(data) }); }, () => { if (live) setState({ status: 'error' }); });
    return () => { live = false; };
  }, [call, params, query, revision]);
  return state;
}

/** The marked days of the shown month (`[{date, status}]`, status 1 = marked); none while loading or after a failure. */
function useMarkedDays(days: PageFeedDays | undefined, month: string, query: Query, revision: number): ReadonlySet<string> {
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!days) return;
    let live = true;
    query(days.marks, { [days.monthParam]: month }).then((data) => {
      if (live) setMarked(new Set(answerRows(data).filter((row) => Number(row.status) === 1).map((row) => String(row.date))));
    }, () => { if (live) setMarked(new Set()); });
    return () => { live = false; };
  }, [days, month, query, revision]);
  return marked;
}

export function FeedSidePanel({ side, query, revision, onOpen }: {
  side: PageFeedSide; query: Query; revision: number; onOpen(module: string, id: number): void;
}) {
  const { t } = useTranslation();
  const today = dayjs().format('YYYY-MM-DD');
  const [day, setDay] = useState(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const params = useMemo(() => (side.days ? { [side.days.dayParam]: day } : {}), [side.days, day]);
  const state = useSideRows(side.call, params, query, revision);
  const marked = useMarkedDays(side.days, month, query, revision);
  const title = t(side.title);
  // The lines say whose day they are: 今日日程, or the picked day's.
  const linesTitle = !side.days ? null : day === today ? t('oaFeed.side.todayEvents') : t('oaFeed.side.dayEvents', { date: dayjs(day).format('M月D日') });
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" bg="bg" p="3">
      <Heading as="h2" size="sm" mb="2">{title}</Heading>
      {side.days ? (
        <Box mb="2">
          <MonthCalendar day={day} marked={marked} markLabel={t('oaFeed.side.marked')} onPickDay={setDay} onMonthChange={setMonth} />
        </Box>
      ) : null}
      {linesTitle ? <Heading as="h3" size="xs" mb="1" color="fg.muted">{linesTitle}</Heading> : null}
      {state.status === 'loading' ? <Flex justify="center" py="3"><Spinner size="sm" color="brand.500" /></Flex> : null}
      {state.status === 'error' ? <Text fontSize="sm" color="red.600" role="alert">{t('oaFeed.side.failed')}</Text> : null}
      {state.status === 'ready' && state.rows.length === 0 ? <Text fontSize="sm" color="fg.muted">{t('oaFeed.side.empty')}</Text> : null}
      {state.status === 'ready' && state.rows.length > 0 ? (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={linesTitle ?? title}>
          {state.rows.map((row, index) => {
            const id = Number(row[side.idKey]);
            return (
              <Flex as="li" key={`${id}-${index}`} gap="2" align="baseline" fontSize="sm">
                <chakra.button type="button" color="brand.700" textAlign="start" truncate flex="1" minW="0" cursor="pointer"
                  _hover={{ textDecoration: 'underline' }} onClick={() => onOpen(side.module, id)}>
                  {String(row[side.text] ?? '')}
                </chakra.button>
                {side.time && row[side.time] ? <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">{formatValue(row[side.time], side.timeFormat)}</Text> : null}
              </Flex>
            );
          })}
        </Stack>
      ) : null}
    </Box>
  );
}
