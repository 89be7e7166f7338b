import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import MagicString from 'magic-string';
import { type Plugin, parseAst, Visitor } from 'vite';
import { messages } from '../src/shared/messages.js';

/**
 * Mantine's ScrollArea (inside every Table) imports only `useMergeRefs` from @floating-ui/react;
 * bundled, that one import pulls the whole floating-ui chunk onto every page with a table. Point it
 * at our copy of the hook (src/web/lib/merge-refs.ts); popovers still use floating-ui itself.
 * If Mantine stops importing it, nothing matches and nothing changes (ADR 004).
 */
export function scrollAreaMergeRefs(): Plugin {
  const copy = fileURLToPath(new URL('../src/web/lib/merge-refs.ts', import.meta.url));
  return {
    name: 'raket:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer) return null;
      return /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)
        ? copy
        : null;
    },
  };
}

/**
 * `shared/messages.ts` is one object with every Turkish string of the app (server and web read it),
 * so a screen that shows two of them downloaded all of them. In the web build, `messages.group.key`
 * whose value is a string is replaced by that string, so each chunk carries the texts it draws; a
 * module left with no other use of `messages` no longer pulls the catalogue in. A module-level alias
 * (`const m = messages.offers`) is followed the same way and dropped once nothing reads it. What
 * cannot be inlined (message functions, `m[key]`) still reads the module. ADR 004.
 */
export function inlineMessages(
  catalogue = messages as unknown as Record<string, Record<string, unknown>>,
): Plugin {
  return {
    name: 'raket:inline-messages',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/]web[\\/].*\.tsx?$/, code: 'shared/messages.js' },
      handler(code) {
        const program = parseAst(code);
        let local: string | undefined;
        for (const node of program.body) {
          if (node.type !== 'ImportDeclaration' || !/\/shared\/messages\.js$/.test(String(node.source.value)))
            continue;
          for (const spec of node.specifiers)
            if (
              spec.type === 'ImportSpecifier' &&
              spec.imported.type === 'Identifier' &&
              spec.imported.name === 'messages'
            )
              local = spec.local.name;
        }
        if (!local) return null;
        const messagesName = local;
        const out = new MagicString(code);
        const textOf = (group: string, key: string) => catalogue[group]?.[key];
        // `const m = messages.group;` at the top of a module: its `m.key` strings are inlined too,
        // and the alias goes when nothing else reads it.
        const aliases = new Map<string, { group: string; start: number; end: number; left: number }>();
        for (const node of program.body) {
          if (node.type !== 'VariableDeclaration' || node.declarations.length !== 1) continue;
          const [decl] = node.declarations;
          const init = decl.init;
          if (decl.id.type !== 'Identifier' || init?.type !== 'MemberExpression' || init.computed) continue;
          if (init.object.type !== 'Identifier' || init.object.name !== messagesName) continue;
          if (init.property.type !== 'Identifier' || typeof catalogue[init.property.name] !== 'object')
            continue;
          aliases.set(decl.id.name, { group: init.property.name, start: node.start, end: node.end, left: 0 });
        }
        new Visitor({
          MemberExpression(node) {
            if (node.computed || node.property.type !== 'Identifier') return;
            const group = node.object;
            if (group.type === 'Identifier') {
              const alias = aliases.get(group.name);
              const text = alias && textOf(alias.group, node.property.name);
              if (typeof text === 'string') out.overwrite(node.start, node.end, JSON.stringify(text));
              return;
            }
            if (group.type !== 'MemberExpression' || group.computed || group.property.type !== 'Identifier')
              return;
            if (group.object.type !== 'Identifier' || group.object.name !== messagesName) return;
            const text = textOf(group.property.name, node.property.name);
            if (typeof text === 'string') out.overwrite(node.start, node.end, JSON.stringify(text));
          },
        }).visit(program);
        // An alias still read anywhere (a message function, `m[key]`, passed along) stays.
        if (aliases.size > 0) {
          const after = parseAst(out.toString());
          new Visitor({
            Identifier(node) {
              const alias = aliases.get(node.name);
              if (alias) alias.left++;
            },
          }).visit(after);
          for (const alias of aliases.values()) if (alias.left === 1) out.remove(alias.start, alias.end);
        }
        return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
      },
    },
  };
}

/**
 * Every text file of the build gets a .br (quality 11) and a .gz (level 9) beside it, once, so the
 * server sends the smallest file without compressing per request (@fastify/static `preCompressed`).
 * Runs after the service worker is written, so sw.js is compressed too (ADR 008).
 */
export function precompress(): Plugin {
  let outDir = '';
  const text = /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/;
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === '.vite' ? [] : walk(full);
      return text.test(e.name) ? [full] : [];
    });
  return {
    name: 'raket:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          const content = fs.readFileSync(file);
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/**
 * The entry's stylesheet (Mantine's base and the sign-in forms' components, web/lib/styles/
 * first-screen.css, about 9 KB brotli) goes into index.html as a <style>: a <link> in the head held
 * the first paint, inline shell included, until it had downloaded beside the entry's scripts, and
 * a <link> after the shell came after MantineProvider's theme variables and overrode them. Inline
 * it is parsed with the HTML and stays ahead of the theme's <style> and of every lazily loaded
 * stylesheet, which Vite appends to the head (ADR 008). The file stays in the build.
 */
export function inlineEntryStylesheet(): Plugin {
  return {
    name: 'raket:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag: string, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css = String(asset.source).replaceAll('</style', '<\\/style');
            // The disabled <link> is never fetched; Vite's loader of lazy chunks finds it and does
            // not fetch the entry's stylesheet again (as the last, overriding every later one).
            return `<style data-entry-css>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}
