import { Suspense, type ComponentType } from 'react';
import { PageFallback } from './page-fallback';
import { RouteErrorBoundary } from './route-error-boundary';

/** A lazy page with its loading fallback and the chunk-failure boundary (spec §8). */
export function RoutedPage({ page: Page }: { page: ComponentType }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}
