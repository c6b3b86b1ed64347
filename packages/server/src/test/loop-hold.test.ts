import { describe, expect, it } from 'vitest';
import { longestLoopHoldMs, mainThreadCpuMs } from './loop-hold.ts';

// Spins for `ms` of the main thread's CPU time, not wall time: on a loaded machine a wall-clock spin may be given
// little of a core. It allocates next to nothing (small-integer sums, the clock read every 100,000 of them): the
// measure leaves garbage collection out by its wall-clock pauses, and on CI an 80 ms spin that allocated (a number
// per clock read), likely through many such pauses stretched by the load, was measured at 2 ms.
const cpuMs = mainThreadCpuMs();
const spin = (ms: number) => {
  const end = cpuMs() + ms;
  let sum = 0;
  while (cpuMs() < end) for (let i = 0; i < 100_000; i++) sum = (sum + i) | 0;
  return sum;
};
const turn = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('longestLoopHoldMs', () => {
  it('sees work that holds the loop, and not work that yields', async () => {
    const held = await longestLoopHoldMs(async () => {
      await turn();
      spin(80);
      await turn();
    });
    // Less any garbage collection within the spin, which the measure leaves out.
    expect(held.longestMs).toBeGreaterThan(40);
    const yielding = await longestLoopHoldMs(async () => {
      for (let i = 0; i < 40; i++) {
        spin(1);
        await turn();
      }
    });
    expect(yielding.longestMs).toBeLessThan(held.longestMs / 2);
  });
});
