/**
 * Calls `fn` for every item, at most `limit` at a time (a bulk send hands its emails to the transport in
 * parallel without opening a connection per recipient), giving the event loop back after each item. Resolves when all are done; the first failure
 * rejects, so callers that must go on past one catch inside `fn`.
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await fn(items[index]!, index);
      // A transport that answers without I/O would otherwise run every item in one turn of the loop.
      await yieldToEventLoop();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/** Lets timers, I/O and HTTP requests run before a long job goes on (jobs share the HTTP process). */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
