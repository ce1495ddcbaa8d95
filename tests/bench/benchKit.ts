/**
 * What the server-side benches (bench:workbench, bench:oa, bench:office) share: their command-line
 * options, the nearest-rank percentile they report, the way they print a time, the calls through
 * the real app and the timing of an API against its raw SQL in turns.
 */
import { performance } from 'node:perf_hooks';

/** `--name value` from the command line, or the fallback. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

export const log = (line: string) => process.stdout.write(`${line}\n`);

/** The nearest-rank percentile (p50 of 200 runs is the 100th smallest). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;

/** The rows an answer carries and its total (an array's length when it is no Page). */
export interface Answered { rows: number; total: number }

/**
 * Calls through the real app (Fastify inject: body parsing, access guard, session, the endpoint):
 * `token` logs a seed user in, `call` posts a JSON body and answers its rows and total, throwing on
 * a refusal so a bench never times an error.
 */
export function injectClient(app: { inject(options: object): Promise<{ json(): unknown }> }) {
  return {
    token: async (username: string) =>
      ((await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: '123456' } })).json() as Record<string, string>)['Admin-Token']!,
    call: async (token: string, path: string, body: Record<string, unknown>): Promise<Answered> => {
      const response = await app.inject({
        method: 'POST', url: `/api/${path}`, headers: { 'content-type': 'application/json', 'admin-token': token }, payload: JSON.stringify(body),
      });
      const answer = response.json() as { code: number; msg?: string; data: { list: unknown[]; totalRow: number } | unknown[] };
      if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
      return Array.isArray(answer.data) ? { rows: answer.data.length, total: answer.data.length } : { rows: answer.data.list.length, total: answer.data.totalRow };
    },
  };
}

/**
 * The API and its raw SQL, timed in turns: 20 warm-up rounds, then `runs` rounds of one API call
 * and one raw query each, so a load change on the machine hits both alike.
 */
export async function alternate(api: () => Promise<unknown>, raw: () => Promise<unknown>, runs: number): Promise<{ api: number[]; raw: number[] }> {
  for (let i = 0; i < 20; i++) { await api(); await raw(); }
  const times = { api: [] as number[], raw: [] as number[] };
  for (let i = 0; i < runs; i++) {
    let started = performance.now();
    await api();
    times.api.push(performance.now() - started);
    started = performance.now();
    await raw();
    times.raw.push(performance.now() - started);
  }
  return times;
}
