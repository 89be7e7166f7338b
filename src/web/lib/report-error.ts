/** At most a few reports per page: a screen that fails on every render should not flood the log. */
let left = 5;

/** Sends an unexpected render error to the server log (POST /api/client-errors). */
export function reportRenderError(error: unknown, componentStack?: string | null) {
  if (left <= 0) return;
  left--;
  const err = error instanceof Error ? error : new Error(String(error));
  const cut = (s: string | undefined | null, n: number) => (s ? s.slice(0, n) : undefined);
  void fetch('/api/client-errors', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      message: cut(`${err.name}: ${err.message}`, 500) ?? '',
      path: window.location.pathname.slice(0, 300),
      stack: cut(err.stack, 4000),
      componentStack: cut(componentStack, 4000),
    }),
  }).catch(() => {});
}
