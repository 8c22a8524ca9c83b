/** How long seen ids are gathered before one setViewed carries them all. */
export const SEEN_BATCH_MS = 600;

/**
 * Gathers the ids of notifications seen on screen and hands them over in batches, each id once
 * (spec §7.1 setViewed takes a list).
 */
export function seenBatcher(flush: (ids: string[]) => void, delayMs = SEEN_BATCH_MS) {
  const sent = new Set<string>();
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    add(id: string) {
      if (sent.has(id)) return;
      sent.add(id);
      pending.push(id);
      timer ??= setTimeout(() => {
        timer = undefined;
        const ids = pending;
        pending = [];
        flush(ids);
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
