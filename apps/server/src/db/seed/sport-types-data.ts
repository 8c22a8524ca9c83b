/**
 * The sports of the filter «Вид спорта» (GET /v1/sportTypes), each with the categories of
 * categories-data.ts it belongs to: a venue's category_ids are derived from its sport types,
 * so the category filter and the sport filter agree. Ids are stable (stored in filters).
 */
export interface SportTypeSeed {
  id: number;
  name: string;
  categories: readonly number[];
}

export const SPORT_TYPES: readonly SportTypeSeed[] = [
  { id: 1, name: 'Плавание', categories: [1] },
  { id: 2, name: 'Аквааэробика', categories: [1, 11] },
  { id: 3, name: 'Футбол', categories: [3] },
  { id: 4, name: 'Мини-футбол', categories: [3] },
  { id: 5, name: 'Теннис', categories: [4] },
  { id: 6, name: 'Настольный теннис', categories: [18] },
  { id: 7, name: 'Баскетбол', categories: [9] },
  { id: 8, name: 'Волейбол', categories: [10] },
  { id: 9, name: 'Хоккей', categories: [8] },
  { id: 10, name: 'Фигурное катание', categories: [7] },
  { id: 11, name: 'Бокс', categories: [6] },
  { id: 12, name: 'Дзюдо', categories: [6] },
  { id: 13, name: 'Самбо', categories: [6] },
  { id: 14, name: 'Карате', categories: [6] },
  { id: 15, name: 'Йога', categories: [5] },
  { id: 16, name: 'Фитнес', categories: [11] },
  { id: 17, name: 'Силовые тренировки', categories: [2] },
  { id: 18, name: 'Лёгкая атлетика', categories: [12, 22] },
  { id: 19, name: 'Художественная гимнастика', categories: [15] },
  { id: 20, name: 'Спортивная гимнастика', categories: [15] },
  { id: 21, name: 'Танцы', categories: [16] },
  { id: 22, name: 'Велоспорт', categories: [13] },
  { id: 23, name: 'Лыжные гонки', categories: [14] },
  { id: 24, name: 'Гребля', categories: [17] },
  { id: 25, name: 'Шахматы', categories: [19] },
  { id: 26, name: 'Боулинг', categories: [20] },
  { id: 27, name: 'Скалолазание', categories: [21] },
];

const BY_ID = new Map(SPORT_TYPES.map((s) => [s.id, s]));

/** Category ids of a set of sport types, ascending and without repeats. */
export function categoriesOf(sportTypeIds: readonly number[]): number[] {
  const ids = new Set(sportTypeIds.flatMap((id) => BY_ID.get(id)?.categories ?? []));
  return [...ids].sort((a, b) => a - b);
}
