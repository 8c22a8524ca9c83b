import { useLocation } from 'react-router-dom';
import { useChildren } from '@/features/profile/api/children-api';
import type { Holder } from '@/features/ordering/components/for-whom';
import { useSession } from '@/lib/session';

/** A positive integer id from the address (a path or search parameter), or 0 when it is not one. */
export const routeId = (value: string | null | undefined): number =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : 0;

/** Positive integer search parameters of the current address (0 when absent or malformed). */
export function useNumberParams<K extends string>(
  ...keys: K[]
): Record<K, number> & { date: string } {
  const params = new URLSearchParams(useLocation().search);
  const out = { date: params.get('date') ?? '' } as Record<K, number> & { date: string };
  for (const k of keys) (out as Record<string, number>)[k] = routeId(params.get(k));
  return out;
}

/** For whom the person may buy: their children (null for a visitor). */
export function useHolders(): readonly Holder[] | null {
  const { status } = useSession();
  const signedIn = status === 'logged-in';
  const children = useChildren(signedIn);
  if (!signedIn) return null;
  return (children.data ?? []).map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}` }));
}
