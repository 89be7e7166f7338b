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

/** Calls our API; resolves with the JSON body or throws an ApiError with a Turkish message. */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    noteApiReachable(false);
    throw new ApiError(0, 'network', messages.common.genericError);
  }
  noteApiReachable(true);
  const data = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
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
