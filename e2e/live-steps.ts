import { expect } from 'vitest';
import type { MenuChef, PublicUser } from '@lutong/shared';
import { startEmbeddedPostgres } from '../apps/server/test/embedded-postgres.js';
import { startProductServer, type ProductServer } from './product-server.js';
import { addToCartAt, callAt, findChoice, plain, slotHoursOf, type Account } from './shop-steps.js';
import { demo, uniqueEmail } from './support.js';

// Decision 045, browser side: two product processes on one PostgreSQL database (the chef on one,
// the buyer on the other), and the API calls of the journey made against either of them.

export type TwoProcesses = { a: string; b: string; stop: () => Promise<void> };

/** An embedded PostgreSQL and two built servers on it; only the first seeds the demo data. */
export async function startTwoProcesses(): Promise<TwoProcesses> {
  const postgres = await startEmbeddedPostgres();
  const servers: ProductServer[] = [];
  const stop = async () => {
    for (const server of servers.reverse()) await server.stop();
    await postgres.stop();
  };
  try {
    servers.push(await startProductServer({ DATABASE_URL: postgres.url }, 'lb-live-a-'));
    servers.push(
      await startProductServer({ DATABASE_URL: postgres.url, SEED_DEMO: 'false' }, 'lb-live-b-'),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { a: servers[0]?.baseUrl ?? '', b: servers[1]?.baseUrl ?? '', stop };
}

const cookiesOf = (res: Response) =>
  res.headers.getSetCookie().map((c) => {
    const [pair = ''] = c.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });

/** The demo chef signed in on `base`, with the dashboard tour already done. */
export async function demoChefAt(base: string): Promise<Account & { user: PublicUser }> {
  const res = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demo.chef),
  });
  expect(res.status).toBe(200);
  const { user } = ((await res.json()) as { data: { user: PublicUser } }).data;
  const chef = { ...demo.chef, cookies: cookiesOf(res), user };
  expect((await callAt(base, chef, 'PATCH', '/users/me', { guides: [false, false] })).status).toBe(
    200,
  );
  return chef;
}

/** A new buyer signed up on `base`, with a name and phone. */
export async function buyerAt(base: string): Promise<Account> {
  const email = uniqueEmail('live');
  const password = 'kare-kare-2026';
  const res = await fetch(`${base}/api/v1/users/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, passwordConfirm: password }),
  });
  expect(res.ok).toBe(true);
  const buyer = { email, password, cookies: cookiesOf(res) };
  const named = await callAt(base, buyer, 'PATCH', '/users/me', {
    name: 'Bea Santos',
    phone: '9171234567',
  });
  expect(named.status).toBe(200);
  return buyer;
}

/** A cart with one of the chef's dishes, on `base`: the order to check out. */
export async function cartAt(base: string, buyer: Account, chefId: string) {
  const menu = await callAt<{ user: MenuChef }>(base, null, 'GET', `/users/menu/${chefId}`);
  const choice = findChoice([menu.data.user], plain);
  const added = await addToCartAt(base, buyer, choice);
  const [hour] = slotHoursOf(choice.chef, choice.day);
  return { order: added.data.order, hour: hour ?? 12 };
}
