// formType `product` (产品), an rjsf *field* (its value is an object, which rjsf's ObjectField would
// not hand to a widget): `{product: [line...], totalPrice, discountRate}` (forms.md 3.6).
//
// A line-item grid (TanStack Table v9 for the model, Chakra's table for the markup): 产品名称, 产品类别,
// 单位, 标准价格, 售价, 数量, 折扣(%), 合计 and a delete per line; 添加产品 opens a picker over
// `searchProducts`; under the grid 整单折扣(%) and 产品总金额. Every editable figure goes through the
// engine: `sanitizeDecimalInput` (digits, one point, 2 decimals, the rest trimmed), then
// `changeProductLine` / `recalculateOrder` / `orderDiscountFromTotal` (big.js, half up). The input
// being typed in keeps the text as typed; the figures derived from it are recomputed live.
//
// The FieldTemplate renders only the error of an object field, so this field draws its own label
// (a group label: the grid has many inputs) and ties the group to the error message.
import { createContext, useCallback, useContext, useMemo, type ChangeEvent, type FocusEvent } from 'react';
import { Box, chakra, Flex, IconButton, Input, Table, Text } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import {
  changeProductLine, newProductLine, normalizeValue, orderDiscountFromTotal, recalculateOrder, sanitizeDecimalInput,
  type LineChange, type ProductLine, type ProductValue,
} from '../../../engine/fields/index.ts';
import { decimal, toMoney } from '../../../engine/fields/decimal.ts';
import FieldLabel from '../../form/FieldLabel.tsx';
import { controlStyle } from '../../form/controlStyle.ts';
import { useDataSources, type ProductOption } from '../../form/dataSources.ts';
import { errorId, hasError, labelId } from '../../form/ids.ts';
import { ProductPicker } from './ProductPicker.tsx';
import { productText } from './strings.ts';

/** Two decimals for display; '' stays ''. */
export function money(value: unknown): string {
  if (value === null || value === undefined || String(value).trim() === '') return '';
  return toMoney(decimal(value));
}

type EditableKey = LineChange;

interface GridContextValue {
  id: string;
  disabled: boolean;
  readonly: boolean;
  onLineInput: (index: number, key: EditableKey, text: string) => void;
  onRemove: (index: number) => void;
}

const GridContext = createContext<GridContextValue | null>(null);

function useGrid(): GridContextValue {
  const grid = useContext(GridContext);
  if (!grid) throw new Error('ProductField cells render inside ProductField');
  return grid;
}

function LineInput({ line, index, column }: { line: ProductLine; index: number; column: EditableKey }) {
  const { id, disabled, readonly, onLineInput } = useGrid();
  const label = column === 'salesPrice' ? productText.salesPrice() : column === 'num' ? productText.num() : productText.discount();
  return (
    <Input
      id={`${id}_${index}_${column}`}
      {...controlStyle}
      w="28"
      textAlign="end"
      inputMode="decimal"
      autoComplete="off"
      value={String(line[column] ?? '')}
      disabled={disabled}
      readOnly={readonly}
      aria-label={productText.lineInput(String(line.name ?? ''), label)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onLineInput(index, column, event.target.value)}
    />
  );
}

function RemoveLine({ line, index }: { line: ProductLine; index: number }) {
  const { disabled, readonly, onRemove } = useGrid();
  if (readonly) return null;
  return (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette="red"
      disabled={disabled}
      aria-label={productText.removeLine(String(line.name ?? ''))}
      title={productText.remove()}
      onClick={() => onRemove(index)}
    >
      <TrashIcon />
    </IconButton>
  );
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ProductLine>();
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

// Module scope, so the table model stays stable; the cells read the live handlers from GridContext.
const columns = helper.columns([
  helper.accessor((line) => text(line.name), { id: 'name', header: () => productText.name(), cell: (info) => info.getValue() }),
  helper.accessor((line) => text(line.categoryName), { id: 'categoryName', header: () => productText.category(), cell: (info) => info.getValue() }),
  helper.accessor((line) => text(line.unit), { id: 'unit', header: () => productText.unit(), cell: (info) => info.getValue() }),
  helper.accessor((line) => money(line.price), { id: 'price', header: () => productText.price(), cell: (info) => info.getValue() }),
  helper.display({ id: 'salesPrice', header: () => productText.salesPrice(), cell: (info) => <LineInput line={info.row.original} index={info.row.index} column="salesPrice" /> }),
  helper.display({ id: 'num', header: () => productText.num(), cell: (info) => <LineInput line={info.row.original} index={info.row.index} column="num" /> }),
  helper.display({ id: 'discount', header: () => productText.discount(), cell: (info) => <LineInput line={info.row.original} index={info.row.index} column="discount" /> }),
  helper.accessor((line) => money(line.subtotal), { id: 'subtotal', header: () => productText.subtotal(), cell: (info) => info.getValue() }),
  helper.display({ id: 'actions', header: () => productText.actions(), cell: (info) => <RemoveLine line={info.row.original} index={info.row.index} /> }),
]);

const NUMERIC_COLUMNS = new Set(['price', 'salesPrice', 'num', 'discount', 'subtotal']);

function ProductField(props: FieldProps) {
  const { formData, onChange, onBlur, fieldPathId, schema, uiSchema, name, required, disabled = false, readonly = false, registry } = props;
  const id = fieldPathId.$id;
  const value = useMemo(() => normalizeValue('product', formData) as ProductValue, [formData]);
  const sources = useDataSources(registry);
  const title = String(getUiOptions(uiSchema).title ?? schema.title ?? name);
  const invalid = hasError(props);

  const commit = useCallback((next: ProductValue) => onChange(next, fieldPathId.path), [onChange, fieldPathId]);

  const onLineInput = useCallback(
    (index: number, key: EditableKey, typed: string) => {
      const clean = sanitizeDecimalInput(typed);
      commit(changeProductLine(value, index, { [key]: clean }, key));
    },
    [commit, value],
  );
  const onRemove = useCallback(
    (index: number) => {
      const product = value.product.filter((_, i) => i !== index);
      commit({ product, ...recalculateOrder(product, value.discountRate) });
    },
    [commit, value],
  );
  const onPick = useCallback(
    (picked: ProductOption[]) => {
      const product = [...value.product, ...picked.map((item) => newProductLine(item))];
      commit({ product, ...recalculateOrder(product, value.discountRate) });
    },
    [commit, value],
  );
  const onDiscountRate = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => commit({ ...value, ...recalculateOrder(value.product, sanitizeDecimalInput(event.target.value)) }),
    [commit, value],
  );
  const onTotalPrice = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => commit({ ...value, ...orderDiscountFromTotal(value.product, sanitizeDecimalInput(event.target.value)) }),
    [commit, value],
  );
  // The field is "blurred" when the focus leaves the whole grid (per-field validation on blur).
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
    },
    [onBlur, id, value],
  );

  const grid = useMemo<GridContextValue>(() => ({ id, disabled, readonly, onLineInput, onRemove }), [id, disabled, readonly, onLineInput, onRemove]);
  const table = useTable({ features, columns, data: value.product });
  const chosen = useMemo(() => new Set(value.product.map((line) => String(line.productId))), [value.product]);
  const rows = table.getRowModel().rows;

  return (
    <Box
      role="group"
      aria-labelledby={labelId(id)}
      aria-describedby={invalid ? errorId(id) : undefined}
      onBlur={handleBlur}
      data-invalid={invalid || undefined}
    >
      <FieldLabel id={id} label={title} required={required} group />
      <Box borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} borderRadius="md">
        <Table.ScrollArea borderTopRadius="md">
          <Table.Root size="sm" aria-labelledby={labelId(id)}>
            <Table.Header>
              {table.getHeaderGroups().map((group) => (
                <Table.Row key={group.id} bg="bg.subtle">
                  {group.headers.map((header) => (
                    <Table.ColumnHeader
                      key={header.id}
                      whiteSpace="nowrap"
                      fontWeight="medium"
                      color="fg.muted"
                      textAlign={NUMERIC_COLUMNS.has(header.id) ? 'end' : 'start'}
                    >
                      {header.id === 'actions' && readonly ? null : <table.FlexRender header={header} />}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              ))}
            </Table.Header>
            <Table.Body>
              <GridContext.Provider value={grid}>
                {rows.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted" py="6">
                      {productText.empty()}
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  rows.map((row) => (
                    <Table.Row key={row.id}>
                      {row.getAllCells().map((cell) => (
                        <Table.Cell
                          key={cell.id}
                          textAlign={NUMERIC_COLUMNS.has(cell.column.id) ? 'end' : 'start'}
                          fontVariantNumeric="tabular-nums"
                          whiteSpace={cell.column.id === 'name' ? 'normal' : 'nowrap'}
                        >
                          <table.FlexRender cell={cell} />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))
                )}
              </GridContext.Provider>
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Flex align="center" justify="space-between" gap="4" px="3" py="2.5" borderTopWidth="1px" borderColor="border" wrap="wrap" bg="bg.subtle" borderBottomRadius="md">
          <Box>{readonly ? null : <ProductPicker sources={sources} chosen={chosen} disabled={disabled} onPick={onPick} />}</Box>
          <Flex align="center" gap="4" wrap="wrap">
            <OrderInput id={`${id}_discountRate`} label={productText.orderDiscount()} value={value.discountRate} disabled={disabled} readonly={readonly} onChange={onDiscountRate} />
            <OrderInput id={`${id}_totalPrice`} label={productText.totalPrice()} value={value.totalPrice} disabled={disabled} readonly={readonly} onChange={onTotalPrice} unit={productText.yuan()} />
          </Flex>
        </Flex>
      </Box>
    </Box>
  );
}

function OrderInput({ id, label, value, disabled, readonly, unit, onChange }: {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  readonly: boolean;
  unit?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Flex align="center" gap="2">
      <chakra.label htmlFor={id} fontSize="sm" whiteSpace="nowrap">
        {label}
      </chakra.label>
      <Input
        id={id}
        {...controlStyle}
        w="28"
        textAlign="end"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        readOnly={readonly}
        onChange={onChange}
        fontVariantNumeric="tabular-nums"
      />
      {unit ? (
        <Text as="span" fontSize="sm" color="fg.muted">
          {unit}
        </Text>
      ) : null}
    </Flex>
  );
}

function TrashIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.8 6.5v4.5M9.2 6.5v4.5" />
    </svg>
  );
}

export default ProductField;
