import { describe, expect, it } from 'vitest';
import { inlineMessages, scrollAreaMergeRefs } from './vite-plugins.js';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const handlerOf = (hook: unknown): Hook =>
  (typeof hook === 'function' ? hook : (hook as { handler: Hook }).handler) as Hook;

describe('inlineMessages', () => {
  const catalogue = {
    auth: { login: 'Giriş Yap', tooShort: (n: number) => `En az ${n} karakter` },
    offers: { sent: 'Teklif gönderildi' },
  };
  const transform = (code: string) =>
    handlerOf(inlineMessages(catalogue).transform).call({}, code, '/x/src/web/a.tsx') as {
      code: string;
    } | null;

  it('replaces messages.group.key with its string and leaves the rest', () => {
    const out = transform(
      [
        "import { messages } from '../../shared/messages.js';",
        'export const a = messages.auth.login;',
        'export const b = messages.auth.tooShort(6);',
        'export const c = messages.offers.sent + messages.offers.missing;',
      ].join('\n'),
    );
    expect(out?.code).toContain('export const a = "Giriş Yap";');
    // a message function and an unknown key still read the module
    expect(out?.code).toContain('messages.auth.tooShort(6)');
    expect(out?.code).toContain('"Teklif gönderildi" + messages.offers.missing');
  });

  it('follows a renamed import and ignores computed access', () => {
    const out = transform(
      [
        "import { messages as m } from '../shared/messages.js';",
        'export const a = m.auth.login;',
        "export const b = m.auth['login'];",
        'export const c = messages.auth.login;',
      ].join('\n'),
    );
    expect(out?.code).toContain('export const a = "Giriş Yap";');
    expect(out?.code).toContain("m.auth['login']");
    // `messages` here is not the import: left as it is
    expect(out?.code).toContain('export const c = messages.auth.login;');
  });

  it('changes nothing in a module that does not import the catalogue', () => {
    expect(
      transform("import { other } from './messages.js';\nexport const a = other.auth.login;"),
    ).toBeNull();
  });

  it('runs only on web sources that mention the catalogue', () => {
    const hook = inlineMessages(catalogue).transform as { filter: { id: RegExp; code: string } };
    expect(hook.filter.id.test('/p/src/web/features/x/Form.tsx')).toBe(true);
    expect(hook.filter.id.test('/p/src/server/app.ts')).toBe(false);
    expect(hook.filter.code).toBe('shared/messages.js');
  });
});

describe('scrollAreaMergeRefs', () => {
  const resolve = (source: string, importer?: string) =>
    handlerOf(scrollAreaMergeRefs().resolveId).call({}, source, importer) as string | null;

  it("points only Mantine's ScrollArea at our useMergeRefs copy", () => {
    const fromScrollArea = '/p/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';
    expect(resolve('@floating-ui/react', fromScrollArea)).toMatch(/src\/web\/lib\/merge-refs\.ts$/);
    expect(
      resolve('@floating-ui/react', '/p/node_modules/@mantine/core/esm/components/Popover/Popover.mjs'),
    ).toBeNull();
    expect(resolve('react', fromScrollArea)).toBeNull();
    expect(resolve('@floating-ui/react')).toBeNull();
  });
});
