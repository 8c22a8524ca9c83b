import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoriesFileSchema, type Category } from '@sportkarta/contract/api/static-files';
import { apiRequest } from '@/lib/api-client';
import { SLOW_QUERY_OPTIONS } from '@/lib/query-client';
import { categoriesQueryKey } from './categories-key';

/** GET /favouriteCategories.json — the sports categories (spec §7.1 static files, §7.2 "Categories: response categories"). */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const file = await apiRequest({
    url: '/favouriteCategories.json',
    method: 'GET',
    schema: CategoriesFileSchema,
    signal,
  });
  return file.categories;
}

// The list changes rarely: spec §7.3 slowly changing data (stale 30 min, kept 35 min).
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    ...SLOW_QUERY_OPTIONS,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
