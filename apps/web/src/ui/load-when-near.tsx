import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen the content starts loading. */
const AHEAD_PX = 300;

/**
 * Mounts its children only once its place comes near the screen, so a block below the first
 * screen (and the lazy chunk it renders) costs nothing on the way to the first paint (issue 2
 * §8: the first screen's JS budget). Without IntersectionObserver (old browsers, tests) at once.
 */
export function LoadWhenNear({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
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
    <div ref={ref} className={className}>
      {near ? children : null}
    </div>
  );
}
