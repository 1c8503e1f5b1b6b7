import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelAwaitingBody,
  cartAddBody,
  checkoutBody,
  checkoutChefView,
  confirmStockBody,
  deliveryQuoteQuery,
  dishListBody,
  historyPageView,
  historyQuery,
  orderParams,
  orderQuoteQuery,
  orderQuoteView,
  orderView,
  quantityBody,
  receiptView,
  removedOrderView,
  reorderView,
  userChefQuery,
} from '@lutong/shared';
import { currentUser, requireUser } from '../../plugins/auth.js';
import type { OrdersService } from './orders.service.js';

// product §9 /orders calls, as decision 007's table words them. Every call needs a signed-in
// buyer (checked on request, before the body, so a signed-out call is always a 401); the service
// answers 404 for another buyer's order.

const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });
const reply = <T>(data: T) => ({ status: 'success' as const, data });
const tags = ['orders'];

export function registerOrdersRoutes(
  fastify: FastifyInstance,
  deps: { orders: OrdersService; limits: { ordersPerAccount: number; windowMs: number } },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orders } = deps;
  // issue 9 §6: order creation and checkout per account (per address for a guest's 401s)
  const perAccount = {
    rateLimit: {
      max: deps.limits.ordersPerAccount,
      timeWindow: deps.limits.windowMs,
      keyGenerator: (request: FastifyRequest) => `orders:${request.user?.id ?? request.ip}`,
    },
  };

  app.post('/api/v1/orders', {
    schema: {
      summary: "Add a dish to the cart (the day's cart order with its seller)",
      tags,
      body: cartAddBody,
      response: { 200: success(z.object({ order: orderView, weeklyQuantity: z.number() })) },
    },
    onRequest: requireUser,
    config: perAccount,
    handler: async (request) => reply(await orders.addToCart(currentUser(request), request.body)),
  });

  app.post('/api/v1/orders/getDishList', {
    schema: {
      summary: "The buyer's cart order with a seller for a day",
      tags,
      body: dishListBody,
      response: { 200: success(z.object({ order: orderView.nullable() })) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply({ order: await orders.cartForDay(currentUser(request), request.body) }),
  });

  app.get('/api/v1/orders/userchef', {
    schema: {
      summary: "The buyer's cart orders with one seller",
      tags,
      querystring: userChefQuery,
      response: { 200: success(z.object({ orders: z.array(orderView) })) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply({ orders: await orders.cartsWithChef(currentUser(request), request.query.chef) }),
  });

  // product §9: status 'deleted' when the last line went, otherwise data.data is the order.
  app.patch('/api/v1/orders/quantity/:id', {
    schema: {
      summary: 'Change the quantity of a cart line (0 removes it)',
      tags,
      params: orderParams,
      body: quantityBody,
      response: {
        200: z.union([
          z.object({ status: z.literal('deleted') }),
          success(z.object({ data: orderView })),
        ]),
      },
    },
    onRequest: requireUser,
    handler: async (request) => {
      const buyer = currentUser(request);
      const result = await orders.setQuantity(buyer, request.params.id, request.body);
      if (result.deleted) return { status: 'deleted' as const };
      return reply({ data: result.order });
    },
  });

  app.get('/api/v1/orders/me', {
    schema: {
      summary: "The buyer's cart orders",
      tags,
      response: {
        200: success(z.object({ orders: z.array(orderView), removed: z.array(removedOrderView) })),
      },
    },
    onRequest: requireUser,
    handler: async (request) => reply(await orders.myCartOrders(currentUser(request))),
  });

  app.get('/api/v1/orders/awaitingConfirmation', {
    schema: {
      summary: "The buyer's orders awaiting the seller's confirmation",
      tags,
      response: { 200: success(z.array(orderView)) },
    },
    onRequest: requireUser,
    handler: async (request) => reply(await orders.awaitingConfirmation(currentUser(request))),
  });

  app.delete('/api/v1/orders/awaitingConfirmation', {
    schema: {
      summary: 'Cancel an order awaiting confirmation',
      tags,
      body: cancelAwaitingBody,
      response: { 200: success(z.object({ order: orderView })) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply({ order: await orders.cancelAwaiting(currentUser(request), request.body.order) }),
  });

  app.post('/api/v1/orders/confirmStock', {
    schema: {
      summary: "Check a cart order's stock before checkout",
      tags,
      body: confirmStockBody,
      response: { 200: success(z.object({ order: orderView })) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply({ order: await orders.confirmStock(currentUser(request), request.body.order) }),
  });

  app.get('/api/v1/orders/delivery/:id', {
    schema: {
      summary: 'The delivery fee to an address for an order',
      tags,
      params: orderParams,
      querystring: deliveryQuoteQuery,
      response: { 200: success(z.number().int()) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply(await orders.deliveryFee(currentUser(request), request.params.id, request.query)),
  });

  // issue 19 (decision 024): the checkout's quote, the buyer's history, receipts, order again
  app.get('/api/v1/orders/quote/:id', {
    schema: {
      summary: "The checkout's quote: food, delivery and total",
      tags,
      params: orderParams,
      querystring: orderQuoteQuery,
      response: { 200: success(orderQuoteView) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply(await orders.quote(currentUser(request), request.params.id, request.query)),
  });

  app.get('/api/v1/orders/history', {
    schema: {
      summary: "The buyer's order history, a page at a time",
      tags,
      querystring: historyQuery,
      response: { 200: success(historyPageView) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply(await orders.history(currentUser(request), request.query.page)),
  });

  app.get('/api/v1/orders/receipt/:id', {
    schema: {
      summary: "An order's receipt",
      tags,
      params: orderParams,
      response: { 200: success(receiptView) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply(await orders.receipt(currentUser(request), request.params.id)),
  });

  app.post('/api/v1/orders/reorder/:id', {
    schema: {
      summary: 'Order the same dishes again (a new cart order)',
      tags,
      params: orderParams,
      response: { 200: success(reorderView) },
    },
    onRequest: requireUser,
    config: perAccount,
    handler: async (request) =>
      reply(await orders.reorder(currentUser(request), request.params.id)),
  });

  app.get('/api/v1/orders/:id', {
    schema: {
      summary: 'An order for checkout',
      tags,
      params: orderParams,
      response: { 200: success(z.object({ order: orderView, chef: checkoutChefView })) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply(await orders.orderForCheckout(currentUser(request), request.params.id)),
  });

  app.patch('/api/v1/orders/:id', {
    schema: {
      summary: 'Check out: delivery or pickup, time, address and payment method',
      tags,
      params: orderParams,
      body: checkoutBody,
      response: { 200: success(z.object({ order: orderView })) },
    },
    onRequest: requireUser,
    config: perAccount,
    handler: async (request) =>
      reply({
        order: await orders.checkout(currentUser(request), request.params.id, request.body),
      }),
  });

  app.delete('/api/v1/orders/:id', {
    schema: {
      summary: 'Delete a cart order',
      tags,
      params: orderParams,
      response: { 200: success(z.object({ order: orderView })) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply({ order: await orders.deleteCart(currentUser(request), request.params.id) }),
  });
}
