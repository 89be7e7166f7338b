import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveChanges, StreamEvent } from './live-changes.js';

/** A comment line now and then keeps proxies and phones from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How soon the browser reconnects after the stream ends or drops. */
const RETRY_MS = 3_000;
/** How soon a browser whose stream a newer one replaced would reconnect by itself. */
const REPLACED_RETRY_MS = 10 * 60_000;

/** The open streams of one app instance, ended when it shuts down (`true`: drop the connection too). */
export type OpenStreams = Set<(shutdown?: boolean) => void>;

/**
 * A signed-in tab's server-sent events: `change` events naming what changed for this player. The
 * stream ends after `lifetimeMs` and the browser opens it again, so a signed-out or expired
 * session stops receiving within that time (each new stream passes the session check again).
 * An account holds at most STREAMS_PER_ACCOUNT (live-changes.ts) streams; a newer one ends the
 * oldest with a `replaced` event.
 */
export function openEventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  live: LiveChanges,
  streams: OpenStreams,
  lifetimeMs: number,
): void {
  const userId = req.user!.id;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  const write = (chunk: string) => {
    if (!res.writableEnded) res.write(chunk);
  };
  write(`retry: ${RETRY_MS}\n\n`);
  write('event: ready\ndata: {}\n\n');
  const unsubscribe = live.subscribe(
    userId,
    (event: StreamEvent) => write(`event: change\ndata: ${JSON.stringify(event)}\n\n`),
    // A newer stream of the same account took this one's place: the tab is told not to reconnect
    // by itself (it opens a stream again once it is shown again), so tabs do not push each other
    // out in turn. A client that does not know the event waits REPLACED_RETRY_MS before it tries.
    () => {
      write(`retry: ${REPLACED_RETRY_MS}\nevent: replaced\ndata: {}\n\n`);
      close();
    },
  );
  const heartbeat = setInterval(() => write(': \n\n'), HEARTBEAT_MS);
  let closed = false;
  const close = (shutdown = false) => {
    // A server shutting down drops the connection as well: the browser reconnects to another
    // instance, and the server need not wait for the client to let go.
    if (shutdown) {
      if (!res.writableEnded) res.end();
      req.raw.socket.destroy?.();
    }
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    unsubscribe();
    if (!res.writableEnded) res.end();
  };
  const expiry = setTimeout(() => close(), lifetimeMs);
  streams.add(close);
  // Kept until the connection is gone, so a shutdown can drop it (an ended stream's connection
  // may otherwise sit open as long as the browser keeps it).
  req.raw.socket.once('close', () => {
    close();
    streams.delete(close);
  });
  res.on('close', () => close());
}
