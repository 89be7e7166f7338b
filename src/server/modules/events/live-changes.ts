import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Listening } from '../../db/listen.js';
import { CHANGES_CHANNEL, type Change } from '../../domain/publish-change.js';

/** What a player's stream is sent: the kind of change (and the league of a ladder change). */
export type StreamEvent = { kind: 'inbox' } | { kind: 'ladder'; leagueId: string };
type Listener = (event: StreamEvent) => void;
/** One open stream: what it is sent, and how it is ended when a newer stream of its player takes its place. */
interface Stream {
  send: Listener;
  replace: () => void;
}

/**
 * How many streams one account may hold open on one app instance: every tab, the phone and a
 * connection the network dropped without telling the server (until its next heartbeat fails). A
 * newer stream ends the oldest, so the tab the player opened last always gets live updates.
 */
export const STREAMS_PER_ACCOUNT = 8;

/**
 * The changes this instance hears (its own and, on PostgreSQL, every other instance's), handed
 * to the open event streams: an inbox change only to the streams of the players it names, a ladder
 * change to every stream.
 */
export class LiveChanges {
  private readonly byUser = new Map<string, Set<Stream>>();
  private listening: Listening | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts listening on the database; resolves once the LISTEN is in place. */
  async start(): Promise<void> {
    this.listening ??= this.database.listen(CHANGES_CHANNEL, (payload) => this.dispatch(payload));
    await this.listening.ready;
  }

  get streamCount(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** The streams one account holds open on this instance. */
  streamsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /**
   * Adds a stream of `userId`; past STREAMS_PER_ACCOUNT, the account's oldest stream is ended
   * (`replace`) to make room. Returns what ends the subscription.
   */
  subscribe(userId: string, send: Listener, replace: () => void): () => void {
    const set = this.byUser.get(userId) ?? new Set<Stream>();
    this.byUser.set(userId, set);
    const stream: Stream = { send, replace };
    set.add(stream);
    // A set keeps the order of insertion: the first is the oldest.
    for (const oldest of set) {
      if (set.size <= STREAMS_PER_ACCOUNT) break;
      set.delete(oldest);
      oldest.replace();
    }
    return () => {
      set.delete(stream);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  private dispatch(payload: string) {
    let change: Change;
    try {
      change = JSON.parse(payload) as Change;
    } catch (error) {
      this.log.warn({ err: error }, 'unreadable change notice');
      return;
    }
    if (change.kind === 'inbox') {
      for (const id of change.users)
        for (const stream of this.byUser.get(id) ?? []) stream.send({ kind: 'inbox' });
    } else if (change.kind === 'ladder') {
      for (const set of this.byUser.values())
        for (const stream of set) stream.send({ kind: 'ladder', leagueId: change.leagueId });
    }
  }

  async stop(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    await listening?.stop();
  }
}
