import { SessionSeatsSchema, type SessionSeats } from '@sportkarta/contract/api/catalogue';
import type { FastifyInstance } from 'fastify';

// Live seats (issues 10, 26): a stream of `seats` events read as an EventSource would, each
// awaited with a deadline instead of a sleep.

export interface SeatsStream {
  /** The next `seats` event; rejects when none comes within `timeoutMs`. */
  next(timeoutMs?: number): Promise<SessionSeats>;
  close(): void;
}

/** Opens `GET …/scheduled-events/seats` as a stream on a listening app. */
export async function openSeatsStream(
  app: FastifyInstance,
  sessionIds: readonly number[],
): Promise<SeatsStream> {
  const address = app.server.listening
    ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    : await app.listen({ port: 0, host: '127.0.0.1' });
  return openSeatsStreamAt(address, sessionIds);
}

/** The same stream from any address: an API process or the balancer in front of them. */
export async function openSeatsStreamAt(
  address: string,
  sessionIds: readonly number[],
): Promise<SeatsStream> {
  const controller = new AbortController();
  const res = await fetch(
    `${address}/v1/mob/public/scheduled-events/seats?sessionIds=${sessionIds.join(',')}`,
    { headers: { accept: 'text/event-stream' }, signal: controller.signal },
  );
  if (!res.headers.get('content-type')?.includes('text/event-stream'))
    throw new Error(`not a stream: ${res.status} ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const readEvent = async (): Promise<SessionSeats> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (block.startsWith('event: seats') && data)
          return SessionSeatsSchema.parse(JSON.parse(data.slice('data: '.length)));
        continue; // a heartbeat comment
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  let pending: Promise<SessionSeats> | undefined;
  return {
    async next(timeoutMs = 5_000) {
      pending ??= readEvent().finally(() => {
        pending = undefined;
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no seats event within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        return await Promise.race([pending, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => controller.abort(),
  };
}
