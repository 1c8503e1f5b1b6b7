import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

export type FaultMode = 'ok' | 'error' | 'slow';
/** How long the 'slow' fault holds an answer: longer than any client timeout we use. */
export const SLOW_FAULT_MS = 10_000;

const faultBody = z.object({ mode: z.enum(['ok', 'error', 'slow']) });

export type FaultSwitch = {
  mode: () => FaultMode;
  /** Holds an answer until SLOW_FAULT_MS pass, the client gives up, the switch flips or we close. */
  pause: (reply: FastifyReply) => Promise<void>;
};

/**
 * A simulator's fault switch at `GET|POST <prefix>/faults {mode}`: 'error' makes every answer fail
 * and 'slow' makes it late, until it is set back to 'ok'. Every provider simulator uses it.
 */
export function registerFaultSwitch(sim: FastifyInstance): FaultSwitch {
  let mode: FaultMode = 'ok';
  const waiting = new Set<() => void>();
  // A slow answer must not hold the server open when it closes.
  sim.addHook('preClose', async () => {
    for (const release of waiting) release();
  });

  const pause = (reply: FastifyReply) =>
    new Promise<void>((resolve) => {
      // The caller has usually given up by the time the answer comes: end the connection with it,
      // so a half-abandoned keep-alive socket cannot hold the server open when it closes.
      void reply.header('connection', 'close');
      const release = () => {
        clearTimeout(timer);
        reply.raw.off('close', release);
        waiting.delete(release);
        resolve();
      };
      const timer = setTimeout(release, SLOW_FAULT_MS);
      // the client gave up (its timeout): stop waiting for nobody
      reply.raw.once('close', release);
      waiting.add(release);
    });

  sim.get('/faults', async () => ({ mode }));
  sim.post('/faults', async (request, reply) => {
    const body = faultBody.safeParse(request.body);
    if (!body.success) {
      return reply.status(400).send({ error: "mode must be 'ok', 'error' or 'slow'" });
    }
    mode = body.data.mode;
    // switching back releases answers still held by 'slow'
    if (mode !== 'slow') for (const release of waiting) release();
    return { mode };
  });

  return { mode: () => mode, pause };
}
