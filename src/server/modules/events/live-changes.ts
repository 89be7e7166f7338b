import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Listening } from '../../db/listen.js';
import { CHANGES_CHANNEL, type Change } from '../../domain/publish-change.js';

/** What a player's stream is sent: the kind of change (and the league of a ladder change). */
export type StreamEvent = { kind: 'inbox' } | { kind: 'ladder'; leagueId: string };
type Listener = (event: StreamEvent) => void;

/**
 * The changes this instance hears (its own and, on PostgreSQL, every other instance's), handed
 * to the open event streams: an inbox change only to the streams of the players it names, a ladder
 * change to every stream.
 */
export class LiveChanges {
  private readonly byUser = new Map<string, Set<Listener>>();
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

  subscribe(userId: string, listener: Listener): () => void {
    const set = this.byUser.get(userId) ?? new Set<Listener>();
    this.byUser.set(userId, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byUser.delete(userId);
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
        for (const listener of this.byUser.get(id) ?? []) listener({ kind: 'inbox' });
    } else if (change.kind === 'ladder') {
      for (const set of this.byUser.values())
        for (const listener of set) listener({ kind: 'ladder', leagueId: change.leagueId });
    }
  }

  async stop(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    await listening?.stop();
  }
}
