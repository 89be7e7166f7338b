import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A LISTEN in progress: `ready` once the first LISTEN is in place, `stop` to end it. */
export interface Listening {
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * LISTEN on a PostgreSQL server: one connection of its own (a pooled one would be handed to other
 * queries), opened again a second after it drops, for as long as the listener is wanted.
 */
export function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Listening {
  let client: pg.Client | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    const again = () => {
      if (stopped || client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      retry = setTimeout(connect, 1_000);
      retry.unref();
    };
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    c.on('error', again);
    c.on('end', again);
    c.connect()
      .then(() => c.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => markReady())
      .catch(again);
  };
  connect();
  return {
    ready,
    async stop() {
      stopped = true;
      markReady();
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** LISTEN on the embedded database: its notifications reach this process only, after commit. */
export function listenPglite(
  client: PGlite,
  channel: string,
  onPayload: (payload: string) => void,
): Listening {
  const unlisten = client.listen(channel, onPayload);
  return {
    ready: unlisten.then(() => undefined),
    async stop() {
      await (await unlisten)().catch(() => undefined);
    },
  };
}
