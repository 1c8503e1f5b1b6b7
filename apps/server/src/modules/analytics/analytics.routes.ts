import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { manilaClock, messages } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import {
  chefDishSummaries,
  dishMonthlyAverages,
  overallMonthlyAverages,
} from './analytics.repo.js';

const yearQuery = z.object({ year: z.coerce.number().int().min(2020).max(2100).optional() });

/** Twelve monthly values Jan..Dec, rounded to 2 decimals; null where a month has no rating. */
function twelveMonths(rows: { month: number; average: number }[]): (number | null)[] {
  const months: (number | null)[] = Array.from({ length: 12 }, () => null);
  for (const r of rows) months[r.month - 1] = Math.round(r.average * 100) / 100;
  return months;
}

// product §9 /analytics/*: signed in (not role-guarded, as the spec says); a user's own data.
export function registerAnalyticsRoutes(
  fastify: FastifyInstance,
  deps: { db: Db; clock: () => Date },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const yearOf = (year: number | undefined) =>
    year ?? Number(manilaClock(deps.clock()).dateKey.slice(0, 4));

  app.get('/api/v1/analytics/dishRatingsAll', {
    schema: { summary: "Every dish's rating summary (seller)", tags: ['analytics'] },
    onRequest: requireUser,
    handler: async (request) => ({
      status: 'success' as const,
      data: { dishes: await chefDishSummaries(deps.db, currentUser(request).id) },
    }),
  });

  app.get('/api/v1/analytics/dishRatingsMonthly', {
    schema: {
      summary: "Dishes' ratings month by month for a year (seller)",
      tags: ['analytics'],
      querystring: yearQuery,
    },
    onRequest: requireUser,
    handler: async (request) => {
      const me = currentUser(request);
      const year = yearOf(request.query.year);
      const [dishes, rows] = await Promise.all([
        chefDishSummaries(deps.db, me.id),
        dishMonthlyAverages(deps.db, me.id, year),
      ]);
      const series = dishes.map((d) => ({
        dishId: d._id,
        name: d.name,
        dataA: twelveMonths(rows.filter((r) => r.key === d._id)),
      }));
      return { status: 'success' as const, data: { year, series } };
    },
  });

  app.get('/api/v1/analytics/dishRatings/:dishId', {
    schema: {
      summary: "One dish's ratings and reviews (seller)",
      tags: ['analytics'],
      params: z.object({ dishId: z.uuid() }),
      querystring: yearQuery,
    },
    onRequest: requireUser,
    handler: async (request) => {
      const me = currentUser(request);
      const dish = (await chefDishSummaries(deps.db, me.id)).find(
        (d) => d._id === request.params.dishId,
      );
      if (!dish) throw new AppError('NOT_FOUND', messages.notFound);
      const rows = await dishMonthlyAverages(deps.db, me.id, yearOf(request.query.year), dish._id);
      return { status: 'success' as const, data: { name: dish.name, dataA: twelveMonths(rows) } };
    },
  });

  app.get('/api/v1/analytics/overallRatings', {
    schema: {
      summary: "The seller's overall rating month by month for a year",
      tags: ['analytics'],
      querystring: yearQuery,
    },
    onRequest: requireUser,
    handler: async (request) => {
      const rows = await overallMonthlyAverages(
        deps.db,
        currentUser(request).id,
        yearOf(request.query.year),
      );
      return { status: 'success' as const, data: { dataA: twelveMonths(rows) } };
    },
  });
}
