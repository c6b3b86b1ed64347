import { describe, expect, it } from 'vitest';
import { longestLoopHoldMs, mainThreadCpuMs } from './loop-hold.ts';

// Spins for `ms` of the main thread's CPU time, not wall time: on a loaded machine a wall-clock spin may be given
// a few ms of a core (CI once measured 2 ms of an 80 ms spin), and the measure counts CPU time.
const cpuMs = mainThreadCpuMs();
const spin = (ms: number) => {
  const end = cpuMs() + ms;
  while (cpuMs() < end);
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
