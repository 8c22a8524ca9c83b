// issue 2 §8: the app stylesheet loads without blocking the landing's first paint (vite.config
// nonBlockingAppCss inserts it from a script). SUCCESS waits for it, so the app is never shown
// unstyled. In dev and tests there is no such link (Vite injects styles from JS): ready at once.
export const APP_CSS_SELECTOR = 'link[data-sk-app-css]';

export function appStylesReady(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(APP_CSS_SELECTOR)];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (link.sheet) return resolve();
          // A failed stylesheet must not hold the start forever: the app shows anyway.
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
