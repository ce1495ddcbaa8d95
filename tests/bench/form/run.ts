// `npm run bench:form`: the 200-field form budget (ARCHITECTURE.md "Performance budgets"):
// keystroke to committed update <= 16 ms in Chromium, and >= 5x faster than stock rjsf on the same
// JSON Schema, measured in the same run. Builds page.tsx with Vite (production) into a temp dir,
// serves it, drives Debian's Chromium (../browserBench.ts). Commits are timed by a DevTools hook (index.html).
// Prints figures; asserts nothing (benchmarks are not tests).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, ms, openBenchPage, quantile } from '../browserBench.ts';
import type { FormKind } from './page.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));
const COMPILE_RUNS = 20;
const MOUNT_RUNS = 5;
const FIELDS_TYPED = 40;
const KEYS_PER_FIELD = 5; // 40 × 5 = 200 keystrokes per form
// The two forms take turns, a round each (8 fields, 40 keys), so load from other processes on the
// machine falls on both alike.
const ROUNDS = 5;
const WARMUP_FIELDS = 5; // per round, 2 keys each, not measured
const BUDGET_MS = 16;
const BUDGET_RATIO = 5;
// BENCH_FORM_PROFILE=<dir>: build unminified and write a CPU profile of each form's first typing round
// (<dir>/ours.cpuprofile, <dir>/stock.cpuprofile; open in Chrome DevTools → Performance).
const profileDir = process.env.BENCH_FORM_PROFILE;

const ratio = (value: number) => `${value.toFixed(1)}×`;

// ---- build, serve and measure -------------------------------------------------------------------

const bench = await openBenchPage(here, 'form', { minify: !profileDir, query: process.env.BENCH_FORM_QUERY ?? '' });
const { page, problems } = bench;
try {
  await page.waitForFunction(() => Boolean(window.__formBench));

  const info = await page.evaluate(() => window.__formBench.info());
  if (!(await page.evaluate(() => crossOriginIsolated))) problems.push('page not cross-origin isolated: timer resolution 100 µs');
  const compile = await page.evaluate((runs) => window.__formBench.compileTimes(runs), COMPILE_RUNS);

  const kinds: readonly FormKind[] = ['ours', 'stock', 'themed', 'plain'];
  const byKind = <T,>(make: () => T) => Object.fromEntries(kinds.map((kind) => [kind, make()])) as Record<FormKind, T>;

  const mounts = byKind(() => ({ commit: [] as number[], paint: [] as number[] }));
  // Each round rotates who goes first, so no form always follows the same one (GC, caches).
  const turn = (round: number) => kinds.map((_, i) => kinds[(i + round) % kinds.length]!);
  for (let run = 0; run < MOUNT_RUNS; run += 1) {
    for (const kind of turn(run)) {
      const result = await page.evaluate((k) => window.__formBench.mount(k), kind);
      mounts[kind].commit.push(result.commit);
      mounts[kind].paint.push(result.paint);
    }
  }
  await page.evaluate(() => window.__formBench.unmount());

  const typing = byKind(() => ({ latencies: [] as number[], formTypes: [] as string[], commitCount: 0, wrong: [] as string[], fields: 0 }));
  const cdp = profileDir ? await page.context().newCDPSession(page) : null;
  if (cdp) await cdp.send('Profiler.enable');
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const kind of turn(round)) {
      if (cdp) await cdp.send('Profiler.start');
      const result = await page.evaluate(
        (args) => window.__formBench.keystrokes(...args),
        [kind, FIELDS_TYPED, ROUNDS, round, KEYS_PER_FIELD, WARMUP_FIELDS] as [FormKind, number, number, number, number, number],
      );
      if (cdp) {
        const { profile } = await cdp.send('Profiler.stop');
        if (round === 0) {
          await mkdir(profileDir!, { recursive: true });
          await writeFile(path.join(profileDir!, `${kind}.cpuprofile`), JSON.stringify(profile));
        }
      }
      const total = typing[kind];
      total.latencies.push(...result.latencies);
      total.formTypes.push(...result.formTypes);
      total.commitCount += result.commitCount;
      total.wrong.push(...result.wrong);
      total.fields += result.fields;
    }
  }

  // ---- report ------------------------------------------------------------------------------------

  const lat = (kind: FormKind) => typing[kind].latencies;
  const typeMix = Object.entries(info.formTypes).map(([formType, count]) => `${formType} ${count}`).join(', ');
  const row = (label: string, pick: (kind: FormKind) => number) => {
    const [ours, stock, themed, plain] = kinds.map(pick) as [number, number, number, number];
    return `| ${label} | ${ms(ours)} | ${ms(stock)} | ${ratio(stock / ours)} | ${ms(themed)} | ${ratio(themed / ours)} | ${ms(plain)} |`;
  };

  console.log('');
  console.log(`200-field form: Chromium ${bench.version}, ${info.fields} fields (${typeMix})`);
  console.log(`keystrokes: ${lat('ours').length} per form into ${typing.ours.fields} text-like fields spread over the form, in ${ROUNDS} rounds taken in turn by the forms (each round after ${WARMUP_FIELDS * 2} warm-up keys)`);
  console.log('ours = SchemaForm + registry widgets; stock = rjsf Form, default widgets; LingxiForm = rjsf + our theme (same widgets as ours); plain = SchemaForm + native diagnostic widgets');
  console.log('');
  console.log('| measure | ours | stock rjsf | stock / ours | LingxiForm | LingxiForm / ours | plain (diagnostic) |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(`| compileFields, 200 definitions (median of ${COMPILE_RUNS}) | ${ms(median(compile))} | | | | | |`);
  console.log(row(`first render: mount → commit (median of ${MOUNT_RUNS})`, (kind) => median(mounts[kind].commit)));
  console.log(row(`first render: mount → first paint (median of ${MOUNT_RUNS})`, (kind) => median(mounts[kind].paint)));
  console.log(row('keystroke → committed update, median', (kind) => median(lat(kind))));
  console.log(row('keystroke → committed update, p95', (kind) => quantile(lat(kind), 0.95)));
  console.log(row('keystroke → committed update, max', (kind) => Math.max(...lat(kind))));
  console.log('');
  console.log(`React commits per keystroke: ${kinds.map((kind) => `${kind} ${(typing[kind].commitCount / lat(kind).length).toFixed(2)}`).join(', ')}`);

  const byType = (kind: FormKind) => {
    const groups = new Map<string, number[]>();
    typing[kind].formTypes.forEach((formType, i) => groups.set(formType, [...(groups.get(formType) ?? []), lat(kind)[i]!]));
    return groups;
  };
  const typeRows = [...byType('ours').keys()];
  console.log('');
  console.log('| keystroke median by formType | ours | stock rjsf | LingxiForm | plain (diagnostic) |');
  console.log('|---|---|---|---|---|');
  for (const formType of typeRows) {
    const cells = (['ours', 'stock', 'themed', 'plain'] as const).map((kind) => ms(median(byType(kind).get(formType) ?? [])));
    console.log(`| ${formType} (${byType('ours').get(formType)!.length} keys) | ${cells.join(' | ')} |`);
  }
  console.log('');

  const p95 = quantile(lat('ours'), 0.95);
  const speedup = median(lat('stock')) / median(lat('ours'));
  console.log(
    `budget: ours' keystroke p95 ${ms(p95)} <= ${BUDGET_MS} ms: ${p95 <= BUDGET_MS ? 'met' : 'NOT MET'}; ` +
      `median speed-up over stock rjsf ${ratio(speedup)} >= ${BUDGET_RATIO}×: ${speedup >= BUDGET_RATIO ? 'met' : 'NOT MET'}`,
  );

  for (const kind of kinds) {
    if (typing[kind].wrong.length > 0) problems.push(`${kind}: typed text missing from the form state for ${typing[kind].wrong.join(', ')}`);
    if (lat(kind).some((value) => Number.isNaN(value))) problems.push(`${kind}: some keystrokes caused no React commit`);
  }
  if (problems.length > 0) {
    console.log('');
    console.log('problems (the figures above may not mean what they say):');
    for (const problem of [...new Set(problems)]) console.log(`  ${problem}`);
    process.exitCode = 1;
  }
} finally {
  if (profileDir) console.log(`page build kept in ${bench.outDir} (for reading the profiles)`);
  await bench.close(Boolean(profileDir));
}
