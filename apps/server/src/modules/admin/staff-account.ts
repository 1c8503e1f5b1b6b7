import type { Executor } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import { findUserByEmail, insertUser, updateUser } from '../auth/users.repo.js';

/** Creates a staff account, or makes an existing account staff (and sets its password if given). */
export async function ensureStaffAccount(
  db: Executor,
  input: { email: string; password?: string | undefined },
): Promise<'created' | 'promoted'> {
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  if (existing) {
    await updateUser(db, existing.id, { role: 'admin', ...(passwordHash ? { passwordHash } : {}) });
    return 'promoted';
  }
  if (!passwordHash) throw new Error('A new staff account needs a password');
  await insertUser(db, { email, role: 'admin', passwordHash });
  return 'created';
}
