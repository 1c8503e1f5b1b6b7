import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuChef, MenuDish, UpdateDishInput } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { myMenuQueryKey } from './get-my-menu';

// PATCH /api/v1/dishes/:id {dish (no price)} -> {dish}
export const updateDish = (id: string, dish: UpdateDishInput) =>
  api.patch<{ dish: MenuDish }>(`/dishes/${encodeURIComponent(id)}`, { dish });

export function useUpdateDish(chefId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dish }: { id: string; dish: UpdateDishInput }) => updateDish(id, dish),
    onSuccess: (_reply, { id, dish }) => {
      // Show the change at once (the reply's dish may lack the menu's computed fields), then
      // refresh the menu from the server.
      queryClient.setQueryData<MenuChef>(myMenuQueryKey(chefId), (chef) =>
        chef
          ? { ...chef, dishes: chef.dishes.map((d) => (d.id === id ? mergeDish(d, dish) : d)) }
          : chef,
      );
      void queryClient.invalidateQueries({ queryKey: myMenuQueryKey(chefId) });
    },
  });
}

function mergeDish(saved: MenuDish, changes: UpdateDishInput): MenuDish {
  const merged = { ...saved };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  return merged;
}
