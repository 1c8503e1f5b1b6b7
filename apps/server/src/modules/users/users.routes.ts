import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  manilaClock,
  newlyOpenedDays,
  patchMeBody,
  sellerProfileKeys,
  updateTodayBody,
  userReply,
  weekdayCodes,
  type PatchMe,
} from '@lutong/shared';
import type { Db } from '../../db/client.js';
import type { DeliveryTimesByDay, users } from '../../db/schema/index.js';
import { AppError, textIn } from '../../lib/errors.js';
import { word } from '../../lib/i18n.js';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.js';
import type { UserRow } from '../auth/sessions.repo.js';
import type { EmailVerification } from '../auth/email-verification.js';
import { updateUser } from '../auth/users.repo.js';
import type { ApplicationsService } from '../applications/applications.service.js';
import { toApplicationView } from '../applications/application-view.js';
import type { MenuDayNotices } from '../favourites/menu-day-notices.js';
import type { UsersView } from './users.view.js';

type UpdateFields = Exclude<PatchMe, { type: 'homechef' }>;

export function registerUsersRoutes(
  fastify: FastifyInstance,
  deps: {
    db: Db;
    view: UsersView;
    applications: ApplicationsService;
    verification: EmailVerification;
    clock: () => Date;
    menuDayNotices: MenuDayNotices;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // product §9 PATCH /users/me: {guides}, contact and seller fields, or the application.
  app.patch('/api/v1/users/me', {
    schema: {
      summary: "Change the signed-in user's profile, or apply to sell",
      tags: ['users'],
      body: patchMeBody,
    },
    onRequest: requireUser,
    handler: async (request) => {
      const me = currentUser(request);
      const body = request.body;
      if (body.type === 'homechef') {
        const { application, user } = await deps.applications.submit(me, body);
        return {
          status: 'success' as const,
          data: {
            user: await deps.view.publicUser(user),
            application: { id: application.id, status: application.status },
          },
        };
      }
      const now = deps.clock();
      const { email, ...patch } = toUserPatch(me, body, now);
      // decision 025: a new address changes the account only once its link is opened
      const newEmail = email !== undefined && email !== me.email ? email : null;
      if (newEmail) await deps.verification.requestChange(me, newEmail, request.sessionToken);
      const updated = await updateUser(deps.db, me.id, patch);
      if (!updated) throw new AppError('NOT_FOUND');
      // decision 048: a seller opening a new menu day tells the buyers who asked for it
      if (updated.role === 'chef') {
        await deps.menuDayNotices.menuDaysOpened(updated, newlyOpenedDays(now, me, updated), now);
      }
      return {
        status: 'success' as const,
        ...(newEmail ? { message: word(request)('emailChangeSent', { email: newEmail }) } : {}),
        data: { user: await deps.view.publicUser(updated) },
      };
    },
  });

  // product §9 PATCH /users/updateToday {today}: the chef's same-day ordering switch.
  app.patch('/api/v1/users/updateToday', {
    schema: {
      summary: "Switch the seller's same-day ordering on or off",
      tags: ['users'],
      body: updateTodayBody,
      response: { 200: z.object({ status: z.literal('success'), data: userReply }) },
    },
    onRequest: requireRole('chef'),
    handler: async (request) => {
      const me = currentUser(request);
      const updated = await updateUser(deps.db, me.id, { today: request.body.today });
      if (!updated) throw new AppError('NOT_FOUND');
      return { status: 'success' as const, data: { user: await deps.view.publicUser(updated) } };
    },
  });

  // The signed-in user's latest seller application, for the /homechef page.
  app.get('/api/v1/users/application', {
    schema: { summary: "The signed-in user's latest seller application", tags: ['users'] },
    onRequest: requireUser,
    handler: async (request) => {
      const row = await deps.applications.mine(currentUser(request).id);
      return {
        status: 'success' as const,
        data: { application: row ? toApplicationView(row) : null },
      };
    },
  });
}

function toUserPatch(
  me: UserRow,
  body: UpdateFields,
  now: Date,
): Partial<typeof users.$inferInsert> {
  const { location, type: _type, ...rest } = body;
  const sellerKeys = sellerProfileKeys.filter((k) => rest[k] !== undefined);
  if (sellerKeys.length > 0 && me.role !== 'chef') {
    throw new AppError('FORBIDDEN', textIn('sellerRules', 'sellerOnly'));
  }
  // decision 020: closed dates lie after today in Manila (the today switch closes today)
  const today = manilaClock(now).dateKey;
  if (rest.closedDates?.some((date) => date <= today)) {
    throw new AppError('VALIDATION', textIn('sellerRules', 'closedDatePast'));
  }
  const patch: Partial<typeof users.$inferInsert> = {};
  const times: Partial<DeliveryTimesByDay> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    const day = weekdayCodes.find((d) => key === `deliveryTimes${d}`);
    if (day) times[day] = value as (boolean | null)[];
    else (patch as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(times).length > 0) {
    patch.deliveryTimes = { ...emptyWeek(), ...me.deliveryTimes, ...times };
  }
  if (location) {
    const [lng, lat] = location.coordinates;
    patch.lng = lng;
    patch.lat = lat;
  }
  return patch;
}

function emptyWeek(): DeliveryTimesByDay {
  return Object.fromEntries(
    weekdayCodes.map((d) => [d, [null, null, null, null, null, null]]),
  ) as DeliveryTimesByDay;
}
