// The feed view of a list (动态, descriptor `lists.<id>.feed`): the page of rows the list call
// answered, as cards newest first: the person, the kind (日志, 日程...), the title or text, the
// time. A card opens the record it is about in that record's own module drawer (a log's, an
// event's...); a kind the descriptor does not name shows without a link. Paging stays the list's.
import { Badge, chakra, Flex, Stack, Text } from '@chakra-ui/react';
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
}

function firstText(row: Record<string, unknown>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = valueAt(row, key);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}

export function FeedView({ title, feed, rows, onOpen }: FeedViewProps) {
  const { t } = useTranslation();
  return (
    <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" aria-label={t('list.feed.region', { title })}
      borderWidth="1px" borderRadius="md" bg="bg" flex="1" minH="0" overflowY="auto">
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
  );
}
