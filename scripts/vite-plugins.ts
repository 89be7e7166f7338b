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

/** The name a message (`group.key`) or a whole group has in the web build's split catalogue. */
const splitName = (group: string, key?: string) => (key ? `__m$${group}$${key}` : `__g$${group}`);
const isIdentifier = (name: string) => /^[A-Za-z_$][\w$]*$/.test(name);

/**
 * `shared/messages.ts` is one object with every Turkish string of the app (server and web read it),
 * so a screen that shows two of them downloaded all of them. In the web build:
 * - `messages.group.key` whose value is a string is replaced by that string, so each chunk carries
 *   the texts it draws;
 * - any other `messages.group.key` (a message function, a nested group) becomes a named import of
 *   that one message, and a `messages.group` read as a whole (passed along, `m[key]`) an import of
 *   that group: the catalogue module is split into one export per message and per group
 *   (`splitCatalogue`), so the bundle keeps only what some chunk reads;
 * - a module-level alias (`const m = messages.offers`) is followed the same way and dropped once
 *   nothing reads it.
 * `messages` itself stays importable for code that reads it in another way. ADR 004.
 */
export function inlineMessages(
  catalogue = messages as unknown as Record<string, Record<string, unknown>>,
): Plugin {
  return {
    name: 'raket:inline-messages',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/](web|shared)[\\/].*\.tsx?$/, code: 'messages.js' },
      handler(code) {
        const program = parseAst(code);
        let local: string | undefined;
        let declaration: { start: number; end: number; specifiers: number } | undefined;
        for (const node of program.body) {
          if (node.type !== 'ImportDeclaration' || !/\/messages\.js$/.test(String(node.source.value)))
            continue;
          for (const spec of node.specifiers)
            if (
              spec.type === 'ImportSpecifier' &&
              spec.imported.type === 'Identifier' &&
              spec.imported.name === 'messages'
            ) {
              local = spec.local.name;
              declaration = { start: node.start, end: node.end, specifiers: node.specifiers.length };
            }
        }
        if (!local || !declaration) return null;
        const messagesName = local;
        const source = String(
          (program.body.find((n) => n.start === declaration?.start) as { source: { value: unknown } }).source
            .value,
        );
        const out = new MagicString(code);
        const known = (group: string, key?: string) =>
          typeof catalogue[group] === 'object' &&
          isIdentifier(group) &&
          (key === undefined || (key in catalogue[group] && isIdentifier(key)));
        const imported = new Set<string>();
        /** What `group.key` becomes: its string, or the name of its own export. */
        const replacement = (group: string, key: string) => {
          const text = catalogue[group][key];
          if (typeof text === 'string') return JSON.stringify(text);
          imported.add(splitName(group, key));
          return splitName(group, key);
        };
        // `const m = messages.group;` at the top of a module: its `m.key` are followed too.
        const aliases = new Map<
          string,
          { group: string; start: number; end: number; init: [number, number] }
        >();
        for (const node of program.body) {
          if (node.type !== 'VariableDeclaration' || node.declarations.length !== 1) continue;
          const [decl] = node.declarations;
          const init = decl.init;
          if (decl.id.type !== 'Identifier' || init?.type !== 'MemberExpression' || init.computed) continue;
          if (init.object.type !== 'Identifier' || init.object.name !== messagesName) continue;
          if (init.property.type !== 'Identifier' || !known(init.property.name)) continue;
          aliases.set(decl.id.name, {
            group: init.property.name,
            start: node.start,
            end: node.end,
            init: [init.start, init.end],
          });
        }
        const aliasInits = new Set([...aliases.values()].map((a) => a.init[0]));
        const done: [number, number][] = [];
        // First the messages (`messages.group.key`, `m.key`)…
        new Visitor({
          MemberExpression(node) {
            if (node.computed || node.property.type !== 'Identifier') return;
            const group = node.object;
            if (group.type === 'Identifier') {
              const alias = aliases.get(group.name);
              if (!alias || !known(alias.group, node.property.name)) return;
              out.overwrite(node.start, node.end, replacement(alias.group, node.property.name));
              done.push([node.start, node.end]);
              return;
            }
            if (group.type !== 'MemberExpression' || group.computed || group.property.type !== 'Identifier')
              return;
            if (group.object.type !== 'Identifier' || group.object.name !== messagesName) return;
            if (!known(group.property.name, node.property.name)) return;
            out.overwrite(node.start, node.end, replacement(group.property.name, node.property.name));
            done.push([node.start, node.end]);
          },
        }).visit(program);
        // …then a group read as a whole (`messages.group[key]`, passed along).
        new Visitor({
          MemberExpression(node) {
            if (node.computed || node.property.type !== 'Identifier') return;
            if (node.object.type !== 'Identifier' || node.object.name !== messagesName) return;
            if (!known(node.property.name) || aliasInits.has(node.start)) return;
            if (done.some(([a, b]) => node.start >= a && node.start < b)) return;
            imported.add(splitName(node.property.name));
            out.overwrite(node.start, node.end, splitName(node.property.name));
          },
        }).visit(program);
        // An alias still read anywhere (`m[key]`, passed along) stays, as an import of its group.
        if (aliases.size > 0) {
          const reads = new Map<string, number>();
          new Visitor({
            Identifier(node) {
              if (aliases.has(node.name)) reads.set(node.name, (reads.get(node.name) ?? 0) + 1);
            },
          }).visit(parseAst(out.toString()));
          for (const [name, alias] of aliases)
            if ((reads.get(name) ?? 0) <= 1) out.remove(alias.start, alias.end);
            else {
              imported.add(splitName(alias.group));
              out.overwrite(alias.init[0], alias.init[1], splitName(alias.group));
            }
        }
        if (!out.hasChanged()) return null;
        // The import names what is still read: the split exports, and `messages` if anything reads it.
        let stillRead = false;
        new Visitor({
          Identifier(node) {
            if (node.name === messagesName && node.start >= declaration.end) stillRead = true;
          },
        }).visit(parseAst(out.toString()));
        const names = [...imported];
        const from = JSON.stringify(source);
        if (declaration.specifiers === 1) {
          if (stillRead)
            names.unshift(messagesName === 'messages' ? 'messages' : `messages as ${messagesName}`);
          out.overwrite(
            declaration.start,
            declaration.end,
            names.length ? `import { ${names.join(', ')} } from ${from};` : '',
          );
        } else if (names.length)
          out.appendLeft(declaration.end, `\nimport { ${names.join(', ')} } from ${from};`);
        return { code: out.toString(), map: out.generateMap({ hires: true }) };
      },
    },
  };
}

/**
 * The web build's form of `shared/messages.ts`: one export per message (`__m$group$key`) and per
 * group (`__g$group`, an object of its messages' exports), and `messages` built from the groups, so
 * that tree-shaking keeps only the messages some chunk reads (`inlineMessages` rewrites the reads).
 * A group whose shape is not plain `key: value` pairs is kept whole as its group export.
 */
export function splitCatalogue(): Plugin {
  return {
    name: 'raket:split-messages',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/]shared[\\/]messages\.ts$/ },
      handler(code) {
        const program = parseAst(code);
        const out = new MagicString(code);
        for (const node of program.body) {
          if (node.type !== 'ExportNamedDeclaration' || node.declaration?.type !== 'VariableDeclaration')
            continue;
          const [decl] = node.declaration.declarations;
          if (decl.id.type !== 'Identifier' || decl.id.name !== 'messages') continue;
          if (decl.init?.type !== 'ObjectExpression') return null;
          const lines: string[] = [];
          const groups: string[] = [];
          for (const group of decl.init.properties) {
            if (group.type !== 'Property' || group.computed || group.key.type !== 'Identifier') return null;
            const name = group.key.name;
            groups.push(`${name}: ${splitName(name)}`);
            const value = group.value;
            const plain =
              value.type === 'ObjectExpression' &&
              value.properties.every(
                (p) =>
                  p.type === 'Property' && !p.computed && p.kind === 'init' && p.key.type === 'Identifier',
              );
            if (!plain) {
              lines.push(`export const ${splitName(name)} = ${code.slice(value.start, value.end)};`);
              continue;
            }
            const keys: string[] = [];
            for (const p of value.properties) {
              if (p.type !== 'Property' || p.key.type !== 'Identifier') continue;
              const key = p.key.name;
              lines.push(`export const ${splitName(name, key)} = ${code.slice(p.value.start, p.value.end)};`);
              keys.push(`${key}: ${splitName(name, key)}`);
            }
            lines.push(`export const ${splitName(name)} = { ${keys.join(', ')} };`);
          }
          lines.push(`export const messages = { ${groups.join(', ')} };`);
          out.overwrite(node.start, node.end, lines.join('\n'));
          return { code: out.toString(), map: out.generateMap({ hires: true }) };
        }
        return null;
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
