import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionSeats } from '@sportkarta/contract/api/catalogue';

/** How often a live-seats stream re-reads its sessions (a DB read, so it works across processes). */
export const LIVE_SEATS_POLL_MS = 2_000;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;

/**
 * Server-sent events of the seats left on the sessions a person is looking at (issue 10): the
 * first snapshot at once, then an `event: seats` whenever it changes, until the client leaves
 * or the app closes (the caller ends every stream in `open` then). Every process reads PostgreSQL, so a seat sold through another process
 * shows up too.
 */
export async function streamSeats(
  open: Set<() => void>,
  request: FastifyRequest,
  reply: FastifyReply,
  read: () => Promise<SessionSeats>,
): Promise<FastifyReply> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let last = '';
  let closed = false;
  const send = async () => {
    try {
      const body = JSON.stringify(await read());
      if (!closed && body !== last) {
        last = body;
        res.write(`event: seats\ndata: ${body}\n\n`);
      }
    } catch (err) {
      request.log.warn({ err }, 'места сеансов не прочитаны');
    }
  };
  await send();
  const poll = setInterval(() => void send(), LIVE_SEATS_POLL_MS);
  const beat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const stop = () => {
    if (closed) return;
    closed = true;
    open.delete(stop);
    clearInterval(poll);
    clearInterval(beat);
    res.end();
  };
  request.raw.on('close', stop);
  open.add(stop);
  return reply;
}
