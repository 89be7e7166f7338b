import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The removal of a folder, cut short half-way (a Ctrl-C, a kill, a crash) when `cutShort` names it.
const cut = vi.hoisted(() => ({ folder: '' }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const rm: typeof real.rm = async (target, options) => {
    const entries = cut.folder === String(target) ? await real.readdir(cut.folder).catch(() => null) : null;
    if (entries) {
      if (entries[0]) await real.rm(path.join(cut.folder, entries[0]), { recursive: true, force: true });
      throw new Error('kesildi');
    }
    return real.rm(target, options);
  };
  return { ...real, default: { ...real, rm }, rm };
});

const { copyWhole, interruptedRestore, listBackups } = await import('./backup.js');

const dirs: string[] = [];
afterEach(async () => {
  cut.folder = '';
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

async function database(folder: string, marker: string) {
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(path.join(folder, 'PG_VERSION'), '17');
  await fs.writeFile(path.join(folder, 'veri'), marker);
}

describe('a copy put in place of a database (a restore)', () => {
  it('never leaves a half-removed database where the server opens it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'raket-yerine-'));
    dirs.push(dir);
    const live = path.join(dir, 'pglite');
    const copy = path.join(dir, 'backups', '2026-11-24');
    await database(live, 'bugün');
    await database(copy, 'dün');
    // Whatever folder is removed on the way is cut short half-way: the live one or the one moved
    // aside. The live folder is then whole: the one it was, or the copy.
    for (const folder of [live, `${live}.eskisi`]) {
      await database(live, 'bugün');
      cut.folder = folder;
      await copyWhole(copy, live).catch(() => undefined);
      cut.folder = '';
      expect((await fs.readdir(live)).sort()).toEqual(['PG_VERSION', 'veri']);
      expect(interruptedRestore(live)).toBeNull();
    }
    expect(await fs.readFile(path.join(live, 'veri'), 'utf8')).toBe('dün');
  });

  it('cut short between its two renames, keeps the server from opening an empty database', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'raket-yerine-'));
    dirs.push(dir);
    const live = path.join(dir, 'pglite');
    expect(interruptedRestore(live)).toBeNull(); // a first start
    await database(`${live}.eskisi`, 'bugün');
    await database(`${live}.yaziliyor`, 'dün');
    expect(interruptedRestore(live)).toContain('yarıda kalmış bir geri yükleme');
    await database(live, 'dün');
    expect(interruptedRestore(live)).toBeNull();
    // The folder moved aside is no copy to list.
    await database(path.join(dir, 'backups', '2026-11-24.eskisi'), 'x');
    await database(path.join(dir, 'backups', '2026-11-24'), 'x');
    expect(await listBackups(path.join(dir, 'backups'))).toEqual(['2026-11-24']);
  });
});
