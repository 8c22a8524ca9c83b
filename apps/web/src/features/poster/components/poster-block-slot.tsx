import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The main tab's first screen is at its JS budget (issue 2 §8): the poster's block, its texts
// and its code come in their own chunk, fetched only when the block's place comes near the
// screen (it sits below the news), never on the way to the first paint.
const PosterBlock = lazy(() => import('./poster-block'));

/** How far below the screen the block starts loading. */
const AHEAD_PX = 300;

/** Where the poster's block goes; it loads when scrolled near. */
export function PosterBlockSlot() {
  const ref = useRef<HTMLDivElement>(null);
  // Without an observer (old browsers, tests) the block loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className="sk-poster-slot">
      {near ? (
        <Suspense fallback={null}>
          <PosterBlock />
        </Suspense>
      ) : null}
    </div>
  );
}
