import { memo, Suspense, type ComponentType } from 'react';
import { PageFallback } from './page-fallback';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * A lazy page with its loading fallback and the chunk-failure boundary (spec §8). Memoised:
 * Ionic's router re-renders its outlets' views when its route info changes (on start it adds
 * the matched params), and the page itself has nothing to redo then (issue 2 §8, TBT); what it
 * reads from the router's contexts still updates it.
 */
export const RoutedPage = memo(function RoutedPage({ page: Page }: { page: ComponentType }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
});
