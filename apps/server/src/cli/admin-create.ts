// npm run admin:create -- --email staff@example.ph [--password ...]
// Creates the first staff account, or makes an existing account staff.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { hashPassword } from '../lib/passwords.js';
import { findUserByEmail, insertUser, updateUser } from '../modules/auth/users.repo.js';
import { PASSWORD_MIN } from '@lutong/shared';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) {
  console.error('Usage: npm run admin:create -- --email staff@example.ph [--password secret]');
  process.exit(2);
}
if (values.password !== undefined && values.password.length < PASSWORD_MIN) {
  console.error(`The password needs at least ${PASSWORD_MIN} characters.`);
  process.exit(2);
}
const password = values.password ?? randomBytes(12).toString('base64url');

const database = await openDatabase(loadConfig());
try {
  const existing = await findUserByEmail(database.db, email.data);
  if (existing) {
    await updateUser(database.db, existing.id, { role: 'admin', ...(values.password ? { passwordHash: await hashPassword(password) } : {}) });
    console.log(`${email.data} is now staff${values.password ? ' with the given password' : ' (password unchanged)'}.`);
  } else {
    await insertUser(database.db, { email: email.data, role: 'admin', passwordHash: await hashPassword(password) });
    console.log(`Staff account created: ${email.data} / ${password}`);
  }
} finally {
  await database.close();
}
