// Paging under a list: 共 N 条, rows per page (15/30/60/100), 首页 / previous / the page / next /
// 末页, and 前往 [N] 页 (Enter or leaving the box jumps; a number past either end goes to that end,
// anything else puts the current page back). Far pages are one jump away, not 190 clicks.
// A total the server estimated (`exact` false, docs/crm-lists.md "The count") reads 约 19,000 条
// and is a button: a click asks `countExactly` for the figure, which then stands for this query
// (the list remounts the pager when its query changes). 末页 on an estimate counts first, so it
// lands on the true last page.
import { useState } from 'react';
import { Button, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { pageCount, PAGE_SIZES } from '../../pages/index.ts';
import { roundedEstimate } from './listCount.ts';

const numbers = new Intl.NumberFormat('zh-CN');

export interface PagerProps {
  total: number;
  /** False when `total` is the server's estimate; exact by default. */
  exact?: boolean;
  /** Asks the server for the exact total (offered only with an estimate). */
  countExactly?(): Promise<number>;
  page: number;
  limit: number;
  onPage(page: number): void;
  onLimit(limit: number): void;
}

/** The page a typed value asks for: a whole number clamped to 1..pages, or null (not a number: keep the page). */
export function typedPage(text: string, pages: number): number | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, pages));
}

export function Pager({ total, exact = true, countExactly, page, limit, onPage, onLimit }: PagerProps) {
  const { t } = useTranslation();
  const [counted, setCounted] = useState<number | null>(null);
  const [counting, setCounting] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const known = exact || counted !== null;
  const shownTotal = counted ?? total;
  const pages = pageCount(shownTotal, limit);

  async function count(): Promise<number | null> {
    if (!countExactly) return null;
    setCounting(true);
    try {
      const value = await countExactly();
      setCounted(value);
      return value;
    } catch {
      return null; // the estimate stays; the request client has told the user
    } finally {
      setCounting(false);
    }
  }

  async function last() {
    const value = known ? shownTotal : (await count()) ?? total;
    onPage(pageCount(value, limit));
  }

  function jump(text: string) {
    setDraft(null);
    const next = typedPage(text, pages);
    if (next !== null && next !== page) onPage(next);
  }

  return (
    <Flex as="nav" aria-label={t('list.pager.label')} align="center" justify="flex-end" gap="2" py="2" fontSize="sm" wrap="wrap">
      {known || !countExactly ? (
        <Text aria-live="polite">{t(known ? 'list.pager.total' : 'list.pager.approx', { total: numbers.format(known ? shownTotal : roundedEstimate(total)) })}</Text>
      ) : (
        <Button size="xs" variant="ghost" px="1" fontWeight="normal" textDecoration="underline dotted" textUnderlineOffset="3px"
          loading={counting} title={t('list.pager.countExactly')}
          onClick={() => void count()}>
          {t('list.pager.approx', { total: numbers.format(roundedEstimate(total)) })}
        </Button>
      )}
      <NativeSelect.Root size="xs" w="auto">
        <NativeSelect.Field aria-label={t('list.pager.sizeLabel')} value={String(limit)} onChange={(event) => onLimit(Number(event.currentTarget.value))}>
          {PAGE_SIZES.map((size) => <option key={size} value={size}>{t('list.pager.pageSize', { size })}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Flex align="center" gap="1">
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPage(1)}>{t('list.pager.first')}</Button>
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('list.pager.prev')}>‹</Button>
        <Text aria-live="polite" px="1" whiteSpace="nowrap">{t('list.pager.page', { page, pages })}</Text>
        <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('list.pager.next')}>›</Button>
        <Button size="xs" variant="outline" disabled={page >= pages || counting} onClick={() => void last()}>{t('list.pager.last')}</Button>
      </Flex>
      <Flex as="label" align="center" gap="1" whiteSpace="nowrap">
        {t('list.pager.goto')}
        <Input size="xs" w="14" textAlign="center" inputMode="numeric" aria-label={t('list.pager.gotoLabel')} value={draft ?? String(page)}
          onChange={(event) => setDraft(event.currentTarget.value)} onFocus={(event) => event.currentTarget.select()}
          onBlur={(event) => { if (draft !== null) jump(event.currentTarget.value); }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') { event.preventDefault(); jump(event.currentTarget.value); }
            if (event.key === 'Escape') setDraft(null);
          }} />
        {t('list.pager.gotoUnit')}
      </Flex>
    </Flex>
  );
}
