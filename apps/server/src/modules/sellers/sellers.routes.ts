import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chefIdParams,
  dishIdsBody,
  dishSearchQuery,
  distanceParams,
  distanceQuery,
  getChefsQuery,
  messages,
  type GetChefsQuery,
} from '@lutong/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { requireUser } from '../../plugins/auth.js';
import { ProcessMemoryStore } from '../../plugins/rate-limits.js';
import type { MenuCache } from './menu-cache.js';
import { distanceToSeller, findBazaarPage, findVanityChef, searchDishIds } from './sellers.repo.js';

export function registerSellersRoutes(
  fastify: FastifyInstance,
  deps: { db: Db; clock: () => Date; browsingPerMinute: number; menus: MenuCache },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;
  // The bazaar runs on every scroll: generous, but bounded per address, and counted in this
  // process's memory rather than the shared table (decision 032: it protects no account).
  const browsing = {
    rateLimit: { max: deps.browsingPerMinute, timeWindow: 60_000, store: ProcessMemoryStore },
  };

  // decision 048: `favourites` reads the signed-in buyer's favourites (a guest's is ignored)
  const page = async (query: GetChefsQuery, buyerId: string | undefined, dishIds?: string[]) => {
    const sellers = await findBazaarPage(db, { ...query, dishIds, buyerId, now: clock() });
    return { status: 'success' as const, results: sellers.length, data: sellers };
  };

  app.get('/api/v1/users/getChefs', {
    schema: {
      summary: 'The bazaar: sellers near a point, a page at a time',
      tags: ['bazaar'],
      querystring: getChefsQuery,
    },
    config: browsing,
    handler: async (request) => page(request.query, request.user?.id),
  });

  // product §9: the same query with {ids: dish ids} in the body, for dish search.
  app.post('/api/v1/users/getChefs', {
    schema: {
      summary: 'The bazaar for dish search: sellers of the given dishes',
      tags: ['bazaar'],
      querystring: getChefsQuery,
      body: dishIdsBody,
    },
    config: browsing,
    handler: async (request) => page(request.query, request.user?.id, request.body.ids),
  });

  app.get('/api/v1/dishes/search', {
    schema: {
      summary: 'Dishes whose name matches',
      tags: ['bazaar'],
      querystring: dishSearchQuery,
    },
    config: browsing,
    handler: async (request) => ({
      status: 'success' as const,
      data: { dishes: await searchDishIds(db, request.query.name) },
    }),
  });

  app.get('/api/v1/users/menu/:chefId', {
    schema: { summary: "A seller's menu", tags: ['menu'], params: chefIdParams },
    config: browsing,
    handler: async (request, reply) => {
      const menu = await deps.menus.get(request.params.chefId);
      if (!menu) throw new AppError('NOT_FOUND', messages.chefLoadFailed);
      // the body was written out once, when the menu was loaded (menu-cache.ts)
      return reply.type('application/json; charset=utf-8').send(menu.body);
    },
  });

  // product §2: the exact distance is for signed-in users only.
  app.get('/api/v1/users/distance/:userId', {
    schema: {
      summary: 'The exact distance to a seller (signed in)',
      tags: ['menu'],
      params: distanceParams,
      querystring: distanceQuery,
    },
    onRequest: requireUser,
    handler: async (request) => {
      const distance = await distanceToSeller(
        db,
        request.params.userId,
        request.query.lat,
        request.query.lng,
      );
      if (distance === null) throw new AppError('NOT_FOUND', messages.chefLoadFailed);
      return { status: 'success' as const, data: { distances: [{ distance }] } };
    },
  });

  app.get('/api/v1/vanity/:word', {
    schema: {
      summary: 'The seller of a vanity short route',
      tags: ['menu'],
      params: z.object({ word: z.string().regex(/^[a-z0-9-]{1,40}$/i) }),
    },
    handler: async (request) => {
      const chefId = await findVanityChef(db, request.params.word);
      if (!chefId) throw new AppError('NOT_FOUND');
      return { status: 'success' as const, data: { chefId } };
    },
  });
}
