import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { KICK_DELAY_MS, OutboxWorker } from './outbox-worker.js';

/** An outbox whose rows are numbers: it counts its claims and sends every row. */
class CountingOutbox extends OutboxWorker<number> {
  claims = 0;
  sent: number[] = [];
  constructor(public due: number[]) {
    super(console as unknown as FastifyBaseLogger, 2, 'test');
  }
  protected async claim() {
    this.claims++;
    return this.due.splice(0, 20);
  }
  protected async send(_row: number) {
    return true;
  }
  protected async markSent(rows: number[]) {
    this.sent.push(...rows);
  }
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('OutboxWorker kicks', () => {
  it('runs one pass for a burst of kicks, and it sends everything due', async () => {
    const outbox = new CountingOutbox([1, 2, 3]);
    for (let i = 0; i < 100; i++) outbox.kick();
    expect(outbox.claims).toBe(0);
    await wait(KICK_DELAY_MS * 3);
    await outbox.stop();
    expect(outbox.claims).toBe(1);
    expect(outbox.sent).toEqual([1, 2, 3]);
  });

  it('a kick while a pass runs brings one more pass after it, for what was written meanwhile', async () => {
    const outbox = new CountingOutbox([1]);
    const first = outbox.flush();
    outbox.due.push(2);
    outbox.kick();
    await first;
    await wait(KICK_DELAY_MS * 3);
    await outbox.stop();
    expect(outbox.sent).toEqual([1, 2]);
  });

  it('stop cancels a kick not yet run', async () => {
    const outbox = new CountingOutbox([1]);
    outbox.kick();
    await outbox.stop();
    await wait(KICK_DELAY_MS * 3);
    expect(outbox.claims).toBe(0);
  });
});

describe('OutboxWorker marks', () => {
  it('marks rows that went out while a mark was under way together, all before the pass ends', async () => {
    const marked: number[][] = [];
    let release = () => {};
    class SlowMarks extends CountingOutbox {
      protected override async markSent(rows: number[]) {
        marked.push(rows);
        // The first mark waits until every other row has gone out.
        if (marked.length === 1) await new Promise<void>((r) => (release = r));
        await super.markSent(rows);
      }
    }
    const outbox = new SlowMarks([1, 2, 3, 4, 5]);
    let ended = false;
    const pass = outbox.flush().then(() => {
      ended = true;
    });
    await wait(5);
    expect(ended).toBe(false);
    release();
    await pass;
    // Rows 1 and 2 went out at once (two at a time); 3–5 went out while their mark waited.
    expect(marked).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(outbox.sent.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('OutboxWorker mark failures', () => {
  it('a mark that fails fails its pass, after the other rows were sent', async () => {
    class FailingMarks extends CountingOutbox {
      protected override async markSent(_rows: number[]): Promise<void> {
        throw new Error('database gone');
      }
    }
    const outbox = new FailingMarks([1, 2, 3]);
    await expect(outbox.flush()).rejects.toThrow('database gone');
  });
});
