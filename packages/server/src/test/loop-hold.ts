/**
 * Watches how long work holds the event loop while `run` runs: a 5 ms timer notes, at each tick, the CPU
 * time the process spent since the last one. That is the longest stretch the loop was held, measured in CPU
 * time rather than wall time, so a test stays true on a busy machine where the process waits for a core
 * (wall-clock delay monitors count that wait too). The process's other threads count as well, so it errs long.
 */
export async function longestLoopHoldMs<T>(run: () => Promise<T>): Promise<{ result: T; longestMs: number }> {
  let longest = 0;
  let last = process.cpuUsage();
  const timer = setInterval(() => {
    const used = process.cpuUsage(last);
    last = process.cpuUsage();
    longest = Math.max(longest, (used.user + used.system) / 1000);
  }, 5);
  try {
    const result = await run();
    const used = process.cpuUsage(last);
    longest = Math.max(longest, (used.user + used.system) / 1000);
    return { result, longestMs: longest };
  } finally {
    clearInterval(timer);
  }
}
