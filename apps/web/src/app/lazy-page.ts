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

/** React.lazy with the spec's chunk timeout. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- same constraint as React.lazy
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<T> {
  return lazy(() => withChunkTimeout(load(), timeoutMs));
}
