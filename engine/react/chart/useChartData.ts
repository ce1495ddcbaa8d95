// The answers a section shows, through SWR: keyed by call and parameters (engine/charts callKey), so
// sections asking the same share one answer and a revisit shows the last one at once; the previous
// answer stays on screen while another period loads (keepPreviousData), never a blank panel.
import useSWR from 'swr';
import { callKey, type ChartCall, type ChoiceOption } from '../../charts/index.ts';
import type { ChartEnvironment } from './chartEnvironment.ts';

/** `params` null: not yet (a required select still waits for its options). */
export function useChartCall(env: ChartEnvironment, call: ChartCall | undefined, params: Readonly<Record<string, string>> | null) {
  const key = call && params ? callKey(call.path, params) : null;
  return useSWR(key, () => env.call(call!.path, params!), { keepPreviousData: true });
}

/** The options of every named source the controls ask, loaded together once. */
export function useSourceOptions(env: ChartEnvironment, sources: readonly string[]) {
  return useSWR(sources.length ? `chart-options:${sources.join(',')}` : null, async () => {
    const lists = await Promise.all(sources.map((source) => env.options(source)));
    return Object.fromEntries(sources.map((source, index) => [source, lists[index]!])) as Record<string, ChoiceOption[]>;
  }, { revalidateOnFocus: false });
}
