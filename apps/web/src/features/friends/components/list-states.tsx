import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ru } from '@/i18n/ru';
import { ruFriends as t } from '@/i18n/ru-friends';
import { EmptyState } from '@/ui/empty-state';

/** Placeholder rows while a list loads. */
export function ListSkeleton() {
  return (
    <div className="sk-friends__skeleton" aria-busy="true" aria-label={ru.app.loading}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="sk-friends__skeleton-row" />
      ))}
    </div>
  );
}

/**
 * A list's loading, error and empty states around its rows: the same for the three tabs.
 * `children` renders the rows once there are any.
 */
export function ListStates<T>({
  query,
  items,
  empty,
  children,
}: {
  query: UseQueryResult<unknown>;
  items: readonly T[] | undefined;
  empty: { title: string; hint: string; icon: string };
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton />;
  if (!items)
    return (
      <EmptyState
        title={t.loadError}
        hint={query.error?.message}
        action={
          <button type="button" className="sk-button" onClick={() => void query.refetch()}>
            {t.retry}
          </button>
        }
      />
    );
  if (items.length === 0) return <EmptyState {...empty} />;
  return <>{children(items)}</>;
}
