// The pauses of the bench's own process, which runs the server under test: a made p99 over its limit is most often
// one pause of the whole server (50 requests in flight wait through it), not the work of the list measured.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

export interface Pauses {
  /** The longest garbage-collection pause, ms. */
  gcMax: number;
  /** The sum of the garbage-collection pauses, ms. */
  gcTotal: number;
  /** The longest the event loop was late for a 10 ms timer, ms: a pause of any cause in this process. */
  loopMax: number;
}

/** Runs `work` and reports this process's pauses while it ran. */
export async function withPauses<T>(work: () => Promise<T>): Promise<{ result: T; pauses: Pauses }> {
  const pauses = { gcMax: 0, gcTotal: 0, loopMax: 0 };
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.gcMax = Math.max(pauses.gcMax, entry.duration);
      pauses.gcTotal += entry.duration;
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  try {
    const result = await work();
    pauses.loopMax = loop.max / 1e6;
    return { result, pauses };
  } finally {
    loop.disable();
    gc.disconnect();
  }
}

export const pausesText = (p: Pauses) =>
  `longest GC pause ${p.gcMax.toFixed(0)} ms (${p.gcTotal.toFixed(0)} ms in all), longest event-loop delay ${p.loopMax.toFixed(0)} ms`;
