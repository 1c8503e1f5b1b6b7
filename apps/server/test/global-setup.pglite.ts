import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, runMigrations } from '../src/db/client.js';

// Opening and migrating a fresh PGlite costs seconds; do it once and give every test file a copy
// of the migrated data directory (ARCHITECTURE §3).
export default async function setup(project: TestProject): Promise<void> {
  const database = await openPglite();
  await runMigrations(database);
  if (database.driver !== 'pglite') throw new Error('unreachable');
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'lb-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgUrl: string;
  }
}
