import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refuse } from './errors.js';
import { makeDriver } from './drivers.js';
import { lalamoveId, type LalamoveSimStore, type SimOrder, type SimOrderStatus } from './store.js';
import type { LalamoveWebhooks } from './webhooks.js';

// Booked orders (Lalamove v3 /v3/orders) and how they move on the simulator's clock, which tests
// and developers drive: POST /_sim/lalamove/clock/advance {minutes}. An order waits for a driver,
// one accepts DRIVER_ASSIGNED_AFTER_MIN minutes after booking (ON_GOING), picks the food up at
// PICKED_UP_AFTER_MIN and delivers at COMPLETED_AFTER_MIN. CANCELED, REJECTED and EXPIRED happen
// on demand (POST /_sim/lalamove/orders/:id/status) or by DELETE. Every change is a webhook.
// A scheduled order (its quotation's scheduleAt later than the booking) stays ASSIGNING_DRIVER until
// that time, then moves on as above, counted from the scheduled time.

export const DRIVER_ASSIGNED_AFTER_MIN = 2;
export const PICKED_UP_AFTER_MIN = 15;
export const COMPLETED_AFTER_MIN = 30;
/** One advance moves the clock by at most a day. */
const MAX_ADVANCE_MIN = 24 * 60;

const RANK: Record<SimOrderStatus, number> = {
  ASSIGNING_DRIVER: 0,
  ON_GOING: 1,
  PICKED_UP: 2,
  COMPLETED: 3,
  CANCELED: 3,
  REJECTED: 3,
  EXPIRED: 3,
};
const STATUSES = Object.keys(RANK) as SimOrderStatus[];
const isEnded = (status: SimOrderStatus) => RANK[status] === 3;
const STEPS: { at: number; status: SimOrderStatus }[] = [
  { at: DRIVER_ASSIGNED_AFTER_MIN, status: 'ON_GOING' },
  { at: PICKED_UP_AFTER_MIN, status: 'PICKED_UP' },
  { at: COMPLETED_AFTER_MIN, status: 'COMPLETED' },
];

// E.164: a plus, a country code and up to 15 digits in all.
const phone = z.string().regex(/^\+[1-9]\d{7,14}$/);
const contact = { stopId: z.string().min(1), name: z.string().trim().min(1).max(200) };
const orderBody = z.object({
  data: z.object({
    quotationId: z.string().min(1),
    sender: z.object({ ...contact, phone: z.string() }),
    recipients: z
      .array(z.object({ ...contact, phone: z.string(), remarks: z.string().max(1000).optional() }))
      .min(1),
    isPODEnabled: z.boolean().optional(),
    partner: z.string().optional(),
    metadata: z.record(z.string(), z.string()).optional(),
  }),
});

const parseJson = (body: unknown): unknown => {
  try {
    return JSON.parse(typeof body === 'string' ? body : '');
  } catch {
    return undefined;
  }
};

/** The order as Lalamove answers it. */
export const orderView = (order: SimOrder) => ({
  orderId: order.orderId,
  quotationId: order.quotationId,
  priceBreakdown: order.priceBreakdown,
  driverId: order.driverId,
  shareLink: order.shareLink,
  status: order.status,
  scheduleAt: order.scheduleAt,
  distance: order.distance,
  stops: order.stops,
  metadata: order.metadata,
});

/** A new driver takes the order, and DRIVER_ASSIGNED says who (Lalamove's payload shape). */
export function assignNewDriver(
  deps: {
    store: LalamoveSimStore;
    webhooks: LalamoveWebhooks;
    simBaseUrl: string;
    now: () => number;
  },
  order: SimOrder,
): void {
  const pickup = order.stops[0]?.coordinates ?? { lat: '14.5995', lng: '120.9842' };
  const driver = makeDriver(deps.simBaseUrl, pickup);
  deps.store.saveDriver(driver);
  order.driverId = driver.driverId;
  const { driverId, phone, name, photo, plateNumber, coordinates } = driver;
  deps.webhooks.emit('DRIVER_ASSIGNED', {
    driver: { driverId, phone, name, photo, plateNumber },
    location: { lat: coordinates.lat, lng: coordinates.lng },
    order: { orderId: order.orderId },
    updatedAt: new Date(deps.now()).toISOString(),
  });
}

/** The order as ORDER_STATUS_CHANGED and ORDER_REPLACED carry it. */
export const eventOrder = (order: SimOrder, market: string) => ({
  orderId: order.orderId,
  scheduleAt: order.scheduleAt,
  shareLink: order.shareLink,
  market,
  createdAt: order.createdAt,
  driverId: order.driverId,
});

export type OrderClock = {
  advance: (minutes: number) => SimOrder[];
  setStatus: (order: SimOrder, to: SimOrderStatus) => void;
};

/** Status changes with their webhooks, and the clock that makes them. */
export function createOrderClock(deps: {
  store: LalamoveSimStore;
  webhooks: LalamoveWebhooks;
  simBaseUrl: string;
  market: string;
  now: () => number;
}): OrderClock {
  const { store, webhooks, simBaseUrl, market, now } = deps;

  function setStatus(order: SimOrder, to: SimOrderStatus): void {
    const previousStatus = order.status;
    const updatedAt = new Date(now()).toISOString();
    if (RANK[to] >= 1 && !isEnded(to) && !order.driverId) {
      assignNewDriver({ store, webhooks, simBaseUrl, now }, order);
    }
    order.status = to;
    webhooks.emit('ORDER_STATUS_CHANGED', {
      order: { ...eventOrder(order, market), previousStatus, status: to },
      updatedAt,
    });
  }

  return {
    advance(minutes) {
      // retries due in the meantime go first, as they would have
      webhooks.advance(minutes);
      const moved: SimOrder[] = [];
      for (const order of store.orders()) {
        if (isEnded(order.status)) continue;
        order.ageMinutes += minutes;
        for (const step of STEPS) {
          const due = order.waitMinutes + step.at;
          if (order.ageMinutes >= due && RANK[order.status] < RANK[step.status]) {
            setStatus(order, step.status);
            if (!moved.includes(order)) moved.push(order);
          }
        }
      }
      return moved;
    },
    setStatus,
  };
}

/** `POST /v3/orders`, `GET /v3/orders/:id`, `GET .../drivers/:driverId`, `DELETE /v3/orders/:id`. */
export function registerOrderRoutes(
  api: FastifyInstance,
  deps: { store: LalamoveSimStore; clock: OrderClock; simBaseUrl: string; now: () => number },
): void {
  const { store, clock, simBaseUrl, now } = deps;
  const invalid = (detail: string) => ({
    id: 'ERR_INVALID_FIELD',
    message: 'Invalid or missing field.',
    detail,
  });
  const notFound = { id: 'ERR_ORDER_NOT_FOUND', message: 'Order not found.', detail: '/orderId' };

  api.post('/v3/orders', async (request, reply) => {
    const parsed = orderBody.safeParse(parseJson(request.body));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(
        reply,
        422,
        invalid(`${['', ...(issue?.path ?? [])].join('/')}: ${issue?.message ?? 'invalid'}`),
      );
    }
    const body = parsed.data.data;
    const quotation = store.findQuotation(body.quotationId);
    if (!quotation) {
      return refuse(reply, 422, {
        id: 'ERR_INVALID_QUOTATION_ID',
        message: 'Quotation not found.',
        detail: '/data/quotationId',
      });
    }
    if (Date.parse(quotation.expiresAt) < now()) {
      return refuse(reply, 422, {
        id: 'ERR_QUOTATION_EXPIRED',
        message: 'The quotation has expired; get a new one.',
        detail: '/data/quotationId',
      });
    }
    const [pickup, ...dropoffs] = quotation.stops;
    if (!pickup || body.sender.stopId !== pickup.stopId) {
      return refuse(reply, 422, invalid('/data/sender/stopId: must be the first stop'));
    }
    const named = body.recipients.map((r) => r.stopId);
    if (
      named.length !== dropoffs.length ||
      new Set(named).size !== named.length ||
      !dropoffs.every((stop) => named.includes(stop.stopId))
    ) {
      return refuse(
        reply,
        422,
        invalid('/data/recipients: one recipient for each drop-off stop of the quotation'),
      );
    }
    const phones: [string, string][] = [
      ['/data/sender/phone', body.sender.phone],
      ...body.recipients.map((r, i): [string, string] => [`/data/recipients/${i}/phone`, r.phone]),
    ];
    const badPhone = phones.find(([, value]) => !phone.safeParse(value).success);
    if (badPhone) {
      return refuse(reply, 422, {
        id: 'ERR_INVALID_PHONE_NUMBER',
        message: 'Phone numbers must be in E.164 format, e.g. +639171234567.',
        detail: badPhone[0],
      });
    }
    const orderId = lalamoveId();
    const contacts = new Map(body.recipients.map((r) => [r.stopId, r]));
    const order: SimOrder = {
      orderId,
      quotationId: quotation.quotationId,
      status: 'ASSIGNING_DRIVER',
      driverId: '',
      shareLink: `${simBaseUrl}/share/${orderId}`,
      createdAt: new Date(now()).toISOString(),
      scheduleAt: quotation.scheduleAt,
      waitMinutes: Math.max(0, Math.ceil((Date.parse(quotation.scheduleAt) - now()) / 60_000)),
      ageMinutes: 0,
      priceBreakdown: quotation.priceBreakdown,
      distance: quotation.distance,
      stops: quotation.stops.map((stop, i) => {
        const who = i === 0 ? body.sender : contacts.get(stop.stopId);
        const remarks = i === 0 ? undefined : contacts.get(stop.stopId)?.remarks;
        return {
          ...stop,
          name: who?.name ?? '',
          phone: who?.phone ?? '',
          ...(remarks ? { remarks } : {}),
        };
      }),
      isPODEnabled: body.isPODEnabled ?? false,
      metadata: body.metadata ?? {},
    };
    store.saveOrder(order);
    return reply.status(201).send({ data: orderView(order) });
  });

  api.get<{ Params: { orderId: string } }>('/v3/orders/:orderId', async (request, reply) => {
    const order = store.findOrder(request.params.orderId);
    if (!order) return refuse(reply, 404, notFound);
    return { data: orderView(order) };
  });

  api.get<{ Params: { orderId: string; driverId: string } }>(
    '/v3/orders/:orderId/drivers/:driverId',
    async (request, reply) => {
      const order = store.findOrder(request.params.orderId);
      if (!order) return refuse(reply, 404, notFound);
      const driver =
        order.driverId === request.params.driverId ? store.findDriver(order.driverId) : undefined;
      if (!driver) {
        return refuse(reply, 404, {
          id: 'ERR_DRIVER_NOT_FOUND',
          message: 'This driver is not assigned to this order.',
          detail: '/driverId',
        });
      }
      return {
        data: {
          driverId: driver.driverId,
          name: driver.name,
          phone: driver.phone,
          plateNumber: driver.plateNumber,
          photo: driver.photo,
          coordinates: { ...driver.coordinates, updatedAt: new Date(now()).toISOString() },
        },
      };
    },
  );

  api.delete<{ Params: { orderId: string } }>('/v3/orders/:orderId', async (request, reply) => {
    const order = store.findOrder(request.params.orderId);
    if (!order) return refuse(reply, 404, notFound);
    if (RANK[order.status] >= 2) {
      return refuse(reply, 422, {
        id: 'ERR_CANCELLATION_FORBIDDEN',
        message: `An order ${order.status} can no longer be cancelled.`,
        detail: '/orderId',
      });
    }
    clock.setStatus(order, 'CANCELED');
    return reply.status(204).send();
  });
}

const advanceBody = z.object({ minutes: z.number().positive().max(MAX_ADVANCE_MIN) });
const statusBody = z.object({ status: z.enum(STATUSES as [SimOrderStatus, ...SimOrderStatus[]]) });

/**
 * The simulator's own controls (no key needed): `GET /orders` lists every booking (with its
 * metadata); `POST /clock/advance {minutes}` moves every open
 * order along; `POST /orders/:id/status {status}` forces a status forward (CANCELED, REJECTED,
 * EXPIRED, or any later step); `GET /share/:id` is the order's share link page.
 */
export function registerOrderControls(
  sim: FastifyInstance,
  deps: { store: LalamoveSimStore; clock: OrderClock },
): void {
  const { store, clock } = deps;
  // every booking, as the courier's own dashboard lists them (and tests count them)
  sim.get('/orders', async () => ({ orders: store.orders().map(orderView) }));
  sim.post('/clock/advance', async (request, reply) => {
    const body = advanceBody.safeParse(request.body);
    if (!body.success) {
      return reply
        .status(400)
        .send({ error: `minutes must be a number from 0 to ${MAX_ADVANCE_MIN}` });
    }
    const moved = clock.advance(body.data.minutes);
    return {
      advancedMinutes: body.data.minutes,
      moved: moved.map((order) => ({ orderId: order.orderId, status: order.status })),
    };
  });

  sim.post<{ Params: { orderId: string } }>('/orders/:orderId/status', async (request, reply) => {
    const order = store.findOrder(request.params.orderId);
    if (!order) return reply.status(404).send({ error: 'no such order' });
    const body = statusBody.safeParse(request.body);
    if (!body.success) {
      return reply.status(400).send({ error: `status must be one of ${STATUSES.join(', ')}` });
    }
    const to = body.data.status;
    if (isEnded(order.status) || RANK[to] <= RANK[order.status]) {
      return reply
        .status(409)
        .send({ error: `an order ${order.status} cannot become ${to}`, status: order.status });
    }
    // the clock goes on from the step forced
    const step = STEPS.find((s) => s.status === to);
    if (step) order.ageMinutes = Math.max(order.ageMinutes, order.waitMinutes + step.at);
    clock.setStatus(order, to);
    return { orderId: order.orderId, status: order.status, driverId: order.driverId || null };
  });

  sim.get<{ Params: { orderId: string } }>('/share/:orderId', async (request, reply) => {
    const order = store.findOrder(request.params.orderId);
    if (!order) return reply.status(404).send({ error: 'no such order' });
    const driver = order.driverId ? store.findDriver(order.driverId) : undefined;
    const text = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const html = `<!doctype html><meta charset="utf-8"><title>Lalamove order ${text(order.orderId)}</title><h1>Order ${text(order.orderId)}</h1><p>Status: <strong>${text(order.status)}</strong></p>${driver ? `<p>Driver: ${text(driver.name)} (${text(driver.plateNumber)})</p>` : ''}<ol>${order.stops.map((s) => `<li>${text(s.address)}</li>`).join('')}</ol>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
