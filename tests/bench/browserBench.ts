// What the in-browser benchmarks share (bench:form, bench:board): their page built with Vite
// (production) into a temp dir, served cross-origin isolated (performance.now() then ticks in 5 µs
// steps instead of 100 µs), opened in Debian's Chromium with page errors collected, and the
// figures' arithmetic. Each benchmark keeps its own page and its own measuring.
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}
export const median = (values: readonly number[]) => quantile(values, 0.5);
export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json' };

export interface BenchPage {
  page: Page;
  /** Page errors and console errors seen so far (a benchmark prints them with its figures). */
  problems: string[];
  outDir: string;
  /** The Chromium's version, for the figures' heading. */
  version: string;
  /** Closes the browser and the server; deletes the build unless `keep`. */
  close(keep?: boolean): Promise<void>;
}

/** Builds the page of `root` (its index.html), serves it and opens it; `query` is appended to its URL. */
export async function openBenchPage(root: string, name: string, options: { minify?: boolean; query?: string; target?: string } = {}): Promise<BenchPage> {
  const outDir = await mkdtemp(path.join(tmpdir(), `lingxi-bench-${name}-`));
  process.stdout.write('building the benchmark page… ');
  await build({
    configFile: false, root, base: './', mode: 'production', logLevel: 'warn', plugins: [react()],
    build: { outDir, emptyOutDir: true, ...(options.target ? { target: options.target } : {}), minify: options.minify ?? true, chunkSizeWarningLimit: 100_000, reportCompressedSize: false },
  });
  console.log('done');
  const server = serve(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(`http://127.0.0.1:${port}/${options.query ?? ''}`);
  return {
    page, problems, outDir, version: browser.version(),
    async close(keep = false) {
      await browser.close();
      server.close();
      if (!keep) await rm(outDir, { recursive: true, force: true });
    },
  };
}

function serve(outDir: string): Server {
  return createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(outDir, pathname === '/' ? 'index.html' : pathname);
    try {
      if (!file.startsWith(outDir)) throw new Error('outside');
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
}
