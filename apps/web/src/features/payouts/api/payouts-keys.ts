// Every payouts query lives under ['payouts'], so saving the details refreshes the page at once.
export const payoutsKeys = {
  all: ['payouts'] as const,
  overview: ['payouts', 'overview'] as const,
  details: ['payouts', 'details'] as const,
  statement: (id: string) => ['payouts', 'statement', id] as const,
};
