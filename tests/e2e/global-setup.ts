// End-to-end tests drive the production build served by the real server: build it when missing.
// E2E_DIST names another build folder (engineers working side by side each build their own:
// `npx vite build --outDir .tmp/dist-me && E2E_DIST=.tmp/dist-me npx vitest run --project e2e`).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../chromium.ts';

export default function setup(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: apt-get install -y chromium`);
  }
  const dist = process.env.E2E_DIST || 'dist';
  if (!existsSync(`${dist}/index.html`)) execSync(`npx vite build --outDir ${JSON.stringify(dist)}`, { stdio: 'inherit' });
}
