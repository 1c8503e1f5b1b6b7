import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port.js';

// Issue 21 §7: a throwaway PostgreSQL server from Debian stable's own package (postgresql-15, which
// .ci/run installs), so the backup test uses the pg_dump and pg_restore an operator on Debian has,
// against a server of the same version (pg_dump refuses a newer server than itself). It also shows
// the product runs on that PostgreSQL. The server runs as `postgres` when the tests run as root
// (PostgreSQL refuses root), in its own data directory, on a free port of 127.0.0.1.

export const DEBIAN_PG_BIN = '/usr/lib/postgresql/15/bin';

export type DebianPostgres = {
  /** a connection URL to `database` as the superuser */
  url: (database: string) => string;
  /** runs a bash script with this server's client programs (pg_dump, pg_restore, psql) first on PATH */
  script: (text: string, env: Record<string, string>) => string;
  stop: () => void;
};

export async function startDebianPostgres(): Promise<DebianPostgres> {
  if (!existsSync(path.join(DEBIAN_PG_BIN, 'postgres')))
    throw new Error(
      `No PostgreSQL 15 server in ${DEBIAN_PG_BIN}: apt-get install -y postgresql-15 (.ci/run does)`,
    );
  const root = mkdtempSync(path.join(tmpdir(), 'lb-pg15-'));
  const owner = process.getuid?.() === 0 ? 'postgres' : null;
  if (owner) {
    const id = (flag: string) => Number(execFileSync('id', [flag, owner], { encoding: 'utf8' }));
    chownSync(root, id('-u'), id('-g'));
  }
  const run = (bin: string, args: string[], as: string | null) =>
    execFileSync(as ? 'runuser' : bin, as ? ['-u', as, '--', bin, ...args] : args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const server = (program: string, args: string[]) =>
    run(path.join(DEBIAN_PG_BIN, program), args, owner);
  const dataDir = path.join(root, 'data');
  server('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
  const log = path.join(root, 'server.log');
  server('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '60', '-o', options, 'start']);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    script: (text, env) =>
      execFileSync('bash', ['-euo', 'pipefail', '-c', text], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env, PATH: `${DEBIAN_PG_BIN}:${process.env.PATH ?? ''}` },
      }),
    stop: () => {
      try {
        server('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
