import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  inlineEntryStylesheet,
  inlineMessages,
  precompress,
  scrollAreaMergeRefs,
  splitCatalogue,
} from './vite-plugins.js';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const handlerOf = (hook: unknown): Hook =>
  (typeof hook === 'function' ? hook : (hook as { handler: Hook }).handler) as Hook;

describe('inlineMessages', () => {
  const catalogue = {
    auth: { login: 'Giriş Yap', tooShort: (n: number) => `En az ${n} karakter` },
    offers: { sent: 'Teklif gönderildi', reasons: { late: 'Geç' } },
  };
  const transform = (code: string) =>
    handlerOf(inlineMessages(catalogue).transform).call({}, code, '/x/src/web/a.tsx') as {
      code: string;
    } | null;

  it('replaces a string message with its text and any other message with its own export', () => {
    const out = transform(
      [
        "import { messages } from '../../shared/messages.js';",
        'export const a = messages.auth.login;',
        'export const b = messages.auth.tooShort(6);',
        'export const c = messages.offers.sent + messages.offers.missing;',
        'export const d = messages.offers.reasons.late;',
      ].join('\n'),
    );
    expect(out?.code).toContain('export const a = "Giriş Yap";');
    expect(out?.code).toContain('export const b = __m$auth$tooShort(6);');
    expect(out?.code).toContain('export const d = __m$offers$reasons.late;');
    // an unknown key reads the group as a whole
    expect(out?.code).toContain('"Teklif gönderildi" + __g$offers.missing');
    expect(out?.code).toContain(
      'import { __m$auth$tooShort, __m$offers$reasons, __g$offers } from "../../shared/messages.js";',
    );
    expect(out?.code).not.toMatch(/\bmessages\b(?!\.js)/);
  });

  it('follows a renamed import and imports a group read by key', () => {
    const out = transform(
      [
        "import { messages as m } from '../shared/messages.js';",
        'export const a = m.auth.login;',
        "export const b = m.auth['login'];",
        'export const c = messages.auth.login;',
      ].join('\n'),
    );
    expect(out?.code).toContain('export const a = "Giriş Yap";');
    expect(out?.code).toContain("export const b = __g$auth['login'];");
    // `messages` here is not the import: left as it is
    expect(out?.code).toContain('export const c = messages.auth.login;');
    expect(out?.code).toContain('import { __g$auth } from "../shared/messages.js";');
  });

  it('keeps `messages` imported while something reads it whole', () => {
    const out = transform(
      [
        "import { messages } from '../shared/messages.js';",
        'export const a = messages.auth.login;',
        'export const all = Object.keys(messages);',
      ].join('\n'),
    );
    expect(out?.code).toContain('import { messages } from "../shared/messages.js";');
    expect(out?.code).toContain('export const a = "Giriş Yap";');
  });

  it('follows a module-level alias and drops it once nothing else reads it', () => {
    const out = transform(
      [
        "import { messages } from '../../shared/messages.js';",
        'const m = messages.auth;',
        'const o = messages.offers;',
        'export const a = m.login;',
        'export const b = m.tooShort(6);',
        'export const c = o.sent;',
        'export const d = (key) => m[key];',
      ].join('\n'),
    );
    expect(out?.code).toContain('export const a = "Giriş Yap";');
    expect(out?.code).toContain('export const b = __m$auth$tooShort(6);');
    expect(out?.code).toContain('export const c = "Teklif gönderildi";');
    // `m` is still read by key, so it stays as the group's export; `o` served only strings, so it goes.
    expect(out?.code).toContain('const m = __g$auth;');
    expect(out?.code).not.toContain('const o =');
    expect(out?.code).toContain('import { __m$auth$tooShort, __g$auth } from "../../shared/messages.js";');
  });

  it('drops the import once every message is inlined', () => {
    const out = transform(
      ["import { messages } from '../../shared/messages.js';", 'export const a = messages.auth.login;'].join(
        '\n',
      ),
    );
    expect(out?.code.trim()).toBe('export const a = "Giriş Yap";');
  });

  it('changes nothing in a module that does not import the catalogue', () => {
    expect(
      transform("import { other } from './messages.js';\nexport const a = other.auth.login;"),
    ).toBeNull();
  });

  it('runs only on web and shared sources that mention the catalogue', () => {
    const hook = inlineMessages(catalogue).transform as { filter: { id: RegExp; code: string } };
    expect(hook.filter.id.test('/p/src/web/features/x/Form.tsx')).toBe(true);
    expect(hook.filter.id.test('/p/src/shared/zod.ts')).toBe(true);
    expect(hook.filter.id.test('/p/src/server/app.ts')).toBe(false);
    expect(hook.filter.code).toBe('messages.js');
  });
});

describe('splitCatalogue', () => {
  const source = [
    "import { phrase } from './labels.js';",
    'export const messages = {',
    "  auth: { login: 'Giriş Yap', tooShort: (n) => `En az ${n} ${phrase('karakter')}` },",
    "  offers: { reasons: { late: 'Geç' }, sent: 'Teklif gönderildi' },",
    "  odd: { ['x' + 1]: 'hesaplanmış' },",
    '};',
  ].join('\n');
  const split = () =>
    (
      handlerOf(splitCatalogue().transform).call({}, source, '/p/src/shared/messages.ts') as {
        code: string;
      }
    ).code;

  it('exports each message and each group on its own, and the same catalogue as before', async () => {
    const code = split();
    expect(code).toContain("export const __m$auth$login = 'Giriş Yap';");
    expect(code).toContain("export const __m$offers$reasons = { late: 'Geç' };");
    expect(code).toContain('export const __g$auth = { login: __m$auth$login, tooShort: __m$auth$tooShort };');
    // a group of another shape is kept whole
    expect(code).toContain("export const __g$odd = { ['x' + 1]: 'hesaplanmış' };");
    const stub = `data:text/javascript,${encodeURIComponent('export const phrase = (s) => s;')}`;
    const module = await import(
      `data:text/javascript,${encodeURIComponent(code.replace('./labels.js', stub))}`
    );
    expect(module.__m$auth$tooShort(6)).toBe('En az 6 karakter');
    expect(JSON.parse(JSON.stringify(module.messages))).toEqual({
      auth: { login: 'Giriş Yap' },
      offers: { reasons: { late: 'Geç' }, sent: 'Teklif gönderildi' },
      odd: { x1: 'hesaplanmış' },
    });
    expect(module.messages.auth.tooShort).toBe(module.__m$auth$tooShort);
  });

  it('runs on the catalogue only', () => {
    const hook = splitCatalogue().transform as { filter: { id: RegExp } };
    expect(hook.filter.id.test('/p/src/shared/messages.ts')).toBe(true);
    expect(hook.filter.id.test('/p/src/shared/labels.ts')).toBe(false);
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

describe('inlineEntryStylesheet', () => {
  const run = (html: string, bundle: Record<string, unknown>) =>
    handlerOf(inlineEntryStylesheet().transformIndexHtml).call({}, html, { bundle }) as string;

  it("puts the entry's stylesheet into the page and keeps a disabled link for Vite's loader", () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
    const out = run(html, {
      'assets/index-abc.css': { type: 'asset', source: '.a{color:red}</style><script>' },
    });
    expect(out).toContain('<style data-entry-css>.a{color:red}<\\/style><script></style>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/index-abc.css" disabled>');
    expect(out).not.toContain('crossorigin');
  });

  it('leaves a stylesheet that is not part of the bundle as it is', () => {
    const html = '<link rel="stylesheet" href="/fonts.css">';
    expect(run(html, {})).toBe(html);
  });
});

describe('precompress', () => {
  it('writes a .br and a .gz of each text file that decompress to it, and skips the rest', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'raket-precompress-'));
    fs.mkdirSync(path.join(root, 'dist/assets'), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist/assets/a.js'), 'console.log("Merhaba");'.repeat(20));
    fs.writeFileSync(path.join(root, 'dist/icon.png'), Buffer.from([137, 80, 78, 71]));
    const plugin = precompress();
    handlerOf(plugin.configResolved).call({}, { root, build: { outDir: 'dist' } });
    handlerOf(plugin.closeBundle).call({});
    const js = fs.readFileSync(path.join(root, 'dist/assets/a.js'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(root, 'dist/assets/a.js.br')))).toEqual(js);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(root, 'dist/assets/a.js.gz')))).toEqual(js);
    expect(fs.existsSync(path.join(root, 'dist/icon.png.br'))).toBe(false);
    fs.rmSync(root, { recursive: true });
  });
});
