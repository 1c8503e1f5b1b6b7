import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { signedUpClient } from '../../../test/seller-side-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signedIn = () => signedUpClient(t);

describe('PATCH /users/me', () => {
  it('saves contact details and the location as [lng, lat]', async () => {
    const { client } = await signedIn();
    const res = await client.patch('/api/v1/users/me', {
      name: 'Juan dela Cruz',
      phone: '9171234567',
      zip: '1226',
      address: 'Ayala Avenue, Makati',
      aptNumber: 'Unit 12B',
      location: { type: 'Point', coordinates: [121.0244, 14.5547] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      data: {
        user: {
          name: 'Juan dela Cruz',
          phone: '9171234567',
          aptNumber: 'Unit 12B',
          apt_number: 'Unit 12B',
          location: { coordinates: [121.0244, 14.5547] },
        },
      },
    });
  });

  it('saves the guided tours seen (guides), so a finished tour is not shown again', async () => {
    const { client } = await signedIn();
    const res = await client.patch('/api/v1/users/me', { guides: [false, true] });
    expect(res.status).toBe(200);
    const me = await client.get<{ data: { user: { guides: boolean[] } } }>(
      '/api/v1/users/loggedin',
    );
    expect(me.body.data.user.guides).toEqual([false, true]);
  });

  it('refuses a phone that is not 10 digits after +63, and unknown fields, changing nothing', async () => {
    const { client } = await signedIn();
    for (const body of [
      { phone: '12345' },
      { phone: '+639171234567' },
      { role: 'admin' },
      { name: 'x'.repeat(401) },
    ]) {
      const res = await client.patch('/api/v1/users/me', body);
      expect(res.status).toBe(400);
    }
    const me = await client.get<{ data: { user: { phone: string; role: string } } }>(
      '/api/v1/users/loggedin',
    );
    expect(me.body.data.user).toMatchObject({ phone: '', role: 'user' });
  });

  it('refuses a guest with 401 and an e-mail that belongs to someone else with 409', async () => {
    expect((await t.client().patch('/api/v1/users/me', { name: 'x' })).status).toBe(401);
    const { email } = await signedIn();
    const { client } = await signedIn();
    expect((await client.patch('/api/v1/users/me', { email })).status).toBe(409);
  });
});
