import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { messages } from '@lutong/shared';
import { applications, outbox, users } from '../../src/db/schema/index.js';
import {
  DELIVERY_RETRY,
  MAX_ATTEMPTS,
} from '../../src/modules/notifications/notifications.service.js';
import { createTestApp, eventually, type TestApp } from '../harness.js';
import { createBuyer, movableClock, signedInAs, WEDNESDAY_10AM } from '../orders-kit.js';
import { PLACED_NOTICE_SUBJECT, placeOrder } from '../payments-kit.js';
import { sellerApplication, staffClient } from '../seller-side-kit.js';
import {
  createTally,
  FAULTS,
  recordFaultFigures,
  setFault,
  shortTimeouts,
  type Fault,
} from './provider-faults-kit.js';

// Issue 9 §8: Google Maps and the mail provider (the outbox simulator) switched to erroring and to
// slow (the client's timeout fires). Address entry shows the spec's messages and writes nothing;
// a seller's address is located once Maps is back; mail written while the provider fails is kept
// in the outbox and delivered exactly once after it recovers.

const time = movableClock();
const tally = createTally();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, env: shortTimeouts });
});
afterAll(async () => {
  recordFaultFigures('faults-mail-geo', tally, [
    [
      'mail retry policy',
      `${MAX_ATTEMPTS} attempts, ${DELIVERY_RETRY.retryDelay} s doubling to ${DELIVERY_RETRY.retryDelayMax ?? 0} s (about a day)`,
    ],
  ]);
  await t.close();
});
beforeEach(async () => {
  time.set(WEDNESDAY_10AM);
  for (const provider of ['google-maps', 'outbox'] as const) await setFault(t, provider, 'ok');
});

const userRow = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

type Predictions = { data: { predictions: { placeId: string; mainText: string }[] } };
type Point = { data: { address: string; lat: number; lng: number } };

describe.each(FAULTS)('Google Maps %s', (mode) => {
  it("shows the spec's address messages, saves nothing, and saves the address on retry", async () => {
    tally.cell('google-maps', mode);
    const buyer = await createBuyer(t.database.db, { address: '', lat: null, lng: null });
    const client = await signedInAs(t, buyer.id, time.clock());
    const before = await userRow(buyer.id);

    await setFault(t, 'google-maps', mode);
    const collecting = { status: 502, message: messages.addressGeocodeFailed };
    await tally.underFault(
      mode,
      () => client.get('/api/v1/geo/autocomplete?input=kapit'),
      collecting,
    );
    await tally.underFault(
      mode,
      () => client.get('/api/v1/geo/place/ph-metro-manila-pasig-kapitolyo'),
      collecting,
    );
    // Locate Me: the browser's position, named by reverse geocoding
    await tally.underFault(mode, () => client.get('/api/v1/geo/reverse?lat=14.57&lng=121.06'), {
      status: 502,
      message: messages.reverseGeocodeFailed,
    });
    expect(await userRow(buyer.id)).toEqual(before); // no address, no location
    tally.counts.intact += 1;

    await setFault(t, 'google-maps', 'ok');
    const found = await client.get<Predictions>('/api/v1/geo/autocomplete?input=kapit');
    const [first] = found.body.data.predictions;
    expect(first?.mainText).toBe('Kapitolyo');
    const place = await client.get<Point>(`/api/v1/geo/place/${first?.placeId ?? ''}`);
    expect(place.status).toBe(200);
    const { address, lat, lng } = place.body.data;
    const saved = await client.patch('/api/v1/users/me', {
      address,
      location: { type: 'Point', coordinates: [lng, lat] },
    });
    expect(saved.status).toBe(200);
    expect(await userRow(buyer.id)).toMatchObject({ address, lat, lng });
    tally.counts.retries += 1;
  });

  it('keeps a seller application sent meanwhile, and locates the seller when staff approve', async () => {
    tally.cell('google-maps', mode);
    const applicant = await createBuyer(t.database.db, { address: '', lat: null, lng: null });
    const client = await signedInAs(t, applicant.id, time.clock());
    const staff = (await staffClient(t)).client;

    await setFault(t, 'google-maps', mode);
    // the application is never lost to a geocoding failure (product §6: the user is updated)
    const applied = await tally.underFault(mode, () =>
      client.patch<{ data: { application: { id: string } } }>('/api/v1/users/me', sellerForm),
    );
    expect(applied.status).toBe(200);
    const id = applied.body.data.application.id;
    const approve = () => staff.patch(`/api/v1/admin/applications/${id}/approve`, {});
    await tally.underFault(mode, approve, {
      status: 502,
      message: messages.addressGeocodeFailed,
    });
    const [pending] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, id));
    expect(pending?.status).toBe('pending');
    expect(await userRow(applicant.id)).toMatchObject({ role: 'user', lat: null, lng: null });
    tally.counts.intact += 1;

    await setFault(t, 'google-maps', 'ok');
    expect((await approve()).status).toBe(200);
    const chef = await userRow(applicant.id);
    expect(chef).toMatchObject({ role: 'chef', address: sellerForm.address });
    // Poblacion, Makati, as the gazetteer has it
    expect(chef?.lat).toBeCloseTo(14.56, 1);
    expect(chef?.lng).toBeCloseTo(121.03, 1);
    tally.counts.retries += 1;
  });
});

const sellerForm = sellerApplication({ address: 'Poblacion, Makati', zipCode: '1210' });

type MailboxEntry = { to: string; subject: string; links: string[] };

/** What the mail provider received for these addresses (the simulator's outbox). */
async function delivered(recipients: string[]): Promise<MailboxEntry[]> {
  const res = await t.client().get<MailboxEntry[]>('/_sim/outbox.json');
  return res.body.filter((m) => recipients.includes(m.to));
}

const outboxRows = (recipients: string[]) =>
  t.database.db
    .select()
    .from(outbox)
    .where(inArray(outbox.recipient, recipients))
    .orderBy(outbox.id);

/** Waits until every message to `recipients` has failed at least once, and none went out. */
async function failedOnce(recipients: string[], mode: Fault) {
  const rows = await eventually(async () => {
    const found = await outboxRows(recipients);
    return found.length === recipients.length && found.every((r) => r.attempts >= 1) ? found : null;
  });
  for (const row of rows) {
    expect(row.status).toBe('pending');
    expect(row.lastError).toMatch(mode === 'slow' ? /gave no answer in \d+ ms/ : /failure/);
  }
  expect(await delivered(recipients)).toEqual([]);
  tally.counts.intact += 1;
}

/** Switches the provider back and waits until each message went out exactly once. */
async function deliveredOnceAfterRecovery(recipients: string[]) {
  await setFault(t, 'outbox', 'ok');
  await eventually(async () => {
    const rows = await outboxRows(recipients);
    return rows.every((r) => r.status === 'sent') ? rows : null;
  }, 45_000);
  tally.counts.retries += recipients.length;
  // a send the client gave up on must not arrive late as a second copy
  await new Promise((resolve) => setTimeout(resolve, 500));
  const got = await delivered(recipients);
  expect(got.map((m) => m.to).sort()).toEqual([...recipients].sort());
  return got;
}

describe.each(FAULTS)('mail provider %s', (mode) => {
  it('answers forgot-password and checkout as usual, and delivers their mail once on recovery', async () => {
    tally.cell('outbox', mode);
    const buyer = await createBuyer(t.database.db);
    await setFault(t, 'outbox', mode);

    const forgot = await t.client().post('/api/v1/users/forgotPassword', { email: buyer.email });
    expect(forgot).toMatchObject({ status: 200, body: { message: messages.forgotPasswordSent } });
    tally.counts.underFault += 1;
    tally.counts.messages += 1;
    // the chef's new-order notice is written by checkout
    const { chef, order } = await placeOrder(t, time.clock());
    expect(order.status).toBe('placed');
    tally.counts.underFault += 1;

    await failedOnce([buyer.email, chef.email], mode);
    const got = await deliveredOnceAfterRecovery([buyer.email, chef.email]);
    expect(got.find((m) => m.to === buyer.email)?.links[0]).toContain('/forgotPassword/');
    expect(got.find((m) => m.to === chef.email)?.subject).toBe(PLACED_NOTICE_SUBJECT);
  }, 90_000);
});

describe('a mail provider down for longer than the old retry budget', () => {
  it('keeps the message pending past 8 failed attempts and delivers it once when back', async () => {
    tally.cell('outbox', 'error');
    const buyer = await createBuyer(t.database.db);
    await setFault(t, 'outbox', 'error');
    const forgot = await t.client().post('/api/v1/users/forgotPassword', { email: buyer.email });
    expect(forgot.status).toBe(200);
    tally.counts.underFault += 1;
    await failedOnce([buyer.email], 'error');
    // as if the outage had already lasted 7 attempts (10 to 20 minutes of backoff)
    await t.database.db
      .update(outbox)
      .set({ attempts: 7 })
      .where(eq(outbox.recipient, buyer.email));
    const [row] = await eventually(async () => {
      const rows = await outboxRows([buyer.email]);
      return rows[0] && rows[0].attempts >= 8 ? rows : null;
    }, 30_000);
    expect(row?.status).toBe('pending');
    await deliveredOnceAfterRecovery([buyer.email]);
  }, 120_000);
});
