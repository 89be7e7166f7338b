import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The web's import rules live in biome.json (`noRestrictedImports` per folder, `noImportCycles`).
// This runs the project's Biome with that configuration over probe files in a scratch copy of the
// folder layout, so a rule that stops matching (a pattern typo, an override in the wrong order) fails here.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

/** Probe files: path under the scratch project → source. */
const probes: Record<string, string> = {
  'src/web/features/auth/ImportsApp.ts':
    "import { paths } from '../../app/paths.js';\nexport const a = paths;\n",
  'src/web/features/auth/ImportsSibling.ts':
    "import { useLeagues } from '../leagues/api.js';\nexport const a = useLeagues;\n",
  'src/web/features/auth/ReexportsSibling.ts': "export { useLeagues } from '../leagues/api.js';\n",
  'src/web/features/auth/ImportsSiblingType.ts':
    "import type { T } from '../leagues/api.js';\nexport type A = T;\n",
  'src/web/features/auth/ImportsSiblingLazily.ts':
    "export const load = () => import('../leagues/Page.js');\n",
  'src/web/features/auth/ImportsFeaturesFolder.ts':
    "import { useLeagues } from '../../features/leagues/api.js';\nexport const a = useLeagues;\n",
  'src/web/features/auth/ImportsServer.ts':
    "import { buildApp } from '../../../server/app.js';\nexport const a = buildApp;\n",
  'src/web/features/auth/Allowed.ts': [
    "import { Button } from '@mantine/core';",
    "import { renderToString } from 'react-dom/server';",
    "import { messages } from '../../../shared/messages.js';",
    "import { EmptyState } from '../../components/EmptyState.js';",
    "import { get } from '../../lib/api.js';",
    "import { paths } from '../../lib/paths.js';",
    "import { AuthCard } from './AuthCard.js';",
    'export const a = [Button, renderToString, messages, EmptyState, get, paths, AuthCard];',
    '',
  ].join('\n'),
  'src/web/lib/ImportsApp.ts':
    "import { AppLayout } from '../app/AppLayout.js';\nexport const a = AppLayout;\n",
  'src/web/lib/ImportsFeature.ts':
    "import { useLeagues } from '../features/leagues/api.js';\nexport const a = useLeagues;\n",
  'src/web/components/ImportsFeature.tsx':
    "import { useLeagues } from '../features/leagues/api.js';\nexport const a = useLeagues;\n",
  'src/web/components/ImportsServer.tsx':
    "import { buildApp } from '../../server/app.js';\nexport const a = buildApp;\n",
  'src/web/components/Allowed.tsx':
    "import { messages } from '../../shared/messages.js';\nimport { get } from '../lib/api.js';\nexport const a = [messages, get];\n",
  'src/web/app/Allowed.tsx': [
    "import { useLeagues } from '../features/leagues/api.js';",
    "import { paths } from '../lib/paths.js';",
    "import { nav } from './nav-links.js';",
    'export const a = [useLeagues, paths, nav];',
    '',
  ].join('\n'),
  'src/web/app/ImportsServer.tsx':
    "import { buildApp } from '../../server/app.js';\nexport const a = buildApp;\n",
  'src/web/features/auth/ImportsQueryMutation.ts':
    "import { useMutation } from '@tanstack/react-query';\nexport const a = useMutation;\n",
  'src/web/components/ImportsQueryMutation.tsx':
    "import { useMutation } from '@tanstack/react-query';\nexport const a = useMutation;\n",
  'src/web/features/auth/ImportsOwnMutation.ts': [
    "import { useQuery } from '@tanstack/react-query';",
    "import { useMutation } from '../../lib/mutation.js';",
    'export const a = [useQuery, useMutation];',
    '',
  ].join('\n'),
  'src/web/lib/mutation.ts':
    "import { useMutation as useQueryMutation } from '@tanstack/react-query';\nexport const useMutation = useQueryMutation;\n",
  'src/web/features/auth/ImportsMantineModal.tsx':
    "import { Button, Modal } from '@mantine/core';\nexport const a = [Button, Modal];\n",
  'src/web/features/auth/ImportsOwnModal.tsx':
    "import { Button } from '@mantine/core';\nimport { Modal } from '../../components/Modal.js';\nexport const a = [Button, Modal];\n",
  'src/web/components/Modal.tsx': "import { Modal } from '@mantine/core';\nexport const a = Modal;\n",
  'src/web/lib/cycle-a.ts': "import { b } from './cycle-b.js';\nexport const a = () => b;\n",
  'src/web/lib/cycle-b.ts': "import { a } from './cycle-a.js';\nexport const b = () => a;\n",
};

const ruleCategories = ['lint/style/noRestrictedImports', 'lint/suspicious/noImportCycles'];
let scratch: string;
let found: Map<string, string[]>;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'web-import-rules-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [path, source] of Object.entries(probes)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), source);
  }
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', 'src'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  found = new Map();
  for (const d of report.diagnostics) {
    if (!ruleCategories.includes(d.category)) continue;
    const path = d.location.path.replaceAll('\\', '/');
    found.set(path, [...(found.get(path) ?? []), d.category]);
  }
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('web import rules (biome.json)', () => {
  it.each([
    'src/web/features/auth/ImportsApp.ts',
    'src/web/features/auth/ImportsSibling.ts',
    'src/web/features/auth/ReexportsSibling.ts',
    'src/web/features/auth/ImportsSiblingType.ts',
    'src/web/features/auth/ImportsSiblingLazily.ts',
    'src/web/features/auth/ImportsFeaturesFolder.ts',
    'src/web/features/auth/ImportsServer.ts',
    'src/web/lib/ImportsApp.ts',
    'src/web/lib/ImportsFeature.ts',
    'src/web/components/ImportsFeature.tsx',
    'src/web/components/ImportsServer.tsx',
    'src/web/app/ImportsServer.tsx',
    // Writes go through web/lib/mutation.ts, which sends a write once however often it is tapped.
    'src/web/features/auth/ImportsQueryMutation.ts',
    'src/web/components/ImportsQueryMutation.tsx',
    // Dialogs go through web/components/Modal.tsx: Escape closes only the one on top.
    'src/web/features/auth/ImportsMantineModal.tsx',
  ])('refuses %s', (path) => {
    expect(found.get(path)).toEqual(['lint/style/noRestrictedImports']);
  });

  it.each([
    'src/web/features/auth/Allowed.ts',
    'src/web/components/Allowed.tsx',
    'src/web/app/Allowed.tsx',
    'src/web/features/auth/ImportsOwnMutation.ts',
    'src/web/lib/mutation.ts',
    'src/web/features/auth/ImportsOwnModal.tsx',
    'src/web/components/Modal.tsx',
  ])('allows %s', (path) => {
    expect(found.get(path)).toBeUndefined();
  });

  it('refuses an import cycle', () => {
    expect(found.get('src/web/lib/cycle-a.ts')).toContain('lint/suspicious/noImportCycles');
    expect(found.get('src/web/lib/cycle-b.ts')).toContain('lint/suspicious/noImportCycles');
  });
});
