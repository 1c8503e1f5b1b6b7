import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LOCALES } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { updateUser } from '../auth/users.repo.js';
import type { UsersView } from './users.view.js';

export const languageBody = z.object({ language: z.enum(LOCALES) }).strict();

/**
 * PUT /users/language {language} (issue 23, decision 044): the header's and the profile's language
 * switch. Kept in a cookie for everyone (a guest's next page comes drawn in it) and on the account
 * of a signed-in user (their e-mails and SMS, and their pages on any browser).
 */
export function registerLanguageRoutes(
  fastify: FastifyInstance,
  deps: { db: Db; view: UsersView; secureCookie: boolean },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put('/api/v1/users/language', {
    schema: {
      summary: "Choose the visitor's language (kept on the account when signed in)",
      tags: ['users'],
      body: languageBody,
    },
    handler: async (request, reply) => {
      const { language } = request.body;
      reply.setCookie(LANGUAGE_COOKIE, language, {
        path: '/',
        sameSite: 'lax',
        secure: deps.secureCookie,
        maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
      });
      if (!request.user) return { status: 'success' as const, data: { language, user: null } };
      const updated = await updateUser(deps.db, request.user.id, { language });
      if (!updated) throw new AppError('NOT_FOUND');
      return {
        status: 'success' as const,
        data: { language, user: await deps.view.publicUser(updated) },
      };
    },
  });
}
