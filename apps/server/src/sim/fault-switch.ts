import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export type FaultMode = 'ok' | 'error' | 'slow';
/** How long the 'slow' fault holds an answer: longer than any client timeout we use. */
export const SLOW_FAULT_MS = 10_000;

const faultBody = z.object({
  mode: z.enum(['ok', 'error', 'slow']),
  // 'POST /v3/orders': the fault hits only calls whose method and path (under the simulator's
  // prefix) start so, e.g. a booking whose answer is lost after its quote went through
  only: z.string().trim().min(1).max(200).optional(),
});

/**
 * A simulator's fault mode, shared by its HTTP switch and (for a simulator that runs in process,
 * such as the mail outbox) the code that answers in its place.
 */
export type FaultState = {
  mode: () => FaultMode;
  /** The mode for one call: 'ok' for a call the switch's `only` leaves out. */
  modeFor: (method: string, path: string) => FaultMode;
  /** The calls the mode is limited to ('METHOD /path' prefix), or null for every call. */
  only: () => string | null;
  set: (mode: FaultMode, only?: string | null) => void;
  /**
   * Waits as 'slow' makes an answer wait: until SLOW_FAULT_MS pass, the mode leaves 'slow', the
   * simulator closes, or `stopEarly` calls the release it is given (it answers its own clean-up).
   */
  hold: (stopEarly?: (release: () => void) => () => void) => Promise<void>;
  /** Ends every wait at once (the simulator is closing). */
  releaseAll: () => void;
};

export function createFaultState(): FaultState {
  let mode: FaultMode = 'ok';
  let only: string | null = null;
  const waiting = new Set<() => void>();
  const releaseAll = () => {
    for (const release of waiting) release();
  };
  return {
    mode: () => mode,
    modeFor: (method, path) =>
      only === null || `${method.toUpperCase()} ${path}`.startsWith(only) ? mode : 'ok',
    only: () => only,
    set(next, limitTo = null) {
      mode = next;
      only = next === 'ok' ? null : limitTo;
      // switching back releases answers still held by 'slow'
      if (next !== 'slow') releaseAll();
    },
    hold: (stopEarly) =>
      new Promise<void>((resolve) => {
        let detach = () => {};
        const timer = setTimeout(() => release(), SLOW_FAULT_MS);
        const release = () => {
          clearTimeout(timer);
          detach();
          waiting.delete(release);
          resolve();
        };
        waiting.add(release);
        if (stopEarly) detach = stopEarly(release);
      }),
    releaseAll,
  };
}

export type FaultSwitch = {
  /** The mode for this call (see FaultState.modeFor), its path taken under the simulator's prefix. */
  modeFor: (request: FastifyRequest) => FaultMode;
  /** Holds an answer until SLOW_FAULT_MS pass, the client gives up, the switch flips or we close. */
  pause: (reply: FastifyReply) => Promise<void>;
};

/**
 * A simulator's fault switch at `GET|POST <prefix>/faults {mode, only?}`: 'error' makes every
 * answer fail and 'slow' makes it late (or only those `only` names), until it is set back to 'ok'. Every provider simulator uses it; one
 * that answers in process passes the `state` its answering code reads.
 */
export function registerFaultSwitch(
  sim: FastifyInstance,
  state: FaultState = createFaultState(),
): FaultSwitch {
  // A slow answer must not hold the server open when it closes.
  sim.addHook('preClose', async () => state.releaseAll());

  const pause = (reply: FastifyReply) => {
    // The caller has usually given up by the time the answer comes: end the connection with it,
    // so a half-abandoned keep-alive socket cannot hold the server open when it closes.
    void reply.header('connection', 'close');
    // the client gave up (its timeout): stop waiting for nobody
    return state.hold((release) => {
      reply.raw.once('close', release);
      return () => reply.raw.off('close', release);
    });
  };

  const view = () => ({ mode: state.mode(), ...(state.only() ? { only: state.only() } : {}) });
  sim.get('/faults', async () => view());
  sim.post('/faults', async (request, reply) => {
    const body = faultBody.safeParse(request.body);
    if (!body.success) {
      return reply.status(400).send({ error: "mode must be 'ok', 'error' or 'slow'" });
    }
    state.set(body.data.mode, body.data.only ?? null);
    return view();
  });

  const { prefix } = sim;
  const modeFor = (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '';
    return state.modeFor(
      request.method,
      path.startsWith(prefix) ? path.slice(prefix.length) : path,
    );
  };
  return { modeFor, pause };
}
