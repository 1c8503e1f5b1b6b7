// Issue 23 (decision 045): the live events of an order's life, sent over the signed-in user's
// event stream (GET /api/v1/events). An event is a nudge, not data: its type, the order's id,
// number and status. The browser refetches the order through the ordinary API, so nothing it shows
// bypasses the access rules, and an event never carries another person's details.

export const LIVE_EVENT_TYPES = [
  'newOrder',
  'orderPaid',
  'orderCancelled',
  'orderConfirmed',
  'orderRejected',
  'orderFinished',
  'courierAssigned',
  'courierOnTheWay',
  'orderCompleted',
  'orderRefunded',
] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** Who hears an event of a type: the order's chef, its buyer, or both. */
export type LiveAudience = 'chef' | 'buyer' | 'both';

export const LIVE_EVENT_AUDIENCE: Record<LiveEventType, LiveAudience> = {
  // the chef's dashboard: a new order, its payment, its cancellation (by the buyer or the system)
  newOrder: 'chef',
  orderPaid: 'both',
  orderCancelled: 'both',
  // the buyer's tracking page
  orderConfirmed: 'buyer',
  orderRejected: 'buyer',
  orderFinished: 'buyer',
  courierAssigned: 'buyer',
  courierOnTheWay: 'buyer',
  orderCompleted: 'buyer',
  orderRefunded: 'buyer',
};

/** What one stream receives: the same for every recipient of the event. */
export type LiveEvent = {
  type: LiveEventType;
  orderId: string;
  /** the order's number as orderNumberText writes it */
  number: string;
  status: string;
};

/** The user ids an event of `type` about `order` goes to (each once). */
export function liveEventRecipients(
  type: LiveEventType,
  order: { buyerId: string; chefId: string },
): string[] {
  const audience = LIVE_EVENT_AUDIENCE[type];
  const ids = [
    ...(audience !== 'buyer' ? [order.chefId] : []),
    ...(audience !== 'chef' ? [order.buyerId] : []),
  ];
  return [...new Set(ids)];
}

const isType = (value: unknown): value is LiveEventType =>
  typeof value === 'string' && (LIVE_EVENT_TYPES as readonly string[]).includes(value);

/** Reads an event from text (a stream's data line): null when it is not one. */
export function parseLiveEvent(text: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, orderId, number, status } = value as Record<string, unknown>;
  if (!isType(type) || typeof orderId !== 'string') return null;
  if (typeof number !== 'string' || typeof status !== 'string') return null;
  return { type, orderId, number, status };
}

/** Courier statuses (Lalamove's) that are news for the buyer: assigned, then on the way. */
export function courierLiveEvent(status: string): LiveEventType | null {
  if (status === 'ON_GOING') return 'courierAssigned';
  if (status === 'PICKED_UP') return 'courierOnTheWay';
  return null;
}

/** The tab title with the count of orders the chef has not seen yet: '(2) Dashboard'. */
export function countedTitle(title: string, unseen: number): string {
  const bare = title.replace(/^\(\d+\) /, '');
  return unseen > 0 ? `(${unseen}) ${bare}` : bare;
}
