import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its folder, and two processes on one folder corrupt it.
 * We take a lock file holding our pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'raket.lock');
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(file, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `Veri klasörü ${dir} başka bir Raket süreci tarafından kullanılıyor (pid ${holder}). ` +
          'Aynı klasörde iki sunucu çalıştırılamaz: önce diğerini durdurun ya da DATA_DIR ile başka bir klasör seçin.',
      );
    }
    fs.writeFileSync(file, String(process.pid));
  }
  return () => fs.rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
