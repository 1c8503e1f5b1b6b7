import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDishInput, MenuDish, PublicUser } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/auth';
import { myMenuQueryKey } from './get-my-menu';

// POST /api/v1/dishes {dish} -> 201 {user, dish}
export const createDish = (dish: CreateDishInput) =>
  api.post<{ user: PublicUser; dish: MenuDish }>('/dishes', { dish });

export function useCreateDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDish,
    onSuccess: ({ user }) => {
      setSessionUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: myMenuQueryKey(user.id) });
    },
  });
}
