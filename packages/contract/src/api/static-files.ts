import { z } from 'zod';

/** One item of news.json (newest first). */
export const NewsItemSchema = z.object({
  id: z.string().describe('Постоянный идентификатор (slug), часть адреса /tabs/main/news/{id}'),
  title: z.string(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .describe('Дата публикации, YYYY-MM-DD'),
  summary: z.string().describe('Короткий анонс для ленты'),
  text: z.string().describe('Полный текст; абзацы разделены пустой строкой'),
  image: z.string().describe('Адрес картинки относительно базового адреса API'),
  imageAlt: z.string().describe('Описание картинки для экранного диктора'),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;
export const NewsFileSchema = z.array(NewsItemSchema).describe('news.json — лента новостей');

/** districts.json — Moscow's administrative okrugs with their districts. */
export const DistrictSchema = z.object({ id: z.string(), name: z.string() });
export const OkrugSchema = z.object({
  id: z.string(),
  name: z.string().describe('Полное название, например «Центральный административный округ»'),
  abbreviation: z.string().describe('Сокращение, например «ЦАО»'),
  districts: z.array(DistrictSchema),
});
export type Okrug = z.infer<typeof OkrugSchema>;
export const DistrictsFileSchema = z.object({ okrugs: z.array(OkrugSchema) });

/** favouriteCategories.json — the sports categories the filters use (spec §3 Category: id, checked). */
export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().describe('Имя иконки из набора ionicons'),
  checked: z.boolean().describe('Отмечена ли категория по умолчанию'),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoriesFileSchema = z.object({ categories: z.array(CategorySchema) });
