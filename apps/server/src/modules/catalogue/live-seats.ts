import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionSeats } from '@sportkarta/contract/api/catalogue';
import type { ChannelHandlers, Listening } from '../../db/listen';

/** The channel every change of a session's free seats is told on (migration 0025). */
export const SEATS_CHANNEL = 'seats_changed';
/** A comment line now and then keeps proxies from closing a quiet stream. */
export const LIVE_SEATS_HEARTBEAT_MS = 20_000;
/** A read that failed is tried again this much later. */
export const LIVE_SEATS_RETRY_MS = 1_000;
/** setTimeout's longest delay; a later moment is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

type SeatsOfSession = SessionSeats['sessions'][number];
type Listener = (seats: SessionSeats) => void;

/** One session as the watcher reads it: its seats, and when time alone changes them next. */
export interface WatchedSeats {
  seats: SeatsOfSession;
  changesAt: Date | null;
}

export interface SeatsWatcher {
  /**
   * Watches `ids`: `listener` gets a fresh snapshot first (read after the watch began, so no
   * change slips between the two), then a snapshot only when one of its sessions changed.
   * Returns the function that stops watching.
   */
  watch(ids: readonly number[], listener: Listener): () => void;
  /** Settles once nothing is left to read (tests). */
  settled(): Promise<void>;
  /** Stops listening and forgets every watcher (app close). */
  stop(): Promise<void>;
  /** How many streams are watching (tests). */
  readonly size: number;
}

/**
 * Live seats of one process (issue 26): every write that changes a session's free seats is
 * told by PostgreSQL's NOTIFY with the sessions' ids (migration 0025), over ONE listening
 * connection per process, opened with the first stream and kept. The watcher re-reads only the
 * told sessions somebody watches — notifications that arrive during a read are gathered and
 * read together next, so a burst of sales costs a few queries, not one per sale — and sends
 * each stream only its changes. Time changes seats too, without a write (a hold expires, a
 * session starts): each read answers when that happens next, and one timer re-reads those
 * sessions then. When the listening connection comes back after a loss, everything watched is
 * read again (catch-up).
 */
export function createSeatsWatcher(opts: {
  read: (ids: readonly number[]) => Promise<WatchedSeats[]>;
  /** Opens the process's listening connection (app.database.listen on SEATS_CHANNEL). */
  listen: (handlers: ChannelHandlers) => Listening;
  log: FastifyBaseLogger;
  /** The app's clock: `changesAt` is compared with it. */
  now: () => Date;
}): SeatsWatcher {
  const watchers = new Map<number, { ids: readonly number[]; listener: Listener; last: string }>();
  /** How many watchers watch each session. */
  const watched = new Map<number, number>();
  const seats = new Map<number, SeatsOfSession>();
  const changesAt = new Map<number, number>();
  const dirty = new Set<number>();
  const fresh = new Set<number>();
  let nextKey = 0;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let listening: Listening | undefined;
  let stopped = false;

  const markAll = () => {
    for (const id of watched.keys()) dirty.add(id);
  };

  const send = (key: number, force: boolean) => {
    const w = watchers.get(key);
    if (!w) return;
    const snapshot = {
      sessions: w.ids.flatMap((id) => {
        const s = seats.get(id);
        return s ? [s] : [];
      }),
    };
    const body = JSON.stringify(snapshot);
    if (!force && body === w.last) return;
    w.last = body;
    w.listener(snapshot);
  };

  /** One timer for the earliest moment a watched session changes by time alone. */
  const armTimer = (delayMs?: number) => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || watchers.size === 0) return;
    let delay = delayMs;
    if (delay === undefined) {
      const next = Math.min(...changesAt.values());
      if (!Number.isFinite(next)) return;
      delay = Math.min(MAX_DELAY_MS, Math.max(0, next - opts.now().getTime()));
    }
    timer = setTimeout(() => {
      const now = opts.now().getTime();
      for (const [id, at] of changesAt) if (at <= now) dirty.add(id);
      if (dirty.size > 0) schedule();
      else armTimer();
    }, delay);
    timer.unref();
  };

  const readOnce = async (): Promise<boolean> => {
    const ids = [...dirty].filter((id) => watched.has(id));
    const newcomers = [...fresh];
    dirty.clear();
    fresh.clear();
    let rows: WatchedSeats[];
    try {
      rows = ids.length === 0 ? [] : await opts.read(ids);
    } catch (err) {
      opts.log.warn({ err }, 'места сеансов не прочитаны');
      for (const id of ids) dirty.add(id);
      for (const key of newcomers) fresh.add(key);
      armTimer(LIVE_SEATS_RETRY_MS);
      return false;
    }
    if (stopped) return false;
    for (const id of ids) {
      seats.delete(id);
      changesAt.delete(id);
    }
    for (const r of rows) {
      seats.set(r.seats.id, r.seats);
      if (r.changesAt) changesAt.set(r.seats.id, r.changesAt.getTime());
    }
    const read = new Set(ids);
    for (const [key, w] of watchers) {
      if (newcomers.includes(key)) send(key, true);
      // A stream that came during this read waits for its own whole first snapshot.
      else if (!fresh.has(key) && w.ids.some((id) => read.has(id))) send(key, false);
    }
    return true;
  };

  /** Reads what is dirty, one read at a time; what comes meanwhile is read next. */
  const schedule = () => {
    if (running || stopped) return;
    running = (async () => {
      while (!stopped && (dirty.size > 0 || fresh.size > 0)) {
        if (!(await readOnce())) return;
      }
      armTimer();
    })().finally(() => {
      running = null;
    });
  };

  const handlers: ChannelHandlers = {
    notify(payload) {
      if (payload === '*') markAll();
      else
        for (const part of payload.split(',')) {
          const id = Number(part);
          if (watched.has(id)) dirty.add(id);
        }
      if (dirty.size > 0) schedule();
    },
    connected() {
      markAll();
      schedule();
    },
  };

  return {
    watch(ids, listener) {
      const key = nextKey++;
      const unique = [...new Set(ids)];
      watchers.set(key, { ids: unique, listener, last: '' });
      for (const id of unique) {
        watched.set(id, (watched.get(id) ?? 0) + 1);
        dirty.add(id);
      }
      fresh.add(key);
      if (!stopped) listening ??= opts.listen(handlers);
      schedule();
      return () => {
        if (!watchers.delete(key)) return;
        fresh.delete(key);
        for (const id of unique) {
          const n = (watched.get(id) ?? 1) - 1;
          if (n > 0) watched.set(id, n);
          else {
            watched.delete(id);
            seats.delete(id);
            changesAt.delete(id);
          }
        }
        if (watchers.size === 0) armTimer();
      };
    },
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      watchers.clear();
      watched.clear();
      clearTimeout(timer);
      await running;
      await listening?.close();
      listening = undefined;
    },
    get size() {
      return watchers.size;
    },
  };
}

/**
 * Server-sent events of the seats left on the sessions a person is looking at: a fresh snapshot
 * first (a reconnecting EventSource gets one too), then an `event: seats` whenever the shared
 * watcher sees a change, a comment line as heartbeat, until the client leaves or the app closes
 * (the caller ends every stream in `open` then).
 */
export async function streamSeats(
  open: Set<() => void>,
  watcher: SeatsWatcher,
  request: FastifyRequest,
  reply: FastifyReply,
  ids: readonly number[],
): Promise<FastifyReply> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  const unwatch = watcher.watch(ids, (seats) => {
    if (!closed) res.write(`event: seats\ndata: ${JSON.stringify(seats)}\n\n`);
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
