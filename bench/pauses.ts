// The pauses of the bench's own process, which runs the server under test: a made p99 over its limit is most often
// one pause of the whole server (50 requests in flight wait through it), not the work of the list measured.
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { mainThreadCpuMs } from '../packages/server/src/test/loop-hold.ts';

export interface Pauses {
  /** The longest garbage-collection pause, ms. */
  gcMax: number;
  /** The sum of the garbage-collection pauses, ms. */
  gcTotal: number;
  /** The longest gap between two ticks of a 10 ms timer, ms: the event loop held or the process not run. */
  gapMax: number;
  /** The main thread's CPU time within that gap, ms: near the gap, work held the loop; near 0, it waited for a core. */
  gapCpu: number;
}

/** Runs `work` and reports this process's pauses while it ran. */
export async function withPauses<T>(work: () => Promise<T>): Promise<{ result: T; pauses: Pauses }> {
  const pauses = { gcMax: 0, gcTotal: 0, gapMax: 0, gapCpu: 0 };
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.gcMax = Math.max(pauses.gcMax, entry.duration);
      pauses.gcTotal += entry.duration;
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  const cpuMs = mainThreadCpuMs();
  let last = { wall: performance.now(), cpu: cpuMs() };
  const timer = setInterval(() => {
    const now = { wall: performance.now(), cpu: cpuMs() };
    if (now.wall - last.wall > pauses.gapMax)
      Object.assign(pauses, { gapMax: now.wall - last.wall, gapCpu: now.cpu - last.cpu });
    last = now;
  }, 10);
  try {
    return { result: await work(), pauses };
  } finally {
    clearInterval(timer);
    gc.disconnect();
  }
}

export const pausesText = (p: Pauses) =>
  `longest GC pause ${p.gcMax.toFixed(0)} ms (${p.gcTotal.toFixed(0)} ms in all); longest gap of a 10 ms timer ${p.gapMax.toFixed(0)} ms, the main thread running for ${p.gapCpu.toFixed(0)} ms of it`;
