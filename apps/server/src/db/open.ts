import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { openPglite, openPostgres, runMigrations, type Database } from './client.js';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite) and migrates it. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, { max: config.databasePoolSize });
    await runMigrations(database);
    return database;
  }
  const dir = path.join(config.dataDir, 'db');
  const release = lockDataDir(config.dataDir);
  const database = await openPglite({ dataDir: dir });
  await runMigrations(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      release();
    },
  };
}

// ARCHITECTURE §4: never let two processes open one PGlite data directory.
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lock = path.join(dataDir, 'db.lock');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${pid}. Stop it first or set DATA_DIR.`,
      );
    }
    rmSync(lock, { force: true });
  }
  const fd = openSync(lock, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(lock, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
