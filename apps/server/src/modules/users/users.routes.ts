import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages, updateMeBody, userReply, type UpdateMeBody } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { findUserByEmail, updateUser } from '../auth/users.repo.js';
import type { UsersView } from './users.view.js';

export function registerUsersRoutes(
  fastify: FastifyInstance,
  deps: { db: Db; view: UsersView },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.patch('/api/v1/users/me', {
    schema: {
      tags: ['users'],
      body: updateMeBody,
      response: { 200: z.object({ status: z.literal('success'), data: userReply }) },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const me = currentUser(request);
      const patch = toUserPatch(request.body);
      if (patch.email && patch.email !== me.email) {
        const owner = await findUserByEmail(deps.db, patch.email);
        if (owner) throw new AppError('EMAIL_TAKEN', messages.profileUpdateFailed);
      }
      const updated = await updateUser(deps.db, me.id, patch);
      if (!updated) throw new AppError('NOT_FOUND');
      return { status: 'success' as const, data: { user: await deps.view.publicUser(updated) } };
    },
  });
}

function toUserPatch(body: UpdateMeBody): Partial<typeof users.$inferInsert> {
  const { location, ...rest } = body;
  const patch: Partial<typeof users.$inferInsert> = { ...rest };
  if (location) {
    const [lng, lat] = location.coordinates;
    patch.lng = lng;
    patch.lat = lat;
  }
  return patch;
}
