// /manager/custom-field (自定义字段设置): the modules whose fields an admin can shape, each with
// when its fields last changed and 编辑字段 into the designer. The OA approval categories will be
// configured here too; until the approval module exists the group says so instead of listing
// anything.
import type { ReactNode } from 'react';
import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PageProps } from '../../../engine/react/index.ts';
import { Icon } from '../../layout/icons.tsx';
import { queryFields, type FieldModuleRow } from '../../../server-adapter/fields.ts';
import { DESIGNER_MODULES, designerPath } from './designerModules.ts';

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
        <Flex align="center" gap="2" px="4" py="5" color="fg.muted">
          <Icon name="examine" size={18} />
          <Text fontSize="sm">{t('designer.modules.oaPending')}</Text>
          <Badge size="sm" variant="subtle" colorPalette="gray">{t('designer.modules.oaBadge')}</Badge>
        </Flex>
      </Section>
    </Stack>
  );
}
