import net from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema/index.js';
import { DELIVERY_CONCURRENCY } from '../../src/server/mail/deliverer.js';
import { enqueueMail } from '../../src/server/mail/outbox.js';
import { SMTP_TIMEOUTS, smtpTransport } from '../../src/server/mail/transport.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// A mail server that accepts connections and never says a word: delivery must neither hang on it
// for nodemailer's default half a minute per mail nor wait for one mail before trying the next.
const GREETING_MS = 1_000;
const sockets = new Set<net.Socket>();
let open = 0;
let mostOpen = 0;
const silent = net.createServer((socket) => {
  sockets.add(socket);
  open++;
  mostOpen = Math.max(mostOpen, open);
  socket.on('error', () => {});
  socket.on('close', () => {
    sockets.delete(socket);
    open--;
  });
});
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  t = await createTestApp({
    transport: smtpTransport(`smtp://127.0.0.1:${port}`, 'Raket <no-reply@raket.test>', {
      ...SMTP_TIMEOUTS,
      greetingTimeout: GREETING_MS,
    }),
  });
});
afterAll(async () => {
  await t.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('a mail server that never answers', () => {
  it('gives up on each mail after a short greeting wait, several mails at a time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 2 * DELIVERY_CONCURRENCY; i++)
      ids.push(
        await enqueueMail(t.db, { to: [`oyuncu${i}@raket.test`], subject: 'Deneme', text: 'Merhaba' }),
      );
    const started = Date.now();
    await t.app.deps.mailer.flush();
    const took = Date.now() - started;

    // Each mail waited for its greeting, a few of them at once, never more than the limit.
    expect(mostOpen).toBe(DELIVERY_CONCURRENCY);
    // Two rounds of one greeting wait each, not eight in a row (a generous margin for a busy machine).
    expect(took).toBeLessThan(2 * DELIVERY_CONCURRENCY * GREETING_MS);
    const rows = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/greeting/i);
    }
  }, 60_000);

  it('the production timeouts are far below nodemailer defaults', () => {
    expect(SMTP_TIMEOUTS.greetingTimeout).toBeLessThanOrEqual(10_000);
    expect(SMTP_TIMEOUTS.connectionTimeout).toBeLessThanOrEqual(10_000);
    expect(SMTP_TIMEOUTS.socketTimeout).toBeLessThanOrEqual(30_000);
  });
});
