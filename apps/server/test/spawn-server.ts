import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

export type ServerProcess = { name: string; url: string; stop: () => Promise<void> };

/**
 * Runs `argv` (a server listening on PORT) as a child process on a free port and waits until
 * `readyPath` answers 2xx. Its output goes to a file (`logFile`), read back for the error when it
 * dies or never answers: a pipe to this process would block the server's synchronous stdout writes
 * whenever this process is busy (a load generator is), and serialise its requests on them.
 */
export async function spawnServer(options: {
  name: string;
  argv: string[];
  env: Record<string, string>;
  cwd: string;
  port?: number;
  readyPath: string;
}): Promise<ServerProcess & { logFile: string }> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const [command = 'node', ...args] = options.argv;
  const logFile = path.join(
    mkdtempSync(path.join(tmpdir(), `lb-${options.name}-log-`)),
    'output.log',
  );
  const out = openSync(logFile, 'a');
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...options.env },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const output = () => readFileSync(logFile, 'utf8').slice(-20_000);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited:\n${output()}`);
    const up = await fetch(`${url}${options.readyPath}`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} did not start:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    name: options.name,
    url,
    logFile,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
