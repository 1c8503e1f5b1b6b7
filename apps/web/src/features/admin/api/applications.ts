import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** What the applicant sent (product §5 Seller application payload). */
export type ApplicationPayload = {
  name: string;
  email: string;
  phone: string;
  address: string;
  zipCode: string;
  cuisine: string[];
  cook: boolean;
  baker: boolean;
  pantry: boolean;
  pantryA: string[];
  vegetarian: boolean;
  pickup: boolean;
  socialMedia?: string | null;
};

export type StaffApplication = {
  id: string;
  status: ApplicationStatus;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** Whether the address was found on the map (the seller's distance to buyers needs it). */
  located?: boolean;
  user: { id: string; email: string; name: string };
  payload: ApplicationPayload;
};

// GET /api/v1/admin/applications?status=pending|approved|declined -> {applications}
export const getApplications = async (status: ApplicationStatus, signal?: AbortSignal) =>
  (
    await api.get<{ applications: StaffApplication[] }>(
      `/admin/applications?status=${encodeURIComponent(status)}`,
      { signal },
    )
  ).applications;

export function useApplications(status: ApplicationStatus) {
  return useQuery({
    queryKey: adminKeys.applications(status),
    queryFn: ({ signal }) => getApplications(status, signal),
    placeholderData: keepPreviousData,
  });
}

const applicationPath = (id: string, action: 'approve' | 'decline') =>
  `/admin/applications/${encodeURIComponent(id)}/${action}`;

// PATCH /api/v1/admin/applications/{id}/approve {} -> {application}: the applicant becomes a chef.
export const approveApplication = (id: string) =>
  api.patch<{ application: StaffApplication }>(applicationPath(id, 'approve'), {});

// PATCH /api/v1/admin/applications/{id}/decline {reason} -> {application}: the reason is required.
export const declineApplication = (input: { id: string; reason: string }) =>
  api.patch<{ application: StaffApplication }>(applicationPath(input.id, 'decline'), {
    reason: input.reason,
  });

/** A decision moves the application between lists, and an approval adds a seller. */
function useDecision<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.applicationsAll }),
        queryClient.invalidateQueries({ queryKey: adminKeys.sellersAll }),
      ]),
  });
}

export const useApproveApplication = () => useDecision(approveApplication);
export const useDeclineApplication = () => useDecision(declineApplication);
