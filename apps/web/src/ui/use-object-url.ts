import { useEffect, useMemo } from 'react';

/**
 * A blob as an object URL for as long as it is shown (revoked when the blob changes or the
 * component goes); a string is a URL already and is used as it is.
 */
export function useObjectUrl(source: string | Blob | null | undefined): string | null {
  const url = useMemo(
    () =>
      source === null || source === undefined
        ? null
        : typeof source === 'string'
          ? source
          : URL.createObjectURL(source),
    [source],
  );
  useEffect(() => {
    if (!url || typeof source === 'string') return;
    return () => URL.revokeObjectURL(url);
  }, [url, source]);
  return url;
}
