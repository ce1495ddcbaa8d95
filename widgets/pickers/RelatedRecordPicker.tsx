// The related-record picker (shell-and-calls.md "Shared overlays and pickers", "Related-record
// list", section 9): a popover with a search box, a 250 px table of CRM records with the columns of
// their type, 10 per page, paging (pages = ceil(totalRow / 10)), a radio per row (one record: picking
// another replaces it) or a checkbox per row (several, kept across pages and searches), and
// 确 定 / 取 消. A failed call shows its message and 重试 in the table, never an exception.
//
// Usable outside forms: the list call is a prop (`load`), the scope a prop (`{customerId}` for the
// business of a contract). Each open starts from the `selected` records the caller passes.
import { useCallback, useMemo, useRef, useState, type ReactElement, type RefObject } from 'react';
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { PickerScope } from '../../engine/fields/index.ts';
import { useLoad, type PageOf, type RelatedCrmType, type RelatedRecord, type RelatedRecordQuery } from '../form/dataSources.ts';
import { toggle } from './memberSelection.ts';
import { PickerPopover, type PickerPlacement } from './PickerPopover.tsx';
import { PickerSearch } from './PickerSearch.tsx';
import { loadStatus } from './PickerStatus.tsx';
import { relatedId } from './relatedRecords.ts';
import { RelatedRecordTable } from './RelatedRecordTable.tsx';
import { pickerText, relatedText } from './strings.ts';
import { usePickerOpen } from './usePickerOpen.ts';
import { useSearchPaging } from './useSearchPaging.ts';

/** shell-and-calls.md 9: page size 10. */
export const RELATED_PAGE_SIZE = 10;
/** The search runs this long after the typing stops (Enter runs it at once). */
export const RELATED_SEARCH_DELAY_MS = 300;

export interface RelatedRecordPickerProps {
  /** The element that opens the picker (a button). */
  children: ReactElement;
  crmType: RelatedCrmType;
  /** One page of records (the data sources' `relatedRecords` bound to the type). */
  load?: (query: RelatedRecordQuery) => Promise<PageOf<RelatedRecord>>;
  /** Several records (checkboxes) instead of one (radios). Default false. */
  multiple?: boolean;
  /** The records chosen when the picker opens. */
  selected?: readonly RelatedRecord[];
  /** Linkage filter passed to every call. */
  scope?: PickerScope;
  /** Default 选择客户 / 选择联系人 / 选择商机 / 选择合同. */
  title?: string;
  /** Default 720 (CSS pixels). */
  width?: number;
  placement?: PickerPlacement;
  /** What the popover is placed against; default the trigger. */
  anchorRef?: RefObject<HTMLElement | null>;
  /** 确 定: the chosen rows, in choosing order. */
  onConfirm: (records: RelatedRecord[]) => void;
  onCancel?: () => void;
}

const NONE: readonly RelatedRecord[] = [];

export function RelatedRecordPicker(props: RelatedRecordPickerProps) {
  const { children, crmType, load, multiple = false, selected = NONE, scope, title = relatedText.title(crmType), width = 720, placement = 'bottom-start', anchorRef, onConfirm, onCancel } = props;
  const [draft, setDraft] = useState<RelatedRecord[]>([]);
  const searchRef = useRef<HTMLInputElement>(null);

  const startDraft = useCallback(() => setDraft([...selected]), [selected]);
  const { open, onOpenChange, closeConfirmed } = usePickerOpen(startDraft, onCancel);
  const cancel = useCallback(() => onOpenChange(false), [onOpenChange]);
  const confirm = useCallback(() => {
    closeConfirmed();
    onConfirm(draft);
  }, [closeConfirmed, draft, onConfirm]);

  const keyOf = useCallback((record: RelatedRecord) => relatedId(crmType, record), [crmType]);
  const onToggle = useCallback(
    (record: RelatedRecord, on: boolean) => setDraft((list) => toggle(list, record, keyOf, on, !multiple)),
    [keyOf, multiple],
  );
  const chosen = useMemo(() => new Set(draft.map(keyOf)), [draft, keyOf]);

  return (
    <PickerPopover
      trigger={children}
      title={title}
      width={width}
      placement={placement}
      anchorRef={anchorRef}
      open={open}
      onOpenChange={onOpenChange}
      initialFocusEl={() => searchRef.current}
      onConfirm={confirm}
      onCancel={cancel}
    >
      <RecordBrowser
        crmType={crmType}
        load={load}
        scope={scope}
        multiple={multiple}
        chosen={chosen}
        title={title}
        searchRef={searchRef}
        onToggle={onToggle}
      />
    </PickerPopover>
  );
}

interface RecordBrowserProps {
  crmType: RelatedCrmType;
  load?: RelatedRecordPickerProps['load'];
  scope?: PickerScope;
  multiple: boolean;
  chosen: ReadonlySet<string>;
  title: string;
  searchRef: RefObject<HTMLInputElement | null>;
  onToggle: (record: RelatedRecord, on: boolean) => void;
}

/** Search, table and paging: mounted while the popover is open, so each open starts at page 1. */
function RecordBrowser({ crmType, load, scope, multiple, chosen, title, searchRef, onToggle }: RecordBrowserProps) {
  const { typed, setTyped, search, page, setPage, searchNow } = useSearchPaging(RELATED_SEARCH_DELAY_MS);

  const key = load ? JSON.stringify([crmType, search, page, scope ?? null]) : null;
  const result = useLoad(key, () => load!({ search, page, limit: RELATED_PAGE_SIZE, scope }));
  const rows = result.status === 'ready' ? result.data.list : NONE;
  const totalRow = result.status === 'ready' ? Number(result.data.totalRow) || 0 : 0;
  const pages = Math.max(1, Math.ceil(totalRow / RELATED_PAGE_SIZE));

  return (
    <Stack gap="2">
      <Box maxW="280px">
        <PickerSearch ref={searchRef} placeholder={relatedText.search(crmType)} value={typed} onChange={setTyped} onEnter={() => searchNow(typed)} />
      </Box>
      <RelatedRecordTable
        crmType={crmType}
        rows={rows}
        multiple={multiple}
        chosen={chosen}
        label={title}
        onToggle={onToggle}
        status={loadStatus(result, Boolean(load), rows.length === 0)}
      />
      <Flex align="center" justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="xs" color="fg.muted">
          {relatedText.total(totalRow)}
        </Text>
        <HStack gap="1">
          <Button size="xs" variant="ghost" disabled={page <= 1 || result.status !== 'ready'} onClick={() => setPage((p) => p - 1)}>
            {pickerText.prevPage()}
          </Button>
          <Text fontSize="xs" color="fg.muted" aria-live="polite">
            {pickerText.pageOf(page, pages)}
          </Text>
          <Button size="xs" variant="ghost" disabled={page >= pages || result.status !== 'ready'} onClick={() => setPage((p) => p + 1)}>
            {pickerText.nextPage()}
          </Button>
        </HStack>
      </Flex>
    </Stack>
  );
}
