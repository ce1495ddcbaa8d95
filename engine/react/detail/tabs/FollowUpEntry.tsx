// One follow-up as the detail's 跟进记录 tab and the 仪表盘's 跟进记录 panel show it: author, time,
// 跟进方式, content, attachments, next contact time and the contacts / business it concerns.
// `subject` names the record it was written on (the dashboard lists several records' follow-ups);
// `action` is the author's delete button in the detail.
import type { ReactNode } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { InitialsBadge } from '../../../../widgets/InitialsBadge.tsx';
import { FileList } from '../../../../widgets/fields/file/FileList.tsx';
import type { BatchFile, FollowUpRecord } from '../../../../server-adapter/crmDetail.ts';
import { toFileItems } from './FilesTab.tsx';

export function FollowUpEntry({ row, subject, action }: { row: FollowUpRecord; subject?: string | null; action?: ReactNode }) {
  const { t } = useTranslation();
  const attachments: BatchFile[] = [...(row.img ?? []), ...(row.file ?? [])];
  const links = [...(row.contactsList ?? []).map((c) => String(c.name ?? '')), ...(row.businessList ?? []).map((b) => String(b.businessName ?? ''))].filter(Boolean);
  return (
    <Flex as="li" gap="3" align="flex-start" borderBottomWidth="1px" borderColor="border.muted" pb="3">
      <InitialsBadge realname={row.realname ?? ''} img={row.userImg} size="sm" />
      <Box flex="1" minW="0">
        <Flex gap="3" align="baseline" fontSize="sm" wrap="wrap">
          <Text fontWeight="medium">{row.realname}</Text>
          <Text color="fg.muted" fontSize="xs">{row.createTime}</Text>
          {row.category ? <Text fontSize="xs" px="1.5" borderRadius="sm" bg="brand.50" color="brand.700">{row.category}</Text> : null}
          {subject ? <Text fontSize="xs" color="fg.muted" truncate>{subject}</Text> : null}
          <Box flex="1" />
          {action}
        </Flex>
        <Text fontSize="sm" mt="1" whiteSpace="pre-wrap" wordBreak="break-word">{row.content}</Text>
        {attachments.length ? <Box mt="1"><FileList files={toFileItems(attachments)} images={false} disabled={false} /></Box> : null}
        {row.nextTime ? <Text fontSize="xs" color="fg.muted" mt="1">{t('detail.followup.nextTime')}：{row.nextTime}</Text> : null}
        {links.length ? <Text fontSize="xs" color="fg.muted">{t('detail.followup.related')}：{links.join('、')}</Text> : null}
      </Box>
    </Flex>
  );
}
