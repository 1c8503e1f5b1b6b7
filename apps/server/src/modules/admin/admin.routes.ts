import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationStatuses,
  isSellerCardVisible,
  messages,
  sellerMessages,
  type Locale,
  type SellerRuleKey,
  vanityWordBody,
} from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { AppError, textIn } from '../../lib/errors.js';
import { requestLocale, translate } from '../../lib/i18n.js';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { toApplicationView } from '../applications/application-view.js';
import type { ApplicationsService } from '../applications/applications.service.js';
import {
  deleteVanityRoute,
  insertVanityRoute,
  isSeller,
  listSellers,
  listVanityRoutes,
  setSellerVisibility,
  type SellerListRow,
} from './admin.repo.js';

const idParams = z.object({ id: z.uuid() });

// The staff console's calls (issue 7; the spec leaves approval to staff without showing how).
export function registerAdminRoutes(
  fastify: FastifyInstance,
  deps: { db: Db; applications: ApplicationsService },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staffOnly = requireRole('admin');
  const ok = <T>(data: T) => ({ status: 'success' as const, data });

  app.get('/api/v1/admin/applications', {
    schema: {
      summary: 'List seller applications, by status (staff)',
      tags: ['admin'],
      querystring: z.object({ status: z.enum(applicationStatuses).default('pending') }),
    },
    onRequest: staffOnly,
    handler: async (request) => {
      const rows = await deps.applications.list(request.query.status);
      return ok({
        applications: rows.map((r) => ({ ...toApplicationView(r), user: r.user })),
      });
    },
  });

  app.patch('/api/v1/admin/applications/:id/approve', {
    schema: { summary: 'Approve a seller application (staff)', tags: ['admin'], params: idParams },
    onRequest: staffOnly,
    handler: async (request) => {
      const row = await deps.applications.approve(currentUser(request), request.params.id);
      return ok({ application: toApplicationView(row) });
    },
  });

  app.patch('/api/v1/admin/applications/:id/decline', {
    schema: {
      summary: 'Decline a seller application with a reason (staff)',
      tags: ['admin'],
      params: idParams,
      body: z.object({
        reason: z
          .string({ message: sellerMessages.declineReasonRequired })
          .trim()
          .min(1, { message: sellerMessages.declineReasonRequired })
          .max(1000),
      }),
    },
    onRequest: staffOnly,
    handler: async (request) => {
      const row = await deps.applications.decline(
        currentUser(request),
        request.params.id,
        request.body.reason,
      );
      return ok({ application: toApplicationView(row) });
    },
  });

  app.get('/api/v1/admin/sellers', {
    schema: {
      summary: 'Find sellers by name or e-mail (staff)',
      tags: ['admin'],
      querystring: z.object({ q: z.string().max(100).default('') }),
    },
    onRequest: staffOnly,
    handler: async (request) => {
      const rows = await listSellers(deps.db, request.query.q, 200);
      return ok({ sellers: rows.map((row) => toSellerView(row, requestLocale(request))) });
    },
  });

  app.patch('/api/v1/admin/sellers/:id', {
    schema: {
      summary: 'Show or hide a seller in the bazaar (staff)',
      tags: ['admin'],
      params: idParams,
      body: z.object({ visibility: z.enum(['hidden', 'auto', 'shown']) }).strict(),
    },
    onRequest: staffOnly,
    handler: async (request) => {
      const row = await setSellerVisibility(deps.db, request.params.id, request.body.visibility);
      if (!row) throw new AppError('NOT_FOUND', messages.notFound);
      return ok({ seller: toSellerView(row, requestLocale(request)) });
    },
  });

  app.get('/api/v1/admin/vanity', {
    schema: { summary: 'List vanity short routes (staff)', tags: ['admin'] },
    onRequest: staffOnly,
    handler: async () => ok({ routes: await listVanityRoutes(deps.db) }),
  });

  app.post('/api/v1/admin/vanity', {
    schema: {
      summary: 'Give a seller a vanity short route (staff)',
      tags: ['admin'],
      body: vanityWordBody,
    },
    onRequest: staffOnly,
    handler: async (request, reply) => {
      const { word, chefId } = request.body;
      if (!(await isSeller(deps.db, chefId))) throw new AppError('NOT_FOUND', messages.notFound);
      const route = await insertVanityRoute(deps.db, word, chefId);
      if (!route) throw new AppError('CONFLICT', textIn('sellerRules', 'vanityTaken'));
      return reply.status(201).send(ok({ route }));
    },
  });

  app.delete('/api/v1/admin/vanity/:word', {
    schema: {
      summary: 'Remove a vanity short route (staff)',
      tags: ['admin'],
      params: z.object({ word: z.string().min(1).max(40) }),
    },
    onRequest: staffOnly,
    handler: async (request) => {
      if (!(await deleteVanityRoute(deps.db, request.params.word))) {
        throw new AppError('NOT_FOUND', messages.notFound);
      }
      return ok(null);
    },
  });
}

/** A seller as the staff console lists it; why it is (not) listed, in the reader's language. */
function toSellerView(row: SellerListRow, locale: Locale) {
  const visibility = row.suspended ? 'hidden' : row.visible ? 'shown' : 'auto';
  const listed = isSellerCardVisible(row);
  let reason: SellerRuleKey = 'listedInBazaar';
  if (row.suspended) reason = 'listedHiddenByStaff';
  else if (!row.finishedUpdating) reason = 'listedNotOpen';
  else if (!listed) reason = 'listedLowRatings';
  return { ...row, visibility, listed, listedReason: translate(locale, 'sellerRules', reason) };
}
