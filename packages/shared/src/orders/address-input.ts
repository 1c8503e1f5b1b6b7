import { z } from 'zod';
import { addressMessages } from '../first-messages.js';
import { ADDRESS_NOTE_MAX, cleanAddressNote } from './address.js';

// Decision 041: apart from address.ts, so that a page wording an address does not load zod
// (the tracking page's first visit grew by 26.8 kB when they were one module).

/** The note in a request body: cleaned, at most ADDRESS_NOTE_MAX characters (else the message). */
export const addressNoteInput = z
  .string()
  .max(2_000)
  .transform(cleanAddressNote)
  .refine((note) => note.length <= ADDRESS_NOTE_MAX, {
    message: addressMessages.addressNoteTooLong,
  });
