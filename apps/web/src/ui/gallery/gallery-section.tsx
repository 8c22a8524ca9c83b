import { type ReactNode, useId } from 'react';

/** One widget of the gallery: a labelled region with an h2, so screen readers can jump between them. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="sk-gallery__section" aria-labelledby={id}>
      <h2 id={id} className="sk-gallery__title">
        {title}
      </h2>
      <div className="sk-gallery__body">{children}</div>
    </section>
  );
}
