// 产品 of a business or contract: the lines (name, category, unit, price, sales price, quantity,
// discount, subtotal), then the order discount and the total after it.
import { Box, Flex, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CrmDetailApi } from '../../../../server-adapter/crmDetail.ts';
import { formatMoney, formatValue, pick } from '../formatValue.ts';
import { useDetailLoad } from '../useDetailLoad.ts';
import { TabStatus } from './TabStatus.tsx';

const COLUMNS = [
  { fields: ['name', 'productName'], label: 'productName' },
  { fields: ['categoryName'], label: 'categoryName' },
  { fields: ['unit', '单位'], label: 'unit' },
  { fields: ['price'], label: 'price', money: true },
  { fields: ['salesPrice'], label: 'salesPrice', money: true },
  { fields: ['num'], label: 'quantity' },
  { fields: ['discount'], label: 'discount', percent: true },
  { fields: ['subtotal'], label: 'subtotal', money: true },
] as const;

export function ProductsTab({ path, param, id, api, version }: { path: string; param: string; id: number; api: CrmDetailApi; version: number }) {
  const { t } = useTranslation();
  const load = useDetailLoad(() => api.productLines(path, { [param]: id }, { silent: true }), [path, id, version]);
  return (
    <TabStatus load={load} empty={(lines) => lines.list.length === 0}>
      {(lines) => (
        <Box>
          <Box overflowX="auto">
            <Table.Root size="sm" variant="line" aria-label={t('detail.tab.products')}>
              <Table.Header>
                <Table.Row>
                  {COLUMNS.map((c) => <Table.ColumnHeader key={c.label} whiteSpace="nowrap">{t(`detail.col.${c.label}`)}</Table.ColumnHeader>)}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lines.list.map((row, index) => (
                  <Table.Row key={String(row.productId ?? index)}>
                    {COLUMNS.map((c) => (
                      <Table.Cell key={c.label} whiteSpace="nowrap" textAlign={'money' in c ? 'end' : undefined}>
                        {formatValue(pick(row, c.fields), 'money' in c ? 'money' : 'percent' in c ? 'percent' : 'text')}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Flex justify="flex-end" gap="6" mt="3" fontSize="sm">
            <Text>{t('detail.products.discountRate')}：{lines.discountRate !== null && lines.discountRate !== '' ? `${String(lines.discountRate)}%` : '—'}</Text>
            <Text fontWeight="semibold">{t('detail.products.total')}：{formatMoney(lines.money) || '—'}</Text>
          </Flex>
        </Box>
      )}
    </TabStatus>
  );
}
