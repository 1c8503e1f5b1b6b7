import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Starts the built product as `npm start` would (embedded database, simulators, demo data). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(entry) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm run test:e2e does it for you)');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lb-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One test machine plays every buyer and chef: the per-address and per-account abuse limits
      // (tested on their own in the server suite) would otherwise throttle the suite itself.
      RATE_LIMIT_LOGIN_PER_IP: '10000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000',
      RATE_LIMIT_SIGNUP_PER_IP: '10000',
      RATE_LIMIT_ORDERS_PER_ACCOUNT: '10000',
      RATE_LIMIT_UPLOADS_PER_ACCOUNT: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await waitForServer(`${baseUrl}/api/v1/users/loggedin`, server, () => output);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForServer(
  url: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not start in time:\n${output()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
