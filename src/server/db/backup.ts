import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { istanbulParts } from '../../shared/time.js';

/**
 * Copies of the embedded database (ADR 018). Each copy is a folder under `DATA_DIR/backups` holding
 * the database folder as it was at one instant: `2026-11-25` for the night's copy, `2026-11-25-14.30`
 * for one taken by hand (`npm run admin -- backup`). A copy is restored by putting its folder back
 * in place of `DATA_DIR/pglite` (`npm run admin -- restore`).
 */
export const BACKUPS_FOLDER = 'backups';

/** The night's copy is taken from this Istanbul hour on, when a league's players are asleep. */
export const NIGHT_HOUR = 3;

const NIGHTLY = /^\d{4}-\d{2}-\d{2}$/;
/** A copy being written: it becomes a copy only once whole, by one rename. */
const PARTIAL = '.yaziliyor';
/** The folder a new copy replaces, moved aside by one rename until the new one is in its place. */
const REPLACED = '.eskisi';

/**
 * The name of the night's copy when one is due: from NIGHT_HOUR on in Istanbul, once a calendar day;
 * a server that was down at that hour takes it when it next looks. Null when today's exists.
 */
export function nightlyBackupDue(now: Date, existing: readonly string[]): string | null {
  const { date, hour } = istanbulParts(now);
  if (hour < NIGHT_HOUR || existing.includes(date)) return null;
  return date;
}

/** The name of a copy taken by hand now: its Istanbul date and time. */
export function manualBackupName(now: Date): string {
  const { date, hour, minute } = istanbulParts(now);
  return `${date}-${String(hour).padStart(2, '0')}.${String(minute).padStart(2, '0')}`;
}

/** The night's copies beyond the newest `keep`, to remove; copies taken by hand are never removed. */
export function backupsToRemove(existing: readonly string[], keep: number): string[] {
  return existing
    .filter((name) => NIGHTLY.test(name))
    .sort()
    .reverse()
    .slice(keep);
}

/** Removes the night's copies in `dir` beyond the newest `keep`. */
export async function pruneBackups(dir: string, keep: number): Promise<void> {
  for (const name of backupsToRemove(await listBackups(dir), keep))
    await rm(path.join(dir, name), { recursive: true, force: true });
}

/**
 * When a copy was taken, as its name says, in a form that sorts: a copy taken by hand names its
 * minute ('2026-11-25-02.30…'); the night's names its day, and is taken from NIGHT_HOUR on.
 */
const takenAt = (name: string) =>
  NIGHTLY.test(name) ? `${name}-${String(NIGHT_HOUR).padStart(2, '0')}.00` : name;

/** The copies in `dir`, newest first (a copy still being written is not one). */
export async function listBackups(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory() && !e.name.endsWith(PARTIAL) && !e.name.endsWith(REPLACED))
    .map((e) => e.name)
    .sort((a, b) => (takenAt(a) < takenAt(b) ? 1 : takenAt(a) > takenAt(b) ? -1 : 0));
}

/**
 * Copies `source` to `target` whole or not at all: into a folder of its own first, renamed into
 * place at the end, so a copy cut short by a crash is never taken for a copy. A copy that fails (a
 * full disk, say) removes what it wrote: left behind, it would keep the disk the database shares full.
 * A folder already at `target` (the database a restore replaces) is moved aside by one rename and
 * removed only once the new one is in its place: a restore cut short while removing it never leaves
 * a half-removed database where the server would open it.
 */
export async function copyWhole(
  source: string,
  target: string,
  /** Writes the copy into the folder it is given (`target` under a name of its own). */
  copy = (into: string) => cp(source, into, { recursive: true }),
) {
  const partial = `${target}${PARTIAL}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await copy(partial);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  const aside = `${target}${REPLACED}`;
  await rm(aside, { recursive: true, force: true });
  await rename(target, aside).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(partial, target);
  await rm(aside, { recursive: true, force: true });
}

/**
 * Why the server must not open the embedded database in `folder`: it is missing while a copy that
 * was to take its place, or the database it replaced, lies beside it (a restore cut short between
 * its two renames). Opened, the missing folder would be a new empty database. Null when all is well.
 */
export function interruptedRestore(folder: string): string | null {
  if (existsSync(path.join(folder, 'PG_VERSION'))) return null;
  const left = [PARTIAL, REPLACED].map((end) => `${folder}${end}`).filter((f) => existsSync(f));
  if (left.length === 0) return null;
  return [
    `${folder} klasöründe veritabanı yok, ama yanında yarıda kalmış bir geri yüklemenin klasörleri var: ${left.join(', ')}.`,
    'Boş bir veritabanıyla başlamamak için sunucu açılmadı. Geri yüklemeyi yeniden yapın (npm run admin -- restore <kopya>)',
    `ya da ${folder}${REPLACED} klasörünü ${folder} adıyla yerine koyun.`,
  ].join('\n');
}

/**
 * `name` in `dir`, or the first of `name-2`, `name-3`… not taken there: a new copy never takes the
 * place of one already kept (two taken in the same minute, two restores in the same minute).
 */
export async function freeBackupName(dir: string, name: string): Promise<string> {
  const taken = new Set(await readdir(dir).catch(() => [] as string[]));
  if (!taken.has(name)) return name;
  let n = 2;
  while (taken.has(`${name}-${n}`)) n++;
  return `${name}-${n}`;
}

/**
 * A copy of a running embedded database's folder at one instant. PGlite is this process's own
 * database and runs one statement at a time: while it is held (`runExclusive`) nothing changes its
 * files, so the copy is what a power cut at that instant would leave, which PostgreSQL opens by
 * replaying its log. The checkpoint before it writes changed pages to their files, so that replay
 * is short. Requests wait for the copy (about a second for a league's data).
 */
export async function snapshotPglite(client: PGlite, source: string, target: string): Promise<void> {
  await client.exec('CHECKPOINT');
  await copyWhole(source, target, (into) => client.runExclusive(() => cp(source, into, { recursive: true })));
}
