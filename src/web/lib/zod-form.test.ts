import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('./notify.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./notify.js')>()),
  notify: vi.fn(),
}));

const { lazySchema, zodValidate } = await import('./zod-form.js');
const { notify } = await import('./notify.js');

const ZLogin = z.object({
  email: z.string().email('Geçerli bir e-posta adresi girin'),
  password: z.string().min(6, 'Şifre en az 6 karakter olmalı').max(50, 'Şifre en fazla 50 karakter olabilir'),
  address: z.object({ city: z.string().min(1, 'İl seçin') }),
});

/** A Mantine-like form: runs the handler with its values when `validate` finds nothing. */
function fakeForm(values: unknown, validate: (v: unknown) => Record<string, string>) {
  const seen: { errors?: Record<string, string>; submitted?: unknown } = {};
  return {
    seen,
    onSubmit: (handler: (v: unknown) => void) => (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      const errors = validate(values);
      seen.errors = errors;
      if (Object.keys(errors).length === 0) handler(values);
    },
  };
}

describe('zodValidate', () => {
  it('maps each field to its first Turkish message, nested fields by dotted path', () => {
    const errors = zodValidate(ZLogin)({ email: 'x', password: '', address: { city: '' } });
    expect(errors).toEqual({
      email: 'Geçerli bir e-posta adresi girin',
      password: 'Şifre en az 6 karakter olmalı',
      'address.city': 'İl seçin',
    });
  });

  it('finds nothing in valid values', () => {
    expect(zodValidate(ZLogin)({ email: 'a@b.co', password: 'gizli-123', address: { city: '34' } })).toEqual(
      {},
    );
  });
});

describe('lazySchema', () => {
  const valid = { email: 'a@b.co', password: 'gizli-123', address: { city: '34' } };

  it('validates nothing until the schema has loaded, then with its messages', async () => {
    const schema = lazySchema(async () => ZLogin);
    expect(schema.validate({ email: 'x' })).toEqual({});
    await schema.preload();
    expect(schema.validate({ email: 'x', password: 'abcdefg', address: { city: '1' } })).toEqual({
      email: 'Geçerli bir e-posta adresi girin',
    });
  });

  it('loads once however often it is asked', async () => {
    const load = vi.fn(async () => ZLogin);
    const schema = lazySchema(load);
    await Promise.all([schema.preload(), schema.preload()]);
    await schema.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a submit before the schema arrived waits for it, then checks the values', async () => {
    let arrive: (s: typeof ZLogin) => void = () => {};
    const schema = lazySchema(() => new Promise<typeof ZLogin>((resolve) => (arrive = resolve)));
    const handler = vi.fn();
    const bad = fakeForm({ ...valid, email: 'x' }, schema.validate);
    const event = { preventDefault: vi.fn() } as unknown as FormEvent<HTMLFormElement>;
    schema.onSubmit(bad, handler)(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    arrive(ZLogin);
    await vi.waitFor(() => expect(bad.seen.errors).toEqual({ email: 'Geçerli bir e-posta adresi girin' }));
    expect(handler).not.toHaveBeenCalled();

    const good = fakeForm(valid, schema.validate);
    schema.onSubmit(good, handler)();
    expect(handler).toHaveBeenCalledWith(valid);
  });

  it('a failed download shows the Turkish error and is tried again on the next submit', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ZLogin);
    const schema = lazySchema(load);
    const handler = vi.fn();
    schema.onSubmit(fakeForm(valid, schema.validate), handler)();
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ color: 'red' })));
    expect(handler).not.toHaveBeenCalled();
    schema.onSubmit(fakeForm(valid, schema.validate), handler)();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledWith(valid));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('taps while the checks are on their way send once', async () => {
    let arrive: (s: typeof ZLogin) => void = () => {};
    const schema = lazySchema(() => new Promise<typeof ZLogin>((resolve) => (arrive = resolve)));
    const handler = vi.fn();
    const form = fakeForm(valid, schema.validate);
    schema.onSubmit(form, handler)();
    schema.onSubmit(form, handler)();
    schema.onSubmit(form, handler)();
    arrive(ZLogin);
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(handler).toHaveBeenCalledTimes(1);
    // Once sent, the next tap sends again.
    schema.onSubmit(form, handler)();
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
