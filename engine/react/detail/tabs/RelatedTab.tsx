// A related-record tab: one or two lists (回款 shows the plans and the receivables) with the
// columns of their type, each from its call or from the record itself (an approval's linked
// customers, contacts, businesses and contracts: sections with `from`, the empty ones left out). 新建 opens the create view in relative mode with this record pre-filled;
// business ↔ contacts links can be added (related-record picker) and undone (确认取消关联?). A row's
// first column opens that record's own detail over this one, as in the original; closing it
// returns here, and what was changed there reloads this list and tells the parent like any change
// of the tab (so the parent's list and the to-do counters follow too).
import { typeNameKey } from '../../../modules/catalogue.ts';
import { lazy, Suspense, useState } from 'react';
import { Box, Button, chakra, Flex, Heading, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RelatedRecordPicker } from '../../../../widgets/pickers/RelatedRecordPicker.tsx';
import type { CrmType } from '../../../fields/index.ts';
import { hasDetail, rowsOf, type CrmDetailApi, type DetailCrmType, type Row } from '../../../../server-adapter/crmDetail.ts';
import { EmptyState } from '../../../../widgets/EmptyState.tsx';
import { useEngineService } from '../../environment/index.ts';
import { ActionDialog } from '../ActionDialog.tsx';
import type { RelatedSectionDef } from '../detailModules.ts';
import { formatValue, pick } from '../formatValue.ts';
import { useDetailLoad } from '../useDetailLoad.ts';
import { TabStatus } from './TabStatus.tsx';

// RecordDetail renders this tab: loaded lazily, so the two modules do not import each other at start.
const NestedDetail = lazy(async () => ({ default: (await import('../RecordDetail.tsx')).RecordDetail }));

export interface RelatedTabProps {
  crmType: DetailCrmType;
  id: number;
  record: Readonly<Record<string, unknown>>;
  sections: readonly RelatedSectionDef[];
  api: CrmDetailApi;
  version: number;
  canCreate(type: CrmType): boolean;
  /** May link and unlink records (the parent's edit right). */
  canRelate: boolean;
  onCreate(type: CrmType): void;
  onChanged(): void;
}

export function RelatedTab(props: RelatedTabProps) {
  // Sections read from the record show only when they have rows; none at all is one empty state.
  const sections = props.sections.filter((section) => !section.from || rowsOf(props.record[section.from]).length > 0);
  if (sections.length === 0) return <EmptyState />;
  return (
    <Stack gap="6">
      {sections.map((section) => <RelatedSection key={section.path ?? section.from} {...props} section={section} titled={props.sections.length > 1} />)}
    </Stack>
  );
}

function RelatedSection({ crmType, id, record, section, api, version, canCreate, canRelate, onCreate, onChanged, titled }: RelatedTabProps & { section: RelatedSectionDef; titled: boolean }) {
  const { t } = useTranslation();
  const notify = useEngineService('notify');
  const load = useDetailLoad(
    () => (section.path ? api.relatedRows(section.path, { [section.param ?? 'id']: id }, { silent: true }) : Promise.resolve(rowsOf(record[section.from ?? '']))),
    [section.path, section.from, record, id, version],
  );
  const [unlink, setUnlink] = useState<Row | null>(null);
  const [opened, setOpened] = useState<{ crmType: DetailCrmType; id: number } | null>(null);
  // A row opens its own module's detail (a receivables plan has none).
  const detailType = hasDetail(section.module) ? section.module : undefined;
  const relate = canRelate ? section.relate : undefined;
  const title = t(`detail.section.${section.title}`);

  async function link(ids: number[]) {
    if (!ids.length) return;
    try {
      if (relate === 'contacts') await api.relateContacts(id, ids);
      else if (relate === 'business') await api.relateBusiness(id, ids);
      notify.success(t('detail.success'));
      load.reload();
      onChanged();
    } catch {
      // the request client showed the message
    }
  }

  return (
    <Stack gap="2" role="region" aria-label={title}>
      <Flex align="center" gap="2">
        {titled ? <Heading as="h3" size="sm" flex="1">{title}</Heading> : <Box flex="1" />}
        {relate ? (
          <RelatedRecordPicker crmType={relate} multiple scope={crmType === 'business' || crmType === 'contacts' ? { customerId: Number(record.customerId) || '' } : undefined}
            load={(query) => api.relatedRecords(relate, query)} onConfirm={(rows) => void link(rows.map((row) => Number(row[section.rowId])))}>
            <Button size="xs" variant="outline" colorPalette="brand">{t(`detail.relate.${relate}`)}</Button>
          </RelatedRecordPicker>
        ) : null}
        {section.createType && canCreate(section.createType) ? (
          <Button size="xs" colorPalette="brand" aria-label={t('detail.createType', { type: t(typeNameKey(section.createType!)) })} onClick={() => onCreate(section.createType!)}>
            {t('detail.create')}
          </Button>
        ) : null}
      </Flex>
      <TabStatus load={load} empty={(rows) => rows.length === 0}>
        {(rows) => (
          <Box overflowX="auto">
            <Table.Root size="sm" variant="line" aria-label={title}>
              <Table.Header>
                <Table.Row>
                  {section.columns.map((column) => <Table.ColumnHeader key={column.field} whiteSpace="nowrap">{t(`detail.col.${column.label}`)}</Table.ColumnHeader>)}
                  {relate ? <Table.ColumnHeader textAlign="end">{t('detail.operations')}</Table.ColumnHeader> : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row, index) => (
                  <Table.Row key={String(row[section.rowId] ?? index)}>
                    {section.columns.map((column, columnIndex) => {
                      const value = pick(row, [column.field, ...(column.alt ?? [])]);
                      const text = column.choices && value !== undefined && value !== null && value !== '' ? t(`${column.choices}.${String(value)}`) : formatValue(value, column.format);
                      const rowId = Number(row[section.rowId]);
                      const opens = columnIndex === 0 && detailType !== undefined && Number.isInteger(rowId) && rowId > 0;
                      return (
                        <Table.Cell key={column.field} whiteSpace="nowrap" textAlign={column.format === 'money' ? 'end' : undefined}>
                          {opens ? (
                            <chakra.button type="button" color={text ? 'brand.600' : 'fg.muted'} textAlign="start" _hover={{ textDecoration: 'underline' }}
                              onClick={() => setOpened({ crmType: detailType, id: rowId })}>
                              {/* A record saved without a name (商机名称 and 产品名称 are optional) still opens: an empty button was 0×0 */}
                              {text || t('detail.untitled', { defaultValue: '（未命名）' })}
                            </chakra.button>
                          ) : text}
                        </Table.Cell>
                      );
                    })}
                    {relate ? (
                      <Table.Cell textAlign="end">
                        <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => setUnlink(row)}>{t('detail.unrelate')}</Button>
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </TabStatus>
      {opened ? (
        <Suspense fallback={null}>
          <NestedDetail crmType={opened.crmType} id={opened.id} onClose={() => setOpened(null)}
            onChanged={() => { load.reload(); onChanged(); }} />
        </Suspense>
      ) : null}
      {unlink ? (
        <ActionDialog title={t('detail.unrelate')} danger onClose={() => setUnlink(null)}
          onConfirm={async () => {
            const rowId = Number(unlink[section.rowId]);
            if (relate === 'contacts') await api.unrelateContacts(id, [rowId]);
            else await api.unrelateBusiness(id, [rowId]);
            setUnlink(null);
            notify.success(t('detail.success'));
            load.reload();
            onChanged();
          }}>
          {t('detail.unrelateText')}
        </ActionDialog>
      ) : null}
    </Stack>
  );
}
