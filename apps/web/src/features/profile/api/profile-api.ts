import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type User, UserSchema } from '@sportkarta/contract/api/user';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/session';
import type { ProfileValues } from '../model/profile-schema';

export type { ProfileValues };

/** Multipart body of spec §7.2: a JSON part (as a Blob, application/json) and an optional photo. */
export function multipartBody(part: string, data: unknown, photo: Blob | null): FormData {
  const form = new FormData();
  form.append(part, new Blob([JSON.stringify(data)], { type: 'application/json' }), `${part}.json`);
  if (photo) form.append('photo', photo, 'photo.jpg');
  return form;
}

/** POST /v1/userInfo; the phone is never sent (spec §5). */
export function updateProfile(values: ProfileValues, photo: Blob | null): Promise<User> {
  return apiRequest({
    url: '/v1/userInfo',
    method: 'POST',
    body: multipartBody('user', values, photo),
    schema: UserSchema,
  });
}

/** Saves the profile; the answer becomes the session's user (no second request). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, photo }: { values: ProfileValues; photo: Blob | null }) =>
      updateProfile(values, photo),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
