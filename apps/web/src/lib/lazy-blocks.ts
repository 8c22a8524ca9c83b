import { createContext, type ComponentType } from 'react';

/**
 * Blocks of a page that come in chunks of their own, handed down by the app (app/app.tsx). The
 * app's first chunk already lists the chunks such a block needs (its pages need the same), so
 * the import costs the page's chunk nothing; the page's own chunk is on the first screen's JS
 * budget (issue 2 §8).
 */
export interface LazyBlocks {
  /** The main tab's poster block (issue 14)… */
  poster?: ComponentType;
  /** …and what the main tab's pull-to-refresh does for it. */
  refreshPoster?: () => Promise<void>;
}

export const LazyBlocksContext = createContext<LazyBlocks>({});
