export interface ScheduledJob {
  /** Runs once now and resolves when done (also what the timer calls). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs`, and a first time `firstAfterMs` after start (so a restart does not
 * delay it by a whole interval). A run that is still going is joined rather than started again; the
 * timers do not keep the process alive. `work` handles its own errors.
 */
export function schedule(work: () => Promise<void>, intervalMs: number, firstAfterMs: number): ScheduledJob {
  let running: Promise<void> | null = null;
  const runOnce = () => {
    running ??= work().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  const first = setTimeout(() => void runOnce(), firstAfterMs);
  first.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
