import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { sessionQueryKey, setSessionUser, type Session } from '../../../lib/auth';
import { myMenuQueryKey } from './get-my-menu';

export type ImageKind = 'dish' | 'profile' | 'brand';
export type UploadReply = { imageUrl: string; user?: PublicUser };

// POST /api/v1/images/{dish|profile|brand}, multipart with the file in `image` (a dish also sends
// its `name`) -> {imageUrl}; profile and brand uploads also save the photo on the user.
export function uploadImage(kind: ImageKind, file: File, name?: string) {
  const form = new FormData();
  // Fields before the file, so the server has them when it reads the file.
  if (name !== undefined) form.append('name', name);
  form.append('image', file);
  return api.upload<UploadReply>(`/images/${kind}`, form);
}

const photoField = { profile: 'userPhoto', brand: 'brandPhoto' } as const;

/** The chef's profile or brand photo: uploaded and saved on the user in one call. */
export function useUploadChefPhoto(kind: 'profile' | 'brand') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage(kind, file),
    onSuccess: (reply) => {
      const current = queryClient.getQueryData<Session>(sessionQueryKey)?.user ?? null;
      const user = reply.user ?? (current && { ...current, [photoField[kind]]: reply.imageUrl });
      if (!user) return;
      setSessionUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: myMenuQueryKey(user.id) });
    },
  });
}

/** A dish photo: uploaded first, its URL then goes into the dish (product §3.3). */
export function useUploadDishPhoto() {
  return useMutation({
    mutationFn: ({ file, name }: { file: File; name: string }) => uploadImage('dish', file, name),
  });
}
