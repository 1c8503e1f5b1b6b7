import { randomBytes, createHash } from 'node:crypto';
import { v7 } from 'uuid';

/** Random, time-ordered identifiers for every row (ARCHITECTURE §3: never sequential in a URL). */
export const newId = (): string => v7();

/** An unguessable secret for a cookie or an e-mailed link: 256 bits, URL-safe. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** Secrets are stored only as their SHA-256, so a database leak does not leak sessions. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
