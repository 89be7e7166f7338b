/** A server-sent events stream read in a test: `next(predicate)` waits for a matching event. */
export async function openStream(url: string, cookie?: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: cookie ? { cookie } : {}, signal: controller.signal });
  const events: { event: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  let ended = false;
  const pump = async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ?? '' });
          for (const w of waiters.splice(0)) w();
          at = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    ended = true;
    for (const w of waiters.splice(0)) w();
  };
  void pump();
  return {
    status: res.status,
    headers: res.headers,
    events,
    /** Resolves with the first event (from the start) matching, or rejects after `ms`. */
    async next(match: (e: { event: string; data: string }) => boolean, ms = 5_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (ended) throw new Error(`stream ended; events: ${JSON.stringify(events)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no such event in ${ms} ms; events: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** Whether the server has ended the stream. */
    get ended() {
      return ended;
    },
    close: () => controller.abort(),
  };
}
