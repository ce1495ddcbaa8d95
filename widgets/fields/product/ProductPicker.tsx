// The small picker behind 添加产品: a popover (not portalled, so it stays inside the form) with a
// name search, one page of products from `searchProducts` with a checkbox each, paging, and
// 确 定 / 取 消. Products already in the grid show 已添加 and cannot be picked twice. Escape or
// 取 消 closes it; the focus starts in the search box and returns to the button.
import { useCallback, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Box, Button, Checkbox, Flex, HStack, Input, Popover, Table, Text } from '@chakra-ui/react';
import { useLoad, type LingxiDataSources, type ProductOption } from '../../form/dataSources.ts';
import { useSearchPaging } from '../../pickers/useSearchPaging.ts';
import { productText } from './strings.ts';

export const PICKER_PAGE_SIZE = 10;

export interface ProductPickerProps {
  sources: LingxiDataSources | null;
  /** productIds already in the grid. */
  chosen: ReadonlySet<string>;
  disabled?: boolean;
  onPick: (products: ProductOption[]) => void;
}

export function ProductPicker({ sources, chosen, disabled, onPick }: ProductPickerProps) {
  const [open, setOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const handleOpenChange = useCallback((details: { open: boolean }) => setOpen(details.open), []);
  const close = useCallback(() => setOpen(false), []);
  const pick = useCallback(
    (products: ProductOption[]) => {
      onPick(products);
      setOpen(false);
    },
    [onPick],
  );

  return (
    <Popover.Root
      open={open}
      onOpenChange={handleOpenChange}
      lazyMount
      unmountOnExit
      initialFocusEl={() => searchRef.current}
      // Fixed: the grid's scroll box must not clip the picker.
      positioning={{ placement: 'bottom-start', strategy: 'fixed' }}
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="brand" disabled={disabled}>
          <PlusIcon />
          {productText.add()}
        </Button>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content width="min(560px, calc(100vw - 32px))" aria-label={productText.pickerTitle()}>
          <Popover.Title fontWeight="medium" px="4" pt="3" pb="2">
            {productText.pickerTitle()}
          </Popover.Title>
          <Popover.Body pt="0">
            {open ? <PickerBody sources={sources} chosen={chosen} searchRef={searchRef} onPick={pick} onCancel={close} /> : null}
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}

interface PickerBodyProps {
  sources: LingxiDataSources | null;
  chosen: ReadonlySet<string>;
  searchRef: RefObject<HTMLInputElement | null>;
  onPick: (products: ProductOption[]) => void;
  onCancel: () => void;
}

function PickerBody({ sources, chosen, searchRef, onPick, onCancel }: PickerBodyProps) {
  const searchId = useId();
  // the search runs 300 ms after the typing stops (at once on Enter), from page 1
  const { typed, setTyped, search, page, setPage, searchNow } = useSearchPaging(300);
  const [checked, setChecked] = useState<Map<string, ProductOption>>(() => new Map());

  const result = useLoad(sources ? `${search}\u0000${page}` : null, () =>
    sources!.searchProducts({ search, page, limit: PICKER_PAGE_SIZE }),
  );
  const pages = result.status === 'ready' ? Math.max(1, Math.ceil(result.data.totalRow / PICKER_PAGE_SIZE)) : 1;

  const toggle = useCallback((product: ProductOption, on: boolean) => {
    setChecked((previous) => {
      const next = new Map(previous);
      if (on) next.set(String(product.productId), product);
      else next.delete(String(product.productId));
      return next;
    });
  }, []);
  // Enter in the search box searches at once instead of submitting the surrounding form.
  const handleSearchKey = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      searchNow(typed);
    },
    [typed, searchNow],
  );

  return (
    <Box>
      <Input
        ref={searchRef}
        id={searchId}
        size="sm"
        colorPalette="brand"
        type="search"
        placeholder={productText.search()}
        aria-label={productText.search()}
        value={typed}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value)}
        onKeyDown={handleSearchKey}
        mb="2"
      />
      <Box maxH="264px" overflowY="auto" borderWidth="1px" borderColor="border" borderRadius="sm">
        {!sources ? (
          <StatusLine text={productText.noSource()} />
        ) : result.status === 'error' ? (
          <StatusLine text={productText.loadFailed()} action={<Button size="xs" variant="plain" colorPalette="brand" onClick={result.reload}>{productText.retry()}</Button>} />
        ) : result.status !== 'ready' ? (
          <StatusLine text={productText.loading()} />
        ) : result.data.list.length === 0 ? (
          <StatusLine text={productText.noMatch()} />
        ) : (
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{productText.name()}</Table.ColumnHeader>
                <Table.ColumnHeader>{productText.category()}</Table.ColumnHeader>
                <Table.ColumnHeader>{productText.unit()}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{productText.price()}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.data.list.map((product) => (
                <PickerRow
                  key={String(product.productId)}
                  product={product}
                  added={chosen.has(String(product.productId))}
                  checked={checked.has(String(product.productId))}
                  onToggle={toggle}
                />
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
      <Flex mt="3" align="center" justify="space-between" gap="2" wrap="wrap">
        <HStack gap="1">
          <Button size="xs" variant="ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {productText.prevPage()}
          </Button>
          <Text fontSize="xs" color="fg.muted" aria-live="polite">
            {productText.pageOf(page, pages)}
          </Text>
          <Button size="xs" variant="ghost" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {productText.nextPage()}
          </Button>
        </HStack>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={onCancel}>
            {productText.cancel()}
          </Button>
          <Button size="sm" colorPalette="brand" disabled={checked.size === 0} onClick={() => onPick([...checked.values()])}>
            {productText.confirm()}
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}

function PickerRow({ product, added, checked, onToggle }: {
  product: ProductOption;
  added: boolean;
  checked: boolean;
  onToggle: (product: ProductOption, on: boolean) => void;
}) {
  return (
    <Table.Row>
      <Table.Cell>
        <Checkbox.Root
          size="sm"
          colorPalette="brand"
          checked={added || checked}
          disabled={added}
          onCheckedChange={(details) => onToggle(product, details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">
            {product.name}
            {added ? (
              <Text as="span" ms="1" fontSize="xs" color="fg.muted">
                {productText.added()}
              </Text>
            ) : null}
          </Checkbox.Label>
        </Checkbox.Root>
      </Table.Cell>
      <Table.Cell>{product.categoryName ?? ''}</Table.Cell>
      <Table.Cell>{product.unit ?? ''}</Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{String(product.price ?? '')}</Table.Cell>
    </Table.Row>
  );
}

function StatusLine({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Flex role="status" align="center" justify="center" gap="2" py="6" fontSize="sm" color="fg.muted">
      {text}
      {action}
    </Flex>
  );
}

export function PlusIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
    </svg>
  );
}
