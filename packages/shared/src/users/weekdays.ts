// The week as menus and delivery slots name it. Kept apart from the zod schemas so that code
// which needs only the day names (the browser's cart, loaded on every page) does not bring zod.

export const weekdayCodes = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

/** A week of delivery slots: six entries for hours 10..20, `true` when on, `null` when not. */
export type DeliveryTimes = (boolean | null)[];
