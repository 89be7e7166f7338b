import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The signed-in tab's event stream (GET /api/events): each "something changed for you" event
 * makes the open screens fetch the affected queries again. The browser reconnects a dropped
 * stream by itself; a refused one (signed out, server restarting) is tried again after a pause, or
 * at once when the browser is back online or the tab is shown again. A stream a newer one of the
 * same account replaced (the server keeps a few per account) waits for the same, never a timer.
 * Each stream after the tab's first reads the affected queries once: no event told what changed
 * while it was down.
 * While the stream is down, the screens' polling (useLiveConnected() false) is the fallback.
 */
let connected = false;
const listeners = new Set<() => void>();
function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}

/** True while the event stream is open: polling can rest. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

/** Query keys (prefixes) a player's own changes touch: the badge, the to-dos, offers, matches. */
const INBOX_KEYS = [['notifications'], ['offers'], ['results'], ['matches'], ['applications'], ['home']];
/** A ladder moved: the ladder tables and the offer screens that rank players. */
const LADDER_KEYS = [['leagues'], ['offers'], ['home']];

function refetch(qc: QueryClient, keys: string[][]) {
  for (const queryKey of keys) void qc.invalidateQueries({ queryKey });
}

/**
 * The lists of closed seasons (a league's on the dashboard, a player's on their page): a season
 * closed while they are open shows in "Geçmiş Sezonlar" with the rest of the change, so the results
 * that leave the current season have somewhere to be found. A closed season's own archive never
 * changes and is not read again.
 */
function seasonListsChanged(qc: QueryClient) {
  void qc.invalidateQueries({
    predicate: ({ queryKey: [first, second, third] }) =>
      (first === 'seasons' && second === 'league') || (first === 'players' && third === 'seasons'),
  });
}

/**
 * A player's own change (an offer answered, cancelled or expired, a match planned or decided) also
 * changes what their ladder rows say ('teklif bekliyor', 'maçınız var', 'tekrar için …') without
 * moving the ladder: those rows are read again, not the ladder itself.
 */
function inboxChanged(qc: QueryClient) {
  refetch(qc, INBOX_KEYS);
  // Every player of a league whose season closes is told by a notice; a close that keeps the order
  // moves no rank, so the ladder's own event may not come.
  seasonListsChanged(qc);
  void qc.invalidateQueries({
    predicate: (q) =>
      q.queryKey[0] === 'leagues' && q.queryKey[1] === 'participants' && q.queryKey[3] === 'actions',
  });
}

/**
 * Every open stream hears every ladder that moves, but only a ladder of one's own leagues touches
 * the dashboard and the offer screens: another league's move refetches only the queries that name
 * that league (its table, if open), so a busy portal does not make every phone read again.
 */
function ladderMoved(qc: QueryClient, leagueId: string) {
  const mine = qc.getQueryData<{ id: string }[]>(['leagues', 'mine']);
  if (mine?.some((l) => l.id === leagueId)) refetch(qc, LADDER_KEYS);
  else void qc.invalidateQueries({ predicate: (q) => q.queryKey.includes(leagueId) });
}

export function useLiveUpdates(): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    // Whether a stream of this tab has been open before: every later `ready` follows a gap (the
    // network dropped, the phone slept, the stream reached its lifetime) whose changes no event told.
    let wasOpen = false;
    const open = () => {
      if (stopped) return;
      source = new EventSource('/api/events');
      source.addEventListener('ready', () => {
        // What changed while the stream was down is fetched once.
        if (wasOpen) inboxChanged(qc);
        wasOpen = true;
        failures = 0;
        setConnected(true);
      });
      // A newer stream of this account (another tab, the phone) took this one's place: the tab
      // stays without a stream, polling as when offline, until it is shown again or back online;
      // a hidden tab that reconnected at once would only push out another in turn.
      source.addEventListener('replaced', () => {
        source?.close();
        source = null;
        setConnected(false);
      });
      source.addEventListener('change', (event) => {
        try {
          const change = JSON.parse((event as MessageEvent<string>).data) as {
            kind: string;
            leagueId?: string;
          };
          if (change.kind === 'ladder' && change.leagueId) ladderMoved(qc, change.leagueId);
          else inboxChanged(qc);
        } catch {
          // an event this version does not know: ignored
        }
      });
      source.onerror = () => {
        setConnected(false);
        if (source?.readyState !== EventSource.CLOSED) return; // the browser reconnects by itself
        source = null;
        failures += 1;
        retry = setTimeout(open, Math.min(60_000, 5_000 * 2 ** Math.min(failures - 1, 4)));
      };
    };
    // A refused stream waits ever longer before its next try; once the phone is back online or the
    // tab is shown again, it is tried at once instead of after up to a minute.
    const reopenNow = () => {
      if (source || stopped || document.visibilityState === 'hidden') return;
      clearTimeout(retry);
      open();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') reopenNow();
    };
    window.addEventListener('online', reopenNow);
    document.addEventListener('visibilitychange', onVisible);
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener('online', reopenNow);
      document.removeEventListener('visibilitychange', onVisible);
      source?.close();
      setConnected(false);
    };
  }, [qc]);
}
