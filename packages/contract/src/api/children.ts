import { z } from 'zod';
import { GenderSchema } from '../enums';
import { genderSchema, optionalPersonNameSchema, personNameSchema } from '../validation-messages';
import { birthDateSchema } from './user';

/** spec §3 Child (levelTraining is always AMATEUR). */
export const ChildSchema = z
  .object({
    id: z.string().uuid().describe('Идентификатор ребёнка'),
    parentId: z.string().uuid().describe('Идентификатор родителя'),
    firstName: z.string().describe('Имя'),
    lastName: z.string().describe('Фамилия'),
    middleName: z.string().describe('Отчество (пустая строка, если нет)'),
    birthDate: z.string().describe('Дата рождения ГГГГ-ММ-ДД'),
    gender: GenderSchema.describe('Пол: M или F'),
    levelTraining: z.literal('AMATEUR').describe('Уровень подготовки: всегда AMATEUR'),
    photo: z.string().nullable().describe('Адрес фотографии (случайный токен) или null'),
  })
  .describe('Ребёнок');
export type Child = z.infer<typeof ChildSchema>;

export const ChildListSchema = z
  .object({ children: z.array(ChildSchema).describe('Дети пользователя в порядке добавления') })
  .describe('Дети пользователя');

/** Multipart part `child` of POST /v1/userInfo/child and PUT /v1/userInfo/child/{id} (spec §7.2). */
export const ChildInputSchema = z
  .object({
    firstName: personNameSchema.describe('Имя'),
    lastName: personNameSchema.describe('Фамилия'),
    middleName: optionalPersonNameSchema.describe('Отчество, необязательно'),
    birthDate: birthDateSchema.describe('Дата рождения ГГГГ-ММ-ДД'),
    gender: genderSchema.describe('Пол: M или F'),
    levelTraining: z
      .literal('AMATEUR', { error: 'Уровень подготовки может быть только AMATEUR' })
      .default('AMATEUR')
      .describe('Всегда AMATEUR'),
    parentId: z
      .string({ error: 'Поле обязательно' })
      .uuid('Неверный идентификатор родителя')
      .describe('Идентификатор родителя: должен совпадать с идентификатором вошедшего'),
    photo: z
      .string()
      .nullable()
      .optional()
      .describe('Пустая строка удаляет фотографию; иное значение её сохраняет'),
  })
  .describe('Данные ребёнка (часть child запроса multipart)');
export type ChildInput = z.infer<typeof ChildInputSchema>;

export const ChildIdParamsSchema = z.object({
  id: z.string().uuid('Неверный идентификатор ребёнка').describe('Идентификатор ребёнка'),
});

/** DELETE /v1/userInfo/child/{id} (issue 28): what went with the removed profile. */
export const ChildRemovedSchema = z
  .object({
    id: z.string().uuid(),
    withdrawnApplications: z.number().int().describe('Заявок в секции на рассмотрении отозвано'),
    deletedDocuments: z.number().int().describe('Документов удалено вместе со сканами'),
  })
  .describe('Профиль ребёнка удалён');
export type ChildRemoved = z.infer<typeof ChildRemovedSchema>;
