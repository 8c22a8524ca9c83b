import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import {
  CatalogueError,
  CatalogueSkeleton,
} from '@/features/catalogue/components/catalogue-states';
import { ruCommerce } from '@/i18n/ru-commerce';
import { BackToMainLink, EmptyState } from '@/ui/empty-state';
import { PageShell } from '@/ui/page-shell';

export interface OrderingShellProps {
  /** Where the choice was made; null when the address does not say (then the main tab). */
  backHref: string | null;
  /**
   * The address names what is being bought (every id it needs). An old or shared link without
   * them says so instead of waiting for a catalogue call that never goes (issue 28).
   */
  selected: boolean;
  /** The catalogue call that finds what is being bought. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** What is being bought, once found; null shows «not found». */
  form: (() => ReactNode) | null;
}

/** The ordering screens' common frame: loading, error with retry, not found, then the form. */
export function OrderingShell({ backHref, selected, query, form }: OrderingShellProps) {
  const t = ruCommerce;
  const wayBack = backHref ? (
    <Link className="sk-button" to={backHref}>
      {t.backToChoice}
    </Link>
  ) : (
    <BackToMainLink />
  );
  return (
    <PageShell title={t.orderTitle} backHref={backHref ?? paths.main}>
      {!selected ? (
        <EmptyState title={t.nothingChosen} hint={t.nothingChosenHint} action={wayBack} />
      ) : query.isPending ? (
        <CatalogueSkeleton />
      ) : query.isError ? (
        <CatalogueError onRetry={() => void query.refetch()} />
      ) : form ? (
        form()
      ) : (
        <EmptyState title={t.notFound} hint={t.emptyHint} action={wayBack} />
      )}
    </PageShell>
  );
}
