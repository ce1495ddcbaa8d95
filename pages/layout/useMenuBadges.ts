// The counts of menu items that declare one (a route's `badge` in schemas/routes.json: the office
// 审批 item's OaBackLog/num examineNum): one request per call, shared by every item naming it, asked
// again every minute, when the window regains focus and whenever records change
// (refreshMenuBadges, called by the lists' environment after a save or an audit). Counts show
// capped at 99 (99+). A failed count shows nothing (the spec's count calls fail silently).
import useSWR, { mutate } from 'swr';
import type { MenuEntry } from '../../engine/routes/index.ts';
import { requestData } from '../../server-adapter/request.ts';
import { badgeText } from '../crm/message/backlogTabs.ts';

const PREFIX = 'menuBadge:';
const REFRESH_MS = 60_000;

/** The calls the menu's badges name, once each. */
export function badgeCalls(entries: readonly MenuEntry[]): string[] {
  const calls = new Set<string>();
  for (const entry of entries) {
    if (entry.kind === 'item' && entry.badge) calls.add(entry.badge.call);
    if (entry.kind === 'group') for (const call of badgeCalls(entry.items)) calls.add(call);
  }
  return [...calls];
}

/** The badge text of each badged item by path, from the calls' answers (absent: not loaded or failed). */
export function badgeTexts(entries: readonly MenuEntry[], answers: Readonly<Record<string, unknown>>): Map<string, string | null> {
  const texts = new Map<string, string | null>();
  const visit = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      if (entry.kind === 'group') { visit(entry.items); continue; }
      if (!entry.badge) continue;
      const answer = answers[entry.badge.call] as Record<string, unknown> | undefined;
      texts.set(entry.path, badgeText(Number(answer?.[entry.badge.field] ?? 0)));
    }
  };
  visit(entries);
  return texts;
}

/** The badges of an area's menu: one SWR entry for its calls together (every item naming a call shares its answer). */
export function useMenuBadges(entries: readonly MenuEntry[]): Map<string, string | null> {
  const calls = badgeCalls(entries);
  const { data } = useSWR(calls.length ? `${PREFIX}${calls.join(',')}` : null, async () => {
    // One failed count leaves only its own badge out.
    const answers = await Promise.all(calls.map((call) => requestData<unknown>(call, {}, { silent: true }).catch(() => undefined)));
    return Object.fromEntries(calls.map((call, index) => [call, answers[index]]));
  }, { refreshInterval: REFRESH_MS, shouldRetryOnError: false });
  return badgeTexts(entries, data ?? {});
}

/** Asks every menu count again (records changed: a save, an audit, a delete). */
export function refreshMenuBadges(): void {
  void mutate((key) => typeof key === 'string' && key.startsWith(PREFIX));
}
