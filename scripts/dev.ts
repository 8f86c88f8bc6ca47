import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the API server restarting on change, and Vite with hot
 * reload on :5173 proxying /api to it. APP_URL is Vite's origin so links in
 * emails and OAuth callbacks come back through the dev server.
 */
const appUrl = process.env.APP_URL ?? 'http://localhost:5173';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, APP_URL: appUrl, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) stop();
  });
}
