import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuChef } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { myMenuQueryKey } from './get-my-menu';

// DELETE /api/v1/dishes/:id -> null
export const deleteDish = (id: string) => api.delete<null>(`/dishes/${encodeURIComponent(id)}`);

export function useDeleteDish(chefId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDish,
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<MenuChef>(myMenuQueryKey(chefId), (chef) =>
        chef ? { ...chef, dishes: chef.dishes.filter((d) => d.id !== id) } : chef,
      );
      void queryClient.invalidateQueries({ queryKey: myMenuQueryKey(chefId) });
    },
  });
}
