import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ru } from '@/i18n/ru';
import { ruSections } from '@/i18n/ru-sections';
import { isApiError } from '@/lib/api-client';
import { EmptyState } from '@/ui/empty-state';
import { LoadingPlaceholder } from '@/ui/loading-placeholder';

/** Cards being loaded. */
export function SectionsSkeleton() {
  return (
    <LoadingPlaceholder className="sk-sec-skeleton">
      {[0, 1, 2].map((i) => (
        <div key={i} className="sk-sec-skeleton__card" />
      ))}
    </LoadingPlaceholder>
  );
}

/** A load that failed: «not found» for a 404, otherwise the error with a retry. */
export function SectionsError({
  error,
  notFound,
  onRetry,
}: {
  error: unknown;
  notFound: string;
  onRetry: () => void;
}) {
  if (isApiError(error) && error.status === 404) return <EmptyState title={notFound} />;
  return (
    <EmptyState
      title={ruSections.loadError}
      hint={isApiError(error) ? error.message : ru.errors.http}
      action={
        <button type="button" className="sk-button" onClick={onRetry}>
          {ruSections.retry}
        </button>
      }
    />
  );
}

/** A query's loading and error states, then its data to `children`. */
export function Loaded<T>({
  query,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  notFound: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SectionsSkeleton />;
  if (query.isError)
    return (
      <SectionsError error={query.error} notFound={notFound} onRetry={() => void query.refetch()} />
    );
  return <>{children(query.data)}</>;
}
