import { z } from 'zod';

/** GET /v1/version — what the update prompt compares the app's own build with. */
export const VersionInfoSchema = z
  .object({
    version: z.string().describe('Текущая версия приложения, например 1.8.4'),
    build: z.number().int().describe('Номер сборки текущей версии, например 260'),
    minSupportedBuild: z
      .number()
      .int()
      .describe('Сборки ниже этой больше не поддерживаются: обновление обязательно'),
    stores: z
      .object({
        ios: z.string().url().describe('Страница приложения в App Store'),
        android: z.string().url().describe('Страница приложения в Google Play / RuStore'),
      })
      .describe('Ссылки на магазины приложений по платформам'),
  })
  .describe('Сведения о текущей версии приложения');
export type VersionInfo = z.infer<typeof VersionInfoSchema>;
