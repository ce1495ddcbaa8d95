// The rows of the sidebar's dynamic items (routes.json `dynamicMenu`: the user's projects), one SWR
// entry per call, so saving a project (server-adapter/work.ts mutates its key) updates the sidebar.
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
  // A single call (the projects) keys on its own name: the project form's mutate(WORK_NAMES_KEY) finds it.
  const key = calls.length ? calls.join('|') : null;
  for (const call of calls) DYNAMIC_CALLS.add(call);
  const { data } = useSWR(key, () => loadAll(calls), { revalidateOnFocus: false });
  return (call) => data?.[call];
}
