// The rows of the sidebar's dynamic items (routes.json `dynamicMenu`: the user's projects and the
// tags), one SWR entry for the area's calls; refreshDynamicMenus asks them again (a project saved,
// left or archived, a tag made or renamed).
import useSWR, { mutate } from 'swr';
import { requestData } from '../../server-adapter/request.ts';

type Rows = readonly Record<string, unknown>[];

async function loadAll(calls: readonly string[]): Promise<Record<string, Rows>> {
  const answers = await Promise.all(calls.map((call) => requestData<Rows>(call, {}, { silent: true }).catch((): Rows => [])));
  return Object.fromEntries(calls.map((call, i) => [call, Array.isArray(answers[i]) ? answers[i]! : []]));
}

/** The calls' rows again (a project added, left, archived or deleted). */
export function refreshDynamicMenus(): void {
  void mutate((key) => typeof key === 'string' && key.split('|').some((call) => DYNAMIC_CALLS.has(call)));
}

/** The calls the menus have asked for in this page's life. */
const DYNAMIC_CALLS = new Set<string>();

export function useDynamicMenus(calls: readonly string[]): (call: string) => Rows | undefined {
  const key = calls.length ? calls.join('|') : null;
  for (const call of calls) DYNAMIC_CALLS.add(call);
  const { data } = useSWR(key, () => loadAll(calls), { revalidateOnFocus: false });
  return (call) => data?.[call];
}
