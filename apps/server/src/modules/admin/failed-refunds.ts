import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, textIn } from '../../lib/errors.js';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { listFailedRefunds, resolveFailedRefund } from '../payments/refunds.repo.js';

// Issue 19 (decision 023): a refund the provider reports failed stays on the staff console until a
// staff member resolves it with a note (what was done: a manual transfer, a retry with the buyer).

const idParams = z.object({ id: z.uuid() });
const resolveBody = z.object({ note: z.unknown() });
const note = z.string().trim().min(1).max(500);

const failedView = async (db: Db) =>
  (await listFailedRefunds(db)).map(({ amountCentavos, ...row }) => ({
    ...row,
    amount: amountCentavos / 100,
  }));

export function registerFailedRefundRoutes(
  fastify: FastifyInstance,
  deps: { db: Db; clock: () => Date },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staffOnly = requireRole('admin');

  app.get('/api/v1/admin/refunds/failed', {
    schema: { summary: 'List refunds the provider failed (staff)', tags: ['admin'] },
    onRequest: staffOnly,
    handler: async () => ({
      status: 'success' as const,
      data: { refunds: await failedView(deps.db) },
    }),
  });

  app.post('/api/v1/admin/refunds/:id/resolve', {
    schema: {
      summary: 'Mark a failed refund resolved, with a note (staff)',
      tags: ['admin'],
      params: idParams,
      body: resolveBody,
    },
    onRequest: staffOnly,
    handler: async (request) => {
      const typed = note.safeParse(request.body.note);
      if (!typed.success)
        throw new AppError('VALIDATION', textIn('sellerRules', 'refundNoteRequired'));
      const done = await resolveFailedRefund(deps.db, {
        id: request.params.id,
        staffId: currentUser(request).id,
        note: typed.data,
        now: deps.clock(),
      });
      if (!done) throw new AppError('WRONG_STATE', textIn('sellerRules', 'refundNotOpen'));
      return { status: 'success' as const, data: { refunds: await failedView(deps.db) } };
    },
  });
}
