// 办公审批 in 审批流程管理 (manage.oa.examine): the office approval categories, a page at a time
// (OaExamineCategory/queryExamineCategoryList), each with who may use it, its flow and its state.
// 新建 and 编辑 open ExamineCategoryDialog; 编辑字段 opens the field designer on the category's
// fields (a new one has 审批事由 and 备注, the admin adds the rest there);
// 启用/停用 toggles; 删除 asks first. System categories (请假, 出差 …) have neither 删除 nor field
// editing: their fields are the forms the office module draws by hand (查看字段 shows them).
import { useState } from 'react';
import { Badge, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { DEFAULT_PAGE_SIZE } from '../../../engine/pages/index.ts';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { Pager } from '../../../engine/react/list/Pager.tsx';
import {
  deleteExamineCategory, type ExamineCategoryAdminRow, queryExamineCategoryPage, toggleExamineCategory,
} from '../../../server-adapter/examineCategories.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';
import { examineDesignerPath } from '../customField/designerModules.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { ExamineCategoryDialog } from './ExamineCategoryDialog.tsx';
import { levelsSummary } from './flowTexts.ts';

type Editing = { kind: 'edit'; category: ExamineCategoryAdminRow | null } | { kind: 'delete'; category: ExamineCategoryAdminRow } | null;

/** `canDesign`: the field designer's route is open to the user (manage.crm.field). */
export function ExamineCategoriesPanel({ canDesign }: { canDesign: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  const { data, error, mutate } = useSWR(['OaExamineCategory/queryExamineCategoryList', page, limit], () => queryExamineCategoryPage(page, limit), {
    keepPreviousData: true, revalidateOnFocus: false,
  });
  const [editing, setEditing] = useState<Editing>(null);

  const done = async () => {
    toastSuccess(t('examineFlows.saved'));
    setEditing(null);
    await mutate();
  };
  const audience = (row: ExamineCategoryAdminRow) => {
    const names = [...row.deptIds.map((d) => d.name), ...row.userIds.map((u) => u.realname)];
    return names.length ? names.join('、') : t('examineCategories.everyone');
  };

  return (
    <SettingsSection title={t('examineCategories.heading')} note={t('examineCategories.note')}
      actions={<Button size="sm" colorPalette="brand" onClick={() => setEditing({ kind: 'edit', category: null })}>{t('examineCategories.create')}</Button>}>
      {error && !data ? <Text role="alert" color="red.600">{t('examineFlows.loadFailed')}</Text>
        : data && data.list.length === 0 ? <EmptyState text={t('examineCategories.empty')} /> : (
          <Stack gap="3">
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label={t('examineCategories.heading')}>
                <Table.Header>
                  <Table.Row>
                    {['title', 'audience', 'levels', 'status', 'updated', 'actions'].map((key) => (
                      <Table.ColumnHeader key={key} textAlign={key === 'actions' ? 'end' : undefined}>{t(`examineCategories.columns.${key}`)}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {(data?.list ?? []).map((row) => {
                    const enabled = Number(row.status) === 1;
                    const system = row.isSys === 1;
                    return (
                      <Table.Row key={row.categoryId}>
                        <Table.Cell>
                          <Flex align="center" gap="2">
                            <Text fontWeight="medium">{row.title}</Text>
                            {system && <Badge size="sm" variant="subtle" colorPalette="gray">{t('designer.modules.system')}</Badge>}
                          </Flex>
                          {row.remarks && row.remarks !== row.title && <Text fontSize="xs" color="fg.muted" lineClamp={1}>{row.remarks}</Text>}
                        </Table.Cell>
                        <Table.Cell maxW="200px"><Text fontSize="sm" truncate title={audience(row)}>{audience(row)}</Text></Table.Cell>
                        <Table.Cell><Text fontSize="sm" color="fg.muted">{levelsSummary(t, row, t('examineCategories.chosen'))}</Text></Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={enabled ? 'green' : 'gray'}>{t(enabled ? 'examineFlows.enabled' : 'examineFlows.disabled')}</Badge>
                        </Table.Cell>
                        <Table.Cell fontSize="xs" color="fg.muted" whiteSpace="nowrap">{row.updateTime ?? ''}</Table.Cell>
                        <Table.Cell>
                          <Flex gap="1" justify="flex-end" wrap="wrap">
                            <Button size="xs" variant="ghost" onClick={() => setEditing({ kind: 'edit', category: row })}>{t('examineFlows.editShort')}</Button>
                            {canDesign && (
                              <Button asChild size="xs" variant="ghost">
                                <Link to={examineDesignerPath(row)}>{t(system ? 'designer.modules.viewFields' : 'examineCategories.editFields')}</Link>
                              </Button>
                            )}
                            <Button size="xs" variant="ghost" onClick={() => void toggleExamineCategory(row.categoryId).then(done, () => undefined)}>
                              {t(enabled ? 'examineFlows.disable' : 'examineFlows.enable')}
                            </Button>
                            {!system && (
                              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setEditing({ kind: 'delete', category: row })}>{t('examineFlows.delete')}</Button>
                            )}
                          </Flex>
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <Pager total={data?.totalRow ?? 0} page={page} limit={limit} onPage={setPage} onLimit={(next) => { setLimit(next); setPage(1); }} />
          </Stack>
        )}
      {editing?.kind === 'edit' && (
        <ExamineCategoryDialog category={editing.category} onClose={() => setEditing(null)} onSaved={() => void done()} />
      )}
      {editing?.kind === 'delete' && (
        <ActionDialog alert danger title={t('examineFlows.delete')} onClose={() => setEditing(null)}
          onConfirm={async () => { await deleteExamineCategory(editing.category.categoryId); await done(); }}>
          {t('examineCategories.deleteQuestion', { name: editing.category.title })}
        </ActionDialog>
      )}
    </SettingsSection>
  );
}
