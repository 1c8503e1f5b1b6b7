import { z } from 'zod';
import favourites from '../i18n/catalogue/favourites.json' with { type: 'json' };
import { messages } from '../messages.js';

// The tokens of the e-mails' links (issue 20, decision 025; favourites, decision 048), for the
// server's routes only: kept apart from schemas.ts so the web app's pages that read those schemas
// do not carry the spec's whole message list.

/**
 * A token from an e-mail's link, refused with the link's own message (a link cut short when
 * copied reads as an invalid link, in the reader's language), never zod's English.
 */
export const linkToken = (message: string) => z.string().min(20, { message }).max(200, { message });

export const verifyEmailBody = z.object({ token: linkToken(messages.emailVerifyFailed) });
export const resetTokenParams = z.object({ tokenId: linkToken(messages.resetFailed) });
export const favouritesUnsubscribeBody = z.object({
  token: linkToken(favourites.unsubscribeFailed.en),
});
