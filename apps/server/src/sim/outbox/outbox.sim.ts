import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { simMailbox } from '../../db/schema/index.js';
import { createFaultState, registerFaultSwitch, type FaultState } from '../fault-switch.js';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * What the simulated mail and SMS providers received, for people (/_sim/outbox) and tests (.json).
 * Its fault switch (`POST /_sim/outbox/faults {mode}`) is the simulated mailer's `faults`: 'error'
 * fails every send and 'slow' holds it past the send timeout, so the outbox retries it later.
 */
export async function registerOutboxSimulator(
  app: FastifyInstance,
  db: Db,
  faults: FaultState = createFaultState(),
): Promise<void> {
  await app.register(
    async (sim) => {
      registerFaultSwitch(sim, faults);
    },
    { prefix: '/_sim/outbox' },
  );
  const list = () => db.select().from(simMailbox).orderBy(desc(simMailbox.createdAt)).limit(200);

  app.get('/_sim/outbox.json', async () => {
    const rows = await list();
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      text: r.body,
      links: r.links,
      createdAt: r.createdAt,
    }));
  });

  app.get('/_sim/outbox', async (_request, reply) => {
    const rows = await list();
    const items = rows
      .map(
        (
          r,
        ) => `<article><header><strong>${escape(r.subject || '(SMS)')}</strong> <span>to ${escape(r.recipient)} · ${r.channel} · ${r.createdAt.toISOString()}</span></header>
<pre>${escape(r.body)}</pre>${r.links.map((l) => `<a href="${escape(l)}">${escape(l)}</a>`).join('<br>')}</article>`,
      )
      .join('');
    return reply.type('text/html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (simulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}header span{color:#666;font-size:.85rem}</style>
</head><body><h1>Outbox</h1><p>Every e-mail and SMS the product sent, newest first.</p>${items || '<p>No messages yet.</p>'}</body></html>`);
  });
}
