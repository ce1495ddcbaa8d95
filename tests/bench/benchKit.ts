/**
 * What the server-side benches (bench:workbench, bench:oa, bench:office) share: their command-line
 * options, the nearest-rank percentile they report, the way they print a time.
 */

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
