import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ensureStaffAccount } from '../src/modules/admin/staff-account.js';
import { findUserByEmail } from '../src/modules/auth/users.repo.js';
import { uniqueEmail, type TestApp, type TestClient } from './harness.js';
import { createBuyer, signedInAs } from './orders-kit.js';
import { createChef } from './factories.js';

// Test helpers for the seller onboarding and menu calls (issue 7).

/** A seller application as the "become a seller" form sends it (PATCH /users/me, type homechef). */
export const sellerApplication = (over: Record<string, unknown> = {}) => ({
  type: 'homechef',
  name: 'Lola Nena',
  email: 'nena@example.ph',
  phone: '9171234567',
  address: 'Ayala Avenue, Makati',
  zipCode: '1226',
  cuisine: ['Filipino'],
  cook: true,
  baker: false,
  pantry: false,
  pantryA: [],
  vegetarian: false,
  pickup: true,
  signup: true,
  socialMedia: 'https://instagram.com/lolanena',
  ...over,
});

export async function staffClient(t: TestApp) {
  const email = `staff-${randomBytes(4).toString('hex')}@lutongbahay.ph`;
  await ensureStaffAccount(t.database.db, { email, password: 'staff-password-1' });
  const staff = await findUserByEmail(t.database.db, email);
  if (!staff) throw new Error('staff not created');
  return { staff, client: await signedInAs(t, staff.id, new Date()) };
}

/** A client that signed up through the API (and so is signed in), with its account's e-mail. */
export async function signedUpClient(t: TestApp, email = uniqueEmail()) {
  const client = t.client();
  await client.post('/api/v1/users/signup', {
    email,
    password: 'abcdefgh',
    passwordConfirm: 'abcdefgh',
  });
  return { client, email };
}

export async function buyerClient(t: TestApp) {
  const buyer = await createBuyer(t.database.db);
  return { buyer, client: await signedInAs(t, buyer.id, new Date()) };
}

export async function chefClient(t: TestApp, overrides: Parameters<typeof createChef>[1] = {}) {
  const chef = await createChef(t.database.db, overrides);
  return { chef, client: await signedInAs(t, chef.id, new Date()) };
}

/** Sends one file as multipart/form-data (field `image`) with the client's session cookie. */
export async function upload(
  t: TestApp,
  client: TestClient | null,
  path: string,
  file: { bytes: Buffer; filename: string; contentType: string },
) {
  const boundary = `----lb${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const cookie = client ? [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(cookie ? { cookie } : {}),
    },
    payload: Buffer.concat([head, file.bytes, tail]),
  });
  return {
    status: res.statusCode,
    body: res.json<Record<string, unknown>>(),
    headers: res.headers,
  };
}

/** A real PNG of the given size. */
export function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d9822b' } })
    .png()
    .toBuffer();
}

/** A real JPEG carrying EXIF metadata (camera make and a GPS-like comment). */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f6b3a' } })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'LB-1', ImageDescription: 'Makati 14.55N' } })
    .jpeg()
    .toBuffer();
}

/** A valid dish form (POST /dishes `dish`), with `over` changed. */
export const dishForm = (over: Record<string, unknown> = {}) => ({
  name: 'Kare-kare',
  description: 'Oxtail and tripe in a peanut sauce, with bagoong on the side.',
  price: 450,
  servingSize: 2,
  unit: 'pax',
  tags: ['nuts'],
  deliveryDates: ['', '', 'Wed', '', 'Fri', 'Sat', ''],
  allergyDescription: 'Contains peanuts and shrimp paste.',
  note: '',
  groupPromo: false,
  ...over,
});
