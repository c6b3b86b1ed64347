import { readFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';

/**
 * CPU time the process's main thread (the one running the event loop) has used, in ms. On Linux it is read
 * from the thread's schedstat (nanoseconds on a core, this thread only); elsewhere the whole process's CPU time
 * stands in, which counts its other threads (GC helpers, the file and crypto pool) too and so errs long.
 */
export function mainThreadCpuMs(): () => number {
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
 * (wall-clock delay monitors count that wait too). Garbage collection pauses within a stretch are left out: they
 * come from the whole test process's heap (every test a worker ran), not from the work watched, and on a loaded
 * CI machine one of them alone took 55 ms.
 */
export async function longestLoopHoldMs<T>(run: () => Promise<T>): Promise<{ result: T; longestMs: number }> {
  const cpuMs = mainThreadCpuMs();
  const stretches: Array<{ from: number; to: number; cpu: number }> = [];
  const pauses: Array<{ at: number; ms: number }> = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push({ at: entry.startTime, ms: entry.duration });
  });
  gc.observe({ entryTypes: ['gc'] });
  let last = { wall: performance.now(), cpu: cpuMs() };
  const tick = () => {
    const now = { wall: performance.now(), cpu: cpuMs() };
    stretches.push({ from: last.wall, to: now.wall, cpu: now.cpu - last.cpu });
    last = now;
  };
  const timer = setInterval(tick, 5);
  try {
    const result = await run();
    tick();
    // The observer is told of a pause after it: a turn of the loop lets the last ones in.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const paused = (from: number, to: number) =>
      pauses.filter((p) => p.at >= from && p.at < to).reduce((sum, p) => sum + p.ms, 0);
    const longestMs = Math.max(0, ...stretches.map((s) => s.cpu - paused(s.from, s.to)));
    return { result, longestMs };
  } finally {
    clearInterval(timer);
    gc.disconnect();
  }
}
