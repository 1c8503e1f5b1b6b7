import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export type ProductServer = { baseUrl: string; stop: () => Promise<void> };

/** True when `npm run build` has produced both the server and the web app. */
export function isProductBuilt(): boolean {
  return (
    existsSync(path.join(root, 'apps/server/dist/main.js')) &&
    existsSync(path.join(root, 'apps/web/dist/index.html'))
  );
}

/**
 * Starts the built product as `npm start` would (embedded database in a fresh temporary
 * DATA_DIR, simulators, demo data) on a free port; `env` adds to or overrides its environment.
 * Used by the browser tests' global setup and by the web benchmark.
 */
export async function startProductServer(
  env: Record<string, string> = {},
  dataDirPrefix = 'lb-e2e-',
): Promise<ProductServer> {
  if (!isProductBuilt()) throw new Error('Build first: npm run build');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), dataDirPrefix));
  const baseUrl = `http://localhost:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${baseUrl}/api/v1/users/loggedin`, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

async function waitForServer(
  url: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  // generous: the browser tests start two side by side, on a busy machine too
  const deadline = Date.now() + 300_000;
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}
