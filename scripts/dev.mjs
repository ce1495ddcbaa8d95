#!/usr/bin/env node
// `npm run dev`: the API server (restarted on change by tsx watch) and Vite with /api proxied to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort };
const api = spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env });
const web = spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } });

const stop = () => { api.kill('SIGTERM'); web.kill('SIGTERM'); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of [api, web]) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
