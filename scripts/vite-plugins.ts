import { fileURLToPath } from 'node:url';
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
 * module left with no other use of `messages` no longer pulls the catalogue in. What cannot be
 * inlined (`const m = messages.offers`, message functions) still reads the module. ADR 004.
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
        const out = new MagicString(code);
        new Visitor({
          MemberExpression(node) {
            const group = node.object;
            if (node.computed || node.property.type !== 'Identifier') return;
            if (group.type !== 'MemberExpression' || group.computed || group.property.type !== 'Identifier')
              return;
            if (group.object.type !== 'Identifier' || group.object.name !== local) return;
            const text = catalogue[group.property.name]?.[node.property.name];
            if (typeof text === 'string') out.overwrite(node.start, node.end, JSON.stringify(text));
          },
        }).visit(program);
        return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
      },
    },
  };
}
