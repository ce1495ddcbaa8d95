// The feed view of a list (动态, descriptor `lists.<id>.feed`): the page of rows the list call
// answered, as cards newest first: the person, the kind (日志, 日程...), the title or text, the
// time. A card opens the record it is about in that record's own module drawer (a log's, an
// event's...); a kind the descriptor does not name shows without a link. Paging stays the list's,
// unless the feed loads more (`more`, descriptor `feed.more`): then its end says 加载更多 (also
// asked by itself when the end comes into view) or 没有更多了.
import { Badge, Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { valueAt } from '../../../modules/index.ts';
import type { PageFeed } from '../../../pages/index.ts';
import { InitialsBadge } from '../../../../widgets/InitialsBadge.tsx';

export interface FeedViewProps {
  title: string;
  feed: PageFeed;
  rows: readonly Record<string, unknown>[];
  /** Opens the record a card is about: its module and id. */
  onOpen(module: string, id: number): void;
  /** The feed loads more at its end instead of a pager (feed/useFeedMore.ts). */
  more?: FeedMoreEnd;
}

export interface FeedMoreEnd {
  lastPage: boolean;
  loading: boolean;
  /** Why the last 加载更多 failed ('' without a reason): shown above the button, which tries again. */
  error: string | null;
  /** Asks the next page (the hook ignores a call while one is on its way). */
  onMore(): void;
}

function firstText(row: Record<string, unknown>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = valueAt(row, key);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}

export function FeedView({ title, feed, rows, onOpen, more }: FeedViewProps) {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg" flex="1" minH="0" overflowY="auto">
      <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" aria-label={t('list.feed.region', { title })}>
        {rows.map((row, index) => {
          const who = valueAt(row, feed.who) as { realname?: string; img?: string | null } | undefined;
          const kind = feed.kinds[String(valueAt(row, feed.kindKey))];
          const id = kind ? Number(valueAt(row, kind.idKey)) : Number.NaN;
          const text = firstText(row, feed.title);
          const name = who?.realname ?? '';
          return (
            <Flex as="li" key={`${String(valueAt(row, feed.kindKey))}-${String(row.logId ?? index)}-${index}`} gap="3" px="4" py="3"
              borderBottomWidth={index === rows.length - 1 ? '0' : '1px'} borderColor="border.muted" align="flex-start">
              <InitialsBadge realname={name} img={who?.img ?? null} size="sm" />
              <Stack gap="1" minW="0" flex="1">
                <Flex gap="2" align="center" fontSize="sm">
                  <Text as="span" fontWeight="semibold">{name}</Text>
                  <Badge size="sm" variant="subtle" colorPalette="brand">{String(valueAt(row, feed.kindName) ?? '')}</Badge>
                  <Text as="span" ms="auto" fontSize="xs" color="fg.muted" whiteSpace="nowrap">{String(valueAt(row, feed.time) ?? '')}</Text>
                </Flex>
                {kind && Number.isSafeInteger(id) && id > 0 ? (
                  <chakra.button type="button" textAlign="start" fontSize="sm" color="brand.700" lineClamp={2} whiteSpace="pre-wrap" wordBreak="break-word"
                    cursor="pointer" _hover={{ textDecoration: 'underline' }} onClick={() => onOpen(kind.module, id)}>
                    {text || t('list.feed.untitled')}
                  </chakra.button>
                ) : (
                  <Text fontSize="sm" lineClamp={2} whiteSpace="pre-wrap" wordBreak="break-word">{text}</Text>
                )}
              </Stack>
            </Flex>
          );
        })}
      </Stack>
      {more && <FeedEnd more={more} />}
    </Box>
  );
}

/**
 * The feed's end: 没有更多了 after the last page, else 加载更多, which is also pressed for the user
 * when it comes into view (scrolled to, or the cards do not fill the box). The observer is set
 * again after each page so a still-visible end asks the next one; a failure waits for a click.
 */
function FeedEnd({ more }: { more: FeedMoreEnd }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const onMore = useRef(more.onMore);
  onMore.current = more.onMore;
  const waiting = more.lastPage || more.loading || more.error !== null;
  useEffect(() => {
    const element = end.current;
    if (waiting || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting]);
  return (
    <Stack ref={end} align="center" gap="1" py="3" borderTopWidth="1px" borderColor="border.muted">
      {more.lastPage ? (
        <Text fontSize="sm" color="fg.muted">{t('list.feed.noMore')}</Text>
      ) : (
        <>
          {more.error !== null && <Text role="alert" fontSize="sm" color="red.600">{more.error || t('list.state.failed')}</Text>}
          <Button size="sm" variant="ghost" colorPalette="brand" loading={more.loading} onClick={more.onMore}>{t('list.feed.more')}</Button>
        </>
      )}
    </Stack>
  );
}
