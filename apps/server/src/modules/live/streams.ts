import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { parseLiveEvent } from '@lutong/shared';
import type { Database } from '../../db/client.js';
import { listenForChanges, type ChangeNotices } from '../../db/change-notices.js';
import { liveEventsSent, liveStreamsOpen } from '../../lib/metrics.js';
import { LIVE_EVENTS_CHANNEL, type LiveNotice } from './publish.js';

// Decision 045: the open event streams of this process, by user. Each web process LISTENs on the
// live channel and writes an event to the streams of the users it names, and to no one else's.

/** How long the browser waits before reconnecting a dropped stream (the `retry:` field). */
export const LIVE_RETRY_MS = 3_000;
/** A client that stopped reading is cut once this much is waiting for it. */
const MAX_BUFFERED_BYTES = 256 * 1024;

export type LiveStreams = {
  /** Opens a stream for `userId`: the body to send, closed when the client goes. */
  open: (userId: string) => PassThrough;
  /** Ends every stream (shutdown), so no connection waits on them. */
  endAll: () => void;
  close: () => Promise<void>;
  readonly count: number;
};

export async function startLiveStreams(
  database: Database,
  options: { heartbeatMs: number; log: FastifyBaseLogger },
): Promise<LiveStreams> {
  const { log } = options;
  const byUser = new Map<string, Set<PassThrough>>();
  let count = 0;
  let sequence = 0;

  const write = (stream: PassThrough, chunk: string) => {
    if (stream.writableLength > MAX_BUFFERED_BYTES) {
      stream.destroy();
      return false;
    }
    stream.write(chunk);
    return true;
  };

  const deliver = (payload: string) => {
    let notice: LiveNotice;
    try {
      notice = JSON.parse(payload) as LiveNotice;
    } catch {
      return;
    }
    const event = typeof notice.event === 'string' ? parseLiveEvent(notice.event) : null;
    if (!event || !Array.isArray(notice.to)) return;
    sequence += 1;
    const chunk = `id: ${sequence}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const userId of notice.to) {
      for (const stream of byUser.get(userId) ?? []) {
        if (write(stream, chunk)) liveEventsSent.inc({ type: event.type });
      }
    }
  };

  const notices: ChangeNotices = await listenForChanges(
    database,
    LIVE_EVENTS_CHANNEL,
    {
      notify: deliver,
      live: (live) => {
        if (!live) log.warn('live events not heard until the listener reconnects');
      },
    },
    log,
  );

  const heartbeat = setInterval(() => {
    for (const streams of byUser.values()) for (const s of streams) write(s, ': ping\n\n');
  }, options.heartbeatMs);
  heartbeat.unref();

  const open = (userId: string) => {
    const stream = new PassThrough();
    const streams = byUser.get(userId) ?? new Set();
    byUser.set(userId, streams);
    streams.add(stream);
    count += 1;
    liveStreamsOpen.inc();
    stream.once('close', () => {
      streams.delete(stream);
      if (streams.size === 0 && byUser.get(userId) === streams) byUser.delete(userId);
      count -= 1;
      liveStreamsOpen.dec();
    });
    // the browser's reconnect delay, and a first line so proxies pass the headers on at once
    stream.write(`retry: ${LIVE_RETRY_MS}\n: open\n\n`);
    return stream;
  };

  const endAll = () => {
    for (const streams of byUser.values()) for (const s of streams) s.end();
  };

  return {
    open,
    endAll,
    close: async () => {
      clearInterval(heartbeat);
      endAll();
      await notices.close();
    },
    get count() {
      return count;
    },
  };
}
