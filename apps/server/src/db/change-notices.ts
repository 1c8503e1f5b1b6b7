import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client.js';

/** What a listener hears: each payload, and whether it hears everything (see ChangeNotices.live). */
export type ChangeHandlers = {
  notify: (payload: string) => void;
  /**
   * Called with true once the channel is listened to and with false when the connection to the
   * database is lost: either way anything may have changed unheard, so what was kept must go.
   */
  live: (live: boolean) => void;
};

export type ChangeNotices = {
  /**
   * Resolves once every notice committed before the call has been handed to `notify`: a process
   * awaits it before answering a write, so the writer's next read already sees its change.
   */
  sync: () => Promise<void>;
  close: () => Promise<void>;
};

/** how the listening connection shows in pg_stat_activity */
export const LISTENER_APPLICATION_NAME = 'lutong-change-notices';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * Listens to a NOTIFY channel (issue 10, menu-cache.ts). PGlite has one connection: a notice
 * reaches `notify` with the results of the statement that committed it. On PostgreSQL a
 * connection of its own listens, and is opened again after it is lost.
 */
export async function listenForChanges(
  database: Database,
  channel: string,
  handlers: ChangeHandlers,
  log: FastifyBaseLogger,
): Promise<ChangeNotices> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  if (database.driver === 'pglite') {
    const unlisten = await database.pglite.listen(channel, handlers.notify);
    handlers.live(true);
    return {
      sync: async () => {},
      close: async () => {
        handlers.live(false);
        await unlisten();
      },
    };
  }
  return listenOnPostgres(database.connectionString, channel, handlers, log);
}

async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ChangeHandlers,
  log: FastifyBaseLogger,
): Promise<ChangeNotices> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client, err?: unknown) => {
    if (client !== lostClient) return;
    client = null;
    handlers.live(false);
    lostClient.end().catch(() => {});
    if (closed) return;
    log.warn({ err, channel }, 'change notices lost; reconnecting');
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      lost(next, err);
      return;
    }
    if (closed || client !== next) return;
    retryMs = RECONNECT_MIN_MS;
    handlers.live(true);
  };

  // One round trip at a time; callers arriving while one runs share the next one, which starts
  // after theirs began: a notice committed before a call is delivered before the answer to any
  // query sent after it on the listening connection.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const roundTrip = async () => {
    const current = client;
    if (!current) return;
    await current.query('SELECT 1').catch(() => {
      // the connection is gone: `lost` has already dropped everything kept
    });
  };
  const sync = (): Promise<void> => {
    if (queued) return queued;
    if (!running) {
      running = roundTrip().finally(() => (running = null));
      return running;
    }
    queued = running.then(() => {
      queued = null;
      running = roundTrip().finally(() => (running = null));
      return running;
    });
    return queued;
  };

  await connect();
  return {
    sync,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      handlers.live(false);
      await current?.end().catch(() => {});
    },
  };
}
