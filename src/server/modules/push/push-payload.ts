/**
 * What goes to the device. A push service takes at most 4 096 bytes of encrypted payload (about
 * 3 990 of JSON), and a phone shows a notification's first few lines: a long text (an
 * administration message may run to 20 000 characters) is cut to a preview, whose tap opens the
 * whole of it in the app. The title is at most 200 characters by its own rules.
 */
export const PUSH_BODY_MAX_CHARS = 300;
const PUSH_TITLE_MAX_CHARS = 120;

function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export function pushPayload(stored: unknown): string {
  const { title, body, url } = (stored ?? {}) as { title?: unknown; body?: unknown; url?: unknown };
  return JSON.stringify({
    title: typeof title === 'string' ? shorten(title, PUSH_TITLE_MAX_CHARS) : undefined,
    body: typeof body === 'string' ? shorten(body, PUSH_BODY_MAX_CHARS) : undefined,
    url,
  });
}
