import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP minimum (19 MiB, 2 passes), @node-rs/argon2's defaults (ARCHITECTURE §14).
export const hashPassword = (plain: string): Promise<string> => hash(plain);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

// Verifying against this when the account does not exist keeps the reply time the same, so
// timing does not tell an attacker which e-mails have accounts.
let dummyHash: Promise<string> | null = null;
export async function verifyAgainstDummy(plain: string): Promise<void> {
  dummyHash ??= hash('lutong-bahay-dummy-password');
  await verifyPassword(await dummyHash, plain);
}
