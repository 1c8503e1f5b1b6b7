import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** Whether a seller shows in the bazaar: never, by the usual rules, or always. */
export type SellerVisibility = 'hidden' | 'auto' | 'shown';

export type StaffSeller = {
  id: string;
  name: string;
  email: string;
  miniAddress: string;
  ratingsAverage: number;
  ratingsQuantity: number;
  finishedUpdating: boolean;
  visibility: SellerVisibility;
  listed: boolean;
  listedReason: string;
};

// GET /api/v1/admin/sellers?q=text -> {sellers}
export const getSellers = async (q: string, signal?: AbortSignal) =>
  (
    await api.get<{ sellers: StaffSeller[] }>(`/admin/sellers?q=${encodeURIComponent(q)}`, {
      signal,
    })
  ).sellers;

export function useSellers(q: string) {
  return useQuery({
    queryKey: adminKeys.sellers(q),
    queryFn: ({ signal }) => getSellers(q, signal),
    placeholderData: keepPreviousData,
  });
}

// PATCH /api/v1/admin/sellers/{id} {visibility} -> {seller}
export const setSellerVisibility = (input: { id: string; visibility: SellerVisibility }) =>
  api.patch<{ seller: StaffSeller }>(`/admin/sellers/${encodeURIComponent(input.id)}`, {
    visibility: input.visibility,
  });

export function useSetSellerVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSellerVisibility,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sellersAll }),
  });
}
