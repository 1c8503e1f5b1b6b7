// Apart from the payment rules: the router needs the pattern in every visitor's first download.

/** The page PayMongo sends the 3-D Secure frame back to (our return_url), inside the frame. */
export const payAuthenticatedPattern = '/pay/:id/authenticated';
export const payAuthenticatedPath = (orderId: string): string =>
  `/pay/${encodeURIComponent(orderId)}/authenticated`;
