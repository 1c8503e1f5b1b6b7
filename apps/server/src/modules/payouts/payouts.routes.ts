import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payoutDetailsBody, payoutMessages } from '@lutong/shared';
import { requestLocale } from '../../lib/i18n.js';
import { currentUser, requireRole } from '../../plugins/auth.js';
import type { PayoutsService } from './payouts.service.js';

// Issue 19 (decision 022): the chef's payout details and statements; the staff's payout run.
// Details are readable by their chef and staff only: a buyer or another chef gets 403 or 404.

const reply = <T>(data: T) => ({ status: 'success' as const, data });
const tags = ['payouts'];
const idParams = z.object({ id: z.uuid() });
const sentBody = z
  .object({
    reference: z
      .string({ message: payoutMessages.referenceRequired })
      .trim()
      .min(1, { message: payoutMessages.referenceRequired })
      .max(200),
  })
  .strict();

export function registerPayoutsRoutes(
  fastify: FastifyInstance,
  deps: { payouts: PayoutsService },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payouts } = deps;
  const chefOnly = requireRole('chef');
  const chefOrStaff = requireRole('chef', 'admin');
  const staffOnly = requireRole('admin');

  app.get('/api/v1/payouts/details', {
    schema: { summary: "The seller's payout details (where money is sent)", tags },
    onRequest: chefOnly,
    handler: async (request) => reply({ details: await payouts.details(currentUser(request)) }),
  });

  app.put('/api/v1/payouts/details', {
    schema: { summary: "Save the seller's payout details", tags, body: payoutDetailsBody },
    onRequest: chefOnly,
    handler: async (request) =>
      reply({ details: await payouts.save(currentUser(request), request.body) }),
  });

  app.get('/api/v1/payouts', {
    schema: { summary: "The seller's payouts: next, and past statements", tags },
    onRequest: chefOnly,
    handler: async (request) =>
      reply(await payouts.overview(currentUser(request), requestLocale(request))),
  });

  app.get('/api/v1/payouts/:id', {
    schema: { summary: 'A payout statement (seller)', tags, params: idParams },
    onRequest: chefOrStaff,
    handler: async (request) =>
      reply(await payouts.statement(currentUser(request), request.params.id)),
  });

  app.get('/api/v1/payouts/:id/statement.csv', {
    schema: { summary: 'A payout statement as a CSV file (seller)', tags, params: idParams },
    onRequest: chefOrStaff,
    handler: async (request, res) => {
      const file = await payouts.statementFile(currentUser(request), request.params.id);
      return res
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });

  app.get('/api/v1/admin/payouts', {
    schema: { summary: 'Payouts to send (staff)', tags },
    onRequest: staffOnly,
    handler: async () => reply({ payouts: await payouts.run() }),
  });

  app.post('/api/v1/admin/payouts/:id/sent', {
    schema: {
      summary: 'Mark a payout sent, with its reference (staff)',
      tags,
      params: idParams,
      body: sentBody,
    },
    onRequest: staffOnly,
    handler: async (request) =>
      reply({
        payout: await payouts.send(currentUser(request), request.params.id, request.body.reference),
      }),
  });

  app.get('/api/v1/admin/chefs/:id/payouts', {
    schema: { summary: "A seller's payout history (staff)", tags, params: idParams },
    onRequest: staffOnly,
    handler: async (request) => reply(await payouts.history(request.params.id)),
  });
}
