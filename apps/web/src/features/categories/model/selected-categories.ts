import { useCallback, useMemo, useSyncExternalStore } from 'react';
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

// One stored choice for the whole app (the Поиск list and the filter page both show it), so a
// change on one screen is seen at once by the other, which Ionic keeps mounted.
let stored: number[] | null | undefined;
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setStored(next: number[] | null): void {
  stored = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  reading ??= storage.get(SELECTED_CATEGORIES_KEY).then((raw) => {
    if (stored === undefined) setStored(parseIds(raw));
  });
  return () => listeners.delete(listener);
}

const getStored = (): number[] | null | undefined => stored;

/** For tests: forget the choice read from storage, as on a fresh start. */
export function resetSelectedCategoriesForTests(): void {
  stored = undefined;
  reading = null;
}

export function useSelectedCategories(categories: readonly Category[] | undefined) {
  const current = useSyncExternalStore(subscribe, getStored, getStored);

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
      setStored(ids);
      void storage.set(SELECTED_CATEGORIES_KEY, JSON.stringify(ids));
    },
    [selected],
  );

  return { selected, toggle, ready: current !== undefined };
}
