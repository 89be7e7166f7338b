import { describe, expect, it } from 'vitest';
import { retryOnConflict, staleRead, TRANSACTION_ATTEMPTS } from './client.js';

/** A stand-in for drizzle's database: `transaction` runs the callback, or fails as told. */
function fakeDb(failures: unknown[]) {
  let runs = 0;
  const db = {
    async transaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T> {
      runs++;
      const failure = failures.shift();
      if (failure) throw failure;
      return fn({});
    },
  };
  return { db: retryOnConflict(db as never) as typeof db, runs: () => runs };
}

const pgError = (code: string) => Object.assign(new Error(code), { code });

describe('transactions run again after a deadlock or a serialization failure', () => {
  it('runs the whole transaction again on 40P01 and 40001, then answers', async () => {
    const { db, runs } = fakeDb([pgError('40P01'), { cause: pgError('40001') }, staleRead()]);
    await expect(db.transaction(async () => 'done')).resolves.toBe('done');
    expect(runs()).toBe(4);
  });

  it('gives up after a bounded number of attempts with the last error', async () => {
    const { db, runs } = fakeDb(Array.from({ length: 10 }, () => pgError('40P01')));
    await expect(db.transaction(async () => 'done')).rejects.toMatchObject({ code: '40P01' });
    expect(runs()).toBe(TRANSACTION_ATTEMPTS);
  });

  it('never repeats a transaction that failed for any other reason', async () => {
    const { db, runs } = fakeDb([pgError('23505')]);
    await expect(db.transaction(async () => 'done')).rejects.toMatchObject({ code: '23505' });
    expect(runs()).toBe(1);
  });
});
