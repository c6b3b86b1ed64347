import { readFileSync } from 'node:fs';

/**
 * CPU time the process's main thread (the one running the event loop) has used, in ms. On Linux it is read
 * from the thread's schedstat (nanoseconds on a core, this thread only); elsewhere the whole process's CPU time
 * stands in, which counts its other threads (GC helpers, the file and crypto pool) too and so errs long.
 */
function mainThreadCpuMs(): () => number {
  const schedstat = `/proc/${process.pid}/task/${process.pid}/schedstat`;
  try {
    readFileSync(schedstat, 'utf8');
    return () => Number(readFileSync(schedstat, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return () => {
      const used = process.cpuUsage();
      return (used.user + used.system) / 1000;
    };
  }
}

/**
 * Watches how long work holds the event loop while `run` runs: a 5 ms timer notes, at each tick, the CPU
 * time the main thread spent since the last one. That is the longest stretch the loop was held, measured in
 * CPU time rather than wall time, so a figure stays true on a busy machine where the process waits for a core
 * (wall-clock delay monitors count that wait too).
 */
export async function longestLoopHoldMs<T>(run: () => Promise<T>): Promise<{ result: T; longestMs: number }> {
  const cpuMs = mainThreadCpuMs();
  let longest = 0;
  let last = cpuMs();
  const tick = () => {
    const now = cpuMs();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const timer = setInterval(tick, 5);
  try {
    const result = await run();
    tick();
    return { result, longestMs: longest };
  } finally {
    clearInterval(timer);
  }
}
