// /manager/custom-field (自定义字段设置): the modules whose fields an admin can shape, each with
// when its fields last changed and 编辑字段 into the designer; below them the OA approval
// categories (OaExamineCategory/queryExamineCategoryList, enabled or not), each with 编辑字段 into
// the designer (label 10), or 查看字段 for a system category (its fields are fixed).
import type { ReactNode } from 'react';
import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PageProps } from '../../../engine/react/index.ts';
import { Icon } from '../../layout/icons.tsx';
import { queryFields, type FieldModuleRow } from '../../../server-adapter/fields.ts';
import { queryExamineCategories } from '../../../server-adapter/examineCategories.ts';
import { DESIGNER_MODULES, designerPath, examineDesignerPath } from './designerModules.ts';

/** field/queryFields answers this for a module no admin has touched (contract 5.7). */
const NEVER_UPDATED = /^2000-01-01/;

const MODULE_ICONS: Readonly<Record<number, string>> = { 1: 'leads', 2: 'customer', 3: 'contacts', 4: 'product', 5: 'business', 6: 'contract', 7: 'money' };

/** The server's rows in the CRM menu's order; a module the server did not list is left out. */
function inMenuOrder(rows: readonly FieldModuleRow[]): FieldModuleRow[] {
  return DESIGNER_MODULES.flatMap((module) => rows.filter((row) => Number(row.label) === module.label));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md">
      <Heading as="h2" size="sm" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted">{title}</Heading>
      {children}
    </Box>
  );
}

export default function CustomFieldPage(_props: PageProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useSWR('field/queryFields', () => queryFields(), { revalidateOnFocus: false });
  const rows = data ? inMenuOrder(data) : [];

  return (
    <Stack gap="4" maxW="1100px">
      <Heading as="h1" size="lg">{t('designer.modules.title')}</Heading>

      <Section title={t('designer.modules.crmGroup')}>
        {isLoading ? (
          <Flex justify="center" py="10"><Spinner color="brand.500" aria-label={t('designer.modules.loading')} /></Flex>
        ) : error && !data ? (
          <Flex direction="column" align="center" gap="3" py="10">
            <Text>{t('designer.modules.loadFailed')}</Text>
            <Button size="sm" variant="outline" onClick={() => void mutate()}>{t('designer.modules.retry')}</Button>
          </Flex>
        ) : (
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader ps="4">{t('designer.modules.module')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('designer.modules.updateTime')}</Table.ColumnHeader>
                <Table.ColumnHeader pe="4" textAlign="end">{t('designer.modules.action')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const never = !row.updateTime || NEVER_UPDATED.test(row.updateTime);
                return (
                  <Table.Row key={row.label}>
                    <Table.Cell ps="4">
                      <Flex align="center" gap="2.5">
                        <Flex align="center" justify="center" boxSize="7" borderRadius="md" bg="brand.50" color="brand.600">
                          <Icon name={MODULE_ICONS[Number(row.label)]} size={16} />
                        </Flex>
                        <Text fontWeight="medium">{row.name}</Text>
                      </Flex>
                    </Table.Cell>
                    <Table.Cell color={never ? 'fg.subtle' : 'fg.muted'}>
                      {never ? t('designer.modules.neverUpdated') : row.updateTime}
                    </Table.Cell>
                    <Table.Cell pe="4" textAlign="end">
                      <Button asChild size="xs" variant="outline" colorPalette="brand">
                        <Link to={designerPath({ types: row.types, label: row.label, name: row.name })}>
                          <Icon name="edit" size={14} />{t('designer.modules.edit')}
                        </Link>
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        )}
      </Section>

      <Section title={t('designer.modules.oaGroup')}>
        <ExamineCategories />
      </Section>
    </Stack>
  );
}

/** The 办公审批 group: every approval category, 系统 marking the ones whose fields are fixed. */
function ExamineCategories() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useSWR(
    'OaExamineCategory/queryExamineCategoryList', () => queryExamineCategories(), { revalidateOnFocus: false },
  );
  if (isLoading) return <Flex justify="center" py="6"><Spinner color="brand.500" aria-label={t('designer.modules.loading')} /></Flex>;
  if (error && !data) {
    return (
      <Flex direction="column" align="center" gap="3" py="6">
        <Text>{t('designer.modules.oaLoadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void mutate()}>{t('designer.modules.retry')}</Button>
      </Flex>
    );
  }
  if (!data?.length) return <Text px="4" py="5" fontSize="sm" color="fg.muted">{t('designer.modules.oaEmpty')}</Text>;
  return (
    <Table.Root size="sm" interactive>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader ps="4">{t('designer.modules.oaCategory')}</Table.ColumnHeader>
          <Table.ColumnHeader pe="4" textAlign="end">{t('designer.modules.action')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {data.map((category) => (
          <Table.Row key={category.categoryId}>
            <Table.Cell ps="4">
              <Flex align="center" gap="2.5">
                <Flex align="center" justify="center" boxSize="7" borderRadius="md" bg="brand.50" color="brand.600">
                  <Icon name="examine" size={16} />
                </Flex>
                <Text fontWeight="medium">{category.title}</Text>
                {category.isSys === 1 && <Badge size="sm" variant="subtle" colorPalette="gray">{t('designer.modules.system')}</Badge>}
                {category.status === 0 && <Badge size="sm" variant="subtle" colorPalette="orange">{t('designer.modules.disabled')}</Badge>}
              </Flex>
            </Table.Cell>
            <Table.Cell pe="4" textAlign="end">
              <Button asChild size="xs" variant="outline" colorPalette="brand">
                <Link to={examineDesignerPath(category)}>
                  {t(category.isSys === 1 ? 'designer.modules.viewFields' : 'examineCategories.editFields')}
                </Link>
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
