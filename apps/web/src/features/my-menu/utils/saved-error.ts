import { isApiError } from '../../../lib/api-client';

/** The server's refusal in its own words when it is a validation message (400), else `fallback`. */
export const savedError = (error: unknown, fallback: string): string =>
  isApiError(error) && error.status === 400 ? error.message : fallback;
