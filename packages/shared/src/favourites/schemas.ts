import { z } from 'zod';

// decision 048: the favourites routes' inputs, apart from the texts and rules the web app reads
// (zod stays out of the web app's shared chunks).
export const favouriteParams = z.object({ sellerId: z.uuid() });
