#!/usr/bin/env node
// `npm run bench:bundle`: how much JavaScript Chromium downloads to show /login, gzip-compressed,
// against the whole build's JavaScript (the baseline of this same run) and the 220 kB budget.
// Serves dist/ with a tiny static server (no API: the login page's calls fail, its code still loads).
import { createServer } from 'node:http';
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';

const dist = path.resolve('dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npx vite build` first');
  process.exit(1);
}
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname.startsWith('/api/')) { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"code":0,"data":{"name":"","logo":""}}'); return; }
  let file = path.join(dist, decodeURIComponent(url.pathname));
  if (!file.startsWith(dist) || !existsSync(file) || url.pathname === '/') file = path.join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const port = server.address().port;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const page = await browser.newPage();
const loaded = new Set();
page.on('response', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) loaded.add(u.pathname); });
await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
await browser.close();
server.close();

const gz = (rel) => gzipSync(readFileSync(path.join(dist, rel))).length;
const loginBytes = [...loaded].reduce((sum, p) => sum + gz(p), 0);
const allJs = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const allBytes = allJs.reduce((sum, f) => sum + gz(path.join('assets', f)), 0);
const kB = (b) => (b / 1000).toFixed(1);
console.log(`login route: ${loaded.size} JS files, ${kB(loginBytes)} kB gzip (budget 220 kB; original client 531 kB)`);
console.log(`whole build: ${allJs.length} JS files, ${kB(allBytes)} kB gzip`);
console.log(`ratio login/whole build: ${(loginBytes / allBytes).toFixed(2)}; ratio login/budget: ${(loginBytes / 220000).toFixed(2)}`);
