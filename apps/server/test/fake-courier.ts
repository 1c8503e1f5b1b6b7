import {
  CourierError,
  type Courier,
  type CourierDriver,
  type CourierOrder,
  type CourierQuote,
  type CourierStatus,
  type PlaceCourierOrder,
  type Stop,
} from '../src/providers/courier/courier.js';

// An in-memory courier for the chef's delivery rules (group savings, recreate window, failures):
// prices the test sets, bookings it can inspect, a switch that makes every call fail.

export function fakeCourier(prices: { single: number; group: number }) {
  let n = 0;
  const state = {
    failing: false,
    prices,
    booked: [] as {
      id: string;
      quotationId: string;
      recipients: PlaceCourierOrder['recipients'];
      status: CourierStatus;
      /** the quotation's scheduled pickup (ISO UTC), null for an immediate one */
      scheduleAt: string | null;
    }[],
    schedules: new Map<string, string | null>(),
    cancelled: [] as string[],
    driver: null as (CourierDriver & { id: string }) | null,
  };
  const guard = () => {
    if (state.failing) throw new CourierError('ERR_INTERNAL_SERVER_ERROR', 'fake courier down');
  };
  const orderOf = (id: string): CourierOrder => {
    const booking = state.booked.find((b) => b.id === id);
    return {
      orderId: id,
      status: booking?.status ?? 'CANCELED',
      shareLink: `https://share.test/${id}`,
      priceTotal: 56,
      driverId: state.driver?.id ?? null,
    };
  };
  const courier: Courier = {
    async quote(input: {
      pickup: Stop;
      dropoff?: Stop;
      dropoffs?: Stop[];
      scheduleAt?: string;
    }): Promise<CourierQuote> {
      guard();
      const drops = input.dropoffs?.length ? input.dropoffs : input.dropoff ? [input.dropoff] : [];
      const id = `q-${++n}`;
      state.schedules.set(id, input.scheduleAt ?? null);
      return {
        quotationId: id,
        price: drops.length > 1 ? state.prices.group : state.prices.single,
        currency: 'PHP',
        expiresAt: new Date(Date.now() + 300_000).toISOString(),
        distanceMeters: 5000 * drops.length,
        stops: [input.pickup, ...drops].map((stop, i) => ({
          stopId: `${id}-s${i}`,
          address: stop.address,
        })),
      };
    },
    async placeOrder(input) {
      guard();
      const id = `lm-${++n}`;
      state.booked.push({
        id,
        quotationId: input.quotationId,
        recipients: input.recipients,
        status: 'ASSIGNING_DRIVER',
        scheduleAt: state.schedules.get(input.quotationId) ?? null,
      });
      return orderOf(id);
    },
    async getOrder(orderId) {
      guard();
      return orderOf(orderId);
    },
    async getDriver() {
      guard();
      if (!state.driver) throw new CourierError('ERR_DRIVER_NOT_FOUND', 'no driver');
      return { name: state.driver.name, phone: state.driver.phone, photo: state.driver.photo };
    },
    async cancelOrder(orderId) {
      guard();
      state.cancelled.push(orderId);
      const booking = state.booked.find((b) => b.id === orderId);
      if (booking) booking.status = 'CANCELED';
    },
  };
  return { courier, state };
}
