import type { ApplicationStatus } from '@lutong/shared';

// Every staff query lives under ['admin'], so one decision refreshes what depends on it (an
// approval adds a seller; a removed seller's short link disappears).
export const adminKeys = {
  all: ['admin'] as const,
  applications: (status: ApplicationStatus) => ['admin', 'applications', status] as const,
  applicationsAll: ['admin', 'applications'] as const,
  sellers: (q: string) => ['admin', 'sellers', q] as const,
  sellersAll: ['admin', 'sellers'] as const,
  vanity: ['admin', 'vanity'] as const,
  order: (id: string) => ['admin', 'orders', id] as const,
  failedRefunds: ['admin', 'refunds', 'failed'] as const,
  payoutsAll: ['admin', 'payouts'] as const,
  payouts: ['admin', 'payouts', 'run'] as const,
  chefPayouts: (chefId: string) => ['admin', 'payouts', 'chef', chefId] as const,
};
