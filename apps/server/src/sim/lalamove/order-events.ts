import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assignNewDriver, eventOrder } from './orders.js';
import { lalamoveId, type LalamoveSimStore, type SimOrder } from './store.js';
import type { LalamoveWebhooks } from './webhooks.js';

// The events Lalamove sends besides status changes, on demand (decision 026), with the payload
// shapes Lalamove documents for v3 webhooks:
// - ORDER_REPLACED: Lalamove replaced a booking by a new one (a new orderId for the same delivery):
//   `data: { order: {orderId (the new one), ..., status}, prevOrderId, updatedAt }`. The old order
//   answers CANCELED afterwards; the new one looks for a driver and goes on on the clock.
// - ORDER_EDITED: the booking's details were edited (stops, remarks, price):
//   `data: { order: {orderId, ..., priceBreakdown}, updatedAt }`.
// - DRIVER_ASSIGNED: another driver took the booking (`data: { driver, location, order, updatedAt }`).

const editBody = z.object({
  total: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .optional(),
  remarks: z.string().max(1000).optional(),
});

const isOpen = (order: SimOrder) => ['ASSIGNING_DRIVER', 'ON_GOING'].includes(order.status);

/**
 * `POST /orders/:id/replace` (answers the new order id), `POST /orders/:id/edit {total?, remarks?}`,
 * `POST /orders/:id/driver` (a new driver for an order on its way to the pickup).
 */
export function registerOrderEventControls(
  sim: FastifyInstance,
  deps: {
    store: LalamoveSimStore;
    webhooks: LalamoveWebhooks;
    simBaseUrl: string;
    market: string;
    now: () => number;
  },
): void {
  const { store, webhooks, simBaseUrl, market, now } = deps;
  const updatedAt = () => new Date(now()).toISOString();

  sim.post<{ Params: { orderId: string } }>('/orders/:orderId/replace', async (request, reply) => {
    const old = store.findOrder(request.params.orderId);
    if (!old) return reply.status(404).send({ error: 'no such order' });
    if (!isOpen(old)) {
      return reply.status(409).send({ error: `an order ${old.status} is not replaced` });
    }
    const orderId = lalamoveId();
    const replacement: SimOrder = {
      ...old,
      orderId,
      status: 'ASSIGNING_DRIVER',
      driverId: '',
      shareLink: `${simBaseUrl}/share/${orderId}`,
      createdAt: updatedAt(),
      stops: old.stops.map((stop) => ({ ...stop })),
      metadata: { ...old.metadata },
    };
    old.status = 'CANCELED';
    store.saveOrder(replacement);
    webhooks.emit('ORDER_REPLACED', {
      order: { ...eventOrder(replacement, market), status: replacement.status },
      prevOrderId: old.orderId,
      updatedAt: updatedAt(),
    });
    return { orderId, prevOrderId: old.orderId };
  });

  sim.post<{ Params: { orderId: string } }>('/orders/:orderId/edit', async (request, reply) => {
    const order = store.findOrder(request.params.orderId);
    if (!order) return reply.status(404).send({ error: 'no such order' });
    const body = editBody.safeParse(request.body ?? {});
    if (!body.success)
      return reply.status(400).send({ error: 'total (a decimal string), remarks' });
    if (!isOpen(order)) {
      return reply.status(409).send({ error: `an order ${order.status} cannot be edited` });
    }
    if (body.data.total) order.priceBreakdown = { ...order.priceBreakdown, total: body.data.total };
    const { remarks } = body.data;
    if (remarks !== undefined) {
      order.stops = order.stops.map((stop, i) => (i === 0 ? stop : { ...stop, remarks }));
    }
    webhooks.emit('ORDER_EDITED', {
      order: {
        ...eventOrder(order, market),
        status: order.status,
        priceBreakdown: order.priceBreakdown,
      },
      updatedAt: updatedAt(),
    });
    return { orderId: order.orderId, priceBreakdown: order.priceBreakdown };
  });

  sim.post<{ Params: { orderId: string } }>('/orders/:orderId/driver', async (request, reply) => {
    const order = store.findOrder(request.params.orderId);
    if (!order) return reply.status(404).send({ error: 'no such order' });
    if (order.status !== 'ON_GOING') {
      return reply.status(409).send({ error: 'only an order ON_GOING changes driver' });
    }
    assignNewDriver({ store, webhooks, simBaseUrl, now }, order);
    return { orderId: order.orderId, driverId: order.driverId };
  });
}
