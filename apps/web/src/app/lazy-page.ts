import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@sportkarta/contract/config/timings';
import { ru } from '@/i18n/ru';

// spec §8/§9: "Script chunk loading failure: «Loading chunk failed» after 120 s". A page chunk
// that neither arrives nor fails within the timeout is treated as failed, so the person gets
// a way out (reload) instead of an endless spinner.
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(cause?: unknown) {
    super(ru.chunk.failed, { cause });
  }
}

const CHUNK_FAILURE =
  /Loading chunk|dynamically imported module|Importing a module script failed|error loading dynamically/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(error.message))
  );
}

export function withChunkTimeout<T>(
  load: Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

/** A lazy page that can also be fetched ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- same constraint as React.lazy
export type LazyPage<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Loads the page's chunk now; once it is here the page renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy with the spec's chunk timeout. A page whose chunk has already arrived (preloaded,
 * or shown before) renders at once: React.lazy takes a thenable that resolves synchronously
 * without suspending, so there is no fallback and no extra commit (issue 2 §8: the first
 * screen's page is preloaded by app/first-screen.ts during the start check).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- same constraint as React.lazy
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyPage<T> {
  let loaded: { default: T } | undefined;
  const remember = (module: { default: T }) => (loaded = module);
  const component = lazy(() => {
    if (loaded) {
      const module = loaded;
      const ready: PromiseLike<{ default: T }> = {
        then: (onFulfilled) => onFulfilled?.(module) as never,
      };
      return ready as Promise<{ default: T }>;
    }
    return withChunkTimeout(load(), timeoutMs).then(remember);
  });
  return Object.assign(component, {
    preload: () => load().then((module) => void remember(module)),
  });
}
