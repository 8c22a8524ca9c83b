/**
 * A value made on first use and kept (issue 27: the first `Intl` formatter a page makes loads
 * ICU's data — 20–60 ms on a phone — so formatters are made when something is formatted, not
 * while the first screen's modules are evaluated).
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
