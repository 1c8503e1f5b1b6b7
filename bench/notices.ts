// The notification drain (issue 20 §S8, decision 028): how fast queued notices reach the simulated
// providers. Builds the app in this process on a fresh database (PGlite, or PostgreSQL when
// DATABASE_URL is set), listening so the SMS adapter reaches its Semaphore simulator over HTTP,
// writes NOTICES outbox messages at once (as a burst of orders does: mostly e-mails, SMS_SHARE of
// them texts to one account's limit of 120 calls a minute), queues their delivery and prints
// notices a minute and the oldest wait per channel. `--pg` starts a throwaway embedded PostgreSQL.
//   npx tsx --conditions=source bench/notices.ts [--notices 2000] [--sms-share 0.05] [--pg]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { outbox } from '../apps/server/src/db/schema/index.js';
import { openDatabase } from '../apps/server/src/db/open.js';
import {
  DELIVER_JOB,
  DELIVERY_RETRY,
} from '../apps/server/src/modules/notifications/notifications.service.js';
import { insertOutboxMessages } from '../apps/server/src/modules/notifications/outbox.repo.js';
import { startEmbeddedPostgres } from '../apps/server/test/embedded-postgres.js';
import { freePort } from '../apps/server/test/free-port.js';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const NOTICES = arg('--notices', 2000);
const SMS_SHARE = arg('--sms-share', 0.05);
const TIMEOUT_MS = 15 * 60 * 1000;

const postgres = process.argv.includes('--pg') ? await startEmbeddedPostgres() : null;
const port = await freePort();
const config = loadConfig({
  ...process.env,
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lb-bench-notices-')),
  SEED_DEMO: 'false',
});
const database = await openDatabase(config);
const app = await buildApp({ config, database });
await app.listen({ port, host: '127.0.0.1' });
const { db } = database;

const texts = Math.round(NOTICES * SMS_SHARE);
// one text every `every` notices, spread through the burst
const every = texts > 0 ? Math.floor(NOTICES / texts) : NOTICES + 1;
const messages = Array.from({ length: NOTICES }, (_, i) =>
  i % every === 0 && i / every < texts
    ? {
        channel: 'sms' as const,
        to: `+63917${String(i).padStart(7, '0')}`,
        subject: '',
        body: `Lutong Bahay: new order #${i}. Please confirm it on your dashboard.`,
        links: [],
      }
    : {
        channel: 'email' as const,
        to: `chef-${i}@example.ph`,
        subject: 'New order',
        body: `New order #${i}. Please confirm it on your dashboard.`,
        links: [],
      },
);
const ids: string[] = [];
const started = Date.now();
for (let at = 0; at < messages.length; at += 500) {
  const chunk = await insertOutboxMessages(db, messages.slice(at, at + 500));
  ids.push(...chunk);
  await app.jobs.sendAll(
    DELIVER_JOB,
    chunk.map((id) => ({ id })),
    DELIVERY_RETRY,
  );
}
const queuedMs = Date.now() - started;

type Tally = { channel: string; sent: number; total: number; oldestWaitS: number | null };
async function tally(): Promise<Tally[]> {
  const rows = await db
    .select({
      channel: outbox.channel,
      total: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) filter (where ${outbox.status} = 'sent'))::int`,
      oldestWaitS: sql<
        number | null
      >`max(extract(epoch from (${outbox.sentAt} - ${outbox.createdAt}))) filter (where ${outbox.status} = 'sent')`,
    })
    .from(outbox)
    .where(inArray(outbox.id, ids))
    .groupBy(outbox.channel);
  return rows.map((r) => ({
    ...r,
    oldestWaitS: r.oldestWaitS === null ? null : Number(r.oldestWaitS),
  }));
}

const doneAt: Record<string, number> = {};
for (;;) {
  const now = Date.now();
  const counts = await tally();
  for (const c of counts) if (c.sent === c.total && !doneAt[c.channel]) doneAt[c.channel] = now;
  if (counts.every((c) => c.sent === c.total) || now - started > TIMEOUT_MS) break;
  await new Promise((r) => setTimeout(r, 250));
}
const final = await tally();
const failed = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(outbox)
  .where(and(inArray(outbox.id, ids), eq(outbox.status, 'failed')));

console.log(
  `notice drain: ${NOTICES} notices (${texts} SMS) queued in ${(queuedMs / 1000).toFixed(1)} s on ${database.driver}`,
);
for (const c of final) {
  const seconds = ((doneAt[c.channel] ?? Date.now()) - started) / 1000;
  const perMinute = Math.round((c.sent / seconds) * 60);
  const wait = c.oldestWaitS === null ? '-' : `${c.oldestWaitS.toFixed(1)} s`;
  console.log(
    `  ${c.channel.padEnd(5)} ${c.sent}/${c.total} sent in ${seconds.toFixed(1)} s: ${perMinute} a minute, oldest wait ${wait}`,
  );
}
console.log(`  failed: ${failed[0]?.n ?? 0}`);
await app.close();
await database.close();
await postgres?.stop();
