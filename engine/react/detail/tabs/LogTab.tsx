// 操作记录: the record's operation log (CrmRecord/queryRecordList, types = module code), newest first.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { InitialsBadge } from '../../../../widgets/InitialsBadge.tsx';
import type { CrmDetailApi, DetailCrmType } from '../../../../server-adapter/crmDetail.ts';
import { useDetailLoad } from '../useDetailLoad.ts';
import { TabStatus } from './TabStatus.tsx';

export function LogTab({ crmType, id, api, version }: { crmType: DetailCrmType; id: number; api: CrmDetailApi; version: number }) {
  const load = useDetailLoad(() => api.queryRecordList(crmType, id, { silent: true }), [crmType, id, version]);
  return (
    <TabStatus load={load} empty={(rows) => rows.length === 0}>
      {(rows) => (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {rows.map((row, index) => {
            const lines = Array.isArray(row.content) ? row.content : row.content ? [String(row.content)] : [];
            return (
              <Flex as="li" key={`${row.id}-${index}`} gap="3" align="flex-start">
                <InitialsBadge realname={row.realname ?? ''} img={row.img} size="sm" />
                <Box flex="1" minW="0">
                  <Flex gap="3" fontSize="sm" align="baseline">
                    <Text fontWeight="medium">{row.realname}</Text>
                    <Text color="fg.muted" fontSize="xs">{row.createTime}</Text>
                  </Flex>
                  {lines.map((line, i) => <Text key={i} fontSize="sm" color="fg">{line}</Text>)}
                </Box>
              </Flex>
            );
          })}
        </Stack>
      )}
    </TabStatus>
  );
}
