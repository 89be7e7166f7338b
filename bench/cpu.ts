// CPU time of this machine's processes, from /proc (Linux): where a request's work goes, the app's
// server or PostgreSQL, counted in milliseconds of CPU rather than in wall time, which the other
// processes of a shared machine stretch.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/** utime + stime, and with `children` also cutime + cstime (the ended children it waited for). */
function ticksOf(stat: string, children = false): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  return children ? own + Number(fields[13]) + Number(fields[14]) : own;
}

/** CPU used so far by one process (user and system), in ms; 0 once it has ended. */
export function processCpuMs(pid: number): number {
  try {
    return ticksOf(readFileSync(`/proc/${pid}/stat`, 'utf8')) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * CPU used so far by every PostgreSQL process of this machine, in ms, with the connections that
 * have ended (counted in their parent's children's time), so it never goes down.
 */
export function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes('(postgres)')) ticks += ticksOf(stat, true);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * TICK_MS;
}
