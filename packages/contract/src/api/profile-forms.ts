import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation-messages';
import { ChildInputSchema } from './children';
import { UserUpdateSchema } from './user';

// The multipart bodies of spec §7.2 that carry a profile (POST /v1/userInfo) or a child
// (POST /v1/userInfo/child, PUT /v1/userInfo/child/{id}): a JSON part and an optional photo.
// The server reads the parts into { <part>: text, photo?: bytes } and the route schema checks
// them, so a bad part is a 400 naming its field before the service runs.

export const JSON_PART_MESSAGE = 'Часть не является корректным JSON';

/** A JSON part as the text received (a text field, or a file part with application/json). */
export function jsonPartSchema<S extends z.ZodType>(schema: S) {
  return z
    .string({ error: VALIDATION_MESSAGES.required })
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: JSON_PART_MESSAGE });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** Part `photo`: the bytes of a JPG or PNG (the server checks the type by content); optional. */
export const PhotoPartSchema = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array, { error: 'Ожидается файл' })
  .optional()
  .describe('JPG или PNG, не больше 10 000 000 байт');

export const UserUpdateFormSchema = z.object({
  user: jsonPartSchema(UserUpdateSchema).describe('JSON данных профиля'),
  photo: PhotoPartSchema,
});

export const ChildFormSchema = z.object({
  child: jsonPartSchema(ChildInputSchema).describe('JSON данных ребёнка'),
  photo: PhotoPartSchema,
});
