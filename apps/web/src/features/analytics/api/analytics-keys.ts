// The analytics queries. The order count sits under ['orders'] so it refreshes with the orders.
export const analyticsKeys = {
  dishes: ['analytics', 'dish-ratings'] as const,
  dishesMonthly: ['analytics', 'dish-ratings-monthly'] as const,
  overall: ['analytics', 'overall-ratings'] as const,
  orderCount: ['orders', 'analytics', 'order-count'] as const,
};
