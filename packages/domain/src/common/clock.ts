/** Time is injected so date rules can be tested (ARCHITECTURE convention 9). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** A clock that started at `start` when created and runs forward in real time (a server started "on" a chosen day). */
export function offsetClock(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
}
