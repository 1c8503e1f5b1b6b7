import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The time-zone matrix (issue 21, decision 030). `npm test` runs everything with the machine in
// UTC; here the tests whose results depend on the Manila calendar run again with the machine in a
// zone behind Manila and one ahead of it, so a rule that slipped into the machine's local time
// fails somewhere. Which tests: every shared and web unit test (they are quick), and the server
// and browser files that carry `// @module-tag clock` (Manila days, cut-offs, weeks, resets), on
// the real PostgreSQL driver (the server's own time zone follows the process). Lint already
// refuses local-time calls in the source (eslint.config.js), so this is the second line.

export const zones = ['America/Los_Angeles', 'Pacific/Kiritimati'];
const root = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('node_modules'));
}

/** Test files under `dir` whose header carries `@module-tag clock` (vitest's file tag). */
export function clockFiles(dir: string): string[] {
  return testFiles(dir)
    .filter((file) =>
      /^\s*(\/\/|\*)\s*@module-tag\s+clock\b/m.test(readFileSync(join(root, file), 'utf8')),
    )
    .sort();
}

function vitest(zone: string, args: string[]): void {
  console.log(`\n[TZ=${zone}] vitest run ${args.join(' ')}`);
  const run = spawnSync('npx', ['vitest', 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, TZ: zone },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const server = [...clockFiles('apps/server/src'), ...clockFiles('apps/server/test')];
  const browser = clockFiles('e2e');
  if (server.length === 0 || browser.length === 0) {
    console.error('No clock-tagged tests found: the matrix would prove nothing.');
    process.exit(1);
  }
  for (const zone of zones) {
    vitest(zone, ['--project', 'shared', '--project', 'web']);
    vitest(zone, ['--project', 'server-pg', ...server]);
    vitest(zone, ['--project', 'e2e', ...browser]);
  }
}
