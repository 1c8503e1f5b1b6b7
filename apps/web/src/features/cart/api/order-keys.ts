// Every /orders query of the cart lives under ['orders'], so a change anywhere (add, stepper,
// delete, checkout) can refresh them all at once.
export const orderKeys = {
  all: ['orders'] as const,
  withChef: (chefId: string) => ['orders', 'chef', chefId] as const,
  mine: ['orders', 'me'] as const,
  awaiting: ['orders', 'awaiting'] as const,
};
