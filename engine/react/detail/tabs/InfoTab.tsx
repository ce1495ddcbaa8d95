// 基本信息: every field of the record, custom ones included (field/information), each value shown
// by its formType (formatValue.ts). Live: when an admin saves the module's fields the block reloads.
import { useEffect } from 'react';
import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { FileList } from '../../../../widgets/fields/file/FileList.tsx';
import type { FileItem } from '../../../fields/index.ts';
import { subscribeFieldVersion } from '../../../../server-adapter/fieldEvents.ts';
import { detailCalls, type CrmDetailApi, type DetailCrmType } from '../../../../server-adapter/crmDetail.ts';
import { formatInformation } from '../formatValue.ts';
import { useDetailLoad } from '../useDetailLoad.ts';
import { TabStatus } from './TabStatus.tsx';
import { DetailLines } from './DetailLines.tsx';

export function InfoTab({ crmType, id, api, version }: { crmType: DetailCrmType; id: number; api: CrmDetailApi; version: number }) {
  const load = useDetailLoad(() => api.information(crmType, id, { silent: true }), [crmType, id, version]);
  const { reload } = load;
  useEffect(() => subscribeFieldVersion(detailCalls(crmType).code, () => reload()), [crmType, reload]);

  return (
    <TabStatus load={load} empty={(rows) => rows.length === 0}>
      {(rows) => (
        <Grid as="dl" templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} columnGap="8" rowGap="3" m="0">
          {rows.map((row, index) => {
            const shown = formatInformation(row);
            // An approval's 行程明细 / 费用明细: a table across both columns, with its total.
            if (shown.kind === 'lines') {
              return (
                <Box key={`${row.name}-${index}`} gridColumn="1 / -1" minW="0" borderBottomWidth="1px" borderColor="border.muted" pb="2">
                  <chakra.dt color="fg.muted" fontSize="sm" mb="1">{row.name}</chakra.dt>
                  <chakra.dd m="0"><DetailLines formType={shown.formType} items={shown.items} label={row.name} /></chakra.dd>
                </Box>
              );
            }
            return (
              <Box key={`${row.name}-${index}`} display="flex" gap="3" minW="0" borderBottomWidth="1px" borderColor="border.muted" pb="2">
                <chakra.dt flexShrink={0} w="8em" color="fg.muted" fontSize="sm">{row.name}</chakra.dt>
                <chakra.dd m="0" flex="1" minW="0" fontSize="sm" wordBreak="break-word" whiteSpace="pre-wrap">
                  {shown.kind === 'files' ? (
                    shown.files.length ? <FileList files={shown.files as unknown as FileItem[]} images={false} disabled={false} /> : <Text as="span" color="fg.subtle">—</Text>
                  ) : shown.text ? shown.text : <Text as="span" color="fg.subtle">—</Text>}
                </chakra.dd>
              </Box>
            );
          })}
        </Grid>
      )}
    </TabStatus>
  );
}
