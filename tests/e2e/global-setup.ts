// End-to-end tests drive the production build served by the real server: build it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../chromium.ts';

export default function setup(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: apt-get install -y chromium`);
  }
  if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'inherit' });
}
