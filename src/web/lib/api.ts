import { messages } from '../../shared/messages.js';
import { noteApiReachable } from './connection.js';

/** An API error: `message` is the server's Turkish text, safe to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Reads started before the screen that asks for them has loaded (`startEarly`), so a phone's round
 * trips overlap with the download of the screen's code (ADR 008). Each answer is used once, by the
 * first GET of its path within EARLY_MS of the request; any write drops them all, so an answer from
 * before a change is never shown as current.
 */
const early = new Map<string, { at: number; res: Promise<Response> }>();
const EARLY_MS = 10_000;

/**
 * How long a request waits for the server's answer to begin. On poor mobile data a request can hang
 * with no answer and no error: past this it fails as when offline, so no spinner turns for ever,
 * the screen says it failed, and the offline notice shows until the next answer arrives.
 */
export const ANSWER_MS = 40_000;

const send = (method: Method, path: string, body?: unknown) => {
  const giveUp = new AbortController();
  const timer = setTimeout(() => giveUp.abort(), ANSWER_MS);
  return fetch(`/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: giveUp.signal,
  }).finally(() => clearTimeout(timer));
};

/** Starts GETs of `paths` now; `api` takes their answers when the screen asks for them. */
export function startEarly(paths: readonly string[]) {
  for (const path of paths) {
    if (early.has(path)) continue;
    const res = send('GET', path);
    res.catch(() => {});
    early.set(path, { at: Date.now(), res });
  }
}

/**
 * Whether the early GET of `path` answered 200 with content (false when there is none, it failed, or
 * it answered 204: /me's "nobody is signed in").
 */
export function earlyOk(path: string): Promise<boolean> {
  const started = early.get(path);
  return started
    ? started.res.then(
        (r) => r.status === 200,
        () => false,
      )
    : Promise.resolve(false);
}

/** The answer of an early GET of `path` (once), or a new request. */
function takeEarly(method: Method, path: string, body?: unknown): Promise<Response> {
  if (method !== 'GET') {
    early.clear();
    return send(method, path, body);
  }
  const started = early.get(path);
  early.delete(path);
  if (started && Date.now() - started.at < EARLY_MS) return started.res;
  return send(method, path, body);
}

/**
 * Called when a read or write answers 401 "not signed in" (the session ended on another device,
 * timed out or was deleted): the app shell asks /api/me again, and a signed-out answer takes the
 * visitor to the guest home, which keeps the page they were on. Sign-in calls, whose 401s are
 * answers, are not reported (/me answers a signed-out visitor with 204, never 401).
 */
let onSignedOut: () => void = () => {};
export function whenSignedOut(handler: () => void) {
  onSignedOut = handler;
}

/** Calls our API; resolves with the JSON body or throws an ApiError with a Turkish message. */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await takeEarly(method, path, body);
  } catch {
    noteApiReachable(false);
    throw new ApiError(0, 'network', messages.common.networkError);
  }
  noteApiReachable(true);
  const data = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    if (res.status === 401 && !path.startsWith('/auth/')) onSignedOut();
    const error = (
      data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null
    )?.error;
    throw new ApiError(
      res.status,
      error?.code ?? 'error',
      error?.message ?? messages.common.genericError,
      error?.fields,
    );
  }
  return data as T;
}

export const get = <T>(path: string) => api<T>('GET', path);
export const post = <T>(path: string, body?: unknown) => api<T>('POST', path, body ?? {});
export const put = <T>(path: string, body?: unknown) => api<T>('PUT', path, body ?? {});
export const patch = <T>(path: string, body?: unknown) => api<T>('PATCH', path, body ?? {});
export const del = <T>(path: string) => api<T>('DELETE', path);

/** The Turkish message of any error thrown by a query or mutation. */
export function errorMessage(error: unknown, fallback: string = messages.common.genericError): string {
  return error instanceof ApiError ? error.message : fallback;
}
