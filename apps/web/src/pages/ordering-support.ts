import { useLocation } from 'react-router-dom';
import { useChildren } from '@/features/profile/api/children-api';
import type { Holder } from '@/features/ordering/components/for-whom';
import { useSession } from '@/lib/session';

/** A positive integer search parameter of the current address, or 0. */
export function useNumberParams<K extends string>(
  ...keys: K[]
): Record<K, number> & { date: string } {
  const params = new URLSearchParams(useLocation().search);
  const out = { date: params.get('date') ?? '' } as Record<K, number> & { date: string };
  for (const k of keys) {
    const v = params.get(k) ?? '';
    (out as Record<string, number>)[k] = /^\d{1,9}$/.test(v) ? Number(v) : 0;
  }
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
