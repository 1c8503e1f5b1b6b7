import { parseLiveEvent, type LiveEvent } from '@lutong/shared';

// Decision 045: a user's live event stream read as a browser's EventSource would, over a real
// socket: the events it received, and a wait for the next one that matches.

export type EventStream = {
  status: number;
  events: LiveEvent[];
  /** the raw text received (comments and fields included) */
  text: () => string;
  /** resolves with the first event (received or to come) that matches, or fails after timeoutMs */
  next: (match: (event: LiveEvent) => boolean, timeoutMs?: number) => Promise<LiveEvent>;
  /** whether the server ended the stream */
  ended: () => boolean;
  close: () => void;
};

/**
 * Opens the stream of the signed-in `client` (or a raw cookie header; none: a guest); `onEvent`
 * hears each event as it arrives (the live benchmark times them).
 */
export async function openEvents(
  baseUrl: string,
  client?: { jar: Map<string, string> } | string,
  onEvent?: (event: LiveEvent) => void,
): Promise<EventStream> {
  const cookie =
    typeof client === 'string'
      ? client
      : client
        ? [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ')
        : '';
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/events`, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    signal: abort.signal,
  });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let raw = '';
  let pending = '';
  let ended = false;
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            ended = true;
            break;
          }
          raw += value;
          pending += value;
          const blocks = pending.split('\n\n');
          pending = blocks.pop() ?? '';
          for (const block of blocks) {
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            const event = data ? parseLiveEvent(data) : null;
            if (!event) continue;
            events.push(event);
            onEvent?.(event);
          }
          for (const wake of waiters) wake();
        }
      } catch {
        // aborted by close()
      }
    })();
  } else {
    raw = await res.text();
  }
  const next = (match: (event: LiveEvent) => boolean, timeoutMs = 5_000) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(`no matching live event in ${timeoutMs} ms; got ${JSON.stringify(events)}`),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return {
    status: res.status,
    events,
    text: () => raw,
    next,
    ended: () => ended,
    close: () => abort.abort(),
  };
}

/** Lets events committed so far arrive (they go through the database's NOTIFY and back). */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
