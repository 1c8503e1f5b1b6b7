// npm run admin:create -- --email staff@example.ph [--password ...]
// Creates the first staff account, or makes an existing account staff.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN } from '@lutong/shared';
import { loadConfigWith } from '../config.js';
import { openDatabase } from '../db/open.js';
import { ensureStaffAccount } from '../modules/admin/staff-account.js';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) {
  console.error('Usage: npm run admin:create -- --email staff@example.ph [--password secret]');
  process.exit(2);
}
if (values.password !== undefined && values.password.length < PASSWORD_MIN) {
  console.error(`The password needs at least ${PASSWORD_MIN} characters.`);
  process.exit(2);
}

const database = await openDatabase(loadConfigWith({ JOBS: 'off', SEED_DEMO: 'false' }));
try {
  const generated = values.password ? undefined : randomBytes(12).toString('base64url');
  const result = await ensureStaffAccount(database.db, {
    email: email.data,
    password: values.password ?? generated,
  });
  if (result === 'created')
    console.log(`Staff account created: ${email.data} / ${values.password ?? generated}`);
  else
    console.log(
      `${email.data} is now staff${values.password ? ' with the given password' : ' with a new password: ' + generated}.`,
    );
} finally {
  await database.close();
}
