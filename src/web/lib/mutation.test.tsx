// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { freshDomRoot } from '../../../tests/support/dom-root.js';
import { useMutation } from './mutation.js';

const dom = freshDomRoot();

/** A write that answers when the test says so; every call is counted with its variables. */
function controlledWrite() {
  const calls: string[] = [];
  const answers: ((value: string) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const fn = (variables: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push(variables);
      answers.push(resolve);
      failures.push(reject);
    });
  return {
    calls,
    fn,
    answer: (i: number) => answers[i](`yanıt ${i}`),
    fail: (i: number) => failures[i](new Error('ağ')),
  };
}

/** Renders a component holding the hook; returns the hook's latest result. */
function mount(fn: (variables: string) => Promise<string>) {
  let hook!: ReturnType<typeof useMutation<string, Error, string>>;
  function Holder() {
    hook = useMutation<string, Error, string>({ mutationFn: fn });
    return null;
  }
  const client = new QueryClient();
  act(() =>
    dom.root().render(
      <QueryClientProvider client={client}>
        <Holder />
      </QueryClientProvider>,
    ),
  );
  mounted = { client, leave: () => act(() => dom.root().render(<QueryClientProvider client={client} />)) };
  return () => hook;
}
let mounted!: { client: QueryClient; leave: () => void };

const settle = () => act(async () => await new Promise((r) => setTimeout(r, 10)));
/** Settles until `done` holds (a busy machine may take more than one turn), at most two seconds. */
async function settleUntil(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await settle();
}

describe('useMutation (web/lib)', () => {
  it('sends a write tapped twice before the first answer only once, and gives both taps its answer', async () => {
    const write = controlledWrite();
    const hook = mount(write.fn);
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      hook().mutate('teklif');
      hook().mutate('teklif');
      first = hook().mutateAsync('teklif');
      second = hook().mutateAsync('teklif');
    });
    await settle();
    expect(write.calls).toEqual(['teklif']);
    write.answer(0);
    await expect(first).resolves.toBe('yanıt 0');
    await expect(second).resolves.toBe('yanıt 0');
  });

  it('sends writes with other variables at once (another row of the same list)', async () => {
    const write = controlledWrite();
    const hook = mount(write.fn);
    act(() => {
      hook().mutate('satır 1');
      hook().mutate('satır 2');
    });
    await settle();
    expect(write.calls).toEqual(['satır 1', 'satır 2']);
  });

  it('sends the same write again once the first has answered or failed', async () => {
    const write = controlledWrite();
    const hook = mount(write.fn);
    act(() => hook().mutate('teklif'));
    await settle();
    write.fail(0);
    await settleUntil(() => hook().isError);
    expect(hook().isError).toBe(true);
    act(() => hook().mutate('teklif'));
    await settleUntil(() => write.calls.length === 2);
    write.answer(1);
    await settleUntil(() => hook().data !== undefined);
    expect(write.calls).toEqual(['teklif', 'teklif']);
    expect(hook().data).toBe('yanıt 1');
  });

  it('says on each write whether the screen that made it is still there', async () => {
    const write = controlledWrite();
    const hook = mount(write.fn);
    act(() => hook().mutate('ayar'));
    await settle();
    const [made] = mounted.client.getMutationCache().getAll();
    const screen = made.meta?.screen as { current: boolean };
    expect(screen.current).toBe(true);
    mounted.leave();
    expect(screen.current).toBe(false);
  });
});
