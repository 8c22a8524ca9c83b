import { type User, UserSchema } from '@sportkarta/contract/api/user';
import { apiRequest } from '@/lib/api-client';

/** Multipart body of spec §7.2: a JSON part (as a Blob, application/json) and an optional photo. */
export function multipartBody(part: string, data: unknown, photo: Blob | null): FormData {
  const form = new FormData();
  form.append(part, new Blob([JSON.stringify(data)], { type: 'application/json' }), `${part}.json`);
  if (photo) form.append('photo', photo, 'photo.jpg');
  return form;
}

export interface ProfileValues {
  firstName: string;
  lastName: string;
  middleName: string;
  birthDate: string;
  gender: 'M' | 'F';
  email: string;
  inn: string;
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
