import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backupsToRemove,
  copyWhole,
  freeBackupName,
  listBackups,
  manualBackupName,
  NIGHT_HOUR,
  nightlyBackupDue,
} from './backup.js';

/** An instant given as Istanbul wall-clock time (UTC+3 all year). */
const istanbul = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

describe('the nightly copy', () => {
  it('is due from 03:00 Istanbul on, once a calendar day', () => {
    expect(nightlyBackupDue(istanbul('2026-11-25', '02:59'), [])).toBeNull();
    expect(nightlyBackupDue(istanbul('2026-11-25', '03:00'), [])).toBe('2026-11-25');
    expect(nightlyBackupDue(istanbul('2026-11-25', '03:00'), ['2026-11-25'])).toBeNull();
    // A server down at that hour takes the day's copy when it next looks, the day's last minute too.
    expect(nightlyBackupDue(istanbul('2026-11-25', '23:59'), ['2026-11-24'])).toBe('2026-11-25');
    // Copies taken by hand are not the night's.
    expect(nightlyBackupDue(istanbul('2026-11-25', '10:00'), ['2026-11-25-09.15'])).toBe('2026-11-25');
    // Midnight UTC is already 03:00 in Istanbul.
    expect(nightlyBackupDue(new Date('2026-11-26T00:00:00Z'), ['2026-11-25'])).toBe('2026-11-26');
  });

  it('is due at most once a day, whatever copies exist', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.array(fc.constantFrom('2026-11-24', '2026-11-25', '2026-11-25-03.10', 'x')),
        (now, existing) => {
          const due = nightlyBackupDue(now, existing);
          if (due === null) return;
          expect(existing).not.toContain(due);
          expect(nightlyBackupDue(now, [...existing, due])).toBeNull();
          expect(
            Number(
              new Intl.DateTimeFormat('en', {
                hour: 'numeric',
                hourCycle: 'h23',
                timeZone: 'Europe/Istanbul',
              }).format(now),
            ),
          ).toBeGreaterThanOrEqual(NIGHT_HOUR);
        },
      ),
    );
  });

  it('keeps the newest nightly copies and never removes one taken by hand', () => {
    const names = [
      '2026-11-20',
      '2026-11-22',
      '2026-11-21',
      '2026-11-23',
      '2026-11-21-14.30',
      'kendi-yedegim',
    ];
    expect(backupsToRemove(names, 2)).toEqual(['2026-11-21', '2026-11-20']);
    expect(backupsToRemove(names, 7)).toEqual([]);
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc
            .date({ min: new Date('2025-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
        ),
        fc.integer({ min: 1, max: 10 }),
        (days, keep) => {
          const removed = backupsToRemove([...days, '2026-01-01-08.00'], keep);
          const kept = days.filter((d) => !removed.includes(d));
          expect(kept).toHaveLength(Math.min(keep, days.length));
          expect(removed).not.toContain('2026-01-01-08.00');
          for (const r of removed) for (const k of kept) expect(r < k).toBe(true);
        },
      ),
    );
  });

  it('names a copy taken by hand by its Istanbul date and time', () => {
    expect(manualBackupName(istanbul('2026-11-25', '09:05'))).toBe('2026-11-25-09.05');
    expect(manualBackupName(new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-26-01.30');
  });
});

describe('a copy on disk', () => {
  it('that fails half-way (a full disk) leaves nothing behind, and an earlier copy stays', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'raket-kopya-'));
    try {
      const source = path.join(dir, 'pglite');
      await fs.mkdir(source);
      await fs.writeFile(path.join(source, 'PG_VERSION'), '17');
      const copies = path.join(dir, 'backups');
      await copyWhole(source, path.join(copies, '2026-11-24'));
      const target = path.join(copies, '2026-11-25');
      const full = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      await expect(
        copyWhole(source, target, async () => {
          await fs.mkdir(`${target}.yaziliyor`, { recursive: true });
          await fs.writeFile(path.join(`${target}.yaziliyor`, 'PG_VERSION'), '17');
          throw full;
        }),
      ).rejects.toBe(full);
      expect(await fs.readdir(copies)).toEqual(['2026-11-24']);
      expect(await listBackups(copies)).toEqual(['2026-11-24']);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('lists the copies newest first by when they were taken, the night’s at 03:00', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'raket-kopya-'));
    try {
      for (const name of [
        '2026-11-24',
        '2026-11-25-02.30',
        '2026-11-25',
        '2026-11-25-14.30-geri-yuklemeden-once',
        '2026-11-25-14.30',
      ])
        await fs.mkdir(path.join(dir, name));
      expect(await listBackups(dir)).toEqual([
        '2026-11-25-14.30-geri-yuklemeden-once',
        '2026-11-25-14.30',
        '2026-11-25',
        '2026-11-25-02.30',
        '2026-11-24',
      ]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('never takes the name of a copy already kept', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'raket-kopya-'));
    try {
      expect(await freeBackupName(path.join(dir, 'yok'), '2026-11-25-14.30')).toBe('2026-11-25-14.30');
      await fs.mkdir(path.join(dir, '2026-11-25-14.30'));
      expect(await freeBackupName(dir, '2026-11-25-14.30')).toBe('2026-11-25-14.30-2');
      await fs.mkdir(path.join(dir, '2026-11-25-14.30-2'));
      expect(await freeBackupName(dir, '2026-11-25-14.30')).toBe('2026-11-25-14.30-3');
      expect(await freeBackupName(dir, '2026-11-25-14.31')).toBe('2026-11-25-14.31');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
