import type { ApplicationRow } from './applications.repo.js';
import type { StoredApplication } from './applications.service.js';

/** An application as its applicant and the staff console see it. */
export function toApplicationView(row: ApplicationRow) {
  const { location, ...payload } = row.payload as StoredApplication;
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    located: location !== null,
    payload,
  };
}
