import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener of one channel is told (issue 26, live seats across processes). */
export interface ChannelHandlers {
  /** One NOTIFY's payload, in the order PostgreSQL sent them. */
  notify(payload: string): void;
  /**
   * LISTEN is in force: after the first connection and after every reconnection. What changed
   * while nobody listened was not told, so the caller reads again what it follows (catch-up).
   */
  connected(): void;
}

/** One listening connection; `close` ends it for good (app close). */
export interface Listening {
  close(): Promise<void>;
}

/** Delays between reconnection tries, then the last one again and again. */
export const LISTEN_BACKOFF_MS = [100, 250, 500, 1_000, 2_000, 5_000] as const;
/**
 * How often the listening connection is asked `select 1`. A connection that died without a
 * word (a half-open TCP connection after a network cut) delivers nothing and raises nothing;
 * the ping finds it, and the listener reconnects and catches up.
 */
export const LISTEN_PING_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;

/** The listening connection's name in pg_stat_activity (operators and tests find it by it). */
export const LISTEN_APPLICATION_NAME = 'sportkarta-listen';

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would be handed to other
 * queries): one per process and channel. A lost connection (a restart, a failover,
 * `pg_terminate_backend`, a failed ping) is reopened with backoff, and `connected` is called
 * again so the caller catches up.
 */
export function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
  onProblem: (err: unknown) => void,
): Listening {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  let failures = 0;

  const drop = (c: pg.Client, err: unknown) => {
    if (client !== c) return; // already dropped
    client = undefined;
    clearInterval(ping);
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    if (closed) return;
    onProblem(err);
    const delay = LISTEN_BACKOFF_MS[Math.min(failures, LISTEN_BACKOFF_MS.length - 1)];
    failures++;
    retry = setTimeout(() => void open(), delay);
    retry.unref();
  };

  const open = async () => {
    if (closed) return;
    const c = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: LISTEN_APPLICATION_NAME,
    });
    client = c;
    // Without an 'error' listener node-postgres would take the process down.
    c.on('error', (err) => drop(c, err));
    c.on('end', () => drop(c, new Error('соединение LISTEN закрыто')));
    c.on('notification', (msg) => {
      if (msg.channel === channel) handlers.notify(msg.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (err) {
      drop(c, err);
      return;
    }
    if (client !== c || closed) return;
    failures = 0;
    ping = setInterval(() => {
      const timeout = setTimeout(
        () => drop(c, new Error('LISTEN: нет ответа на ping')),
        PING_TIMEOUT_MS,
      );
      c.query('select 1').then(
        () => clearTimeout(timeout),
        (err: unknown) => {
          clearTimeout(timeout);
          drop(c, err);
        },
      );
    }, LISTEN_PING_MS);
    ping.unref();
    handlers.connected();
  };

  void open();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      const c = client;
      client = undefined;
      if (c) await c.end().catch(() => undefined);
    },
  };
}

/**
 * LISTEN in the embedded mode: PGlite is one connection inside the process, which never
 * drops; its own NOTIFYs come back to it at commit like any listener's.
 */
export function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ChannelHandlers,
  onProblem: (err: unknown) => void,
): Listening {
  const unlisten = client
    .listen(channel, (payload) => handlers.notify(payload))
    .then(
      (stop) => {
        handlers.connected();
        return stop;
      },
      (err: unknown) => {
        onProblem(err);
        return undefined;
      },
    );
  return {
    close: async () => {
      const stop = await unlisten;
      if (stop && !client.closed) await stop().catch(() => undefined);
    },
  };
}
