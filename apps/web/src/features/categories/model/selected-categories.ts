import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Category } from '@sportkarta/contract/api/static-files';
import { storage } from '@/lib/storage';

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

export function useSelectedCategories(categories: readonly Category[] | undefined) {
  const [stored, setStored] = useState<number[] | null | undefined>(undefined);

  useEffect(() => {
    let alive = true;
    void storage.get(SELECTED_CATEGORIES_KEY).then((raw) => {
      if (alive) setStored(parseIds(raw));
    });
    return () => {
      alive = false;
    };
  }, []);

  const selected: ReadonlySet<number> = useMemo(
    () =>
      new Set(
        stored ??
          (categories ?? []).filter((category) => category.checked).map((category) => category.id),
      ),
    [stored, categories],
  );

  const toggle = useCallback(
    (id: number) => {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      const ids = [...next].sort((a, b) => a - b);
      setStored(ids);
      void storage.set(SELECTED_CATEGORIES_KEY, JSON.stringify(ids));
    },
    [selected],
  );

  return { selected, toggle, ready: stored !== undefined };
}
