import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.js';
import { watchOrphanWriteErrors } from './orphan-write-errors.js';

const notify = vi.hoisted(() => vi.fn());
vi.mock('./notify.js', () => ({ notify }));

/** A write as a screen makes it (`useMutation` is a MutationObserver), failing with `error` when told. */
function write(client: QueryClient, error: Error) {
  let reject: (e: Error) => void = () => {};
  const answer = new Promise((_, r) => {
    reject = r;
  });
  const observer = new MutationObserver(client, { mutationFn: () => answer });
  const leave = observer.subscribe(() => {});
  const sent = observer.mutate().catch(() => {});
  const fail = () => {
    reject(error);
    return sent;
  };
  return { fail, leave };
}

const refused = new ApiError(422, 'rule', 'Bu teklif artık yanıtlanamaz.');

beforeEach(() => notify.mockClear());

describe('watchOrphanWriteErrors', () => {
  it("tells the error of a write whose screen has gone, in the server's words", async () => {
    const client = new QueryClient();
    const stop = watchOrphanWriteErrors(client);
    const w = write(client, refused);
    w.leave();
    await w.fail();
    expect(notify).toHaveBeenCalledWith({ color: 'red', message: 'Bu teklif artık yanıtlanamaz.' });
    stop();
  });

  it('leaves the error to a screen still there, and an ended session to the guest home', async () => {
    const client = new QueryClient();
    const stop = watchOrphanWriteErrors(client);
    await write(client, refused).fail();
    const ended = write(client, new ApiError(401, 'unauthorized', 'Giriş yapmanız gerekiyor.'));
    ended.leave();
    await ended.fail();
    expect(notify).not.toHaveBeenCalled();
    stop();
  });
});
