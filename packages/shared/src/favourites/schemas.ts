import { z } from 'zod';
import favourites from '../i18n/catalogue/favourites.json' with { type: 'json' };
import { linkToken } from '../users/schemas.js';

// decision 048: the favourites routes' inputs, apart from the texts and rules the web app reads
// (zod stays out of the web app's shared chunks).
export const favouriteParams = z.object({ sellerId: z.uuid() });
// a link cut short reads as the link that does not work, worded by the error handler
export const favouritesUnsubscribeBody = z.object({
  token: linkToken(favourites.unsubscribeFailed.en),
});
