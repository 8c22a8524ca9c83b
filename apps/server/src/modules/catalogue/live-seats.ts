import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionSeats } from '@sportkarta/contract/api/catalogue';

/** How often the process re-reads the watched sessions (a DB read, so it works across processes). */
export const LIVE_SEATS_POLL_MS = 2_000;
/** A comment line now and then keeps proxies from closing a quiet stream. */
export const LIVE_SEATS_HEARTBEAT_MS = 20_000;

type SeatsOfSession = SessionSeats['sessions'][number];
type Listener = (seats: SessionSeats) => void;

export interface SeatsWatcher {
  /**
   * Watches `ids`: `listener` gets the first snapshot after the next read, then a snapshot only
   * when one of its sessions changed. Returns the function that stops watching.
   */
  watch(ids: readonly number[], listener: Listener): () => void;
  /** Reads once now (tests; the timer calls it too). */
  tick(): Promise<void>;
  /** Stops the timer and forgets every watcher (app close). */
  stop(): void;
  /** How many streams are watching (tests). */
  readonly size: number;
}

/**
 * One poller per process over the union of the session ids every open stream watches (issue 10
 * live seats): N people looking at the same day cost one query per interval, not N. The timer
 * runs only while somebody watches; a slow read is never overlapped by the next one.
 */
export function createSeatsWatcher(opts: {
  read: (ids: readonly number[]) => Promise<SessionSeats>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): SeatsWatcher {
  const intervalMs = opts.intervalMs ?? LIVE_SEATS_POLL_MS;
  const watchers = new Map<number, { ids: readonly number[]; listener: Listener; last: string }>();
  let nextKey = 0;
  let timer: NodeJS.Timeout | undefined;
  let reading = false;

  const tick = async () => {
    if (reading || watchers.size === 0) return;
    reading = true;
    try {
      const union = [...new Set([...watchers.values()].flatMap((w) => w.ids))];
      const byId = new Map<number, SeatsOfSession>(
        (await opts.read(union)).sessions.map((s) => [s.id, s]),
      );
      for (const w of watchers.values()) {
        const seats = {
          sessions: w.ids.flatMap((id) => {
            const s = byId.get(id);
            return s ? [s] : [];
          }),
        };
        const body = JSON.stringify(seats);
        if (body === w.last) continue;
        w.last = body;
        w.listener(seats);
      }
    } catch (err) {
      opts.log.warn({ err }, 'места сеансов не прочитаны');
    } finally {
      reading = false;
    }
  };

  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };

  return {
    watch(ids, listener) {
      const key = nextKey++;
      watchers.set(key, { ids: [...new Set(ids)], listener, last: '' });
      timer ??= setInterval(() => void tick(), intervalMs);
      return () => {
        watchers.delete(key);
        if (watchers.size === 0) stopTimer();
      };
    },
    tick,
    stop() {
      watchers.clear();
      stopTimer();
    },
    get size() {
      return watchers.size;
    },
  };
}

/**
 * Server-sent events of the seats left on the sessions a person is looking at: the first
 * snapshot at once, then an `event: seats` whenever the shared watcher sees a change, a comment
 * line as heartbeat, until the client leaves or the app closes (the caller ends every stream in
 * `open` then).
 */
export async function streamSeats(
  open: Set<() => void>,
  watcher: SeatsWatcher,
  request: FastifyRequest,
  reply: FastifyReply,
  ids: readonly number[],
  first: SessionSeats,
): Promise<FastifyReply> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let last = JSON.stringify(first);
  res.write(`event: seats\ndata: ${last}\n\n`);
  let closed = false;
  const unwatch = watcher.watch(ids, (seats) => {
    const body = JSON.stringify(seats);
    if (closed || body === last) return;
    last = body;
    res.write(`event: seats\ndata: ${body}\n\n`);
  });
  const beat = setInterval(() => res.write(': ping\n\n'), LIVE_SEATS_HEARTBEAT_MS);
  const stop = () => {
    if (closed) return;
    closed = true;
    open.delete(stop);
    unwatch();
    clearInterval(beat);
    res.end();
  };
  request.raw.on('close', stop);
  open.add(stop);
  return reply;
}
