// What the expense (examine_cause) and trip (business_cause) detail editors share: the list of item
// cards, each a labelled group "事项n" with its delete button, the 添加事项 link under them, the
// labelled inputs of an item, the description with its n/200 counter, and the total line.
//
// The editors are rjsf widgets on an array value (the FieldTemplate draws the field's label as a
// group label and the error under it). Every change hands rjsf the whole new list. A new item's
// first input takes the focus; after a delete the focus goes to 添加事项.
import {
  createContext, useCallback, useContext, useEffect, useMemo, useRef, type ChangeEvent, type FocusEvent, type ReactNode,
} from 'react';
import { Box, chakra, Button, Flex, Grid, IconButton, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { LIMITS, countChars, normalizeValue, sanitizeDecimalInput, type DetailItem } from '../../../engine/fields/index.ts';
import { controlStyle } from '../../form/controlStyle.ts';
import { describedBy, hasError, labelId } from '../../form/ids.ts';
import { detailText } from './strings.ts';
import { DatePicker } from '../date/DatePicker.tsx';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export interface ItemApi {
  item: DetailItem;
  index: number;
  /** The id of one of this item's inputs: `<field id>_<index>_<key>`. */
  inputId: (key: string) => string;
  disabled: boolean;
  readonly: boolean;
  /** Merge a patch into this item. */
  set: (patch: DetailItem) => void;
  /** Merge a patch computed from the item as it is *now* (for answers that arrive later: uploads). */
  update: (patch: (current: DetailItem) => DetailItem) => void;
  /** The field shows an error and this required key of the item is not filled in: mark its input. */
  missing: (key: string) => boolean;
}

const ItemContext = createContext<ItemApi | null>(null);

export function useItem(): ItemApi {
  const api = useContext(ItemContext);
  if (!api) throw new Error('detail inputs render inside DetailItems');
  return api;
}

export interface DetailItemsProps {
  widget: WidgetProps;
  /** A new, empty item (the keys the engine's completeness rule checks, all empty). */
  newItem: () => DetailItem;
  /** Recomputes derived keys of an item after a change (an expense item's money). */
  derive?: (item: DetailItem) => DetailItem;
  /** The first input of an item, focused when the item is added. */
  firstKey: string;
  /** The keys the engine's completeness rule requires (EXPENSE_ITEM_KEYS, TRIP_ITEM_KEYS). */
  requiredKeys: readonly string[];
  /** A required key that must also be above zero (a trip's duration). */
  positiveKey?: string;
  renderItem: () => ReactNode;
  /** The line under the list (the total), given the items. */
  total: (items: readonly DetailItem[]) => ReactNode;
}

export function DetailItems({ widget, newItem, derive, firstKey, requiredKeys, positiveKey, renderItem, total }: DetailItemsProps) {
  const { id, value, onChange, onBlur, disabled = false, readonly = false } = widget;
  const items = useMemo(() => normalizeValue('examine_cause', value) as DetailItem[], [value]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<string | null>(null);

  useEffect(() => {
    if (focusAfterRender.current === null) return;
    const target = focusAfterRender.current === 'add' ? addRef.current : document.getElementById(focusAfterRender.current);
    focusAfterRender.current = null;
    target?.focus();
  });

  const replace = useCallback(
    (index: number, next: (current: DetailItem) => DetailItem) => {
      const list = itemsRef.current.map((item, i) => {
        if (i !== index) return item;
        const changed = next(item);
        return derive ? derive(changed) : changed;
      });
      itemsRef.current = list;
      onChange(list);
    },
    [onChange, derive],
  );
  const add = useCallback(() => {
    const list = [...itemsRef.current, newItem()];
    focusAfterRender.current = `${id}_${list.length - 1}_${firstKey}`;
    onChange(list);
  }, [onChange, newItem, id, firstKey]);
  const remove = useCallback(
    (index: number) => {
      focusAfterRender.current = 'add';
      onChange(itemsRef.current.filter((_, i) => i !== index));
    },
    [onChange],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, itemsRef.current);
    },
    [onBlur, id],
  );

  const editable = !disabled && !readonly;
  return (
    <Box role="group" aria-labelledby={labelId(id)} aria-describedby={describedBy(widget)} onBlur={handleBlur}>
      {items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" py="2">
          {detailText.empty()}
        </Text>
      ) : (
        <Box display="grid" gap="3">
          {items.map((item, index) => (
            <ItemCard
              key={index}
              id={id}
              index={index}
              item={item}
              disabled={disabled}
              readonly={readonly}
              invalid={hasError(widget)}
              requiredKeys={requiredKeys}
              positiveKey={positiveKey}
              replace={replace}
              onRemove={editable ? remove : undefined}
            >
              {renderItem()}
            </ItemCard>
          ))}
        </Box>
      )}
      <Flex align="center" justify="space-between" gap="4" mt="2" wrap="wrap">
        {readonly ? (
          <span />
        ) : (
          <Button ref={addRef} size="sm" variant="plain" colorPalette="brand" px="0" disabled={disabled} onClick={add}>
            <PlusIcon />
            {detailText.add()}
          </Button>
        )}
        <Box fontSize="sm">{total(items)}</Box>
      </Flex>
    </Box>
  );
}

/** Is this required key of the item not filled in (as the engine's rule sees it)? */
function isMissing(item: DetailItem, key: string, positiveKey: string | undefined): boolean {
  const value = item[key];
  if (value === null || value === undefined || String(value).trim() === '') return true;
  return key === positiveKey && !(Number(value) > 0);
}

function ItemCard({ id, index, item, disabled, readonly, invalid, requiredKeys, positiveKey, replace, onRemove, children }: {
  id: string;
  index: number;
  item: DetailItem;
  disabled: boolean;
  readonly: boolean;
  invalid: boolean;
  requiredKeys: readonly string[];
  positiveKey: string | undefined;
  replace: (index: number, next: (current: DetailItem) => DetailItem) => void;
  onRemove?: (index: number) => void;
  children: ReactNode;
}) {
  const titleId = `${id}_${index}__title`;
  const api = useMemo<ItemApi>(
    () => ({
      item,
      index,
      inputId: (key) => `${id}_${index}_${key}`,
      disabled,
      readonly,
      set: (patch) => replace(index, (current) => ({ ...current, ...patch })),
      update: (next) => replace(index, next),
      missing: (key) => invalid && requiredKeys.includes(key) && isMissing(item, key, positiveKey),
    }),
    [item, index, id, disabled, readonly, replace, invalid, requiredKeys, positiveKey],
  );
  const incomplete = invalid && requiredKeys.some((key) => isMissing(item, key, positiveKey));
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor={incomplete ? 'border.error' : 'border'}
      borderRadius="md"
      bg="bg.subtle"
      px="3"
      pt="2"
      pb="3"
    >
      <Flex align="center" justify="space-between" mb="2">
        <Text id={titleId} fontSize="sm" fontWeight="medium">
          {detailText.item(index + 1)}
        </Text>
        {onRemove ? (
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={detailText.removeItem(index + 1)}
            title={detailText.remove()}
            onClick={() => onRemove(index)}
          >
            <TrashIcon />
          </IconButton>
        ) : null}
      </Flex>
      <ItemContext.Provider value={api}>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="3">
          {children}
        </Grid>
      </ItemContext.Provider>
    </Box>
  );
}

/** A labelled cell of the item grid; `span` = how many of the 4 columns it takes. */
export function ItemField({ label, htmlFor, span = 1, children }: { label: string; htmlFor: string; span?: 1 | 2 | 4; children: ReactNode }) {
  return (
    <Box gridColumn={{ base: 'auto', sm: span === 1 ? 'auto' : 'span 2', lg: span === 1 ? 'auto' : `span ${span}` }} minW="0">
      <chakra.label htmlFor={htmlFor} display="block" fontSize="xs" color="fg.muted" mb="1">
        {label}
      </chakra.label>
      {children}
    </Box>
  );
}

/** A text input bound to one key of the item. */
export function ItemText({ field, label, type = 'text', max, toInput, fromInput }: {
  field: string;
  label: string;
  type?: 'text' | 'date' | 'datetime-local';
  max?: string;
  /** Item value → input value (dates). */
  toInput?: (value: unknown) => string;
  /** Input value → item value. */
  fromInput?: (text: string) => string | undefined;
}) {
  const { item, inputId, disabled, readonly, set, missing } = useItem();
  const inputValue = toInput ? toInput(item[field]) : text(item[field]);
  if (type !== 'text') {
    // Dates: the shared picker (yyyy-MM-dd, or yyyy-MM-dd HH:mm shown and HH:mm:ss stored).
    return (
      <ItemField label={label} htmlFor={inputId(field)}>
        <DatePicker id={inputId(field)} mode={type === 'date' ? 'date' : 'datetime'} label={label} value={text(item[field])}
          invalid={missing(field)} disabled={disabled} readOnly={readonly} onChange={(value) => set({ [field]: value })} />
      </ItemField>
    );
  }
  return (
    <ItemField label={label} htmlFor={inputId(field)}>
      <Input
        id={inputId(field)}
        {...controlStyle}
        bg="bg"
        type={type}
        max={max}
        value={inputValue}
        aria-invalid={missing(field) || undefined}
        disabled={disabled}
        readOnly={readonly}
        onChange={(event: ChangeEvent<HTMLInputElement>) => set({ [field]: fromInput ? (fromInput(event.target.value) ?? '') : event.target.value })}
      />
    </ItemField>
  );
}

/** An amount or a number of days: the engine's decimal input (digits, one point, 2 decimals). */
export function ItemDecimal({ field, label, unit }: { field: string; label: string; unit?: string }) {
  const { item, inputId, disabled, readonly, set, missing } = useItem();
  return (
    <ItemField label={label} htmlFor={inputId(field)}>
      <Flex align="center" gap="1.5">
        <Input
          id={inputId(field)}
          {...controlStyle}
          bg="bg"
          inputMode="decimal"
          autoComplete="off"
          textAlign="end"
          value={text(item[field])}
          aria-invalid={missing(field) || undefined}
          disabled={disabled}
          readOnly={readonly}
          onChange={(event: ChangeEvent<HTMLInputElement>) => set({ [field]: sanitizeDecimalInput(event.target.value) })}
        />
        {unit ? (
          <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0}>
            {unit}
          </Text>
        ) : null}
      </Flex>
    </ItemField>
  );
}

/** A choice among fixed words (交通工具, 单程往返); read-only shows the word in a read-only input. */
export function ItemSelect({ field, label, choices }: { field: string; label: string; choices: readonly string[] }) {
  const { item, inputId, disabled, readonly, set, missing } = useItem();
  const selected = text(item[field]);
  if (readonly) {
    return (
      <ItemField label={label} htmlFor={inputId(field)}>
        <Input id={inputId(field)} {...controlStyle} value={selected} readOnly disabled={disabled} />
      </ItemField>
    );
  }
  return (
    <ItemField label={label} htmlFor={inputId(field)}>
      <NativeSelect.Root size={controlStyle.size} colorPalette={controlStyle.colorPalette} disabled={disabled}>
        <NativeSelect.Field
          id={inputId(field)}
          bg="bg"
          value={selected}
          aria-invalid={missing(field) || undefined}
          color={selected === '' ? 'fg.muted' : 'fg'}
          css={{ '& option': { color: 'fg' } }}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => set({ [field]: event.target.value })}
        >
          <option value="">{detailText.pick()}</option>
          {selected !== '' && !choices.includes(selected) ? <option value={selected}>{selected}</option> : null}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </ItemField>
  );
}

/** The item's description: at most 200 characters (forms.md 3.3, 3.4), counted as the engine counts. */
export function ItemDescription({ label }: { label: string }) {
  const { item, inputId, disabled, readonly, set } = useItem();
  const value = text(item.description);
  const count = countChars(value);
  const max = LIMITS.detailDescriptionMaxChars;
  const counter = `${inputId('description')}__counter`;
  return (
    <ItemField label={label} htmlFor={inputId('description')} span={4}>
      <Box position="relative">
        <Textarea
          id={inputId('description')}
          {...controlStyle}
          bg="bg"
          rows={2}
          autoresize
          pb="6"
          maxLength={max}
          value={value}
          disabled={disabled}
          readOnly={readonly}
          aria-describedby={counter}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => set({ description: event.target.value })}
        />
        <Text
          id={counter}
          position="absolute"
          bottom="1"
          right="3"
          pointerEvents="none"
          fontSize="xs"
          color={count > max ? 'fg.error' : 'fg.muted'}
          aria-live="off"
        >
          {count}/{max}
        </Text>
      </Box>
    </ItemField>
  );
}

/** A figure the engine computes (an item's 合计): shown, never typed. */
export function ItemComputed({ field, label, value, unit }: { field: string; label: string; value: string; unit?: string }) {
  const { inputId, disabled } = useItem();
  return (
    <ItemField label={label} htmlFor={inputId(field)}>
      <Flex align="center" gap="1.5">
        <Input id={inputId(field)} {...controlStyle} value={value} readOnly disabled={disabled} textAlign="end" fontWeight="medium" />
        {unit ? (
          <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0}>
            {unit}
          </Text>
        ) : null}
      </Flex>
    </ItemField>
  );
}

export function PlusIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.8 6.5v4.5M9.2 6.5v4.5" />
    </svg>
  );
}
