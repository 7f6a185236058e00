// `npm run dev`: the API rebuilt and restarted on change, and Vite with hot reload in front of it.
// Open http://localhost:5173; Vite proxies the API paths to the server on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const env = { ...process.env, NODE_ENV: 'development' };

const first = spawnSync(npx, ['tsc', '-b', 'apps/server'], { stdio: 'inherit', env });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(npx, ['tsc', '-b', 'apps/server', '--watch', '--preserveWatchOutput'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['--watch', 'apps/server/dist/main.js'], { stdio: 'inherit', env }),
  spawn(npx, ['vite', '--port', '5173'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { ...env, API_URL: `http://localhost:${process.env.PORT ?? 3000}` },
  }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
