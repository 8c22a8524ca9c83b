import { useCallback, useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { Category } from '@sportkarta/contract/api/static-files';
import { createPersistedStore } from '@/lib/persisted-store';

// spec §3 Filter model: "categories" — the person's chosen sports, kept by id between visits
// (the place search of a later issue starts from them). Until the person changes anything,
// the categories marked `checked` in favouriteCategories.json are the choice.
export const SELECTED_CATEGORIES_KEY = 'sk.selectedCategories';

function parseIds(raw: string | null): number[] | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((id) => Number.isInteger(id))
      ? (value as number[])
      : null;
  } catch {
    return null;
  }
}

// One stored choice for the whole app (the Поиск list and the filter page both show it), so a
// change on one screen is seen at once by the other, which Ionic keeps mounted. `ids` null:
// the person has not chosen yet.
const categoriesStore = createPersistedStore<{ ids: number[] | null; hydrated: boolean }>(
  { ids: null, hydrated: false },
  {
    key: SELECTED_CATEGORIES_KEY,
    save: (state) => JSON.stringify(state.ids),
    load: (raw) => ({ ids: parseIds(raw) }),
  },
);

/** For tests: forget the choice read from storage, as on a fresh start. */
export const resetSelectedCategoriesForTests = (): void => categoriesStore.reset();

export function useSelectedCategories(categories: readonly Category[] | undefined) {
  const current = useStore(categoriesStore, (state) => state.ids);
  const ready = useStore(categoriesStore, (state) => state.hydrated);
  useEffect(() => void categoriesStore.hydrate(), []);

  const selected: ReadonlySet<number> = useMemo(
    () =>
      new Set(
        current ??
          (categories ?? []).filter((category) => category.checked).map((category) => category.id),
      ),
    [current, categories],
  );

  const toggle = useCallback(
    (id: number) => {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      const ids = [...next].sort((a, b) => a - b);
      categoriesStore.setState({ ids, hydrated: true });
    },
    [selected],
  );

  return { selected, toggle, ready };
}
