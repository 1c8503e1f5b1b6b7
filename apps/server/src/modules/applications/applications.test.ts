import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingApplicationField, sellerMessages } from '@lutong/shared';
import { applications, outbox, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  buyerClient,
  chefClient,
  sellerApplication,
  staffClient,
} from '../../../test/seller-side-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const form = sellerApplication;

type AppReply = { data: { application: { id: string; status: string } } };

async function applicationCount(userId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.userId, userId));
  return row?.n ?? 0;
}

describe('the seller application (PATCH /users/me with type homechef)', () => {
  it('stores the application, lower-cases the name and e-mails staff', async () => {
    const { buyer, client } = await buyerClient(t);
    const res = await client.patch<AppReply>('/api/v1/users/me', form());
    expect(res.status).toBe(200);
    expect(res.body.data.application.status).toBe('pending');
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.userId, buyer.id));
    expect(row?.payload).toMatchObject({ name: 'lola nena', cuisine: ['Filipino'], cook: true });
    // the simulated gazetteer knows Makati, so staff see where the seller is
    expect((row?.payload as { location: unknown }).location).toMatchObject({
      lat: expect.any(Number),
    });
    const notices = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, t.config.mail.staffEmail))
      .orderBy(outbox.id);
    expect(notices.some((n) => n.subject.includes('lola nena'))).toBe(true);
    const mine = await client.get<{ data: { application: { status: string } } }>(
      '/api/v1/users/application',
    );
    expect(mine.body.data.application.status).toBe('pending');
  });

  const missing: [string, Record<string, unknown>][] = [
    ['name', { name: '  ' }],
    ['email', { email: '' }],
    ['phone', { phone: '917123' }],
    ['address', { address: '' }],
    ['zip code', { zipCode: '' }],
    ['cuisine', { cuisine: undefined }],
    ['type of seller', { cook: false }],
  ];
  it.each(missing)(
    "refuses an empty %s field with the spec's alert and writes nothing",
    async (field, over) => {
      const { buyer, client } = await buyerClient(t);
      const res = await client.patch('/api/v1/users/me', form(over));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(missingApplicationField(field));
      expect(await applicationCount(buyer.id)).toBe(0);
    },
  );

  it('refuses more than 2 cuisines, more than 2 pantry categories, cook and baker together', async () => {
    const { buyer, client } = await buyerClient(t);
    const cases = [
      form({ cuisine: ['Filipino', 'Thai', 'Korean'] }),
      form({ cook: false, pantry: true, cuisine: [], pantryA: ['Dairy', 'Fresh', 'Drinks'] }),
      form({ baker: true }),
      form({ cuisine: ['Cakes'] }), // a baker's category for a cook
    ];
    for (const body of cases) {
      expect((await client.patch('/api/v1/users/me', body)).status).toBe(400);
    }
    expect(await applicationCount(buyer.id)).toBe(0);
  });

  it('accepts None (an empty cuisine list) and a second submission replaces the first', async () => {
    const { buyer, client } = await buyerClient(t);
    expect((await client.patch('/api/v1/users/me', form({ cuisine: [] }))).status).toBe(200);
    const again = await client.patch('/api/v1/users/me', form({ address: 'Kapitolyo, Pasig' }));
    expect(again.status).toBe(200);
    expect(await applicationCount(buyer.id)).toBe(1);
  });

  it('refuses guests (401) and sellers (409)', async () => {
    expect((await t.client().patch('/api/v1/users/me', form())).status).toBe(401);
    const { client } = await chefClient(t);
    const res = await client.patch('/api/v1/users/me', form());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(sellerMessages.alreadySeller);
  });
});

describe('staff vetting (/admin/applications)', () => {
  it('approves: the applicant becomes a chef with the application fields and is e-mailed', async () => {
    const { buyer, client } = await buyerClient(t);
    await client.patch('/api/v1/users/me', form({ cuisine: ['Filipino', 'Spanish'] }));
    const { client: staff } = await staffClient(t);
    const list = await staff.get<{
      data: { applications: { id: string; user: { id: string } }[] };
    }>('/api/v1/admin/applications?status=pending');
    const mine = list.body.data.applications.find((a) => a.user.id === buyer.id);
    expect(mine).toBeDefined();
    const res = await staff.patch(`/api/v1/admin/applications/${mine?.id}/approve`, {});
    expect(res.status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect(user).toMatchObject({
      role: 'chef',
      name: 'lola nena',
      cuisine: ['Filipino', 'Spanish'],
      cook: true,
      finishedUpdating: false,
    });
    expect(user?.lat).not.toBeNull();
    expect(user?.deliveryTimes?.Mon).toEqual([true, true, true, true, true, true]);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, buyer.email))
      .orderBy(outbox.id);
    expect(mails.some((m) => m.subject.includes('you can now sell'))).toBe(true);
    // decided once: a second approval is refused
    const twice = await staff.patch(`/api/v1/admin/applications/${mine?.id}/approve`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(sellerMessages.applicationDecided);
  });

  it('declines with a reason (required), e-mails it, and the applicant may apply again', async () => {
    const { buyer, client } = await buyerClient(t);
    const applied = await client.patch<AppReply>('/api/v1/users/me', form());
    const id = applied.body.data.application.id;
    const { client: staff } = await staffClient(t);
    const empty = await staff.patch(`/api/v1/admin/applications/${id}/decline`, { reason: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(sellerMessages.declineReasonRequired);
    const res = await staff.patch(`/api/v1/admin/applications/${id}/decline`, {
      reason: 'Please add photos of your dishes to your social media.',
    });
    expect(res.status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect(user?.role).toBe('user');
    const mine = await client.get<{ data: { application: { status: string; reason: string } } }>(
      '/api/v1/users/application',
    );
    expect(mine.body.data.application).toMatchObject({ status: 'declined' });
    expect((await client.patch('/api/v1/users/me', form())).status).toBe(200);
    expect(await applicationCount(buyer.id)).toBe(2);
  });

  it('refuses every staff route to guests (401), buyers and chefs (403)', async () => {
    const { client: buyer } = await buyerClient(t);
    const { client: chef } = await chefClient(t);
    const id = '0190a0a0-0000-7000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/admin/applications'],
      ['PATCH', `/api/v1/admin/applications/${id}/approve`, {}],
      ['PATCH', `/api/v1/admin/applications/${id}/decline`, { reason: 'x' }],
      ['GET', '/api/v1/admin/sellers'],
      ['PATCH', `/api/v1/admin/sellers/${id}`, { visibility: 'hidden' }],
      ['GET', '/api/v1/admin/vanity'],
      ['POST', '/api/v1/admin/vanity', { word: 'adobo', chefId: id }],
      ['DELETE', '/api/v1/admin/vanity/adobo'],
    ];
    for (const [method, url, body] of calls) {
      const as = async (c: ReturnType<TestApp['client']>) =>
        (await c.request(method as 'GET', url, body === undefined ? {} : { body })).status;
      expect([method, url, await as(t.client())]).toEqual([method, url, 401]);
      expect([method, url, await as(buyer)]).toEqual([method, url, 403]);
      expect([method, url, await as(chef)]).toEqual([method, url, 403]);
    }
  });
});
