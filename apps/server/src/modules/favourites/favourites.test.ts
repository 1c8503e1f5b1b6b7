// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAGE_SIZE, type PublicUser, type SellerCard } from '@lutong/shared';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { createChef } from '../../../test/factories.js';
import { createBuyer, movableClock, signedInAs } from '../../../test/orders-kit.js';
import { messagesTo } from '../../../test/seller-kit.js';

// Wednesday 7 January 2026, 10:00 in Manila
const clock = movableClock('2026-01-07T10:00:00+08:00');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
});
afterAll(async () => t.close());

type Favourites = { data: { favourites: string[] }; message?: string };
const put = (c: TestClient, id: string) => c.request<Favourites>('PUT', `/api/v1/favourites/${id}`);
const del = (c: TestClient, id: string) =>
  c.request<Favourites>('DELETE', `/api/v1/favourites/${id}`);

async function buyerClient(overrides: Partial<typeof users.$inferInsert> = {}) {
  const buyer = await createBuyer(t.database.db, overrides);
  return { buyer, client: await signedInAs(t, buyer.id, clock.clock()) };
}

describe('favourite sellers (decision 048)', () => {
  it('adds and removes a favourite, both idempotent, and lists them', async () => {
    const chef = await createChef(t.database.db);
    const { client } = await buyerClient();
    expect((await client.get<Favourites>('/api/v1/favourites')).body.data.favourites).toEqual([]);
    expect((await put(client, chef.id)).body.data.favourites).toEqual([chef.id]);
    const again = await put(client, chef.id);
    expect(again.status).toBe(200);
    expect(again.body.data.favourites).toEqual([chef.id]);
    expect((await client.get<Favourites>('/api/v1/favourites')).body.data.favourites).toEqual([
      chef.id,
    ]);
    expect((await del(client, chef.id)).body.data.favourites).toEqual([]);
    expect((await del(client, chef.id)).status).toBe(200);
    expect((await client.get<Favourites>('/api/v1/favourites')).body.data.favourites).toEqual([]);
  });

  it('refuses an unknown or not approved seller, the own kitchen and guests', async () => {
    const { buyer, client } = await buyerClient();
    const other = await createBuyer(t.database.db);
    const unknown = await put(client, '0190aaaa-0000-7000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('We could not find this kitchen.');
    expect((await put(client, other.id)).status).toBe(404);
    expect((await del(client, other.id)).status).toBe(404);
    expect((await put(client, 'not-an-id')).status).toBe(400);
    const chef = await createChef(t.database.db);
    const own = await put(await signedInAs(t, chef.id, clock.clock()), chef.id);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot favourite your own kitchen.');
    expect((await put(t.client(), chef.id)).status).toBe(401);
    expect((await t.client().get('/api/v1/favourites')).status).toBe(401);
    expect((await client.get<Favourites>('/api/v1/favourites')).body.data.favourites).toEqual([]);
    expect(buyer.favouriteMenuEmails).toBe(false);
  });

  it("refuses in the request's language: the account's, else the cookie, else Accept-Language", async () => {
    const { client } = await buyerClient();
    const unknown = '0190aaaa-0000-7000-8000-000000000000';
    const fil = { 'accept-language': 'fil-PH,fil;q=0.9' };
    const worded = await client.request<Favourites>('PUT', `/api/v1/favourites/${unknown}`, {
      headers: fil,
    });
    expect(worded.status).toBe(404);
    expect(worded.body.message).toBe('Hindi namin mahanap ang kusinang ito.');
    const english = await client.request<Favourites>('PUT', `/api/v1/favourites/${unknown}`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.body.message).toBe('We could not find this kitchen.');
    const chef = await createChef(t.database.db);
    const chefClient = await signedInAs(t, chef.id, clock.clock());
    chefClient.jar.set('lb_lang', 'fil');
    const own = await put(chefClient, chef.id);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('Hindi mo puwedeng gawing paborito ang sarili mong kusina.');
    const { client: filBuyer } = await buyerClient({ language: 'fil' });
    const link = await filBuyer.post<{ message: string }>('/api/v1/favourites/unsubscribe', {
      token: 'x'.repeat(43),
    });
    expect(link.status).toBe(400);
    expect(link.body.message).toBe(
      'Hindi gumagana ang link na ito. Sa profile mo na lang patayin ang mga e-mail.',
    );
  });
});

describe('the bazaar with favourites (decision 048)', () => {
  // a point of its own, far from the other tests' sellers
  const p = { lat: 9.5, lng: 123.5 };
  const at = (i: number) => ({ lat: p.lat + i * 0.001, lng: p.lng });
  const url = (query: string, page = 1) =>
    `/api/v1/users/getChefs?lat=${p.lat}&lng=${p.lng}&type=homechef&page=${page}${query}`;
  const ids = (cards: SellerCard[]) => cards.map((c) => c.id);
  let chefs: { id: string }[] = [];
  let client: TestClient;

  beforeAll(async () => {
    chefs = [];
    for (let i = 1; i <= PAGE_SIZE + 3; i += 1) {
      chefs.push(await createChef(t.database.db, { name: `fav-area ${i}`, ...at(i) }));
    }
    ({ client } = await buyerClient());
    // the two farthest, and one closed shop that the bazaar does not list
    const closed = await createChef(t.database.db, { finishedUpdating: false, ...at(0) });
    for (const chef of [chefs[PAGE_SIZE + 2], chefs[PAGE_SIZE], closed]) {
      expect((await put(client, chef?.id ?? '')).status).toBe(200);
    }
  });

  it('puts the favourites first, then the others in the usual order, over the pages', async () => {
    const all = ids(chefs as SellerCard[]);
    const favs = [all[PAGE_SIZE], all[PAGE_SIZE + 2]];
    const rest = all.filter((id) => !favs.includes(id));
    const page1 = (await client.get<{ data: SellerCard[] }>(url('&favourites=first'))).body.data;
    const page2 = (await client.get<{ data: SellerCard[] }>(url('&favourites=first', 2))).body.data;
    expect(ids(page1)).toEqual([...favs, ...rest.slice(0, PAGE_SIZE - 2)]);
    expect(ids(page2).slice(0, 3)).toEqual(rest.slice(PAGE_SIZE - 2));
    // without the parameter, and for a guest, the bazaar is as it always was
    const plain = (await client.get<{ data: SellerCard[] }>(url(''))).body.data;
    expect(ids(plain)).toEqual(all.slice(0, PAGE_SIZE));
    const guest = (await t.client().get<{ data: SellerCard[] }>(url('&favourites=first'))).body
      .data;
    expect(ids(guest)).toEqual(all.slice(0, PAGE_SIZE));
  });

  it('shows only the favourites the filters keep with favourites=only', async () => {
    const only = await client.get<{ data: SellerCard[] }>(url('&favourites=only'));
    expect(ids(only.body.data)).toEqual([chefs[PAGE_SIZE]?.id, chefs[PAGE_SIZE + 2]?.id]);
    const named = await client.get<{ data: SellerCard[] }>(
      url(`&favourites=only&name=${encodeURIComponent(`fav-area ${PAGE_SIZE + 1}`)}`),
    );
    expect(ids(named.body.data)).toEqual([chefs[PAGE_SIZE]?.id]);
    expect((await client.get(url('&favourites=some'))).status).toBe(400);
    const empty = await (
      await buyerClient()
    ).client.get<{ data: SellerCard[] }>(url('&favourites=only'));
    expect(empty.body.data).toEqual([]);
  });
});

describe('the new menu day e-mail (decision 048)', () => {
  const allDay = [true, true, true, true, true, true];

  it('is opted into with a partial profile update that keeps the other fields', async () => {
    const { client } = await buyerClient({ addressNote: 'blue gate' });
    const res = await client.patch<{ data: { user: PublicUser } }>('/api/v1/users/me', {
      favouriteMenuEmails: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      favouriteMenuEmails: true,
      name: 'Maria Santos',
      phone: '9171234567',
      address: '12 Jupiter St, Makati',
      addressNote: 'blue gate',
      location: { coordinates: [121.03, 14.56] },
    });
  });

  it('goes once a day to the opted-in buyers who favourited the seller, and can be stopped', async () => {
    clock.set('2026-01-07T10:00:00+08:00');
    const chef = await createChef(t.database.db, {
      name: 'Lola Nena',
      menuDates: ['Thu'],
      deliveryTimes: { Thu: allDay, Sat: allDay, Sun: allDay } as never,
    });
    const chefClient = await signedInAs(t, chef.id, clock.clock());
    const fan = await buyerClient({ favouriteMenuEmails: true });
    const quiet = await buyerClient();
    const stranger = await buyerClient({ favouriteMenuEmails: true });
    await put(fan.client, chef.id);
    await put(quiet.client, chef.id);
    const emails = [fan.buyer.email, quiet.buyer.email, stranger.buyer.email];

    // a change that opens no day tells nobody
    await chefClient.patch('/api/v1/users/me', { note: 'Bagong luto!' });
    expect(await messagesTo(t, emails)).toHaveLength(0);

    const opened = await chefClient.patch('/api/v1/users/me', { menuDates: ['Thu', 'Sat'] });
    expect(opened.status).toBe(200);
    const sent = await messagesTo(t, emails);
    expect(sent.map((m) => m.recipient)).toEqual([fan.buyer.email]);
    expect(sent[0]?.subject).toBe('Lola Nena opened a new menu day');
    expect(sent[0]?.body).toContain('now takes orders for Sat, Jan 10.');
    expect(sent[0]?.links[0]).toBe(`${t.baseUrl}/menu/${chef.id}`);

    // another day opened the same Manila day: no second e-mail
    await chefClient.patch('/api/v1/users/me', { menuDates: ['Thu', 'Sat', 'Sun'] });
    expect(await messagesTo(t, emails)).toHaveLength(1);

    // the next day a new opening is news again
    clock.set('2026-01-08T09:00:00+08:00');
    await chefClient.patch('/api/v1/users/me', { closedDates: ['2026-01-10'] });
    await chefClient.patch('/api/v1/users/me', { closedDates: [] });
    expect((await messagesTo(t, emails)).map((m) => m.recipient)).toEqual([
      fan.buyer.email,
      fan.buyer.email,
    ]);

    // the unsubscribe link turns the opt-in off, from any device
    const link = sent[0]?.links[1] ?? '';
    expect(link.startsWith(`${t.baseUrl}/unsubscribe/`)).toBe(true);
    const token = decodeURIComponent(link.split('/unsubscribe/')[1] ?? '');
    const bad = await t.client().post('/api/v1/favourites/unsubscribe', { token: 'x'.repeat(43) });
    expect(bad.status).toBe(400);
    const done = await t
      .client()
      .post<{ data: { message: string } }>('/api/v1/favourites/unsubscribe', { token });
    expect(done.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, fan.buyer.id));
    expect(row?.favouriteMenuEmails).toBe(false);
    clock.set('2026-01-09T09:00:00+08:00');
    await chefClient.patch('/api/v1/users/me', { menuDates: ['Thu', 'Sat', 'Sun', 'Mon'] });
    expect(await messagesTo(t, emails)).toHaveLength(2);
  });
});
