/**
 * The sports categories the place filters offer (favouriteCategories.json, spec §3 Category:
 * id, checked). Icons are ionicons names; `checked` marks the ones preselected on first run.
 * Ids are stable: the app stores the person's choice by id.
 */
export interface CategorySeed {
  id: number;
  name: string;
  icon: string;
  checked: boolean;
}

export const CATEGORIES: readonly CategorySeed[] = [
  { id: 1, name: 'Бассейн', icon: 'water', checked: true },
  { id: 2, name: 'Тренажёрный зал', icon: 'barbell', checked: true },
  { id: 3, name: 'Футбол', icon: 'football', checked: true },
  { id: 4, name: 'Теннис', icon: 'tennisball', checked: false },
  { id: 5, name: 'Йога', icon: 'body', checked: false },
  { id: 6, name: 'Единоборства', icon: 'hand-left', checked: false },
  { id: 7, name: 'Фигурное катание', icon: 'snow', checked: false },
  { id: 8, name: 'Хоккей', icon: 'disc', checked: false },
  { id: 9, name: 'Баскетбол', icon: 'basketball', checked: false },
  { id: 10, name: 'Волейбол', icon: 'ellipse', checked: false },
  { id: 11, name: 'Фитнес', icon: 'fitness', checked: true },
  { id: 12, name: 'Лёгкая атлетика', icon: 'walk', checked: false },
  { id: 13, name: 'Велоспорт', icon: 'bicycle', checked: false },
  { id: 14, name: 'Лыжный спорт', icon: 'snow-outline', checked: false },
  { id: 15, name: 'Гимнастика', icon: 'accessibility', checked: false },
  { id: 16, name: 'Танцы', icon: 'musical-notes', checked: false },
  { id: 17, name: 'Гребля', icon: 'boat', checked: false },
  { id: 18, name: 'Настольный теннис', icon: 'tennisball-outline', checked: false },
  { id: 19, name: 'Шахматы', icon: 'grid', checked: false },
  { id: 20, name: 'Боулинг', icon: 'bowling-ball', checked: false },
  { id: 21, name: 'Скалолазание', icon: 'trending-up', checked: false },
  { id: 22, name: 'Бег', icon: 'footsteps', checked: false },
];
