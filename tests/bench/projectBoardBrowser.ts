/**
 * bench:project's browser part: the real project board page (`/project/list/<id>`, the app's own
 * build served by the listening app over the real server and database) opened in Debian's
 * Chromium, signed in through the login form as a person would. Each load is timed in the page:
 *   - answer: the board call's answer fully arrived (its resource timing's responseEnd);
 *   - painted: the first frame after the first card is in the DOM;
 *   - interactive: the main thread free again after that frame (a message posted then runs), so a
 *     click or a key would be handled; the "first render to interactive" is answer → interactive.
 * Also the number of cards and elements in the DOM (the columns are virtualised: the cards in view
 * only). Prints nothing itself; asserts nothing.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { logIn } from '../support/loginForm.ts';

export interface BoardPageLoad { answerToPaint: number; answerToInteractive: number; navigationToInteractive: number; cards: number; elements: number; columns: number }

/** The app's client, built (production) into a temporary directory. */
export function buildClient(): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'lingxi-bench-project-dist-'));
  execSync(`npx vite build --outDir ${JSON.stringify(outDir)} --logLevel warn`, { stdio: 'inherit' });
  return outDir;
}

/** Runs in the page before the app: notes when the first card appears and what follows. */
function watchFirstCard() {
  const marks: Record<string, number> = {};
  (window as unknown as { __boardMarks: Record<string, number> }).__boardMarks = marks;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-card-id]')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      marks.painted = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { marks.interactive = performance.now(); };
      channel.port2.postMessage(null);
    });
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
}

export async function boardPageLoads(baseUrl: string, workId: number, runs: number): Promise<{ loads: BoardPageLoad[]; version: string; problems: string[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const problems: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
    page.setDefaultTimeout(60_000);
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(`${baseUrl}/login`);
    await logIn(page, 'manager');
    await page.addInitScript(watchFirstCard);
    const loads: BoardPageLoad[] = [];
    for (let run = 0; run < runs + 2; run += 1) { // the first two warm the caches (HTTP, the database's)
      await page.goto(`${baseUrl}/project/list/${workId}`);
      await page.waitForFunction(() => (window as unknown as { __boardMarks: Record<string, number> }).__boardMarks.interactive !== undefined);
      const load = await page.evaluate(() => {
        const marks = (window as unknown as { __boardMarks: Record<string, number> }).__boardMarks;
        const answer = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/work/queryTaskByWorkId')) as PerformanceResourceTiming;
        return {
          answerToPaint: marks.painted! - answer.responseEnd,
          answerToInteractive: marks.interactive! - answer.responseEnd,
          navigationToInteractive: marks.interactive!,
          cards: document.querySelectorAll('[data-card-id]').length,
          elements: document.getElementsByTagName('*').length,
          // a column is a group named "<list>，<n> 条" (i18n list.board.columnLabel)
          columns: [...document.querySelectorAll('[role="group"][aria-label]')].filter((group) => /，\d+ 条$/.test(group.getAttribute('aria-label')!)).length,
        };
      });
      if (run >= 2) loads.push(load);
    }
    return { loads, version: browser.version(), problems };
  } finally {
    await browser.close();
  }
}
