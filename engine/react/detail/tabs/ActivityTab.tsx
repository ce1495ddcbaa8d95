// The built-in `activity` tab (descriptor `detail.activity`: a task's task/queryWorkTaskLog
// {taskId}): who did what and when, newest first, as the server wrote it (将任务名称修改为…, 完成了任务).
import { Flex, Stack, Text } from '@chakra-ui/react';
import type { CrmDetailApi } from '../../../../server-adapter/crmDetail.ts';
import type { ModuleCall } from '../../../modules/index.ts';
import { useDetailLoad } from '../useDetailLoad.ts';
import { TabStatus } from './TabStatus.tsx';

export function ActivityTab({ source, idKey, id, api, version }: { source: ModuleCall; idKey: string; id: number; api: CrmDetailApi; version: number }) {
  const load = useDetailLoad(() => api.relatedRows(source.call, { [source.idKey ?? idKey]: id, ...source.params }, { silent: true }), [source, idKey, id, version]);
  return (
    <TabStatus load={load} empty={(rows) => rows.length === 0}>
      {(rows) => (
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {rows.map((row, index) => (
            <Flex as="li" key={String(row.logId ?? index)} gap="3" fontSize="sm" align="baseline">
              <Text as="span" color="fg.muted" fontSize="xs" whiteSpace="nowrap">{String(row.createTime ?? '')}</Text>
              <Text as="span" fontWeight="semibold">{String(row.realname ?? '')}</Text>
              <Text as="span" whiteSpace="pre-wrap" wordBreak="break-word">{String(row.content ?? '')}</Text>
            </Flex>
          ))}
        </Stack>
      )}
    </TabStatus>
  );
}
