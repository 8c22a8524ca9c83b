import { lazy, Suspense, type ComponentProps } from 'react';

const UpdateDialog = lazy(() =>
  import('./update-dialog').then((module) => ({ default: module.UpdateDialog })),
);

/**
 * The update card, loaded when one is first shown (issue 27: it is part of the first-run
 * layer every visit loads, yet shows only when a build is out of date); the service worker
 * keeps its chunk, so it opens offline too.
 */
export function LazyUpdateDialog(props: ComponentProps<typeof UpdateDialog>) {
  return (
    <Suspense fallback={null}>
      <UpdateDialog {...props} />
    </Suspense>
  );
}
