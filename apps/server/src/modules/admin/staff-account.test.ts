import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.js';
import { ensureStaffAccount } from './staff-account.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('admin:create', () => {
  it('creates a staff account that can log in with role admin', async () => {
    const email = uniqueEmail('staff');
    expect(await ensureStaffAccount(t.database.db, { email, password: 'staff-password' })).toBe(
      'created',
    );
    const res = await t.client().post('/api/v1/users/login', { email, password: 'staff-password' });
    expect(res.body).toMatchObject({ status: 'success', data: { user: { role: 'admin' } } });
  });

  it('promotes an existing buyer', async () => {
    const email = uniqueEmail();
    await t
      .client()
      .post('/api/v1/users/signup', { email, password: 'abcdefgh', passwordConfirm: 'abcdefgh' });
    expect(await ensureStaffAccount(t.database.db, { email, password: 'new-staff-pass' })).toBe(
      'promoted',
    );
    const res = await t.client().post('/api/v1/users/login', { email, password: 'new-staff-pass' });
    expect(res.body).toMatchObject({ data: { user: { role: 'admin' } } });
  });
});
