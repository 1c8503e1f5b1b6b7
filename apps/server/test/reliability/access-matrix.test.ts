import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../harness.js';
import { createDish } from '../factories.js';
import { movableClock, signedInAs, WEDNESDAY_10AM } from '../orders-kit.js';
import { newChef, placedOrder } from '../seller-kit.js';
import { buyerClient, staffClient } from '../seller-side-kit.js';
import { vanityRoutes, applications, payouts } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { recordFigures } from '../../../../test-support/reliability-figures.js';

// Issue 9 §4: every route of the API, called as a guest, another buyer, another chef and staff.
// The route list comes from the app itself, so a new route without a rule here fails the suite.

type Scope =
  | 'public' // anyone
  | 'user' // signed in
  | 'chef' // role chef
  | 'staff' // role admin
  | 'buyerOrder' // an order of buyer A: another buyer gets 404
  | 'chefOrder' // an order of chef A: another chef gets 404, a buyer 403
  | 'chefDish' // a dish of chef A: another chef gets 404, a buyer 403
  | 'orderParty' // the buyer's or the chef's order: anyone else gets 404
  | 'userDish' // a dish of the signed-in chef (any role may ask): anyone else gets 404
  | 'chefPayout' // a payout of chef A (issue 19): another chef gets 404, a buyer 403, staff may
  | 'provider' // a provider's webhook, verified by its signature (its own tests)
  | 'stream'; // signed in, never ends: a guest gets 401 here, the streams' own tests do the rest

const policy: Record<string, Scope> = {
  'POST /api/v1/users/signup': 'public',
  'POST /api/v1/users/login': 'public',
  'POST /api/v1/users/googleSignIn': 'public',
  'POST /api/v1/users/googleLink': 'public',
  'POST /api/v1/users/verify-email': 'public',
  'POST /api/v1/users/verify-email/resend': 'user',
  'GET /api/v1/users/loggedin': 'public',
  'GET /api/v1/users/logout': 'public',
  'POST /api/v1/users/logout': 'public',
  'POST /api/v1/users/forgotPassword': 'public',
  'PATCH /api/v1/users/resetPassword/:tokenId': 'public',
  'PATCH /api/v1/users/me': 'user',
  'PATCH /api/v1/users/updateToday': 'chef',
  'PUT /api/v1/users/language': 'public',
  'GET /api/v1/users/application': 'user',
  'GET /api/v1/users/getChefs': 'public',
  'POST /api/v1/users/getChefs': 'public',
  'GET /api/v1/users/menu/:chefId': 'public',
  'GET /api/v1/users/distance/:userId': 'user',
  'GET /api/v1/vanity/:word': 'public',
  // decision 048: a buyer's favourite sellers, and the e-mail's unsubscribe link (token only)
  'GET /api/v1/favourites': 'user',
  'PUT /api/v1/favourites/:sellerId': 'user',
  'DELETE /api/v1/favourites/:sellerId': 'user',
  'POST /api/v1/favourites/unsubscribe': 'public',
  'GET /api/v1/dishes/search': 'public',
  'GET /api/v1/config': 'public',
  'GET /api/v1/geo/autocomplete': 'public',
  'GET /api/v1/geo/place/:placeId': 'public',
  'GET /api/v1/geo/geocode': 'public',
  'GET /api/v1/geo/reverse': 'public',
  'POST /api/v1/dishes': 'chef',
  'PATCH /api/v1/dishes/:id': 'chefDish',
  'DELETE /api/v1/dishes/:id': 'chefDish',
  'POST /api/v1/images/dish': 'chef',
  'POST /api/v1/images/profile': 'chef',
  'POST /api/v1/images/brand': 'chef',
  'POST /api/v1/orders': 'user',
  'GET /api/v1/orders/me': 'user',
  'GET /api/v1/orders/userchef': 'user',
  'POST /api/v1/orders/getDishList': 'user',
  'POST /api/v1/orders/confirmStock': 'user',
  'GET /api/v1/orders/awaitingConfirmation': 'user',
  'DELETE /api/v1/orders/awaitingConfirmation': 'user',
  'GET /api/v1/orders/:id': 'buyerOrder',
  'PATCH /api/v1/orders/:id': 'buyerOrder',
  'DELETE /api/v1/orders/:id': 'buyerOrder',
  'PATCH /api/v1/orders/quantity/:id': 'buyerOrder',
  'GET /api/v1/orders/track/:id': 'buyerOrder',
  'POST /api/v1/orders/paymentIntentTest': 'user',
  'GET /api/v1/orders/paymentStatus/:orderId': 'buyerOrder',
  'GET /api/v1/orders/paymentReturn/:orderId': 'buyerOrder',
  'GET /api/v1/orders/ratingPopup': 'user',
  'POST /api/v1/orders/ratingPopup': 'user',
  'GET /api/v1/orders/delivery/:id': 'buyerOrder',
  // issue 19: the buyer's history, checkout quote, receipt and order again
  'GET /api/v1/orders/history': 'user',
  'GET /api/v1/orders/quote/:id': 'buyerOrder',
  'GET /api/v1/orders/receipt/:id': 'buyerOrder',
  'POST /api/v1/orders/reorder/:id': 'buyerOrder',
  'GET /api/v1/orders/chefOrders': 'chef',
  'GET /api/v1/orders/chefOrdersCompleted': 'chef',
  'PATCH /api/v1/orders/chefOrders/:orderId': 'chefOrder',
  'PATCH /api/v1/orders/confirm': 'chef',
  'PATCH /api/v1/orders/reject': 'chef',
  'POST /api/v1/orders/deliveryList': 'chef',
  'GET /api/v1/orders/delivery/group/:firstOrderId/:secondOrderId': 'chefOrder',
  'PATCH /api/v1/orders/delivery/group/:firstOrderId/:secondOrderId': 'chefOrder',
  'POST /api/v1/orders/recreateOrder/:orderId': 'chefOrder',
  'GET /api/v1/orders/deliveryInfo/:id': 'orderParty',
  'GET /api/v1/orders/due': 'chef',
  'GET /api/v1/orders/monthlyRevenue': 'chef',
  'GET /api/v1/orders/orderCount': 'chef',
  'GET /api/v1/analytics/dishRatingsAll': 'user',
  'GET /api/v1/analytics/dishRatingsMonthly': 'user',
  'GET /api/v1/analytics/dishRatings/:dishId': 'userDish',
  'GET /api/v1/analytics/overallRatings': 'user',
  'GET /api/v1/admin/applications': 'staff',
  'PATCH /api/v1/admin/applications/:id/approve': 'staff',
  'PATCH /api/v1/admin/applications/:id/decline': 'staff',
  'GET /api/v1/admin/sellers': 'staff',
  'PATCH /api/v1/admin/sellers/:id': 'staff',
  'GET /api/v1/admin/vanity': 'staff',
  'POST /api/v1/admin/vanity': 'staff',
  'DELETE /api/v1/admin/vanity/:word': 'staff',
  'GET /api/v1/admin/orders/:id': 'staff',
  'POST /api/v1/admin/orders/:id/refund': 'staff',
  // issue 19: failed refunds until staff resolve them
  'GET /api/v1/admin/refunds/failed': 'staff',
  'POST /api/v1/admin/refunds/:id/resolve': 'staff',
  'GET /api/v1/payouts/details': 'chef',
  'PUT /api/v1/payouts/details': 'chef',
  'GET /api/v1/payouts': 'chef',
  'GET /api/v1/payouts/:id': 'chefPayout',
  'GET /api/v1/payouts/:id/statement.csv': 'chefPayout',
  'GET /api/v1/admin/payouts': 'staff',
  'POST /api/v1/admin/payouts/:id/sent': 'staff',
  'GET /api/v1/admin/chefs/:id/payouts': 'staff',
  // decision 047: web push (another user's subscription is a 404: push.test.ts)
  'GET /api/v1/push/key': 'public',
  'POST /api/v1/push/subscriptions': 'user',
  'DELETE /api/v1/push/subscriptions': 'user',
  'POST /api/v1/orders/webhook/source': 'provider',
  'POST /api/v1/orders/webhook/lalamove': 'provider',
  // decision 045: the signed-in user's live events (live-events.test.ts reads the streams)
  'GET /api/v1/events': 'stream',
};

const time = movableClock(WEDNESDAY_10AM);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());

const apiRoutes = () =>
  t.app.routeTable
    .filter((r) => r.url.startsWith('/api/v1/') && r.url !== '/api/v1/*')
    .map((r) => `${r.method} ${r.url}`);

describe('access-control matrix (issue 9 §4)', () => {
  it('has a rule for every route the app serves, and none for a route that is gone', () => {
    const served = [...new Set(apiRoutes())].sort();
    expect(served.filter((r) => !(r in policy))).toEqual([]);
    expect(Object.keys(policy).filter((r) => !served.includes(r))).toEqual([]);
  });

  it('answers every route as its rule says to a guest, another buyer, another chef and staff', async () => {
    const db = t.database.db;
    const chefA = await newChef(t);
    const { order, client: ownerClient } = await placedOrder(t, time.clock(), chefA, {
      mode: 'pickup',
    });
    const second = await placedOrder(t, time.clock(), chefA, { mode: 'pickup' });
    const dish = await createDish(db, chefA.id);
    const applicant = await buyerClient(t);
    const applicationId = newId();
    await db.insert(applications).values({
      id: applicationId,
      userId: applicant.buyer.id,
      payload: { name: 'x', location: null },
    });
    await db.insert(vanityRoutes).values({ word: 'matrixword', chefId: chefA.id });
    const payoutId = newId();
    await db.insert(payouts).values({
      id: payoutId,
      chefId: chefA.id,
      weekStart: '2026-01-05',
      gross: 0,
      commission: 0,
      net: 0,
    });

    const guest = t.client();
    const buyerB = (await buyerClient(t)).client;
    const chefB = await signedInAs(t, (await newChef(t)).id, time.clock());
    const staff = (await staffClient(t)).client;
    const chefAClient = await signedInAs(t, chefA.id, time.clock());

    const fill = (url: string) =>
      url
        .replace(':firstOrderId', order.id)
        .replace(':secondOrderId', second.order.id)
        .replace(':orderId', order.id)
        .replace(':chefId', chefA.id)
        .replace(':userId', chefA.id)
        .replace(':sellerId', chefA.id)
        .replace(':dishId', dish.id)
        .replace(':word', 'matrixword')
        .replace(':tokenId', 'x'.repeat(40))
        .replace(':placeId', 'nowhere')
        .replace(
          ':id',
          url.startsWith('/api/v1/dishes')
            ? dish.id
            : url.includes('/applications/')
              ? applicationId
              : url.startsWith('/api/v1/admin/sellers') || url.startsWith('/api/v1/admin/chefs')
                ? chefA.id
                : url.includes('/payouts/')
                  ? payoutId
                  : order.id,
        );
    // valid bodies, so that the ownership check answers rather than the validation
    const bodies: Record<string, unknown> = {
      'PATCH /api/v1/dishes/:id': { dish: { name: 'Not yours' } },
      'PATCH /api/v1/orders/:id': { deliveryMode: 'pickup', name: 'X', phone: '9171234567' },
      'PATCH /api/v1/orders/quantity/:id': { dishId: dish.id, quantity: 1 },
      'POST /api/v1/favourites/unsubscribe': { token: 'x'.repeat(43) },
      'PATCH /api/v1/orders/delivery/group/:firstOrderId/:secondOrderId': { group: true, total: 0 },
    };
    // and valid queries
    const queries: Record<string, string> = {
      'GET /api/v1/orders/quote/:id': '?deliveryMode=pickup',
    };
    const call = async (client: TestClient, route: string) => {
      const [method, url] = route.split(' ') as ['GET', string];
      const body = method === 'GET' || method === 'DELETE' ? {} : { body: bodies[route] ?? {} };
      // as a browser on our own pages asks (GET /users/logout wants that proof, issue 20)
      const headers = { 'sec-fetch-site': 'same-origin' };
      return (
        await client.request(method, fill(url) + (queries[route] ?? ''), { ...body, headers })
      ).status;
    };

    const failures: string[] = [];
    const expectStatus = (route: string, who: string, got: number, ok: (s: number) => boolean) => {
      if (!ok(got)) failures.push(`${route} as ${who}: ${got}`);
    };
    const allowed = (s: number) => s !== 401 && s !== 403 && s < 500;
    let calls = 0;
    for (const route of Object.keys(policy)) {
      const scope = policy[route];
      if (scope === 'provider') continue;
      const as = async (client: TestClient) => {
        calls += 1;
        return call(client, route);
      };
      const g = await as(guest);
      if (scope === 'public') {
        expectStatus(route, 'guest', g, allowed);
        continue;
      }
      expectStatus(route, 'guest', g, (s) => s === 401);
      if (scope === 'stream') continue;
      const b = await as(buyerB);
      const c = await as(chefB);
      const s = await as(staff);
      switch (scope) {
        case 'user':
          expectStatus(route, 'buyer', b, allowed);
          break;
        case 'chef':
          expectStatus(route, 'buyer', b, (x) => x === 403);
          expectStatus(route, 'chef', c, allowed);
          expectStatus(route, 'staff', s, (x) => x === 403);
          break;
        case 'staff':
          expectStatus(route, 'buyer', b, (x) => x === 403);
          expectStatus(route, 'chef', c, (x) => x === 403);
          expectStatus(route, 'staff', s, allowed);
          break;
        case 'buyerOrder':
          expectStatus(route, 'another buyer', b, (x) => x === 404);
          expectStatus(route, 'a chef', c, (x) => x === 404);
          break;
        case 'orderParty':
        case 'userDish':
          expectStatus(route, 'another buyer', b, (x) => x === 404);
          expectStatus(route, 'another chef', c, (x) => x === 404);
          expectStatus(route, 'staff', s, (x) => x === 404);
          break;
        case 'chefPayout':
          expectStatus(route, 'a buyer', b, (x) => x === 403);
          expectStatus(route, 'another chef', c, (x) => x === 404);
          expectStatus(route, 'staff', s, allowed);
          break;
        case 'chefOrder':
        case 'chefDish':
          expectStatus(route, 'a buyer', b, (x) => x === 403);
          expectStatus(route, 'another chef', c, (x) => x === 404);
          break;
        default:
          break;
      }
    }
    // the owners themselves are let through (reads only: a write would change the fixture)
    expect(await call(ownerClient, `GET /api/v1/orders/${order.id}`)).toBe(200);
    expect(await call(chefAClient, `GET /api/v1/analytics/dishRatings/${dish.id}`)).toBe(200);
    expect(await call(chefAClient, `GET /api/v1/payouts/${payoutId}`)).toBe(200);
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(200);
    const scopes = Object.values(policy);
    recordFigures('4-access-matrix', 'Access control matrix', 'matrix', [
      ['API routes in the route table, each with a rule', Object.keys(policy).length],
      [
        'routes scoped to an order, a dish or a user (ownership checked)',
        scopes.filter((s) =>
          ['buyerOrder', 'orderParty', 'userDish', 'chefOrder', 'chefDish'].includes(s),
        ).length,
      ],
      [
        'chef-only / staff-only routes',
        `${scopes.filter((s) => s === 'chef').length} / ${scopes.filter((s) => s === 'staff').length}`,
      ],
      ['calls made as guest, another buyer, another chef and staff', calls],
      ['unexpected answers', failures.length],
      ['ids in URLs', 'UUIDv7 (random, not counters)'],
    ]);
    // ids in URLs are random UUIDv7, never counters
    for (const id of [order.id, dish.id, chefA.id, applicationId]) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
