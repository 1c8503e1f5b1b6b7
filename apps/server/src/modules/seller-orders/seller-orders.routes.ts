import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  amountDueView,
  checkoutChefView,
  chefCompletedQuery,
  chefOrderParams,
  chefOrdersQuery,
  chefOrderView,
  confirmOrderBody,
  courierInfoView,
  deliveryListBody,
  deliveryListEntry,
  finishOrderBody,
  groupBody,
  groupParams,
  groupQuoteView,
  monthlyRevenueView,
  orderParams,
  recreateBody,
  rejectOrderBody,
} from '@lutong/shared';
import { requestLocale } from '../../lib/i18n.js';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.js';
import type { SellerOrdersService } from './seller-orders.service.js';

// product §9: the chef's /orders calls (chef role only: a buyer gets 403, another chef's order
// 404), and the buyer's tracking calls (product §9 /orders/deliveryInfo/{id}, our /orders/track/{id}).

const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });
const reply = <T>(data: T) => ({ status: 'success' as const, data });
const tags = ['seller orders'];
const chefOnly = requireRole('chef');
const ordersList = success(z.object({ orders: z.array(chefOrderView) }));

export function registerSellerOrdersRoutes(
  fastify: FastifyInstance,
  deps: { sellerOrders: SellerOrdersService },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sellerOrders: service } = deps;

  app.get('/api/v1/orders/due', {
    schema: {
      summary: 'What the seller owes the platform (amount due)',
      tags,
      response: { 200: success(amountDueView) },
    },
    onRequest: chefOnly,
    handler: async (request) => reply(await service.amountDue(currentUser(request))),
  });

  app.get('/api/v1/orders/monthlyRevenue', {
    schema: {
      summary: "The seller's revenue month by month",
      tags,
      response: { 200: success(monthlyRevenueView) },
    },
    onRequest: chefOnly,
    handler: async (request) => reply(await service.monthlyRevenue(currentUser(request))),
  });

  app.get('/api/v1/orders/orderCount', {
    schema: {
      summary: "The number of the seller's orders",
      tags,
      response: { 200: success(z.number().int()) },
    },
    onRequest: chefOnly,
    handler: async (request) => reply(await service.orderCount(currentUser(request))),
  });

  app.get('/api/v1/orders/chefOrders', {
    schema: {
      summary: "The seller's open orders, by day and time",
      tags,
      querystring: chefOrdersQuery,
      response: { 200: ordersList },
    },
    onRequest: chefOnly,
    handler: async (request) => {
      const { selectedTime, deliveryDate, sort } = request.query;
      return reply(
        await service.pending(currentUser(request), { selectedTime, deliveryDate }, sort),
      );
    },
  });

  app.get('/api/v1/orders/chefOrdersCompleted', {
    schema: {
      summary: "The seller's finished orders",
      tags,
      querystring: chefCompletedQuery,
      response: { 200: ordersList },
    },
    onRequest: chefOnly,
    handler: async (request) => reply(await service.checkout(currentUser(request), request.query)),
  });

  app.patch('/api/v1/orders/chefOrders/:orderId', {
    schema: {
      summary: 'Mark an order finished (ready or handed over)',
      tags,
      params: chefOrderParams,
      body: finishOrderBody,
      response: { 200: success(z.object({ order: chefOrderView })) },
    },
    onRequest: chefOnly,
    handler: async (request) =>
      reply({ order: await service.finish(currentUser(request), request.params.orderId) }),
  });

  app.patch('/api/v1/orders/confirm', {
    schema: {
      summary: 'Confirm an order (seller)',
      tags,
      body: confirmOrderBody,
      response: { 200: success(z.object({ order: chefOrderView })) },
    },
    onRequest: chefOnly,
    handler: async (request) =>
      reply({ order: await service.confirm(currentUser(request), request.body.order) }),
  });

  app.patch('/api/v1/orders/reject', {
    schema: {
      summary: 'Reject an order with a reason (seller)',
      tags,
      body: rejectOrderBody,
      response: { 200: success(z.object({ order: chefOrderView })) },
    },
    onRequest: chefOnly,
    handler: async (request) =>
      reply({
        order: await service.reject(currentUser(request), request.body.order, request.body.remarks),
      }),
  });

  app.post('/api/v1/orders/deliveryList', {
    schema: {
      summary: 'Courier quotes for a list of orders (seller)',
      tags,
      body: deliveryListBody,
      response: { 200: success(z.array(deliveryListEntry)) },
    },
    onRequest: chefOnly,
    handler: async (request) =>
      reply(await service.deliveryList(currentUser(request), request.body.order_list)),
  });

  app.get('/api/v1/orders/delivery/group/:firstOrderId/:secondOrderId', {
    schema: {
      summary: 'A courier quote for two orders delivered together',
      tags,
      params: groupParams,
      response: { 200: success(groupQuoteView) },
    },
    onRequest: chefOnly,
    handler: async (request) => {
      const { firstOrderId, secondOrderId } = request.params;
      return reply(await service.groupQuote(currentUser(request), firstOrderId, secondOrderId));
    },
  });

  app.patch('/api/v1/orders/delivery/group/:firstOrderId/:secondOrderId', {
    schema: {
      summary: 'Deliver two orders together with one courier',
      tags,
      params: groupParams,
      body: groupBody,
      response: { 200: success(z.object({ orders: z.array(chefOrderView) })) },
    },
    onRequest: chefOnly,
    handler: async (request) => {
      const { firstOrderId, secondOrderId } = request.params;
      return reply({
        orders: await service.group(currentUser(request), firstOrderId, secondOrderId),
      });
    },
  });

  app.post('/api/v1/orders/recreateOrder/:orderId', {
    schema: {
      summary: 'Book a courier again for an order whose delivery failed',
      tags,
      params: chefOrderParams,
      body: recreateBody,
      response: { 200: success(chefOrderView) },
    },
    onRequest: chefOnly,
    handler: async (request) =>
      reply(
        await service.recreate(
          currentUser(request),
          request.params.orderId,
          request.body.deliveryId,
        ),
      ),
  });

  app.get('/api/v1/orders/deliveryInfo/:id', {
    schema: {
      summary: "An order's courier: name, phone, vehicle",
      tags,
      params: orderParams,
      response: { 200: success(courierInfoView.nullable()) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply(await service.deliveryInfo(currentUser(request), request.params.id)),
  });

  app.get('/api/v1/orders/track/:id', {
    schema: {
      summary: "Track an order: its state and the courier's",
      tags,
      params: orderParams,
      response: {
        200: success(
          z.object({
            order: chefOrderView,
            chef: checkoutChefView,
            tracking: z.object({
              state: z.string(),
              statusText: z.string(),
              maxDeliveryHour: z.number().int().nullable(),
              window: z.string(),
              /** issue 18: a confirmed, paid pickup order's kitchen address (its buyer only) */
              pickup: z.object({ address: z.string(), phone: z.string().nullable() }).nullable(),
              serviceFee: z.number().int(),
              paymentMethod: z.string().nullable(),
              total: z.number().int(),
              refund: z
                .object({ amount: z.number(), status: z.string(), text: z.string() })
                .nullable(),
            }),
          }),
        ),
      },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply(await service.track(currentUser(request), request.params.id, requestLocale(request))),
  });
}
