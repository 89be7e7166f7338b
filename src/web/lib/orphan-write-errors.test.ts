import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.js';
import { watchOrphanWriteErrors } from './orphan-write-errors.js';

const notify = vi.hoisted(() => vi.fn());
vi.mock('./notify.js', () => ({ notify }));

/**
 * A write as a screen makes it through lib/mutation (a MutationObserver whose `meta.screen` says
 * whether the screen is still mounted), failing with `error` when told.
 */
function write(client: QueryClient, error: Error) {
  const screen = { current: true };
  let reject: (e: Error) => void = () => {};
  const answer = new Promise((_, r) => {
    reject = r;
  });
  const observer = new MutationObserver(client, { mutationFn: () => answer, meta: { screen } });
  observer.subscribe(() => {});
  const sent = observer.mutate().catch(() => {});
  const fail = () => {
    reject(error);
    return sent;
  };
  return { fail, leave: () => (screen.current = false), observer };
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
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ color: 'red', message: 'Bu teklif artık yanıtlanamaz.' });
    stop();
  });

  it('leaves the error to a screen still there, also one that reset the write or sent another since', async () => {
    const client = new QueryClient();
    const stop = watchOrphanWriteErrors(client);
    await write(client, refused).fail();
    // The screen's own error handling resets the write (its observer leaves the mutation) first.
    const reset = write(client, refused);
    reset.observer.reset();
    await reset.fail();
    expect(notify).not.toHaveBeenCalled();
    stop();
  });

  it('tells a write refused for an ended session, even with its screen still there, once for several', async () => {
    const client = new QueryClient();
    const stop = watchOrphanWriteErrors(client);
    const ended = () => new ApiError(401, 'unauthenticated', 'Bu işlem için giriş yapmalısınız.');
    await write(client, ended()).fail();
    const gone = write(client, ended());
    gone.leave();
    await gone.fail();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenCalledWith({
      id: 'write-refused-signed-out',
      color: 'red',
      message: 'Oturumunuz sona erdiği için isteğiniz kaydedilmedi. Yeniden giriş yapıp tekrar deneyiniz.',
      autoClose: false,
    });
    expect(new Set(notify.mock.calls.map(([n]) => n.id))).toEqual(new Set(['write-refused-signed-out']));
    stop();
  });

  it('reads the screen again after a write that got no answer, which may have been saved all the same', async () => {
    const client = new QueryClient();
    const reread = vi.spyOn(client, 'invalidateQueries');
    const stop = watchOrphanWriteErrors(client);
    await write(client, refused).fail();
    expect(reread).not.toHaveBeenCalled();
    await write(client, new ApiError(0, 'network', 'Sunucuya ulaşılamadı.')).fail();
    expect(reread).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves a refused sign-in to its form', async () => {
    const client = new QueryClient();
    const stop = watchOrphanWriteErrors(client);
    await write(client, new ApiError(401, 'login_failed', 'E-posta adresi veya şifre hatalı.')).fail();
    expect(notify).not.toHaveBeenCalled();
    stop();
  });
});
