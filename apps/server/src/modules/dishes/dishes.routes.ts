import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createDishBody, dishIdParams, updateDishBody } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { findUserById } from '../auth/users.repo.js';
import { toMenuDish } from '../sellers/sellers.repo.js';
import type { UsersView } from '../users/users.view.js';
import type { DishesService } from './dishes.service.js';

// product §9: POST /dishes {dish} → data.user; PATCH /dishes/{id} {dish}; DELETE /dishes/{id}.
export function registerDishesRoutes(
  fastify: FastifyInstance,
  deps: { db: Db; dishes: DishesService; view: UsersView },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const chefOnly = requireRole('chef');

  app.post('/api/v1/dishes', {
    schema: { summary: 'Add a dish to the menu (seller)', tags: ['dishes'], body: createDishBody },
    onRequest: chefOnly,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const dish = await deps.dishes.create(me, request.body.dish);
      const fresh = await findUserById(deps.db, me.id);
      if (!fresh) throw new AppError('NOT_FOUND');
      return reply.status(201).send({
        status: 'success' as const,
        data: { user: await deps.view.publicUser(fresh), dish: toMenuDish(dish, fresh.promo) },
      });
    },
  });

  app.patch('/api/v1/dishes/:id', {
    schema: {
      summary: 'Change a dish (seller)',
      tags: ['dishes'],
      params: dishIdParams,
      body: updateDishBody,
    },
    onRequest: chefOnly,
    handler: async (request) => {
      const me = currentUser(request);
      const dish = await deps.dishes.update(me, request.params.id, request.body.dish);
      return { status: 'success' as const, data: { dish: toMenuDish(dish, me.promo) } };
    },
  });

  app.delete('/api/v1/dishes/:id', {
    schema: { summary: 'Delete a dish (seller)', tags: ['dishes'], params: dishIdParams },
    onRequest: chefOnly,
    handler: async (request) => {
      await deps.dishes.remove(currentUser(request), request.params.id);
      return { status: 'success' as const, data: null };
    },
  });
}
