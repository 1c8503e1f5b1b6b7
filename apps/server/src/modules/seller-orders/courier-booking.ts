import type { Courier, CourierQuote, Stop } from '../../providers/courier/courier.js';

// The courier port's calls (ARCHITECTURE §6, decision 008) as the chef's calls use them: a quote for one
// or more drop-offs that keeps its stop ids, and a booking naming them (pickup first).

export type BookingQuote = CourierQuote & {
  pickupStopId: string | undefined;
  stopIds: (string | undefined)[];
};

export type BookingRecipient = { name: string; phone: string; remarks?: string };

export async function quoteStops(
  courier: Courier,
  pickup: Stop,
  dropoffs: Stop[],
  scheduleAt: string | null = null,
): Promise<BookingQuote> {
  const quote = await courier.quote({ pickup, dropoffs, ...(scheduleAt ? { scheduleAt } : {}) });
  return {
    ...quote,
    pickupStopId: quote.stops[0]?.stopId,
    stopIds: dropoffs.map((_, i) => quote.stops[i + 1]?.stopId),
  };
}

export function bookQuote(
  courier: Courier,
  quote: BookingQuote,
  sender: { name: string; phone: string },
  recipients: BookingRecipient[],
  metadata: Record<string, string>,
) {
  return courier.placeOrder({
    quotationId: quote.quotationId,
    // an empty stop id makes the adapter read them from the quotation
    sender: { stopId: quote.pickupStopId ?? '', ...sender },
    recipients: recipients.map((r, i) => ({ stopId: quote.stopIds[i] ?? '', ...r })),
    metadata,
  });
}
