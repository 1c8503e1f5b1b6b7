import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './product-server.js';
import { launchBrowser } from './support.js';

// Issue 21 (decision 035): `npm run dev` serves the web app from source with hot reload and the
// API, watched, on one port. Started as a developer starts it; nothing is edited.

const root = fileURLToPath(new URL('..', import.meta.url));
let dev: ChildProcess;
let baseUrl: string;
let output = '';
const dataDir = mkdtempSync(path.join(tmpdir(), 'lb-dev-'));

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // its own process group: npm, the watcher and the server stop together
  dev = spawn('npm', ['run', 'dev'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  dev.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    const up = await fetch(`${baseUrl}/api/v1/users/loggedin`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}, 300_000);

afterAll(async () => {
  if (dev.pid && dev.exitCode === null) {
    const exited = new Promise((r) => dev.once('exit', r));
    process.kill(-dev.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (dev.exitCode === null) process.kill(-dev.pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The answer to a WebSocket upgrade for Vite's hot reload channel (101: switched). */
const hmrUpgrade = () =>
  new Promise<number>((resolve, reject) => {
    const req = request(`${baseUrl}/`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-protocol': 'vite-hmr',
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => resolve(res.statusCode ?? 0));
    req.on('error', reject);
    req.end();
  });

describe('npm run dev', () => {
  it('serves the API, the pages and the Vite client with hot reload on one port', async () => {
    const config = await fetch(`${baseUrl}/api/v1/config`);
    expect(config.status).toBe(200);
    expect(((await config.json()) as { status: string }).status).toBe('success');

    const home = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
    const html = await home.text();
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('src="/src/main.tsx"');
    const client = await fetch(`${baseUrl}/@vite/client`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/javascript/);
    expect(await hmrUpgrade()).toBe(101);
  });

  it("keeps the data in DATA_DIR and draws the bazaar on the server, from the web app's source", async () => {
    expect(output).toContain(path.join(dataDir, 'db'));
    const address = JSON.stringify({ address: 'Makati', lat: 14.5547, lng: 121.0244 });
    const bazaar = await fetch(`${baseUrl}/bazaar`, {
      headers: { accept: 'text/html', cookie: `lb_address=${encodeURIComponent(address)}` },
    });
    expect(await bazaar.text()).toContain('data-testid="seller-card"');
  });

  it('opens in a browser, connected for hot reload, with nothing refused', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const logged: string[] = [];
      page.on('console', (m) => logged.push(m.text()));
      page.on('pageerror', (e) => logged.push(`page error: ${e.message}`));
      await page.goto(`${baseUrl}/`, { timeout: 120_000 });
      await expect.poll(() => logged.join('\n'), { timeout: 60_000 }).toContain('[vite] connected');
      await page.getByTestId('brand-link').waitFor({ timeout: 60_000 });
      expect(logged.filter((line) => /Content Security Policy|page error/.test(line))).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 240_000);
});
