// `npm run bench:board`: the project board budget (ARCHITECTURE.md "Performance budgets"): a board
// of 5,000 tasks, first render <= 300 ms and a drag's commit p50 <= 50 ms, in Chromium, with the
// table view of the same rows measured in the same run as the baseline. Builds page.tsx with Vite
// (production) into a temp dir, serves it cross-origin isolated, drives Debian's Chromium.
// Commits are timed by a DevTools hook (index.html). Prints figures; asserts nothing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, ms, openBenchPage, quantile } from '../browserBench.ts';
import type { ViewKind } from './page.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));
const MOUNT_RUNS = 7;
const DRAGS_ACROSS = 30;
const DRAGS_WITHIN = 15;
const TABLE_CHANGES = 30;
const WARMUP_DRAGS = 4;
const BUDGET_RENDER_MS = 300;
const BUDGET_COMMIT_MS = 50;

const ratio = (value: number) => `${value.toFixed(2)}×`;

const bench = await openBenchPage(here, 'board', { target: 'es2022' });
const { page, problems } = bench;
try {
  await page.waitForFunction(() => Boolean(window.__boardBench));
  if (!(await page.evaluate(() => crossOriginIsolated))) problems.push('page not cross-origin isolated: timer resolution 100 µs');
  const cards = await page.evaluate(() => window.__boardBench.cards);

  // First render, the two views taking turns (the order alternates).
  const kinds: readonly ViewKind[] = ['board', 'table'];
  const mounts = { board: { commit: [] as number[], paint: [] as number[], nodes: 0 }, table: { commit: [] as number[], paint: [] as number[], nodes: 0 } };
  for (let run = 0; run < MOUNT_RUNS; run += 1) {
    for (const kind of run % 2 === 0 ? kinds : [...kinds].reverse()) {
      const result = await page.evaluate((k) => window.__boardBench.mount(k), kind);
      mounts[kind].commit.push(result.commit);
      mounts[kind].paint.push(result.paint);
      mounts[kind].nodes = result.nodes;
    }
  }

  // Drags on a freshly mounted board, after a few unmeasured ones.
  await page.evaluate(() => window.__boardBench.mount('board'));
  await page.evaluate((n) => window.__boardBench.drags(n, false), WARMUP_DRAGS);
  const across = await page.evaluate((n) => window.__boardBench.drags(n, false), DRAGS_ACROSS);
  const within = await page.evaluate((n) => window.__boardBench.drags(n, true), DRAGS_WITHIN);

  // The table's commit of the same change (one task's status), on a freshly mounted table.
  await page.evaluate(() => window.__boardBench.mount('table'));
  const tableCommits = await page.evaluate((n) => window.__boardBench.tableChanges(n), TABLE_CHANGES);

  const drops = [...across.commit, ...within.commit];
  const dropPaints = [...across.paint, ...within.paint];
  console.log('');
  console.log(`board of ${cards} project tasks (3 status columns), Chromium ${bench.version}; baseline: the table view of the same rows (ListTable), same run`);
  console.log('');
  console.log('| measure | board | table | board / table |');
  console.log('|---|---|---|---|');
  const render = (label: string, pick: (kind: ViewKind) => number) =>
    console.log(`| ${label} | ${ms(pick('board'))} | ${ms(pick('table'))} | ${ratio(pick('board') / pick('table'))} |`);
  render(`first render: mount → commit (median of ${MOUNT_RUNS})`, (kind) => median(mounts[kind].commit));
  render(`first render: mount → first paint (median of ${MOUNT_RUNS})`, (kind) => median(mounts[kind].paint));
  console.log(`| DOM elements after mount | ${mounts.board.nodes} | ${mounts.table.nodes} | |`);
  const tableP50 = median(tableCommits);
  console.log(`| drop → commit, p50 (board: ${drops.length} keyboard drags, ${DRAGS_ACROSS} across columns, ${DRAGS_WITHIN} within; table: a task's status changed, ${TABLE_CHANGES} times) | ${ms(median(drops))} | ${ms(tableP50)} | ${ratio(median(drops) / tableP50)} |`);
  console.log(`| drop → commit, p95 | ${ms(quantile(drops, 0.95))} | ${ms(quantile(tableCommits, 0.95))} | |`);
  console.log(`| drop → commit, p50 across / within a column | ${ms(median(across.commit))} / ${ms(median(within.commit))} | | |`);
  console.log(`| drop → next paint, p50 | ${ms(median(dropPaints))} | | |`);
  console.log('');

  const first = median(mounts.board.paint);
  const commitP50 = median(drops);
  console.log(
    `budget: first render (to paint) ${ms(first)} <= ${BUDGET_RENDER_MS} ms: ${first <= BUDGET_RENDER_MS ? 'met' : 'NOT MET'}; ` +
      `a drag's commit p50 ${ms(commitP50)} <= ${BUDGET_COMMIT_MS} ms: ${commitP50 <= BUDGET_COMMIT_MS ? 'met' : 'NOT MET'}`,
  );

  for (const [label, run, expected] of [['across', across, DRAGS_ACROSS], ['within', within, DRAGS_WITHIN]] as const) {
    if (run.wrong > 0) problems.push(`${label}: ${run.wrong} of ${expected} cards did not land in the expected column`);
    if (run.calls !== expected) problems.push(`${label}: ${run.calls} move calls for ${expected} drags`);
    if (run.commit.some((value) => Number.isNaN(value))) problems.push(`${label}: some drops caused no React commit`);
  }
  if (problems.length > 0) {
    console.log('');
    console.log('problems (the figures above may not mean what they say):');
    for (const problem of [...new Set(problems)]) console.log(`  ${problem}`);
    process.exitCode = 1;
  }
} finally {
  await bench.close();
}
