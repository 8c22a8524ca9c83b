import type { ReactNode } from 'react';
import {
  CatalogueError,
  CatalogueSkeleton,
} from '@/features/catalogue/components/catalogue-states';
import { ruCommerce } from '@/i18n/ru-commerce';
import { EmptyState } from '@/ui/empty-state';
import { PageShell } from '@/ui/page-shell';

export interface OrderingShellProps {
  backHref: string;
  /** The catalogue call that finds what is being bought. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** What is being bought, once found; null shows «not found». */
  form: (() => ReactNode) | null;
}

/** The ordering screens' common frame: loading, error with retry, not found, then the form. */
export function OrderingShell({ backHref, query, form }: OrderingShellProps) {
  const t = ruCommerce;
  return (
    <PageShell title={t.orderTitle} backHref={backHref}>
      {query.isPending ? (
        <CatalogueSkeleton />
      ) : query.isError ? (
        <CatalogueError onRetry={() => void query.refetch()} />
      ) : form ? (
        form()
      ) : (
        <EmptyState title={t.notFound} hint={t.emptyHint} />
      )}
    </PageShell>
  );
}
