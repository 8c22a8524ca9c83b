import { type ReactNode, useId } from 'react';

/**
 * A titled block of the venue page. Ids come from useId: Ionic keeps earlier pages in the DOM,
 * so two venue pages may be mounted at once.
 */
export function PlaceSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="sk-place-section" aria-labelledby={id}>
      <h2 id={id} className="sk-place-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
