import { describe, expect, it } from 'vitest';
import { longestLoopHoldMs } from './loop-hold.ts';

const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
const turn = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('longestLoopHoldMs', () => {
  it('sees work that holds the loop, and not work that yields', async () => {
    const held = await longestLoopHoldMs(async () => {
      await turn();
      spin(80);
      await turn();
    });
    // CPU time: a loaded machine may give the spin less than its 80 ms of wall time, never more.
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
