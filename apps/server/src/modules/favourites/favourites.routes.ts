import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FAVOURITES_MAX, favouriteParams, favouritesUnsubscribeBody } from '@lutong/shared';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, textIn } from '../../lib/errors.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import {
  addFavourite,
  isApprovedSeller,
  listFavouriteIds,
  removeFavourite,
} from './favourites.repo.js';
import type { MenuDayNotices } from './menu-day-notices.js';
import { requestLocale, translate } from '../../lib/i18n.js';

// Refusals by key: the error handler words them in the request's language (decision 044).
const refusal = (key: 'sellerNotFound' | 'ownKitchen' | 'tooMany' | 'unsubscribeFailed') =>
  textIn('favourites', key, key === 'tooMany' ? { max: String(FAVOURITES_MAX) } : undefined);

const favouritesReply = z.object({
  status: z.literal('success'),
  data: z.object({ favourites: z.array(z.string()) }),
});

/** decision 048: a buyer's favourite sellers, and the unsubscribe link of the new-menu-day e-mail. */
export function registerFavouritesRoutes(
  fastify: FastifyInstance,
  deps: {
    db: Db;
    clock: () => Date;
    notices: MenuDayNotices;
    limits: Config['rateLimits'];
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const reply = async (buyerId: string) => ({
    status: 'success' as const,
    data: { favourites: await listFavouriteIds(db, buyerId) },
  });

  app.get('/api/v1/favourites', {
    schema: {
      summary: "The signed-in buyer's favourite sellers' ids",
      tags: ['favourites'],
      response: { 200: favouritesReply },
    },
    onRequest: requireUser,
    handler: async (request) => reply(currentUser(request).id),
  });

  // PUT adds, DELETE removes; both answer the list and change nothing the second time
  const sellerRoute = (
    method: 'PUT' | 'DELETE',
    summary: string,
    change: (buyerId: string, sellerId: string) => Promise<void>,
  ) =>
    app.route({
      method,
      url: '/api/v1/favourites/:sellerId',
      schema: {
        summary,
        tags: ['favourites'],
        params: favouriteParams,
        response: { 200: favouritesReply },
      },
      onRequest: requireUser,
      handler: async (request) => {
        const me = currentUser(request);
        const { sellerId } = request.params;
        if (!(await isApprovedSeller(db, sellerId))) {
          throw new AppError('NOT_FOUND', refusal('sellerNotFound'));
        }
        await change(me.id, sellerId);
        return reply(me.id);
      },
    });

  sellerRoute('PUT', 'Add a seller to the favourites', async (buyerId, sellerId) => {
    if (sellerId === buyerId) throw new AppError('CONFLICT', refusal('ownKitchen'));
    const kept = await addFavourite(db, buyerId, sellerId, FAVOURITES_MAX, deps.clock());
    if (!kept) {
      throw new AppError('CONFLICT', refusal('tooMany'));
    }
  });
  sellerRoute('DELETE', 'Remove a seller from the favourites', (buyerId, sellerId) =>
    removeFavourite(db, buyerId, sellerId),
  );

  // the page of the e-mail's unsubscribe link calls this: no session needed (another device)
  app.post('/api/v1/favourites/unsubscribe', {
    schema: {
      summary: 'Turn the new-menu-day e-mails off with the e-mail link token',
      tags: ['favourites'],
      body: favouritesUnsubscribeBody,
      response: {
        200: z.object({ status: z.literal('success'), data: z.object({ message: z.string() }) }),
      },
    },
    // the token cannot be guessed (256 bits); the limit only bounds the work one address causes
    config: { rateLimit: { max: deps.limits.loginPerIp, timeWindow: deps.limits.windowMs } },
    handler: async (request) => {
      if (!(await deps.notices.unsubscribe(request.body.token))) {
        throw new AppError('INVALID_TOKEN', refusal('unsubscribeFailed'));
      }
      return {
        status: 'success' as const,
        data: { message: translate(requestLocale(request), 'favourites', 'unsubscribeDone') },
      };
    },
  });
}
